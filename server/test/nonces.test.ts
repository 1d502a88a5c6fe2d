/**
 * The database nonce store (several processes on one database): two stores on one database stand for two
 * processes, each with its own bus (on PostgreSQL, its own LISTEN connection; on PGlite, one in-process bus).
 * Every nonce is accepted exactly once across both, however the requests interleave, and the concurrent nonces
 * of one process share statements. Catalogue reads' nonces (rememberSoon) reach the other process over the bus.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { randomBytes } from 'node:crypto'
import { defaultBus } from '../src/db/changeFeed'
import { MemoryBus, type Bus } from '../src/lib/bus'
import { DbNonces, NONCES_CHANNEL } from '../src/plugins/nonces'
import { requestNonces } from '../src/db/schema'
import { freshDatabase } from './helpers'

let database: Awaited<ReturnType<typeof freshDatabase>>
const buses: Bus[] = []
const inProcess = new MemoryBus()
/** A process's bus: its own LISTEN connection on PostgreSQL; on PGlite (one process) the one in-process bus. */
const busOf = () => {
  const bus = process.env.DATABASE_URL ? defaultBus(database.db, () => {}) : inProcess
  buses.push(bus)
  return bus
}
/** Two "processes", both listening. */
async function pair() {
  const a = new DbNonces(database.db, busOf())
  const bBus = busOf()
  const b = new DbNonces(database.db, bBus)
  await a.listen()
  await b.listen()
  return { a, b, bBus }
}
before(async () => {
  database = await freshDatabase()
})
after(async () => {
  for (const bus of new Set(buses)) await bus.close()
  await database.dispose()
})

const nonce = () => randomBytes(16).toString('hex')

test('two processes racing on the same nonces: each nonce is accepted exactly once', async () => {
  const { a, b } = await pair()
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
  const { a, b } = await pair()
  const now = Date.now()
  const n = nonce()
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), true)
  assert.equal(await b.remember(n, Math.floor(now / 1000), now + 10), false)
})

test('a nonce whose first use has left the window may be used again', async () => {
  const { a, b } = await pair()
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
  const a = new DbNonces(flaky as typeof database.db, busOf())
  await assert.rejects(a.remember(n, Math.floor(now / 1000), now), /connection lost/)
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), true)
  assert.equal(await a.remember(n, Math.floor(now / 1000), now), false)
})

/**
 * Subscribes now; `heard` resolves once `times` messages carrying `nonce` came on `bus`. It subscribes after the stores on that bus, and
 * one bus calls its subscribers in order, so by then those stores have taken the messages in.
 */
async function heardOn(bus: Bus, nonce: string, times = 1) {
  let left = times
  let done!: () => void
  const heard = new Promise<void>((resolve) => (done = resolve))
  const stop = await bus.subscribe(NONCES_CHANNEL, (payload) => {
    const seen = (payload as { seen?: unknown } | null)?.seen
    if (Array.isArray(seen) && seen.some((s) => typeof s === 'string' && s.startsWith(`${nonce}.`)) && --left === 0)
      done()
  })
  return { heard: heard.then(stop) }
}

test('the nonce of a catalogue read is refused on the other process once its message is heard, and writes no row', async () => {
  const { a, b, bBus } = await pair()
  const now = Date.now()
  const ts = Math.floor(now / 1000)
  const n = nonce()
  const { heard } = await heardOn(bBus, n)
  assert.equal(a.rememberSoon(n, ts, now), true)
  assert.equal(a.rememberSoon(n, ts, now + 5), false, 'replayed on the same process: refused at once')
  await a.settled()
  await heard // b's subscription came first on its bus, so b has taken the nonce in
  assert.equal(b.rememberSoon(n, ts, now + 20), false)
  assert.equal(await b.remember(n, ts, now + 20), false)
  assert.equal(a.statements, 0, 'no statement for a catalogue read')
  const rows = await database.db.select().from(requestNonces)
  assert.equal(rows.filter((r) => r.nonce === n).length, 0)
  assert.equal(a.lateReplays + b.lateReplays, 0)
})

test('a catalogue read replayed on two processes inside the interval is counted as a late replay', async () => {
  const { a, b, bBus } = await pair()
  const late: number[] = []
  const c = new DbNonces(database.db, bBus, { onLateReplay: (count) => late.push(count) })
  await c.listen()
  const now = Date.now()
  const ts = Math.floor(now / 1000)
  const n = nonce()
  const { heard } = await heardOn(bBus, n, 2)
  // both answer before either has heard of the other: the interval a replay can slip through
  assert.equal(a.rememberSoon(n, ts, now), true)
  assert.equal(c.rememberSoon(n, ts, now), true)
  await a.settled()
  await c.settled()
  await heard
  assert.deepEqual(late, [1])
  assert.equal(c.lateReplays, 1)
  assert.equal(b.lateReplays, 1, 'b took in the first message, then counted the second')
})

test('messages that are not nonces are skipped', async () => {
  const { b, bBus } = await pair()
  const sender = busOf()
  const n = nonce()
  const { heard } = await heardOn(bBus, n)
  const ts = Math.floor(Date.now() / 1000)
  for (const payload of [null, 'text', { seen: 'x' }, { seen: [1, '', '.5', 'no-dot', 'bad!nonce.1', `${nonce()}.x`] }])
    await sender.publish(NONCES_CHANNEL, payload)
  await sender.publish(NONCES_CHANNEL, { from: 'someone', seen: [`${n}.${ts}`] })
  await heard
  assert.equal(b.rememberSoon(n, ts, Date.now()), false, 'the well-formed nonce after them was taken in')
  assert.equal(b.lateReplays, 0)
})
