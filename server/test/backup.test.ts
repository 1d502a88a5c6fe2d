/**
 * Back up and restore PostgreSQL the way README "Run in production" says: `pg_dump -Fc` of the live test database
 * (while the app holds connections), `pg_restore` into a fresh database, and the API built on the restored one
 * serves the same data: every table's row count, a user's session and profile, a paid membership, /ready.
 * PGlite runs skip it (an embedded data dir is backed up by copying the stopped dir, not with pg_dump).
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { Client } from 'pg'
import { pathOf, signNonce, signRequest, signTimestamp } from '@app/protocol'
import { buildApp } from '../src/app'
import { openDatabase } from '../src/db/client'
import { createTestApp, loginWithEmail, tableCounts } from './helpers'
import { postgresBin } from './pgServer'

const url = process.env.DATABASE_URL
const bin = postgresBin()
const skip = !url
  ? 'PGlite run: pg_dump/pg_restore need PostgreSQL (set DATABASE_URL)'
  : !bin || !existsSync(join(bin, 'pg_dump'))
    ? 'no pg_dump/pg_restore under /usr/lib/postgresql/*/bin'
    : false
if (skip) console.log(`# backup.test skipped: ${skip}`)

const cleanups: (() => Promise<void>)[] = []
after(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {})
})

async function admin(query: string) {
  const c = new Client({ connectionString: url })
  await c.connect()
  try {
    await c.query(query)
  } finally {
    await c.end()
  }
}

test('pg_dump of the live database, pg_restore into a fresh one: the API serves the same data', { skip }, async () => {
  const t = await createTestApp()
  cleanups.push(() => t.close())
  // Data of our own on top of the seed: an account with a profile change and a paid month of membership.
  const { token, id } = await loginWithEmail(t, `backup-${randomBytes(3).toString('hex')}@example.com`)
  assert.equal((await t.call('PUT', `/v2/users/${id}/update`, { token, body: { nickname: '備份測試' } })).body.code, 0)
  const order = await t.call('POST', '/v3/orders', { token, body: { sku: 'vip-month' } })
  assert.equal(order.body.code, 0, JSON.stringify(order.body))
  const paid = await t.call('POST', '/v3/pays', { token, body: { order_no: order.body.data.order_no } })
  assert.equal(paid.body.code, 0, JSON.stringify(paid.body))
  const before = {
    counts: await tableCounts(t.database),
    user: (await t.call('GET', '/v2/users', { token })).body.data,
    member: (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data
  }
  assert.equal(before.user.nickname, '備份測試')
  assert.ok(before.member.expire_at)

  // The backup, taken while the app holds its connections (pg_dump reads one consistent snapshot).
  const current = (
    (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[]
    }
  ).rows[0].name
  const source = new URL(url!)
  source.pathname = `/${current}`
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-backup-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  const dump = join(dir, 'jingxin.dump')
  execFileSync(join(bin as string, 'pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${source}`], {
    stdio: 'pipe'
  })

  // The restore, into a database that did not exist.
  const restoredName = `jx_restored_${randomBytes(5).toString('hex')}`
  await admin(`CREATE DATABASE ${restoredName} TEMPLATE template0`)
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`))
  const target = new URL(url!)
  target.pathname = `/${restoredName}`
  execFileSync(
    join(bin as string, 'pg_restore'),
    ['--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${target}`, dump],
    { stdio: 'pipe' }
  )

  const restored = await openDatabase({ databaseUrl: target.toString() })
  const app = await buildApp({ db: restored.db, logger: false, devRoutes: true, staticDir: null, sharedState: true })
  cleanups.push(async () => {
    await app.close()
    await restored.close()
  })
  await app.ready()
  const call = async (method: string, path: string) => {
    const timestamp = signTimestamp()
    const nonce = signNonce()
    const res = await app.inject({
      method: method as 'GET',
      url: path,
      headers: {
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-sign': signRequest({ method, path: pathOf(path), timestamp, nonce }),
        'x-token': token,
        'x-lang': 'zh-Hant'
      }
    })
    return res.json() as { code: number; data: any }
  }
  assert.equal((await app.inject({ method: 'GET', url: '/ready' })).statusCode, 200, 'every migration is there')
  assert.deepEqual(await tableCounts(restored), before.counts, 'every table, row for row')
  const user = await call('GET', '/v2/users')
  assert.equal(user.code, 0, 'the session restored with its user')
  assert.deepEqual(user.data, before.user)
  assert.deepEqual((await call('GET', '/v3/meditation/memberInfo')).data, before.member)
})
