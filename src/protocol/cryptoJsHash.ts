/**
 * The app's hashing (H5 and mini-program): crypto-js, imported module by module so only SHA-256, HMAC and the
 * two encoders are bundled (the `crypto-js` entry would pull in every cipher).
 */
import HmacSHA256 from 'crypto-js/hmac-sha256'
import SHA256 from 'crypto-js/sha256'
import Hex from 'crypto-js/enc-hex'
import Utf8 from 'crypto-js/enc-utf8'
import type { Hasher } from './hashing'

export const hasher: Hasher = {
  sha256Hex: (text) => SHA256(Utf8.parse(text)).toString(Hex),
  hmacSha256Hex: (key, text) => HmacSHA256(Utf8.parse(text), Utf8.parse(key)).toString(Hex)
}
