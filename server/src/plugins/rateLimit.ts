/**
 * Rate limits for code sending, login attempts and other per-user actions (per account and per IP), and the
 * growing delay after wrong passwords.
 *
 * The counters live in a CounterStore: MemoryCounters for one process (PGlite, tests), the `rate_counters`
 * repository (db/repos/rateCounters.ts) for several
 * processes on one PostgreSQL database (every process counts into the same `rate_counters` row, so failed logins
 * add up however the requests are spread). Every limit goes through the store (`consume`).
 */
import { Errors } from '../errors'

export interface Limit {
  max: number
  windowMs: number
}

export interface RateLimits {
  /** Codes sent to one address (email or mobile). */
  codePerTarget: Limit
  /** Minimum gap between two codes to the same address. */
  codeCooldown: Limit
  codePerIp: Limit
  /** Code checks and third-party logins against one account (the code itself dies after 5 wrong guesses). */
  loginPerAccount: Limit
  loginPerIp: Limit
  /**
   * Wrong passwords for one account: the first `max` are free; after that each further attempt must wait
   * 30 s, 1 min, 2 min … (BACKOFF_BASE_MS doubled per failure, capped at `windowMs`) after the previous failure. The failures are forgotten `windowMs`
   * after the last one, or at a successful login. Password back-off never blocks code login.
   */
  passwordBackoff: Limit
  /** Anonymous campaign writes per IP: form submits, short links, behaviour-log events. */
  campaignFormPerIp: Limit
  shortUrlPerIp: Limit
  behaviorPerIp: Limit
  /** Enterprise group invite codes tried (looked up or joined), per account and per IP: codes cannot be guessed. */
  groupCodePerAccount: Limit
  groupCodePerIp: Limit
  /** Assistant questions per user (or per IP for visitors), and per IP overall. */
  assistantPerUser: Limit
  assistantPerIp: Limit
}

export const DEFAULT_LIMITS: RateLimits = {
  codePerTarget: { max: 10, windowMs: 60 * 60_000 },
  codeCooldown: { max: 1, windowMs: 60_000 },
  codePerIp: { max: 30, windowMs: 60 * 60_000 },
  loginPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginPerIp: { max: 60, windowMs: 15 * 60_000 },
  passwordBackoff: { max: 5, windowMs: 15 * 60_000 },
  // A landing audience can share one carrier NAT: generous per-IP ceilings that stop a script, not a crowd.
  campaignFormPerIp: { max: 30, windowMs: 60 * 60_000 },
  shortUrlPerIp: { max: 60, windowMs: 60 * 60_000 },
  behaviorPerIp: { max: 1200, windowMs: 60 * 60_000 },
  // a join is two tries (the preview, then the join): room for a few typos, not for a search
  groupCodePerAccount: { max: 10, windowMs: 15 * 60_000 },
  groupCodePerIp: { max: 30, windowMs: 15 * 60_000 },
  assistantPerUser: { max: 20, windowMs: 10 * 60_000 },
  assistantPerIp: { max: 120, windowMs: 10 * 60_000 }
}

/** The per-IP limits multiplied by `factor` (RATE_LIMIT_IP_FACTOR: many users behind one address); the rest unchanged. */
export function perIpScaled(factor: number): RateLimits {
  const scaled = { ...DEFAULT_LIMITS }
  for (const key of Object.keys(scaled) as (keyof RateLimits)[])
    if (key.endsWith('PerIp')) scaled[key] = { ...scaled[key], max: scaled[key].max * factor }
  return scaled
}

/** The wait after the first wrong password past the free ones; it doubles with each further one. */
export const BACKOFF_BASE_MS = 30_000

/** Delay before the next password attempt after `failures` wrong ones. */
export function backoffMs(failures: number, limit: Limit): number {
  if (failures < limit.max) return 0
  return Math.min(limit.windowMs, BACKOFF_BASE_MS * 2 ** Math.min(30, failures - limit.max))
}

export interface Window {
  count: number
  resetAt: number
}

export interface CounterStore {
  /** Adds one hit to the key's window (a new window when the old one has ended); returns the window after it. */
  increment(key: string, windowMs: number, now: number): Promise<Window>
  /** Back-off state of a key: ms timestamp before which no attempt is allowed (0: none). */
  blockedUntil(key: string, now: number): Promise<number>
  /** Records a failure: count + 1 in a window of `windowMs` from now, blocked until now + delay(count). */
  fail(key: string, limit: Limit, now: number): Promise<number>
  clear(key: string): Promise<void>
}

export class MemoryCounters implements CounterStore {
  private windows = new Map<string, { count: number; resetAt: number; blockedUntil: number }>()

  private live(key: string, now: number) {
    const w = this.windows.get(key)
    return w && w.resetAt > now ? w : undefined
  }

  incrementSync(key: string, windowMs: number, now: number): Window {
    let w = this.live(key, now)
    if (!w) {
      w = { count: 0, resetAt: now + windowMs, blockedUntil: 0 }
      this.windows.set(key, w)
      if (this.windows.size > 50_000) this.sweep(now)
    }
    w.count++
    return { count: w.count, resetAt: w.resetAt }
  }

  async increment(key: string, windowMs: number, now: number) {
    return this.incrementSync(key, windowMs, now)
  }

  async blockedUntil(key: string, now: number) {
    return this.live(key, now)?.blockedUntil ?? 0
  }

  async fail(key: string, limit: Limit, now: number) {
    const count = (this.live(key, now)?.count ?? 0) + 1
    const blockedUntil = now + backoffMs(count, limit)
    this.windows.set(key, { count, resetAt: now + limit.windowMs, blockedUntil })
    return blockedUntil
  }

  async clear(key: string) {
    this.windows.delete(key)
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
  }
}

export class RateLimiter {
  readonly store: CounterStore

  constructor(
    private now: () => number,
    store?: CounterStore
  ) {
    this.store = store ?? new MemoryCounters()
  }

  /** Counts one hit in the shared store; throws a 429 AppError (code 4290) past the limit. */
  async consume(key: string, limit: Limit): Promise<void> {
    const now = this.now()
    const w = await this.store.increment(key, limit.windowMs, now)
    if (w.count > limit.max) throw Errors.rateLimited(Math.max(1, Math.ceil((w.resetAt - now) / 1000)))
  }

  /** Throws a 429 with retry-after while the key is in back-off. */
  async checkBackoff(key: string): Promise<void> {
    const now = this.now()
    const until = await this.store.blockedUntil(key, now)
    if (until > now) throw Errors.rateLimited(Math.max(1, Math.ceil((until - now) / 1000)))
  }

  async recordFailure(key: string, limit: Limit): Promise<void> {
    await this.store.fail(key, limit, this.now())
  }

  async clearFailures(key: string): Promise<void> {
    await this.store.clear(key)
  }
}
