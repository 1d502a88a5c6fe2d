/**
 * Refunds through the provider (services/commerce/refund.ts refundOrder, what the console's refund calls), on the
 * engine of this run: the order goes paid → refunding → refunded, the provider that took the money is asked, and
 * the purchase is taken back exactly once however many refunds race: membership time, an upgrade (the card held
 * before comes back), a course, an activity ticket (seat freed), an unclaimed gift (its link stops working); a
 * claimed gift, an unpaid or unknown order are refused and nothing changes.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { GiftDTO, OrderDTO } from '@app/protocol'
import { actTickets, orders, userCourses, users } from '../src/db/schema'
import type { PaymentProvider } from '../src/providers/payment'
import { refundOrder } from '../src/services/commerce/refund'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
const N = 20
const PHONE = '912345678'
let t: TestApp
const refundCalls: string[] = []
const provider: PaymentProvider = {
  name: 'stubpay',
  demo: false,
  async pay(req) {
    return { status: 'paid', txn: `stub-${req.orderNo}` }
  },
  async refund(req) {
    refundCalls.push(req.orderNo)
    return { status: 'refunded', refundTxn: `stub-refund-${req.orderNo}` }
  },
  async query(orderNo) {
    return { status: 'paid', txn: `stub-${orderNo}` }
  }
}

before(async () => {
  t = await createTestApp({ providers: { payment: provider } })
})
after(() => t.close())

let n = 0
const user = (p: string) => loginWithEmail(t, `${p}-${++n}-${Date.now()}@example.com`)
async function buy(token: string, sku: string, opts: { gift?: boolean; activity?: boolean } = {}) {
  const body = { sku, phone: PHONE, ...(opts.gift ? { gift: 1 } : {}) }
  const o: OrderDTO = (await t.call('POST', opts.activity ? '/v2/actorders' : '/v3/orders', { token, body })).body.data
  const r = await t.call('POST', opts.activity ? '/v2/actpays' : '/v3/pays', { token, body: { order_no: o.order_no } })
  assert.equal(r.body.data?.order.status, 'paid', JSON.stringify(r.body))
  return (await t.app.ctx.repos.commerce.order(o.order_no))!
}
const operator = { kind: 'operator', id: 3 } as const
const row = async (orderNo: string) => (await t.app.ctx.repos.commerce.order(orderNo))!
async function account(id: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id))
  return u
}
const parallel = <T>(k: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: k }, (_, i) => f(i)))

test(`${N} parallel refunds of one membership order: refunded once, its 30 days taken back once`, async () => {
  const u = await user('vip')
  await buy(u.token, 'vip-month')
  const second = await buy(u.token, 'vip-month')
  const before = (await account(u.id)).vipExpireAt!.getTime()
  const results = await parallel(N, () => refundOrder(t.app.ctx, second.id, 'duplicate purchase', operator))
  assert.ok(
    results.every((r) => r.kind === 'refunded'),
    JSON.stringify(results.map((r) => r.kind))
  )
  assert.equal((await account(u.id)).vipExpireAt!.getTime(), before - 30 * DAY, 'one month back, not twenty')
  const done = await row(second.orderNo)
  assert.equal(done.status, 'refunded')
  assert.equal(done.refundTxn, `stub-refund-${second.orderNo}`)
  assert.equal(done.refundActor, 'operator:3')
  assert.equal(done.refundReason, 'duplicate purchase')
  assert.ok(refundCalls.includes(second.orderNo))
  // the user's purchases no longer list it; the order's status says refunded
  const status = await t.call('GET', '/v3/get/order/status', { token: u.token, query: { order_no: second.orderNo } })
  assert.equal(status.body.data.status, 'refunded')
})

test('an upgrade refunded: the annual card held before comes back as it was', async () => {
  const u = await user('upgrade')
  await buy(u.token, 'annual-card')
  const held = await account(u.id)
  const up = await buy(u.token, 'annual-card-advanced')
  assert.equal((await account(u.id)).annualCardLevel, 2)
  assert.equal((await refundOrder(t.app.ctx, up.id, 'changed mind', operator)).kind, 'refunded')
  const after = await account(u.id)
  assert.equal(after.annualCardLevel, 1)
  assert.equal(after.annualCardExpireAt!.getTime(), held.annualCardExpireAt!.getTime())
})

test('a course refunded: access taken back; an activity ticket refunded: cancelled, its seat freed', async () => {
  const u = await user('course')
  const course = await buy(u.token, 'c-breathwork')
  assert.equal((await refundOrder(t.app.ctx, course.id, 'r', operator)).kind, 'refunded')
  const owned = await t.database.db
    .select()
    .from(userCourses)
    .where(and(eq(userCourses.userId, u.id), eq(userCourses.courseId, course.courseId!)))
  assert.equal(owned.length, 0)

  const ticketOrder = await buy(u.token, 'act-bowls', { activity: true })
  const seatsTaken = async () =>
    (await t.database.db.select().from(userCourses).where(eq(userCourses.courseId, ticketOrder.courseId!))).length
  const before = await seatsTaken()
  assert.equal((await refundOrder(t.app.ctx, ticketOrder.id, 'event moved', operator)).kind, 'refunded')
  assert.equal(await seatsTaken(), before - 1)
  const [ticket] = await t.database.db.select().from(actTickets).where(eq(actTickets.orderId, ticketOrder.id))
  assert.equal(ticket.status, 'cancelled')
})

test('an unclaimed gift refunded: its link stops working; a claimed gift, unpaid and unknown orders are refused', async () => {
  const giver = await user('giver')
  const friend = await user('friend')
  const unclaimed = await buy(giver.token, 'c-breathwork', { gift: true })
  const link: GiftDTO = (
    await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: unclaimed.orderNo } })
  ).body.data
  assert.equal((await refundOrder(t.app.ctx, unclaimed.id, 'r', operator)).kind, 'refunded')
  const claim = await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: link.token } })
  assert.notEqual(claim.body.code, 0, 'the link of a refunded gift claims nothing')

  const claimed = await buy(giver.token, 'c-breathwork', { gift: true })
  const link2: GiftDTO = (
    await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: claimed.orderNo } })
  ).body.data
  assert.equal(
    (await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: link2.token } })).body.code,
    0
  )
  assert.deepEqual(await refundOrder(t.app.ctx, claimed.id, 'r', operator), { kind: 'refused', reason: 'giftClaimed' })
  assert.equal((await row(claimed.orderNo)).status, 'paid')

  const pending: OrderDTO = (await t.call('POST', '/v3/orders', { token: giver.token, body: { sku: 'vip-month' } }))
    .body.data
  const p = await row(pending.order_no)
  assert.deepEqual(await refundOrder(t.app.ctx, p.id, 'r', operator), { kind: 'refused', reason: 'notPaid' })
  assert.equal((await row(pending.order_no)).status, 'pending')
  assert.deepEqual(await refundOrder(t.app.ctx, 99_999_999, 'r', operator), { kind: 'refused', reason: 'notFound' })
  const [count] = await t.database.db.select().from(orders).where(eq(orders.id, 99_999_999))
  assert.equal(count, undefined)
})
