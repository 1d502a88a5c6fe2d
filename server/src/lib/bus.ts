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
 */
import { EventEmitter } from 'node:events'

export type Handler = (payload: unknown) => void

export interface Bus {
  publish(channel: string, payload: unknown): Promise<void>
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(channel: string, fn: Handler): Promise<() => Promise<void>>
  close(): Promise<void>
}

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

  async subscribe(channel: string, fn: Handler): Promise<() => Promise<void>> {
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

export class PgBus implements Bus {
  private handlers = new Map<string, Set<Handler>>()
  private client: PgClient | null = null
  private connecting: Promise<PgClient> | null = null
  private closed = false

  constructor(
    private databaseUrl: string,
    private onError: (err: unknown) => void = () => {}
  ) {}

  private connect(): Promise<PgClient> {
    if (this.client) return Promise.resolve(this.client)
    if (!this.connecting) {
      this.connecting = (async () => {
        const { Client } = await import('pg')
        const client = new Client({ connectionString: this.databaseUrl })
        client.on('notification', (n) => {
          const set = this.handlers.get(n.channel)
          if (!set?.size) return
          let payload: unknown
          try {
            payload = JSON.parse(n.payload ?? 'null')
          } catch {
            return
          }
          for (const fn of set) {
            try {
              fn(payload)
            } catch (err) {
              this.onError(err)
            }
          }
        })
        client.on('error', (err) => {
          // the listening connection dropped: reconnect and listen again
          this.onError(err)
          this.client = null
          this.connecting = null
          if (!this.closed) void this.relisten().catch(this.onError)
        })
        await client.connect()
        this.client = client
        return client
      })().catch((err) => {
        this.connecting = null
        throw err
      })
    }
    return this.connecting
  }

  private async relisten() {
    const client = await this.connect()
    for (const channel of this.handlers.keys()) await client.query(`LISTEN "${channel}"`)
  }

  async publish(channel: string, payload: unknown): Promise<void> {
    const text = encode(channel, payload)
    const client = await this.connect()
    await client.query('select pg_notify($1, $2)', [channel, text])
  }

  async subscribe(channel: string, fn: Handler): Promise<() => Promise<void>> {
    encode(channel, null)
    let set = this.handlers.get(channel)
    if (!set) {
      set = new Set()
      this.handlers.set(channel, set)
      await (await this.connect()).query(`LISTEN "${channel}"`)
    }
    set.add(fn)
    return async () => {
      const s = this.handlers.get(channel)
      if (!s) return
      s.delete(fn)
      if (!s.size) {
        this.handlers.delete(channel)
        if (this.client) await this.client.query(`UNLISTEN "${channel}"`)
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true
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
