/**
 * Nonces seen within the signature window. A nonce is remembered until its request's timestamp leaves the
 * window, so a replay is rejected for as long as the original could be accepted.
 *
 * Two stores behind one interface: MemoryNonces (one process: PGlite, tests) and DbNonces (several processes on
 * one PostgreSQL database: a request replayed on another process finds the nonce the first one inserted).
 */
import { lt, sql } from 'drizzle-orm'
import { SIGN_WINDOW_SECONDS } from '../../../src/protocol/signature'
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

  /** Drops a nonce that was never accepted (its request failed before the check finished). */
  forget(nonce: string) {
    this.seen.delete(nonce)
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
 * row only when the nonce is new or its previous use has left the window, so of two processes racing on one
 * nonce exactly one gets it.
 *
 * Cheap under load without weakening that guarantee:
 * - a local NonceStore in front refuses a replay on this process without a round trip, and makes sure a nonce
 *   reaches the database at most once from this process (a multi-row upsert may not touch one row twice);
 * - group commit: the nonces that arrive while an insert is in flight wait for it and then go together in ONE
 *   multi-row upsert (one statement in one short transaction). An idle server sends a lone nonce at once, so nothing is delayed
 *   on purpose; under load the number of statements per second stays at about one per round trip.
 * - the upsert commits without waiting for its WAL flush (`synchronous_commit = off` for that transaction only).
 *   The row is visible to every other session as soon as the commit returns, so a replay on another process is
 *   refused exactly as before. What a database crash could lose is the last fraction of a second of nonces, and
 *   only of requests that changed nothing: a request that writes commits its change after its nonce, and a
 *   synchronous commit flushes all the WAL before it, the nonce's commit record included.
 * A request is accepted only after the database has answered for its nonce. Expired rows are swept every
 * SWEEP_EVERY nonces of this process.
 */
export class DbNonces implements Nonces {
  private sinceSweep = 0
  static SWEEP_EVERY = 1000
  /** At most this many nonces per statement (two parameters each: far below PostgreSQL's 65535). */
  static BATCH_MAX = 500
  private local = new NonceStore()
  private queue: {
    nonce: string
    expiresAt: Date
    nowMs: number
    done: (ok: boolean) => void
    fail: (e: unknown) => void
  }[] = []
  private inFlight = false
  /** Statements sent (for tests and the benchmark's report). */
  statements = 0

  constructor(private db: Db) {}

  remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean> {
    if (!this.local.rememberSync(nonce, timestampSeconds, nowMs)) return Promise.resolve(false)
    return new Promise<boolean>((done, fail) => {
      this.queue.push({ nonce, expiresAt: new Date(expiryOf(timestampSeconds)), nowMs, done, fail })
      if (!this.inFlight) void this.flush()
    }).catch((err: unknown) => {
      // Not recorded anywhere: the client may retry the same request
      this.local.forget(nonce)
      throw err
    })
  }

  private async flush(): Promise<void> {
    this.inFlight = true
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, DbNonces.BATCH_MAX)
        const nowMs = Math.max(...batch.map((b) => b.nowMs))
        try {
          this.statements++
          const rows = await this.db.transaction(async (tx) => {
            await tx.execute(sql`set local synchronous_commit = off`)
            return tx
              .insert(requestNonces)
              .values(batch.map(({ nonce, expiresAt }) => ({ nonce, expiresAt })))
              .onConflictDoUpdate({
                target: requestNonces.nonce,
                set: { expiresAt: sql`excluded.expires_at` },
                setWhere: lt(requestNonces.expiresAt, new Date(Math.min(...batch.map((b) => b.nowMs))))
              })
              .returning({ nonce: requestNonces.nonce })
          })
          const fresh = new Set(rows.map((r) => r.nonce))
          for (const b of batch) b.done(fresh.has(b.nonce))
        } catch (err) {
          for (const b of batch) b.fail(err)
        }
        this.sinceSweep += batch.length
        if (this.sinceSweep >= DbNonces.SWEEP_EVERY) {
          this.sinceSweep = 0
          // Not awaited: the sweep need not hold up the next batch
          void this.db
            .delete(requestNonces)
            .where(lt(requestNonces.expiresAt, new Date(nowMs)))
            .catch(() => {})
        }
      }
    } finally {
      this.inFlight = false
    }
  }
}
