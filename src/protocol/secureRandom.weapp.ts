/**
 * Secure random bytes in the mini-program: `wx.getRandomValues` (Taro.getRandomValues) is asynchronous, so bytes
 * are fetched into a pool that `prepareRandom` fills (the HTTP layer awaits it before signing, the launch primes it)
 * and `randomBytes` draws from synchronously. An empty pool is an error, never a fall-back to Math.random.
 */
import Taro from '@tarojs/taro'

/** Bytes fetched per call (wx allows up to 1 MiB): enough for about 25 nonces. */
const FETCH = 1024
/** Refill in the background when fewer bytes than this remain. */
const LOW = 256

let pool = new Uint8Array(0)
let refill: Promise<void> | null = null

function fetchBytes(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // With callbacks given, wx answers through them (the returned value, if any, carries the same outcome).
    const p: unknown = Taro.getRandomValues({
      length: FETCH,
      success: (res) => resolve(new Uint8Array(res.randomValues)),
      fail: (err) => reject(new Error(`wx.getRandomValues failed: ${err && err.errMsg}`))
    })
    if (p && typeof (p as Promise<unknown>).catch === 'function') (p as Promise<unknown>).catch(() => {})
  })
}

/** Resolves when the pool holds enough bytes for a few nonces. */
export function prepareRandom(): Promise<void> {
  if (pool.length >= LOW) return Promise.resolve()
  if (!refill) {
    refill = fetchBytes()
      .then((bytes) => {
        const next = new Uint8Array(pool.length + bytes.length)
        next.set(pool)
        next.set(bytes, pool.length)
        pool = next
      })
      .finally(() => {
        refill = null
      })
  }
  return refill
}

/** `length` secure random bytes from the pool. */
export function randomBytes(length: number): Uint8Array {
  if (pool.length < length) {
    void prepareRandom().catch(() => {})
    throw new Error('secure random bytes not ready: await prepareRandom() first')
  }
  const out = pool.slice(0, length)
  pool = pool.slice(length)
  if (pool.length < LOW) void prepareRandom().catch(() => {})
  return out
}
