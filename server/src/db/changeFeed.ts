/**
 * Listens to a database notification channel on either engine. The database's own triggers send the
 * notifications (see the catalogue_changes migration), so every process on one database hears every write, its
 * own included.
 *
 * - PGlite: its in-process `listen` (no connection involved).
 * - PostgreSQL: a subscription on the process's bus (lib/bus.ts PgBus), whose one listening connection carries
 *   these notifications and the bus's own messages alike. The bus re-opens a dropped connection; `onGap` runs
 *   when it drops and when it is back, because notifications sent meanwhile are lost and a cache must assume it
 *   missed some.
 */
import { MemoryBus, PgBus, type Bus } from '../lib/bus'
import type { Db } from './client'

export interface ChangeFeedHandlers {
  onChange(payload: string): void
  onGap(): void
}

type PgliteLike = { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> }

/** The PGlite client behind a Drizzle handle, or null on PostgreSQL. */
function pgliteOf(db: Db): PgliteLike | null {
  const client = (db as unknown as { $client: unknown }).$client
  return client && typeof (client as PgliteLike).listen === 'function' ? (client as PgliteLike) : null
}

export async function listenChanges(
  db: Db,
  bus: Bus,
  channel: string,
  h: ChangeFeedHandlers
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name: ${channel}`)
  const pglite = pgliteOf(db)
  if (pglite) return pglite.listen(channel, (payload) => h.onChange(payload))
  return bus.subscribe(
    channel,
    (payload) => h.onChange(typeof payload === 'string' ? payload : JSON.stringify(payload)),
    h.onGap
  )
}

/**
 * The bus an app gets when none is given: in-process on PGlite; on PostgreSQL a PgBus with the pool's connection
 * options, so the change feed still has its listening connection.
 */
export function defaultBus(db: Db, onError: (err: unknown) => void): Bus {
  if (pgliteOf(db)) return new MemoryBus()
  const pool = (db as unknown as { $client: { options: import('pg').ClientConfig } }).$client
  return new PgBus(pool.options, onError)
}
