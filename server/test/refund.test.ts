/**
 * Refunds through the provider (services/commerce/refund.ts refundOrder, what the console's refund calls), on the
 * engine of this run: the order goes paid → refunding → refunded, the provider that took the money is asked, and
 * the purchase is taken back exactly once however many refunds race: membership time, an upgrade (the card held
 * before comes back), a course, an activity ticket (seat freed), an unclaimed gift (its link stops working); a
 * claimed gift, an unpaid or unknown order are refused and nothing changes. The coupon an order spent is the buyer's
 * again, and the gold its payment earned a membership inviter is taken back (once, never below a zero balance).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { GiftDTO, OrderDTO } from '@app/protocol'
import { actTickets, goldAccounts, goldLedger, orders, userCoupons, userCourses, users } from '../src/db/schema'
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

/** A friend of a new inviter accepts the membership invitation and pays a year with the welcome coupon. */
async function invitedPurchase(prefix: string) {
  const inviter = await user(`${prefix}-inviter`)
  const friend = await user(`${prefix}-friend`)
  const accepted = await t.call('POST', '/v3/invite/member/accept', {
    token: friend.token,
    body: { invite_user_id: String(inviter.id), invite_product_code: 'meditation_vip', invite_id: 'share-1' }
  })
  assert.equal(accepted.body.data?.accepted, true, JSON.stringify(accepted.body))
  const coupon = (await t.call('PUT', '/v2/user_coupons', { token: friend.token, body: { code: 'WELCOME50' } })).body
    .data as { id: number }
  const o: OrderDTO = (
    await t.call('POST', '/v3/orders', { token: friend.token, body: { sku: 'vip-year', user_coupon_id: coupon.id } })
  ).body.data
  const paid = await t.call('POST', '/v3/pays', { token: friend.token, body: { order_no: o.order_no } })
  assert.equal(paid.body.data?.order.status, 'paid', JSON.stringify(paid.body))
  return { inviter, friend, couponId: coupon.id, order: await row(o.order_no) }
}
async function gold(userId: number) {
  const [a] = await t.database.db.select().from(goldAccounts).where(eq(goldAccounts.userId, userId))
  const lines = await t.database.db.select().from(goldLedger).where(eq(goldLedger.userId, userId))
  return { balance: a?.balance ?? 0, lines: lines.map((l) => [l.reason, l.amount, l.balanceAfter]) }
}
async function couponOf(id: number) {
  const [c] = await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, id))
  return { status: c.status, orderId: c.orderId, usedAt: c.usedAt }
}

test(`${N} parallel refunds of an invited friend's first payment: the inviter's reward taken back once, the coupon returned`, async () => {
  const { inviter, couponId, order } = await invitedPurchase('inv-refund')
  assert.deepEqual((await gold(inviter.id)).lines, [['member_invite', 200, 200]])
  assert.equal((await couponOf(couponId)).status, 'used')

  const results = await parallel(N, () => refundOrder(t.app.ctx, order.id, 'asked', operator))
  assert.ok(
    results.every((r) => r.kind === 'refunded'),
    JSON.stringify(results.map((r) => r.kind))
  )
  const after = await gold(inviter.id)
  assert.equal(after.balance, 0)
  assert.deepEqual(
    after.lines.sort(),
    [
      ['member_invite', 200, 200],
      ['member_invite_refund', -200, 0]
    ].sort()
  )
  // the coupon is the friend's again, free for another order
  assert.deepEqual(await couponOf(couponId), { status: 'unused', orderId: null, usedAt: null })
  // the inviter's ledger says why, in both languages' shape (the app labels the reason)
  const ledger = (await t.call('GET', '/v3/get/invite/ledger', { token: inviter.token })).body.data
  assert.equal(ledger.list[0].reason, 'member_invite_refund')
  assert.equal(ledger.list[0].amount, -200)
  assert.ok(ledger.list[0].detail, 'names the friend (masked)')
})

test('the reward partly spent before the refund: what is left is taken back, the balance never goes below 0', async () => {
  const { inviter, order } = await invitedPurchase('inv-spent')
  // 80 of the 200 spent meanwhile (an exchange): 120 left
  await t.database.db.update(goldAccounts).set({ balance: 120 }).where(eq(goldAccounts.userId, inviter.id))
  assert.equal((await refundOrder(t.app.ctx, order.id, 'asked', operator)).kind, 'refunded')
  const after = await gold(inviter.id)
  assert.equal(after.balance, 0)
  assert.deepEqual(
    after.lines.filter((l) => l[0] === 'member_invite_refund'),
    [['member_invite_refund', -120, 0]]
  )
  // nothing left to take: a refund of a reward already spent takes nothing and writes no line
  const again = await invitedPurchase('inv-gone')
  await t.database.db.update(goldAccounts).set({ balance: 0 }).where(eq(goldAccounts.userId, again.inviter.id))
  assert.equal((await refundOrder(t.app.ctx, again.order.id, 'asked', operator)).kind, 'refunded')
  assert.deepEqual((await gold(again.inviter.id)).lines, [['member_invite', 200, 200]])
})
