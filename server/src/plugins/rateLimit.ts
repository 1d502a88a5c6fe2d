/**
 * Fixed-window counters for code sending and login attempts, per account and per IP (issue 3 §4).
 * In-memory, like the nonce store: one process's view only.
 */
import { Errors } from '../errors'

export interface Limit { max: number; windowMs: number }

export interface RateLimits {
  /** Codes sent to one address (email or mobile). */
  codePerTarget: Limit
  /** Minimum gap between two codes to the same address. */
  codeCooldown: Limit
  codePerIp: Limit
  /** Login / verification attempts against one account. */
  loginPerAccount: Limit
  loginPerIp: Limit
}

export const DEFAULT_LIMITS: RateLimits = {
  codePerTarget: { max: 10, windowMs: 60 * 60_000 },
  codeCooldown: { max: 1, windowMs: 60_000 },
  codePerIp: { max: 30, windowMs: 60 * 60_000 },
  loginPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { max: 60, windowMs: 15 * 60_000 }
}

export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private now: () => number) {}

  /** Counts one hit; throws a 429 AppError (code 4290) when the limit is exceeded. */
  hit(key: string, limit: Limit): void {
    const now = this.now()
    let w = this.windows.get(key)
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + limit.windowMs }
      this.windows.set(key, w)
      if (this.windows.size > 50_000) this.sweep(now)
    }
    if (w.count >= limit.max) throw Errors.rateLimited(Math.max(1, Math.ceil((w.resetAt - now) / 1000)))
    w.count++
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
  }
}
