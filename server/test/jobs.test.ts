/**
 * Background jobs (server/src/jobs, pg-boss) on the engine of this run (PGlite, or PostgreSQL with DATABASE_URL):
 * refund retries until the provider answers, unpaid orders closed after their time (at the provider first), the
 * nonce sweep, jobs that survive a restart of the runner, and one run per job with two runners on one database.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import type { OrderDTO } from '@app/protocol'
import { orders, requestNonces } from '../src/db/schema'
import { QUEUES, startJobs, type JobRunner } from '../src/jobs'
import type { PaymentProvider } from '../src/providers/payment'
import { refundOrder } from '../src/services/commerce/refund'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
/** A provider that takes money at once and refunds when `up`; every refund call is counted per order. */
const state = { up: true, refundCalls: new Map<string, number>(), closed: new Set<string>(), paidAt: new Set<string>() }
const provider: PaymentProvider = {
  name: 'stubpay',
  demo: false,
  async pay(req) {
    return { status: 'paid', txn: `stub-${req.orderNo}` }
  },
  async refund(req) {
    state.refundCalls.set(req.orderNo, (state.refundCalls.get(req.orderNo) ?? 0) + 1)
    if (!state.up) return { status: 'failed', reason: 'unavailable' }
    return { status: 'refunded', refundTxn: `stub-refund-${req.orderNo}` }
  },
  async query(orderNo) {
    return state.paidAt.has(orderNo) ? { status: 'paid', txn: `stub-${orderNo}` } : { status: 'pending' }
  },
  async close(orderNo) {
    state.closed.add(orderNo)
  }
}
const jobs = () => t.app.jobs!

before(async () => {
  t = await createTestApp({
    providers: { payment: provider },
    jobs: { pollingIntervalSeconds: 0.5, refundRetryDelaySeconds: 1, cron: { reconcile: '0 0 1 1 *' } }
  })
})
after(() => t.close())

