/**
 * Opens the database: PGlite (embedded, default) or PostgreSQL when DATABASE_URL is set. Both are driven through
 * the same Drizzle pg-core API, so repositories do not know which one they talk to.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'

export type Schema = typeof schema
/** The Drizzle database handle every repository receives (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string
  /** PGlite data directory (ignored for PostgreSQL). */
  pgliteDir?: string
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    // connectionTimeoutMillis: while PostgreSQL restarts, a request waits at most this long for a connection and
    // then answers 503 (plugins/errors.ts databaseUnavailable) instead of hanging.
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 })
    // A dropped connection must not crash the process; the next query opens a new one.
    // - An idle pooled connection that drops: the pool reports it here and discards it.
    pool.on('error', () => {})
    // - A checked-out connection has no pool listener (pg-pool removes it on checkout): one that drops while its
    //   holder is between statements (a transaction awaiting JavaScript) would emit an unhandled 'error' and end
    //   the process. Its next query fails instead (answered 503), and the holder's release discards it.
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = drizzle(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (!opts.pgliteDir) throw new Error('pgliteDir or databaseUrl is required')
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const client = await PGlite.create(opts.pgliteDir)
  const db = drizzle(client, { schema }) as unknown as Db
  return { db, kind: 'pglite', close: () => client.close() }
}
