/**
 * Nonces seen within the signature window. A nonce is remembered until its request's timestamp leaves the
 * window, so a replay is rejected for as long as the original could be accepted.
 *
 * Two stores behind one interface: NonceStore (one process: PGlite, tests) and DbNonces (several processes on
 * one PostgreSQL database: a request replayed on another process finds the nonce the first one inserted).
 */
import { randomBytes } from 'node:crypto'
import { SIGN_WINDOW_SECONDS } from '@app/protocol/signature'
import type { Db } from '../db/client'
import { NONCE, rememberNonces, sweepNonces } from '../db/repos/requestNonces'
import { MAX_PAYLOAD_BYTES, type Bus } from '../lib/bus'

export interface Nonces {
  /** Records the nonce; resolves false when it was already seen and has not expired. */
  remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean>
  /**
   * For a request whose answer is the same for everyone and changes nothing (a catalogue read): false when this
   * process has seen the nonce (itself, or from another process's broadcast); otherwise true at once, and the other
   * processes (if any) hear of the nonce within DbNonces.DEFER_MS plus a NOTIFY's delivery.
   */
  rememberSoon(nonce: string, timestampSeconds: number, nowMs: number): boolean
  /** Resolves when every nonce handed in so far is recorded or sent (the server awaits it when closing). */
  settled(): Promise<void>
}

const expiryOf = (timestampSeconds: number) => (timestampSeconds + SIGN_WINDOW_SECONDS + 1) * 1000

export class NonceStore implements Nonces {
  private seen = new Map<string, number>()
  private sinceSweep = 0

  async remember(nonce: string, timestampSeconds: number, nowMs: number): Promise<boolean> {
    return this.rememberSync(nonce, timestampSeconds, nowMs)
  }

  rememberSoon(nonce: string, timestampSeconds: number, nowMs: number): boolean {
    return this.rememberSync(nonce, timestampSeconds, nowMs)
  }

  async settled(): Promise<void> {}

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
 *
 * The one exception is rememberSoon, for the catalogue reads (the same answer for every user, nothing changed):
 * they are answered once this process's store lets the nonce through, and the process tells the others on the bus
 * (NONCES_CHANNEL, LISTEN/NOTIFY), a message every DEFER_MS carrying the nonces of that interval; each process
 * keeps what it hears in its local store. So a replayed catalogue read is refused on every process from a few
 * milliseconds after the original, and never costs a row: a row per request was most of what a hot read cost on
 * PostgreSQL (bench:api: about 25 % of /health with rows, over 40 % without). What it gives up, only for these
 * reads: a replay inside those milliseconds, or reaching a process that was not listening when the message went
 * (started later, or reconnecting), is answered — with the public catalogue, which anyone gets with a fresh
 * signature since the signing key ships in the app. A replay heard of after being answered is counted
 * (lateReplays) and logged.
 */
export class DbNonces implements Nonces {
  private sinceSweep = 0
  static SWEEP_EVERY = 1000
  /** At most this many nonces per statement (about 50 bytes of text each). */
  static BATCH_MAX = 500
  /** The catalogue reads' nonces of this long go out in one bus message. */
  static DEFER_MS = 10
  private local = new NonceStore()
  private queue: Pending[] = []
  private flushing = 0
  private idle: (() => void)[] = []
  /** Batches in flight at once (each on its own pooled connection). */
  static MAX_IN_FLIGHT = 2
  /** Statements sent (for tests and the benchmark's report). */
  statements = 0
  /** `nonce.timestamp` of the catalogue reads answered since the last message. */
  private soon: string[] = []
  private soonTimer: ReturnType<typeof setTimeout> | undefined
  private publishing = new Set<Promise<void>>()
  /** Tells this process's messages from the others' (every process hears its own too). */
  private readonly id = randomBytes(6).toString('hex')
  /** Catalogue-read nonces another process reported after this one had answered them too. */
  lateReplays = 0

  constructor(
    private db: Db,
    private bus: Bus,
    private opts: {
      now?: () => number
      onLateReplay?: (count: number) => void
      onError?: (err: unknown) => void
    } = {}
  ) {}

