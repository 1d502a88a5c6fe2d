/**
 * Liveness and readiness apart: /health answers while the process runs; /ready only while the database answers
 * and holds every migration of this build.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client'
import { latestMigration, readiness } from '../src/routes/system/ready'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

test('/health and /ready answer 200 on a migrated database, unsigned and never cached', async () => {
  const health = await t.call('GET', '/health', { sign: false })
  assert.equal(health.status, 200)
  const ready = await t.call('GET', '/ready', { sign: false })
  assert.equal(ready.status, 200)
  assert.equal(ready.body.data.status, 'ready')
  assert.equal(ready.body.data.migrations, latestMigration().count)
  assert.equal(ready.headers['cache-control'], 'no-store')
})

test('/ready is 503 while the newest migration is missing, /health stays 200', async () => {
  const { when } = latestMigration()
  const rows = await t.database.db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = ${when} returning hash, created_at`
  )
  const removed = (rows as unknown as { rows: { hash: string; created_at: string }[] }).rows
  assert.equal(removed.length, 1)
  try {
    const res = await t.call('GET', '/ready', { sign: false, lang: 'en' })
    assert.equal(res.status, 503)
    assert.equal(res.body.data.reason, 'migrations')
    assert.match(res.body.msg, /not ready/)
    assert.equal(res.headers['retry-after'], '5')
    assert.equal((await t.call('GET', '/health', { sign: false })).status, 200)
  } finally {
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed[0].hash}, ${removed[0].created_at})`
    )
  }
  assert.equal((await t.call('GET', '/ready', { sign: false })).status, 200)
})

test('a database that fails or does not answer in time is not ready', async () => {
  const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db
  assert.deepEqual(await readiness(failing, { when: 1 }), { ready: false, reason: 'database' })
  const silent = { execute: () => new Promise(() => {}) } as unknown as Db
  assert.deepEqual(await readiness(silent, { when: 1 }, 20), { ready: false, reason: 'database' })
})
