/**
 * Nonces seen within the signature window. A nonce is remembered until its request's timestamp leaves the
 * window, so a replay is rejected for as long as the original could be accepted.
 *
 * Two stores behind one interface: MemoryNonces (one process: PGlite, tests) and DbNonces (several processes on
 * one PostgreSQL database: a request replayed on another process finds the nonce the first one inserted).
 */
import { lt, sql } from 'drizzle-orm'
import { SIGN_WINDOW_SECONDS } from '@app/protocol/signature'
import type { Db } from '../db/client'
import { requestNonces } from '../db/schema'

export interface Nonces {
  /** Records the nonce; resolves false when it was already seen and has not expired. */
  remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean>
}

const expiryOf = (timestampSeconds: number) => (timestampSeconds + SIGN_WINDOW_SECONDS + 1) * 1000

export class NonceStore implements Nonces {
  private seen = new Map<string, number>()
  private sinceSweep = 0

  async remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean> {
    return this.rememberSync(nonce, timestampSeconds, nowMs)
  }

  rememberSync(nonce: string, timestampSeconds: number, nowMs: number): boolean {
    const known = this.seen.get(nonce)
    if (known !== undefined && known > nowMs) return false
    this.seen.set(nonce, expiryOf(timestampSeconds))
    if (++this.sinceSweep >= 10_000) this.sweep(nowMs)
    return true
  }

  private sweep(nowMs: number) {
    this.sinceSweep = 0
    for (const [k, exp] of this.seen) if (exp <= nowMs) this.seen.delete(k)
  }

  get size() {
    return this.seen.size
  }
}

/**
 * One row per nonce. The insert is atomic across processes: `on conflict do update … where expired` returns a
 * row only when the nonce is new or its previous use has left the window. Expired rows are swept every
 * SWEEP_EVERY inserts of this process.
 */
export class DbNonces implements Nonces {
  private sinceSweep = 0
  static SWEEP_EVERY = 1000

  constructor(private db: Db) {}

  async remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean> {
    const expiresAt = new Date(expiryOf(timestampSeconds))
    const rows = await this.db
      .insert(requestNonces)
      .values({ nonce, expiresAt })
      .onConflictDoUpdate({
        target: requestNonces.nonce,
        set: { expiresAt: sql`excluded.expires_at` },
        setWhere: lt(requestNonces.expiresAt, new Date(nowMs))
      })
      .returning({ nonce: requestNonces.nonce })
    if (++this.sinceSweep >= DbNonces.SWEEP_EVERY) {
      this.sinceSweep = 0
      await this.db.delete(requestNonces).where(lt(requestNonces.expiresAt, new Date(nowMs)))
    }
    return rows.length === 1
  }
}
