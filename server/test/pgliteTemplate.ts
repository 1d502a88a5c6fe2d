/**
 * The migrated and seeded PGlite data directory that test databases are copied from: initdb, the migrations and the
 * seed cost ~5 s of CPU, a copy ~1 s to open. Built once per migration + seed version (and day: seed rows such as
 * live times move with the calendar) under the OS temp dir and reused across runs. Used by the server tests
 * (helpers.ts) and, through scripts/pglite-template.ts, by the browser tests' servers (scripts/e2e-server.mjs,
 * e2e/support/ownServer.ts). Imports only the database code, not the app.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db/client'
import { migrateDatabase, migrationsHash } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'

const SEED_DIR = join(__dirname, '..', 'src', 'db', 'seed')

/** Seed rows depend on the day (live and event times move with the calendar): one template per day. */
export function templateKey(): string {
  const h = createHash('sha256')
    .update(migrationsHash())
    .update(String(Math.floor(Date.now() / 86_400_000)))
  for (const f of readdirSync(SEED_DIR).sort()) h.update(f).update(readFileSync(join(SEED_DIR, f)))
  return h.digest('hex').slice(0, 12)
}

/** A migrated + seeded PGlite template dir, built once and reused across runs while the schema is unchanged. */
export async function pgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), `jingxin-test-template-${templateKey()}`)
  if (existsSync(join(dir, 'PG_VERSION'))) return dir
  const work = mkdtempSync(join(tmpdir(), 'jingxin-template-build-'))
  const db = await openDatabase({ pgliteDir: work })
  await migrateDatabase(db)
  await seedDatabase(db.db)
  await db.close()
  try {
    renameSync(work, dir)
  } catch {
    rmSync(work, { recursive: true, force: true })
  } // another run won the race
  return dir
}
