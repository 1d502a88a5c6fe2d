/**
 * The migrated and seeded PGlite data directory that test databases are copied from: initdb, the migrations and the
 * seed cost ~5 s of CPU, a copy ~1 s to open. Built once per migration + seed version (and day: seed rows such as
 * live times move with the calendar) under the OS temp dir and reused across runs. Used by the server tests
 * (helpers.ts) and, through scripts/pglite-template.ts, by the browser tests' servers (scripts/e2e-server.mjs,
 * e2e/support/ownServer.ts). Imports only the database code, not the app.
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
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
  const built = () => existsSync(join(dir, 'PG_VERSION'))
  // One process builds it and the others wait for it (a build lock beside it), instead of each building its own and
  // keeping the first: on a clean machine both server test processes started together and each built one, and the
  // browser tests' servers could make a third. Two processes asking at once on an empty temp dir, measured
  // 2026-11-29 (scripts/pglite-template.ts twice side by side): 25.0 s of CPU, 14.7 s with the lock.
  const lock = `${dir}.lock`
  while (!built()) {
    try {
      mkdirSync(lock)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      if (builderGone(lock)) rmSync(lock, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 100)) // until it is built, or its builder has ended
      continue
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid))
      if (!built()) await build(dir)
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  return dir
}

/** The lock's builder has ended without building (killed): its pid is not running, or it never wrote one. */
function builderGone(lock: string): boolean {
  let pid = 0
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'))
  } catch {
    /* not written yet */
  }
  if (!Number.isInteger(pid) || pid <= 0) {
    // between mkdir and its pid being written, or left by a builder killed right there: gone after a while
    try {
      return Date.now() - statSync(lock).mtimeMs > 10_000
    } catch {
      return false // removed meanwhile
    }
  }
  try {
    process.kill(pid, 0)
    return false
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

async function build(dir: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'jingxin-template-build-'))
  const db = await openDatabase({ pgliteDir: work })
  await migrateDatabase(db)
  await seedDatabase(db.db)
  await db.close()
  try {
    renameSync(work, dir)
  } catch {
    rmSync(work, { recursive: true, force: true })
  } // another run (one from before the lock) won the race
}
