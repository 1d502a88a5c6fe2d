// Taro's H5 router and runtime read the page query with query-string's parse(search[, { decode: false }]) only
// (~3 KB gzip with decode-uri-component in every first load): the same results for those calls — leading ?, # or &
// dropped, keys sorted, a key without = is null, repeated keys give an array, + is a space when decoding; a
// malformed escape is kept as it is. stringify for Taro's chooseLocation, which the app does not use.
function decode(s) {
  try {
    return decodeURIComponent(s)
  } catch (e) {
    return s
  }
}

function parse(query, options) {
  var decoding = !options || options.decode !== false
  var found = Object.create(null)
  if (typeof query !== 'string') return found
  query = query.trim().replace(/^[?#&]/, '')
  if (!query) return found
  query.split('&').forEach(function (param) {
    if (param === '') return
    var p = decoding ? param.replace(/\+/g, ' ') : param
    var at = p.indexOf('=')
    var key = at === -1 ? p : p.slice(0, at)
    var value = at === -1 ? null : p.slice(at + 1)
    if (decoding) {
      key = decode(key)
      if (value !== null) value = decode(value)
    }
    found[key] = key in found ? [].concat(found[key], value) : value
  })
  var sorted = Object.create(null)
  Object.keys(found)
    .sort()
    .forEach(function (key) {
      sorted[key] = found[key]
    })
  return sorted
}

function stringify(object) {
  return Object.keys(object || {})
    .filter(function (key) {
      return object[key] !== undefined && object[key] !== null
    })
    .sort()
    .map(function (key) {
      return encodeURIComponent(key) + '=' + encodeURIComponent(String(object[key]))
    })
    .join('&')
}

module.exports = { parse: parse, stringify: stringify }
