/**
 * Nonces seen within the signature window. A nonce is remembered until its request's timestamp leaves the
 * window, so a replay is rejected for as long as the original could be accepted.
 *
 * Two stores behind one interface: MemoryNonces (one process: PGlite, tests) and DbNonces (several processes on
 * one PostgreSQL database: a request replayed on another process finds the nonce the first one inserted).
 */
import { lt } from 'drizzle-orm'
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
 * - group commit: the nonces that arrive while MAX_IN_FLIGHT upserts are in flight wait for one of them and then go
 *   together in one multi-row upsert (one round trip, one short transaction). An idle server sends a lone nonce at
 *   once, so nothing is delayed on purpose; under load the statements per second stay at a few per round trip.
 *   A batch is sorted, so two processes' batches that share nonces lock them in one order (no deadlock);
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
  /** At most this many nonces per statement (about 50 bytes of text each). */
  static BATCH_MAX = 500
  private local = new NonceStore()
  private queue: {
    nonce: string
    expiresAt: Date
    nowMs: number
    done: (ok: boolean) => void
    fail: (e: unknown) => void
  }[] = []
  private flushing = 0
  /** Batches in flight at once (each on its own pooled connection). */
  static MAX_IN_FLIGHT = 2
  /** Statements sent (for tests and the benchmark's report). */
  statements = 0

  constructor(private db: Db) {}

  remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean> {
    if (!this.local.rememberSync(nonce, timestampSeconds, nowMs)) return Promise.resolve(false)
    return new Promise<boolean>((done, fail) => {
      this.queue.push({ nonce, expiresAt: new Date(expiryOf(timestampSeconds)), nowMs, done, fail })
      if (this.flushing < DbNonces.MAX_IN_FLIGHT) void this.flush()
    }).catch((err: unknown) => {
      // Not recorded anywhere: the client may retry the same request
      this.local.forget(nonce)
      throw err
    })
  }

  private async flush(): Promise<void> {
    this.flushing++
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, DbNonces.BATCH_MAX).sort((a, b) => (a.nonce < b.nonce ? -1 : 1))
        const nowMs = Math.max(...batch.map((b) => b.nowMs))
        try {
          this.statements++
          const rows = await this.upsert(batch, Math.min(...batch.map((b) => b.nowMs)))
          const fresh = new Set(rows)
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
      this.flushing--
    }
  }

  /**
   * One round trip: `set local` and the upsert go as one simple-protocol query, which PostgreSQL runs as one
   * implicit transaction (an error rolls all of it back and leaves the connection clean). The simple protocol
   * takes no parameters, so the values are written into the text: nonces are checked against the signature's
   * alphabet here again and times are integers, so nothing else can reach the statement.
   */
  private async upsert(batch: { nonce: string; expiresAt: Date }[], nowMs: number): Promise<string[]> {
    for (const b of batch) if (!NONCE.test(b.nonce)) throw new Error('nonce outside the signature alphabet')
    const nonces = batch.map((b) => b.nonce).join(',')
    const expiries = batch.map((b) => String(Math.trunc(b.expiresAt.getTime()))).join(',')
    const text =
      `set local synchronous_commit = off; ` +
      `insert into request_nonces (nonce, expires_at) ` +
      `select n, to_timestamp(e / 1000.0) from unnest('{${nonces}}'::text[], '{${expiries}}'::bigint[]) as t(n, e) ` +
      `on conflict (nonce) do update set expires_at = excluded.expires_at ` +
      `where request_nonces.expires_at < to_timestamp(${Math.trunc(nowMs)} / 1000.0) returning nonce`
    const client = (this.db as unknown as { $client: ScriptClient }).$client
    const results = 'exec' in client ? await client.exec(text) : await client.query(text)
    return results[results.length - 1].rows.map((r) => r.nonce)
  }
}

/** What a nonce may be (the signature check allows 32 of these; the socket the same). */
const NONCE = /^[A-Za-z0-9]{1,64}$/

/** The two drivers' multi-statement calls: PGlite's exec, node-postgres' query without parameters. */
type ScriptResults = { rows: { nonce: string }[] }[]
type ScriptClient = { exec(text: string): Promise<ScriptResults> } | { query(text: string): Promise<ScriptResults> }
