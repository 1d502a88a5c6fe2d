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
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 })
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => {})
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
