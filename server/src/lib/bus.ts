/**
 * A small message bus between server processes: publish(channel, payload) / subscribe(channel, fn).
 *
 * - PostgreSQL (several processes on one database): LISTEN/NOTIFY. One dedicated connection per process
 *   listens; publish is `select pg_notify(channel, json)` and reaches every listening process, the sender
 *   included. NOTIFY is delivered after the sending transaction commits, at most once, to processes connected
 *   at that moment: use it for hints (cache invalidation, chat fan-out), never as the only copy of data.
 *   Payloads are JSON of at most 7 900 bytes (PostgreSQL's NOTIFY limit is 8 000).
 * - PGlite (one process): an in-process emitter with the same interface and the same async delivery.
 *
 * Channel names: letters, digits, `_ . : -`, at most 63 characters (PostgreSQL identifiers).
 *
 * The PostgreSQL bus is the process's one listening connection: the database's own notifications (the catalogue
 * triggers' `pg_notify`, see db/changeFeed.ts) arrive through it too; a payload that is not JSON is handed over as
 * its text. A dropped connection is re-opened after a short pause, retried until it is back; each subscription's
 * `onGap` runs when it drops and again once it listens again, because notifications sent meanwhile are lost.
 */
import { EventEmitter } from 'node:events'

export type Handler = (payload: unknown) => void
/** Runs when a subscription may have missed messages (its listening connection dropped, or is back). */
export type GapHandler = () => void

export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, fn: Handler, onGap?: GapHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

const RECONNECT_MS = 1000

const CHANNEL = /^[A-Za-z0-9_.:-]{1,63}$/
export const MAX_PAYLOAD_BYTES = 7900

function encode(channel: string, payload: unknown): string {
  if (!CHANNEL.test(channel)) throw new Error(`bad bus channel name: ${channel}`)
  const text = JSON.stringify(payload ?? null)
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
    throw new Error(`bus payload over ${MAX_PAYLOAD_BYTES} bytes on ${channel}`)
  return text
}

export class MemoryBus implements Bus {
  private emitter = new EventEmitter()

  constructor() {
    this.emitter.setMaxListeners(0)
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    const text = encode(channel, payload)
    // delivered asynchronously and as a copy, like NOTIFY
    setImmediate(() => this.emitter.emit(channel, JSON.parse(text)))
  }

  /** In-process delivery loses nothing: `onGap` never runs. */
  async subscribe(channel: string, fn: Handler, _onGap?: GapHandler): Promise<() => Promise<void>> {
    encode(channel, null)
    this.emitter.on(channel, fn)
    return async () => {
      this.emitter.off(channel, fn)
    }
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners()
  }
}

type PgClient = import('pg').Client
type PgClientConfig = import('pg').ClientConfig

interface Subscriber {
  fn: Handler
  onGap?: GapHandler
}

export class PgBus implements Bus {
  private handlers = new Map<string, Set<Subscriber>>()
  private client: PgClient | null = null
  private connecting: Promise<PgClient> | null = null
  private timer: NodeJS.Timeout | null = null
  private closed = false

  /** `connection`: a connection string or node-postgres client options (e.g. those of the app's pool). */
  constructor(
    private connection: string | PgClientConfig,
    private onError: (err: unknown) => void = () => {}
  ) {}

  private connect(): Promise<PgClient> {
    if (this.client) return Promise.resolve(this.client)
    if (!this.connecting) {
      this.connecting = (async () => {
        const { Client } = await import('pg')
        const client = new Client(
          typeof this.connection === 'string' ? { connectionString: this.connection } : this.connection
        )
        client.on('notification', (n) => {
          const set = this.handlers.get(n.channel)
          if (!set?.size) return
          const text = n.payload ?? 'null'
          let payload: unknown
          try {
            payload = JSON.parse(text)
          } catch {
            payload = text
          }
          for (const s of set) {
            try {
              s.fn(payload)
            } catch (err) {
              this.onError(err)
            }
          }
        })
        client.on('error', (err) => {
          this.onError(err)
          this.dropped(client)
        })
        client.on('end', () => this.dropped(client))
        await client.connect()
        if (this.closed) {
          await client.end().catch(() => {})
          throw new Error('bus closed')
        }
        this.client = client
        return client
      })().catch((err) => {
        this.connecting = null
        throw err
      })
    }
    return this.connecting
  }

  /** The listening connection is gone: tell the subscribers, then listen again after a pause until it works. */
  private dropped(client: PgClient) {
    if (this.closed || this.client !== client) return
    this.client = null
    this.connecting = null
    this.gap()
    this.scheduleRelisten()
  }

  private scheduleRelisten() {
    if (this.closed || this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      this.relisten().then(
        () => this.gap(),
        (err) => {
          this.onError(err)
          this.scheduleRelisten()
        }
      )
    }, RECONNECT_MS)
    this.timer.unref()
  }

  private gap() {
    for (const set of this.handlers.values()) for (const s of set) s.onGap?.()
  }

  /** The tail of this connection's statements: one client runs one query at a time (pg 9 will require it). */
  private chain: Promise<unknown> = Promise.resolve()

  /** Runs `fn` on the listening connection after the statements before it. */
  private serial<T>(fn: (client: PgClient) => Promise<T>): Promise<T> {
    const run = this.chain.then(async () => fn(await this.connect()))
    this.chain = run.catch(() => {})
    return run
  }

  private async relisten() {
    await this.serial(async (client) => {
      for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`)
    })
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    const text = encode(channel, payload)
    await this.serial((client) => client.query('select pg_notify($1, $2)', [channel, text]))
  }

  async subscribe(channel: string, fn: Handler, onGap?: GapHandler): Promise<() => Promise<void>> {
    encode(channel, null)
    const sub: Subscriber = { fn, onGap }
    let set = this.handlers.get(channel)
    if (!set) {
      set = new Set()
      this.handlers.set(channel, set)
      await this.serial((client) => client.query(`LISTEN "${channel}"`))
    }
    set.add(sub)
    return async () => {
      const s = this.handlers.get(channel)
      if (!s) return
      s.delete(sub)
      if (!s.size) {
        this.handlers.delete(channel)
        if (this.client)
          await this.serial((client) => client.query(`UNLISTEN "${channel}"`)).catch((err: unknown) => {
            if (!this.closed) throw err // closed meanwhile: nothing is listening any more
          })
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.handlers.clear()
    const client = this.client
    this.client = null
    if (client) await client.end()
  }
}

/** PgBus with a database URL, else the in-process bus. */
export function createBus(databaseUrl: string | undefined, onError?: (err: unknown) => void): Bus {
  return databaseUrl ? new PgBus(databaseUrl, onError) : new MemoryBus()
}
