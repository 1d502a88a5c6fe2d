// Taro's H5 request falls back to JSONP only when asked (`jsonp: true`); this app never asks, so the JSONP
// library is left out of the bundle and a request that did ask fails loudly instead.
export default function jsonp() {
  return Promise.reject(new Error('JSONP requests are not supported by this app'))
}
