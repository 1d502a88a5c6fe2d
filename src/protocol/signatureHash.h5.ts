/** H5 build: request signing hashes with crypto-js. */
export { hasher } from './cryptoJsHash'
