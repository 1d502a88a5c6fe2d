/**
 * Cryptographically secure random bytes for the request nonce, from Web Crypto (`crypto.getRandomValues`):
 * the browser on H5, Node's global webcrypto on the server and in tests. The mini-program has no Web Crypto
 * and resolves secureRandom.weapp.ts (wx.getRandomValues) instead. Never Math.random.
 */

/** `length` secure random bytes, synchronously. */
export function randomBytes(length: number): Uint8Array {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto
  if (!c || typeof c.getRandomValues !== 'function') throw new Error('no secure random source (crypto.getRandomValues)')
  return c.getRandomValues(new Uint8Array(length))
}

/** Resolves when `randomBytes` can answer; Web Crypto always can. */
export function prepareRandom(): Promise<void> {
  return Promise.resolve()
}
