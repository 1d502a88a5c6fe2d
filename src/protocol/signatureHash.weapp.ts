/** Mini-program build: request signing hashes with the app's own SHA-256 and HMAC (./portableHash). */
export { hasher } from './portableHash'
