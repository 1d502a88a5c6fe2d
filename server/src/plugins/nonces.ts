/**
 * Nonces seen within the signature window. A nonce is remembered until its request's timestamp leaves the
 * window, so a replay is rejected for as long as the original could be accepted.
 * In-memory: with several server processes (PostgreSQL deployments) each has its own map, so a replay sent to
 * a different process would pass; a shared store (a table or Redis) would close that gap.
 */
import { SIGN_WINDOW_SECONDS } from '../../../src/protocol/signature'

export class NonceStore {
  private seen = new Map<string, number>()
  private sinceSweep = 0

  /** Records the nonce; returns false when it was already seen and has not expired. */
  remember(nonce: string, timestampSeconds: number, nowMs: number): boolean {
    const known = this.seen.get(nonce)
    if (known !== undefined && known > nowMs) return false
    this.seen.set(nonce, (timestampSeconds + SIGN_WINDOW_SECONDS + 1) * 1000)
    if (++this.sinceSweep >= 10_000) this.sweep(nowMs)
    return true
  }

  private sweep(nowMs: number) {
    this.sinceSweep = 0
    for (const [k, exp] of this.seen) if (exp <= nowMs) this.seen.delete(k)
  }

  get size() { return this.seen.size }
}