let users = 0
async function paidOrder(sku = 'vip-month'): Promise<{ token: string; order: typeof orders.$inferSelect }> {
  const { token } = await loginWithEmail(t, `jobs-${++users}-${Date.now()}@example.com`)
  const o: OrderDTO = (await t.call('POST', '/v3/orders', { token, body: { sku } })).body.data
  const paid = await t.call('POST', '/v3/pays', { token, body: { order_no: o.order_no } })
  assert.equal(paid.body.data.order.status, 'paid', JSON.stringify(paid.body))
  return { token, order: (await t.app.ctx.repos.commerce.order(o.order_no))! }
}
const row = async (orderNo: string) => (await t.app.ctx.repos.commerce.order(orderNo))!
async function until(what: string, check: () => Promise<boolean>) {
  for (let i = 0; i < 600; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  assert.fail(`waited too long for ${what}`)
}
async function refundJobs(): Promise<{ n: number }> {
  const res = await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.refund} and state in ('created','retry','active')`
  )
  return (res as unknown as { rows: { n: number }[] }).rows[0]
}

test('the provider down during an operator refund: refunding, the retry job finishes it once the provider answers', async () => {
  const { token, order } = await paidOrder()
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data.isVip, 1)
  state.up = false
  const r = await refundOrder(t.app.ctx, order.id, 'customer asked', { kind: 'operator', id: 7 }, t.app.log)
  assert.equal(r.kind, 'refunding')
  const refunding = await row(order.orderNo)
  assert.equal(refunding.status, 'refunding')
  assert.equal(refunding.refundActor, 'operator:7')
  assert.equal(refunding.refundReason, 'customer asked')
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data.isVip, 0, 'taken back at once')
  // the job is queued and fails while the provider is down (retried with back-off)
  await until('a failed attempt', async () => (state.refundCalls.get(order.orderNo) ?? 0) >= 2)
  assert.equal((await row(order.orderNo)).status, 'refunding')
  state.up = true
  await until('refunded', async () => (await row(order.orderNo)).status === 'refunded')
  assert.equal((await row(order.orderNo)).refundTxn, `stub-refund-${order.orderNo}`)
  // asking again changes nothing and takes nothing back twice
  const again = await refundOrder(t.app.ctx, order.id, 'again', { kind: 'operator', id: 7 })
  assert.equal(again.kind, 'refunded')
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data.isVip, 0)
  await until('no refund job left', async () => (await refundJobs()).n === 0)
})

test('a paid ticket cancelled while the provider is down: cancelled at once, its refund finished by the retry job', async () => {
  const { token } = await loginWithEmail(t, `jobs-ticket-${Date.now()}@example.com`)
  const created = await t.call('POST', '/v2/actorders', { token, body: { sku: 'act-bowls', phone: '912345678' } })
  const orderNo: string = created.body.data.order_no
  assert.equal(
    (await t.call('POST', '/v2/actpays', { token, body: { order_no: orderNo } })).body.data.order.status,
    'paid'
  )
  const ticketId = (await t.call('GET', '/v2/acttickets/17', { token })).body.data.ticket_id
  assert.ok(ticketId)
  state.up = false
  const res = await t.call('DELETE', `/v2/useracttickets/${ticketId}`, { token, lang: 'en' })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal((await row(orderNo)).status, 'refunding')
  await until('a failed refund attempt', async () => (state.refundCalls.get(orderNo) ?? 0) >= 2)
  state.up = true
  await until('refunded', async () => (await row(orderNo)).status === 'refunded')
})

test('unpaid orders past their time are closed at the provider first, then here; one paid meanwhile settles', async () => {
  const a = await loginWithEmail(t, `close-a-${Date.now()}@example.com`)
  const b = await loginWithEmail(t, `close-b-${Date.now()}@example.com`)
  const oa: OrderDTO = (await t.call('POST', '/v3/orders', { token: a.token, body: { sku: 'vip-month' } })).body.data
  const ob: OrderDTO = (await t.call('POST', '/v3/orders', { token: b.token, body: { sku: 'vip-month' } })).body.data
  state.paidAt.add(ob.order_no) // paid at the provider, its notification lost
  let id = (await jobs().runNow(QUEUES.closeExpired))!
  assert.equal(await jobs().settled(QUEUES.closeExpired, id), 'completed')
  assert.equal((await row(oa.order_no)).status, 'pending', 'not expired yet')
  t.clock.now += 31 * 60_000
  id = (await jobs().runNow(QUEUES.closeExpired))!
  assert.equal(await jobs().settled(QUEUES.closeExpired, id), 'completed')
  assert.equal((await row(oa.order_no)).status, 'closed')
  assert.ok(state.closed.has(oa.order_no), 'closed at the provider')
  assert.equal((await row(ob.order_no)).status, 'paid')
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token: b.token })).body.data.isVip, 1)
})

test('the nonce sweep removes expired nonces and keeps live ones', async () => {
  await t.database.db.insert(requestNonces).values([
    { nonce: 'sweep-old-1', expiresAt: new Date(t.clock.now - 1000) },
    { nonce: 'sweep-live-1', expiresAt: new Date(t.clock.now + 60_000) }
  ])
  const id = (await jobs().runNow(QUEUES.sweepNonces))!
  assert.equal(await jobs().settled(QUEUES.sweepNonces, id), 'completed')
  const left = (await t.database.db.select().from(requestNonces)).map((r) => r.nonce)
  assert.ok(!left.includes('sweep-old-1'))
  assert.ok(left.includes('sweep-live-1'))
})

test('a queued job survives a restart of the runner; two runners on one database run each job once', async () => {
  state.up = false
  const made: (typeof orders.$inferSelect)[] = []
  for (let i = 0; i < 6; i++) made.push((await paidOrder()).order)
  for (const o of made) {
    const r = await refundOrder(t.app.ctx, o.id, 'batch', { kind: 'system' })
    assert.equal(r.kind, 'refunding')
  }
  // the app's runner stops with jobs queued; two new runners (two processes' worth) start on the same database
  await t.app.jobs!.stop()
  const calls = new Map(state.refundCalls)
  state.up = true
  const deps = { db: t.database.db, repos: t.app.ctx.repos, providers: t.app.ctx.providers, now: () => t.clock.now }
  const runners: JobRunner[] = []
  try {
    for (let i = 0; i < 2; i++)
      runners.push(
        await startJobs(
          { ...deps, log: t.app.log },
          // reconciliation (which also asks for refunds) off here: only the refund jobs may call the provider
          { pollingIntervalSeconds: 0.5, refundRetryDelaySeconds: 1, reconcile: { limit: 0 } }
        )
      )
    await until('all refunded', async () => {
      for (const o of made) if ((await row(o.orderNo)).status !== 'refunded') return false
      return true
    })
    for (const o of made)
      assert.equal(state.refundCalls.get(o.orderNo)! - (calls.get(o.orderNo) ?? 0), 1, `${o.orderNo} asked once`)
  } finally {
    for (const r of runners) await r.stop()
  }
  const res = await t.database.db.execute(sql`select count(*)::int as n from orders where status = 'refunding'`)
  const [{ n }] = (res as unknown as { rows: { n: number }[] }).rows
  assert.equal(n, 0)
})

test(
  'three processes setting up their jobs on a fresh database at once: none fails (pg-boss create_queue deadlocked)',
  { skip: process.env.DATABASE_URL ? false : 'PostgreSQL only: PGlite is one process per data directory' },
  async () => {
    const deps = { db: t.database.db, repos: t.app.ctx.repos, providers: t.app.ctx.providers, now: () => t.clock.now }
    for (let round = 0; round < 4; round++) {
      // a schema that never had the queues, as on a first deploy of two API processes on one database
      const schema = `pgboss_fresh_${round}`
      const opts = { pollingIntervalSeconds: 0.5, reconcile: { limit: 0 }, schema }
      const started = await Promise.allSettled([0, 1, 2].map(() => startJobs({ ...deps, log: t.app.log }, opts)))
      for (const s of started) if (s.status === 'fulfilled') await s.value.stop()
      const failed = started
        .filter((s) => s.status === 'rejected')
        .map((s) => String((s as PromiseRejectedResult).reason))
      assert.deepEqual(failed, [], `round ${round}`)
      const res = await t.database.db.execute(sql.raw(`select name from ${schema}.queue`))
      const names = new Set((res as unknown as { rows: { name: string }[] }).rows.map((r) => r.name))
      for (const q of Object.values(QUEUES)) assert.ok(names.has(q), `${q} created`)
    }
  }
)