  /** Starts hearing the other processes' catalogue-read nonces; resolves once listening, to the unsubscribe. */
  listen(): Promise<() => Promise<void>> {
    return this.bus.subscribe(NONCES_CHANNEL, (payload) => this.heard(payload))
  }

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

  rememberSoon(nonce: string, timestampSeconds: number, nowMs: number): boolean {
    if (!this.local.rememberSync(nonce, timestampSeconds, nowMs)) return false
    this.soon.push(`${nonce}.${timestampSeconds}`)
    if (!this.soonTimer) {
      this.soonTimer = setTimeout(() => this.publishSoon(), DbNonces.DEFER_MS)
      this.soonTimer.unref?.()
    }
    return true
  }

  async settled(): Promise<void> {
    this.publishSoon()
    while (this.flushing || this.queue.length) await new Promise<void>((r) => this.idle.push(r))
    await Promise.all(this.publishing)
  }

  /** Sends the pending catalogue-read nonces, in as many messages as NOTIFY's size limit needs. */
  private publishSoon() {
    clearTimeout(this.soonTimer)
    this.soonTimer = undefined
    const head = `{"from":"${this.id}","seen":[]}`.length
    while (this.soon.length) {
      let n = 0
      let bytes = head
      while (n < this.soon.length && bytes + this.soon[n].length + 3 <= MAX_PAYLOAD_BYTES)
        bytes += this.soon[n++].length + 3
      const seen = this.soon.splice(0, Math.max(n, 1))
      const sent: Promise<void> = this.bus
        .publish(NONCES_CHANNEL, { from: this.id, seen })
        .catch((err: unknown) => this.opts.onError?.(err))
        .finally(() => this.publishing.delete(sent))
      this.publishing.add(sent)
    }
  }

  /** Another process's catalogue-read nonces: refused here from now on. Anything malformed is skipped. */
  private heard(payload: unknown) {
    if (!payload || typeof payload !== 'object') return
    const { from, seen } = payload as { from?: unknown; seen?: unknown }
    if (from === this.id || !Array.isArray(seen)) return
    const now = (this.opts.now ?? Date.now)()
    let late = 0
    for (const s of seen) {
      if (typeof s !== 'string') continue
      const dot = s.indexOf('.')
      const nonce = s.slice(0, dot)
      const timestamp = Number(s.slice(dot + 1))
      if (dot < 1 || !NONCE.test(nonce) || !Number.isSafeInteger(timestamp)) continue
      if (!this.local.rememberSync(nonce, timestamp, now)) late++
    }
    if (!late) return
    this.lateReplays += late
    this.opts.onLateReplay?.(this.lateReplays)
  }

  private async flush(): Promise<void> {
    this.flushing++
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, DbNonces.BATCH_MAX).sort((a, b) => (a.nonce < b.nonce ? -1 : 1))
        const nowMs = Math.max(...batch.map((b) => b.nowMs))
        try {
          this.statements++
          const rows = await rememberNonces(this.db, batch, Math.min(...batch.map((b) => b.nowMs)))
          const fresh = new Set(rows)
          for (const b of batch) b.done(fresh.has(b.nonce))
        } catch (err) {
          for (const b of batch) b.fail(err)
        }
        this.sinceSweep += batch.length
        if (this.sinceSweep >= DbNonces.SWEEP_EVERY) {
          this.sinceSweep = 0
          // Not awaited: the sweep need not hold up the next batch
          void sweepNonces(this.db, nowMs).catch(() => {})
        }
      }
    } finally {
      this.flushing--
      if (!this.flushing) for (const r of this.idle.splice(0)) r()
    }
  }
}

/** The bus channel of the catalogue reads' nonces (see DbNonces). */
export const NONCES_CHANNEL = 'nonces.seen'

interface Pending {
  nonce: string
  expiresAt: Date
  nowMs: number
  done: (fresh: boolean) => void
  fail: (err: unknown) => void
}
