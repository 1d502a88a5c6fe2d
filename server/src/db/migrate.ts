/**
 * Applies the generated SQL migrations at boot, on PGlite and PostgreSQL alike (one migration set).
 *
 * PostgreSQL: N processes may start together on one database (scripts/start-cluster.mjs, compose.yaml's two API
 * processes, a rolling deploy). Drizzle's migrator alone is not safe for that: each process reads "nothing
 * applied yet" and runs the same migrations, and all but one fail (`relation … already exists`, a duplicate
 * `drizzle` schema). So the migrations run on one dedicated connection holding a session-level advisory lock: the
 * first process applies them, the others wait on the lock and then find nothing left to apply. server.ts seeds under
 * another lock the same way (SEED_LOCK_KEY): the seed's inserts of two processes at once collide on primary keys.
 * PGlite is one process per data dir (db/lock.ts), so it needs no lock.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Pool, PoolClient } from 'pg'
import type { Database } from './client'

export const MIGRATIONS_DIR = join(__dirname, 'migrations')

/** pg_advisory_lock key of the migrations ('jxmigrat' as a 64-bit number); any other lock key stays free. */
export const MIGRATION_LOCK_KEY = '7672002264700182900'
/** pg_advisory_lock key of the start-up seed ('jxseed\0\0'): two processes seeding one database together collide. */
export const SEED_LOCK_KEY = '7672008844555583488'

/**
 * Runs `fn` while this process holds a session-level advisory lock on a connection of its own (PostgreSQL);
 * other processes asking for the same key wait. PGlite (one process) runs `fn` at once.
 */
export async function withStartLock<T>(
  database: Database,
  key: string,
  fn: (client: PoolClient | null) => Promise<T>
): Promise<T> {
  if (database.kind === 'pglite') return fn(null)
  const pool = (database.db as unknown as { $client: Pool }).$client
  const client = await pool.connect()
  let broken = false
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [key])
    try {
      return await fn(client)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => {
        broken = true // the session ends below, which releases the lock anyway
      })
    }
  } catch (err) {
    broken = true
    throw err
  } finally {
    client.release(broken)
  }
}

export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const config = { migrationsFolder }
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(database.db as never, config)
    return
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  // The lock belongs to this session: the migrations run on the same connection.
  await withStartLock(database, MIGRATION_LOCK_KEY, (client) => migrate(drizzle(client!) as never, config))
}

/** A hash of every migration file: tests key their cached template database by it. */
export function migrationsHash(): string {
  const h = createHash('sha256')
  for (const f of readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    h.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)))
  }
  return h.digest('hex').slice(0, 16)
}
