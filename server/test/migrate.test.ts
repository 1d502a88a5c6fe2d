/**
 * Migrations when N processes start together on one fresh PostgreSQL database (compose.yaml's two API processes,
 * npm run start:cluster): every start succeeds and each migration is applied exactly once (db/migrate.ts runs
 * them under an advisory lock). Each migrator has its own pool, so the calls are separate database sessions,
 * as separate processes would be. PGlite is one process per data dir (db/lock.ts): skipped there.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { Client } from 'pg'
import { openDatabase } from '../src/db/client'
import { MIGRATIONS_DIR, migrateDatabase, SEED_LOCK_KEY, withStartLock } from '../src/db/migrate'
import { seedForStart } from '../src/db/seed'
import { placeholderMedia } from '../src/db/seed/media'

const url = process.env.DATABASE_URL
const skip = url ? false : 'PGlite run: one process per data dir, no concurrent migrations (set DATABASE_URL)'
if (skip) console.log(`# migrate.test skipped: ${skip}`)

async function withClient<T>(connectionString: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

test(
  'six processes migrating one fresh PostgreSQL database together: all succeed, each migration applied once',
  { skip },
  async () => {
    const name = `jx_migrate_${randomBytes(5).toString('hex')}`
    await withClient(url!, (c) => c.query(`CREATE DATABASE ${name}`))
    const u = new URL(url!)
    u.pathname = `/${name}`
    const databases = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ databaseUrl: u.toString() })))
    try {
      const results = await Promise.allSettled(databases.map((d) => migrateDatabase(d)))
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      assert.deepEqual(
        failed.map((r) => String(r.reason?.cause?.message ?? r.reason?.message ?? r.reason)),
        [],
        'every migrator succeeds'
      )
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[]
      }
      const rows = await withClient(u.toString(), async (c) => {
        return (await c.query('SELECT created_at::text AS at FROM drizzle.__drizzle_migrations')).rows as {
          at: string
        }[]
      })
      assert.equal(rows.length, journal.entries.length, 'one row per migration of the journal')
      assert.equal(new Set(rows.map((r) => r.at)).size, rows.length, 'no migration recorded twice')
      // A process started later finds nothing to do and succeeds too.
      await migrateDatabase(databases[0])
    } finally {
      await Promise.all(databases.map((d) => d.close()))
      await withClient(url!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    }
  }
)

test(
  'four processes starting together on a fresh database: migrations and the seed (server.ts, under its lock) succeed once',
  { skip },
  async () => {
    const name = `jx_seed_${randomBytes(5).toString('hex')}`
    await withClient(url!, (c) => c.query(`CREATE DATABASE ${name}`))
    const u = new URL(url!)
    u.pathname = `/${name}`
    const databases = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: u.toString() })))
    const cfg = { production: true, seedDemo: 'catalogue' as const, seedDemoInvalid: undefined }
    try {
      const results = await Promise.allSettled(
        databases.map(async (d) => {
          await migrateDatabase(d)
          return withStartLock(d, SEED_LOCK_KEY, () => seedForStart(d.db, placeholderMedia, cfg))
        })
      )
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      assert.deepEqual(
        failed.map((r) => String(r.reason?.cause?.message ?? r.reason?.message ?? r.reason)),
        [],
        'every start succeeds'
      )
      const seeded = results.filter((r) => r.status === 'fulfilled' && r.value)
      assert.equal(seeded.length, 1, 'one process seeds, the others find the seed applied')
      const tracks = await withClient(u.toString(), async (c) => {
        return (await c.query('SELECT count(*)::int AS n FROM med_resources')).rows[0].n as number
      })
      assert.ok(tracks > 0, 'the catalogue is there')
    } finally {
      await Promise.all(databases.map((d) => d.close()))
      await withClient(url!, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    }
  }
)
