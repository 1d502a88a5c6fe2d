/** Applies the generated SQL migrations at boot, on PGlite and PostgreSQL alike (one migration set). */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './client'

export const MIGRATIONS_DIR = join(__dirname, 'migrations')

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(database.db as never, config)
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    await migrate(database.db as never, config)
  }
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
