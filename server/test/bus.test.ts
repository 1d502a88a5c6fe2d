import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'drizzle-orm'
import { MAX_PAYLOAD_BYTES, MemoryBus, PgBus, type Bus } from '../src/lib/bus'
import { createTestApp } from './helpers'

function next(bus: Bus, channel: string): Promise<{ value: Promise<unknown>; stop: () => Promise<void> }> {
  let resolve!: (v: unknown) => void
  const value = new Promise<unknown>((r) => {
    resolve = r
  })
  return bus.subscribe(channel, resolve).then((stop) => ({ value, stop }))
}

async function contract(a: Bus, b: Bus) {
  const onB = await next(b, 'cache.invalidate')
  const onA = await next(a, 'cache.invalidate')
  await a.publish('cache.invalidate', { table: 'courses', id: 7 })
  assert.deepEqual(await onB.value, { table: 'courses', id: 7 })
  assert.deepEqual(await onA.value, { table: 'courses', id: 7 }) // the sender's own subscribers hear it too

  // after unsubscribing nothing more arrives; other channels are separate. Messages from one publisher arrive
  // in order, so once the later "chat:2" marker is in, the earlier message would have been too.
  await onB.stop()
  const counted: unknown[] = []
  const stopCount = await b.subscribe('cache.invalidate', (p) => counted.push(p))
  const chat1: unknown[] = []
  await b.subscribe('chat:1', (p) => chat1.push(p))
  await a.publish('cache.invalidate', { n: 1 })
  const marker1 = await next(b, 'chat:2')
  await a.publish('chat:2', 'first')
  assert.equal(await marker1.value, 'first')
  assert.deepEqual(counted, [{ n: 1 }])
  await stopCount()
  await marker1.stop()
  await a.publish('cache.invalidate', { n: 2 })
  const marker2 = await next(b, 'chat:2')
  await a.publish('chat:2', 'second')
  assert.equal(await marker2.value, 'second')
  assert.deepEqual(counted, [{ n: 1 }])
  assert.deepEqual(chat1, [])

  await assert.rejects(a.publish('bad channel!', 1), /bad bus channel/)
  await assert.rejects(a.publish('big', 'x'.repeat(MAX_PAYLOAD_BYTES + 1)), /payload over/)
}

test('in-process bus (PGlite): publish reaches subscribers asynchronously, as a copy', async () => {
  const bus = new MemoryBus()
  const payload = { n: 1 }
  const got = await next(bus, 'x')
  await bus.publish('x', payload)
  payload.n = 2
  assert.deepEqual(await got.value, { n: 1 })
  await contract(bus, bus)
  await bus.close()
})

test(
  'LISTEN/NOTIFY bus: a message published by one process reaches the other',
  { skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set: the PostgreSQL bus needs a server' },
  async () => {
    const a = new PgBus(process.env.DATABASE_URL!)
    const b = new PgBus(process.env.DATABASE_URL!)
    try {
      await contract(a, b)
    } finally {
      await a.close()
      await b.close()
    }
  }
)

test(
  "an app's catalogue change feed rides its bus: one listening connection per process on PostgreSQL",
  { skip: process.env.DATABASE_URL ? false : 'DATABASE_URL is not set: the PostgreSQL bus needs a server' },
  async () => {
    const t = await createTestApp()
    try {
      await t.app.ctx.bus.subscribe('chat:1', () => {})
      const listening = async () => {
        const res = (await t.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`
        )) as unknown as { rows: { n: number }[] }
        return res.rows[0].n
      }
      assert.equal(await listening(), 1)
      // and the catalogue feed still hears the database's own notifications through it
      await t.call('GET', '/v3/meditation/indexFloor')
      const loads = t.app.ctx.catalogue.loads
      await t.database.db.execute(sql`update med_floors set title_en = title_en where id = 2`)
      const end = Date.now() + 5000
      while (t.app.ctx.catalogue.size > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
      await t.call('GET', '/v3/meditation/indexFloor')
      assert.ok(t.app.ctx.catalogue.loads > loads)
    } finally {
      await t.close()
    }
  }
)
