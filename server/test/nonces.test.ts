/**
 * The database nonce store (several processes on one database): two stores on one database stand for two
 * processes. Every nonce is accepted exactly once across both, however the requests interleave, and the
 * concurrent nonces of one process share statements.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { randomBytes } from 'node:crypto'
import { DbNonces } from '../src/plugins/nonces'
import { freshDatabase } from './helpers'

let database: Awaited<ReturnType<typeof freshDatabase>>
before(async () => {
  database = await freshDatabase()
})
after(() => database.dispose())

const nonce = () => randomBytes(16).toString('hex')

test('two processes racing on the same nonces: each nonce is accepted exactly once', async () => {
  const a = new DbNonces(database.db)
  const b = new DbNonces(database.db)
  const now = Date.now()
  const ts = Math.floor(now / 1000)
  const nonces = Array.from({ length: 200 }, nonce)
  // every nonce twice on each process, in different orders
  const calls = [
    ...nonces.map((n) => a.remember(n, ts, now).then((ok) => ({ n, ok }))),
    ...[...nonces].reverse().map((n) => b.remember(n, ts, now).then((ok) => ({ n, ok }))),
    ...nonces.map((n) => b.remember(n, ts, now).then((ok) => ({ n, ok }))),
    ...nonces.map((n) => a.remember(n, ts, now).then((ok) => ({ n, ok })))
  ]
  const results = await Promise.all(calls)
  for (const n of nonces)
    assert.equal(results.filter((r) => r.n === n && r.ok).length, 1, `nonce ${n} accepted once across processes`)
  // a later replay on either process is refused too
  assert.equal(await a.remember(nonces[0], ts, now + 1000), false)
  assert.equal(await b.remember(nonces[1], ts, now + 1000), false)
  // 200 nonces reached the database from each process, in far fewer statements
  assert.ok(a.statements + b.statements < 100, `${a.statements + b.statements} statements for 400 nonces`)
})

test('a replay on another process is refused after the first was accepted', async () => {
  const a = new DbNonces(database.db)
  const b = new DbNonces(database.db)
  const now = Date.now()
  const n = nonce()
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), true)
  assert.equal(await b.remember(n, Math.floor(now / 1000), now + 10), false)
})

test('a nonce whose first use has left the window may be used again', async () => {
  const a = new DbNonces(database.db)
  const b = new DbNonces(database.db)
  const now = Date.now()
  const n = nonce()
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), true)
  const later = now + 3600_000
  assert.equal(await b.remember(n, Math.floor(later / 1000), later), true)
})

test('a failed statement does not consume the nonce: the same request may be retried', async () => {
  const n = nonce()
  const now = Date.now()
  let down = true
  const bind = <T extends object>(target: T, key: string | symbol) => {
    const v = Reflect.get(target, key) as unknown
    return typeof v === 'function' ? v.bind(target) : v
  }
  const client = (database.db as unknown as { $client: object }).$client
  const flakyClient = new Proxy(client, {
    get(target, key) {
      if ((key === 'exec' || key === 'query') && down)
        return () => {
          down = false
          return Promise.reject(new Error('connection lost'))
        }
      return bind(target, key)
    }
  })
  const flaky = new Proxy(database.db, {
    get: (target, key) => (key === '$client' ? flakyClient : bind(target, key))
  })
  const a = new DbNonces(flaky as typeof database.db)
  await assert.rejects(a.remember(n, Math.floor(now / 1000), now), /connection lost/)
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), true)
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), false)
})
