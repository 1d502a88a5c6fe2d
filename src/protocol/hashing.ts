/**
 * The two hash functions request signing needs. The algorithm (./signature) takes them as an argument so the
 * app and the server can each bring their own implementation: ./portableHash in the app, node:crypto
 * on the server (./signatureHash). Both hash the UTF-8 bytes of their text and answer lower-case hex.
 */
export interface Hasher {
  /** Hex SHA-256 of the UTF-8 bytes of `text`. */
  sha256Hex(text: string): string
  /** Hex HMAC-SHA256 (RFC 2104) of the UTF-8 bytes of `text` under the UTF-8 bytes of `key`. */
  hmacSha256Hex(key: string, text: string): string
}
