import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { signNonce, signRequest, signTimestamp } from '@app/protocol'
import { buildApp } from '../src/app'
import { openDatabase, type Database } from '../src/db/client'
import { ReadThroughCache } from '../src/lib/readCache'
import { createTestApp, loginDemo, type TestApp } from './helpers'

test('read-through cache: one load for concurrent misses, nothing kept from a load overtaken by clear()', async () => {
  const cache = new ReadThroughCache()
  let release!: (v: string) => void
  const slow = new Promise<string>((r) => {
    release = r
  })
  let calls = 0
  const load = () => {
    calls++
    return slow
  }
  const a = cache.get('k', load)
  const b = cache.get('k', load)
  assert.equal(calls, 1)
  cache.clear() // a write lands while the load is in flight
  release('old')
  assert.deepEqual(await Promise.all([a, b]), ['old', 'old'])
  assert.equal(await cache.get('k', async () => 'new'), 'new', 'the overtaken load must not be served again')
  assert.equal(await cache.get('k', async () => 'newer'), 'new', 'a settled load is served from the cache')
})

test('read-through cache: failures are not kept, entries expire, values are frozen', async () => {
  let now = 0
  const cache = new ReadThroughCache({ maxAgeMs: 1000, now: () => now })
  await assert.rejects(
    cache.get('k', async () => {
      throw new Error('db down')
    })
  )
  assert.deepEqual(await cache.get('k', async () => ({ list: [1] })), { list: [1] })
  const held = await cache.get('k', async () => ({ list: [2] }))
  assert.throws(() => {
    ;(held.list as number[]).push(3)
  }, TypeError)
  now = 1000
  assert.deepEqual(await cache.get('k', async () => ({ list: [2] })), { list: [2] })
})

test('read-through cache: bounded number of keys', async () => {
  const cache = new ReadThroughCache({ maxEntries: 3 })
  for (const k of ['a', 'b', 'c', 'd']) await cache.get(k, async () => k)
  assert.equal(cache.size, 3)
  let loaded = false
  await cache.get('a', async () => {
    loaded = true
    return 'a'
  })
  assert.equal(loaded, true, 'the oldest key was dropped')
})

let t: TestApp
let other: Awaited<ReturnType<typeof buildApp>>
let otherDb: Database | null = null
before(async () => {
  t = await createTestApp()
  // A second API instance on the same database, as a second server process would be. On PostgreSQL it has its
  // own pool and its own listening connection; PGlite is one process, so it shares the client.
  const client = (t.database.db as unknown as { $client: { options?: { connectionString?: string } } }).$client
  const url = t.database.kind === 'postgres' ? client.options?.connectionString : undefined
  if (url) otherDb = await openDatabase({ databaseUrl: url })
  other = await buildApp({ db: (otherDb ?? t.database).db, logger: false, staticDir: null, now: () => t.clock.now })
  await other.ready()
})
after(async () => {
  await other.close()
  await otherDb?.close()
  await t.close()
})

async function floorTitle(app: TestApp['app'] | null, lang: 'zh-Hant' | 'en' = 'zh-Hant'): Promise<string> {
  const res =
    app === null
      ? (await t.call('GET', '/v3/meditation/indexFloor', { lang })).body.data
      : await callOn(app, '/v3/meditation/indexFloor', lang)
  return res.floors.find((f: { id: number }) => f.id === 2).title
}
async function callOn(app: TestApp['app'], path: string, lang: string) {
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  const res = await app.inject({
    method: 'GET',
    url: path,
    headers: {
      'x-lang': lang,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-sign': signRequest({ method: 'GET', path, timestamp, nonce })
    }
  })
  return res.json().data
}
/** Polls until the condition holds (notifications arrive asynchronously on PostgreSQL). */
async function until(what: string, cond: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms
  while (!(await cond())) {
    if (Date.now() > end) assert.fail(`timed out waiting for: ${what}`)
    await new Promise((r) => setImmediate(r))
  }
}

test('catalogue reads are served from the cache: repeated home reads run no new load', async () => {
  await t.call('GET', '/v3/meditation/indexFloor')
  const loads = t.app.ctx.catalogue.loads
  for (let i = 0; i < 5; i++) assert.equal((await t.call('GET', '/v3/meditation/indexFloor')).body.code, 0)
  assert.equal(t.app.ctx.catalogue.loads, loads)
})

test("a write to a catalogue table, by any process or by hand, reaches every instance's next read", async () => {
  const before = await floorTitle(null)
  assert.equal(await floorTitle(other), before)
  await t.database.db.execute(sql`update med_floors set title_zh = '夜裡好眠', title_en = 'Night Sleep' where id = 2`)
  await until('this instance serves the new title', async () => (await floorTitle(null)) === '夜裡好眠')
  await until('the other instance serves the new title', async () => (await floorTitle(other)) === '夜裡好眠')
  assert.equal(await floorTitle(other, 'en'), 'Night Sleep')
  // The other direction, through the other instance's own connection.
  await (otherDb ?? t.database).db.execute(sql`update med_floors set title_zh = ${before} where id = 2`)
  await until("the first instance sees the other one's write", async () => (await floorTitle(null)) === before)
})

test('per-user parts are merged after the cached part, never shared across users', async () => {
  const vip = await loginDemo(t, 'vip')
  const plain = await loginDemo(t, 'user')
  const path = '/v3/meditation/goods/m-sleep'
  const order = [undefined, vip, plain, vip, undefined]
  const seen = []
  for (const token of order) {
    const goods = (await t.call('GET', path, { token })).body.data
    seen.push(
      goods.resources.filter((r: { is_vip: number; full_path: string | null }) => r.is_vip && r.full_path).length > 0
    )
  }
  assert.deepEqual(seen, [false, true, false, true, false])
})
