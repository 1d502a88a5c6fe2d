// Taro's H5 getSystemInfo / getDeviceInfo fill brand, model and system from platform.js (~6 KB gzip: parsers for
// every browser and OS of two decades, in every first load). The app reads none of those on H5 (statusBarHeight,
// pixelRatio, language): the OS family and version from the user agent stand in.
var ua = typeof navigator !== 'undefined' ? navigator.userAgent : ''
var m = /(iPhone|iPad|iPod)[^)]*OS (\d+[_\d]*)/.exec(ua) || /(Android) ([\d.]+)/.exec(ua)
var family = m
  ? m[1] === 'Android'
    ? 'Android'
    : 'iOS'
  : /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'OS X'
      : /Linux/.test(ua)
        ? 'Linux'
        : null
var version = m ? m[2].replace(/_/g, '.') : null

module.exports = {
  ua: ua,
  manufacturer: m && m[1] !== 'Android' ? 'Apple' : null,
  product: m && m[1] !== 'Android' ? m[1] : null,
  os: {
    family: family,
    version: version,
    toString: function () {
      return family ? family + (version ? ' ' + version : '') : ''
    }
  }
}
