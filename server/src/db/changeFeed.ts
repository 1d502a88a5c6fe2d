/**
 * Listens to a PostgreSQL notification channel on either engine: PGlite's `listen`, or a dedicated node-postgres
 * connection (LISTEN holds a session, so it cannot share the pool's connections). The database's own triggers
 * send the notifications (see the catalogue_changes migration), so every process on one database hears every
 * write, its own included.
 *
 * On PostgreSQL a dropped listening connection is re-opened after a short pause; `onGap` runs when it is back,
 * because notifications sent meanwhile are lost and a cache must assume it missed some.
 */
import type { Db } from './client'

export interface ChangeFeedHandlers {
  onChange(payload: string): void
  onGap(): void
  onError?(err: unknown): void
}

type PgliteLike = { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> }
type PoolLike = { options: Record<string, unknown> }

const RECONNECT_MS = 1000

export async function listenChanges(db: Db, channel: string, h: ChangeFeedHandlers): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`)
  const client = (db as unknown as { $client: unknown }).$client
  if (client && typeof (client as PgliteLike).listen === 'function') {
    return (client as PgliteLike).listen(channel, (payload) => h.onChange(payload))
  }
  const { Client } = await import('pg')
  const options = (client as PoolLike).options
  let closed = false
  let current: InstanceType<typeof Client> | null = null
  let timer: NodeJS.Timeout | null = null

  const connect = async (afterGap: boolean): Promise<void> => {
    const c = new Client(options as ConstructorParameters<typeof Client>[0])
    c.on('notification', (m) => {
      if (m.channel === channel) h.onChange(m.payload ?? '')
    })
    c.on('error', (err) => {
      h.onError?.(err)
      retry(c)
    })
    c.on('end', () => retry(c))
    await c.connect()
    await c.query(`LISTEN ${channel}`)
    if (closed) {
      await c.end().catch(() => {})
      return
    }
    current = c
    if (afterGap) h.onGap()
  }
  const retry = (c: InstanceType<typeof Client>) => {
    if (closed || current !== c || timer) return
    current = null
    h.onGap()
    timer = setTimeout(() => {
      timer = null
      connect(true).catch((err) => {
        h.onError?.(err)
        if (!closed) retry(c)
      })
    }, RECONNECT_MS)
    timer.unref()
  }
  await connect(false)
  return async () => {
    closed = true
    if (timer) clearTimeout(timer)
    await current?.end().catch(() => {})
    current = null
  }
}
