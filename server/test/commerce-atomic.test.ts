/**
 * Money paths under concurrency: 20 parallel requests (app.inject) against one order, coupon, seat or code.
 * Exactly one wins; nothing is granted without payment, no payment stays without its grant or a refund.
 * Runs on PGlite (one connection: transactions queue) and on PostgreSQL (DATABASE_URL: a real pool, where
 * row locks and conditional updates do the work).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode, type OrderDTO } from '@app/protocol'
import { courseEvents, exchangeCodes, orders, userCoupons, userCourses, users } from '../src/db/schema'
import type { PaymentProvider } from '../src/providers/payment'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
const N = 20
const PHONE = '912345678'
let t: TestApp
const paid: string[] = []
const refunds: string[] = []
/** Runs while the provider holds a payment (between the pre-check and the settle), once. */
let duringPay: ((orderNo: string) => Promise<void>) | null = null
/** Dev-like provider that records every payment and refund it is asked for. */
const recording: PaymentProvider = {
  name: 'dev',
  demo: true,
  async pay(req) {
    paid.push(req.orderNo)
    const hook = duringPay
    duringPay = null
    if (hook) await hook(req.orderNo)
    return { status: 'paid', txn: `dev-${req.orderNo}` }
  },
  async refund(req) {
    refunds.push(req.orderNo)
    return { status: 'refunded', refundTxn: `refund-${req.txn}` }
  },
  async query(orderNo) {
    return { status: 'paid', txn: `dev-${orderNo}` }
  }
}
const many = { max: 10_000, windowMs: 60 * 60_000 }

before(async () => {
  t = await createTestApp({
    providers: { payment: recording },
    limits: { codePerIp: many, loginPerIp: many, codePerTarget: many, loginPerAccount: many }
  })
})
after(() => t.close())

const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const order = (token: string, body: Record<string, unknown>) => t.call('POST', '/v3/orders', { token, body })
const pay = (token: string, orderNo: string) => t.call('POST', '/v3/pays', { token, body: { order_no: orderNo } })
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId))

test('20 parallel checkouts of one course make one pending order; 20 parallel payments of it settle once', async () => {
  const { token, id } = await loginWithEmail(t, 'race-course@example.com')
  const created = await parallel(N, () => order(token, { sku: 'c-mindfulness', phone: PHONE }))
  assert.deepEqual(
    created.map((r) => r.body.code),
    Array(N).fill(0)
  )
  const numbers = new Set(created.map((r) => (r.body.data as OrderDTO).order_no))
  assert.equal(numbers.size, 1, 'every checkout answers the same pending order')
  assert.equal((await ordersOf(id)).length, 1)

  const [orderNo] = [...numbers]
  const payments = await parallel(N, () => pay(token, orderNo))
  assert.deepEqual(
    payments.map((r) => r.body.code),
    Array(N).fill(0)
  )
  assert.equal(
    payments.filter((r) => r.body.data.already_paid === false).length,
    1,
    'one payment settles, the rest read it paid'
  )
  const rows = await ordersOf(id)
  assert.deepEqual(
    rows.map((o) => o.status),
    ['paid']
  )
  const owned = await t.database.db.select().from(userCourses).where(eq(userCourses.userId, id))
  assert.equal(owned.length, 1)
  assert.equal(refunds.filter((n) => n === orderNo).length, 0)
  // owned now: a new checkout is refused, so a second payment for the course cannot even start
  assert.equal((await order(token, { sku: 'c-mindfulness', phone: PHONE })).body.code, ErrorCode.BUSINESS)
})

test('a payment that read the order pending while another payment of it settled answers it paid, not refused', async () => {
  // The interleaving behind a CI failure on PostgreSQL: payment B reads the order pending, payment A settles it
  // (the course is now owned), then B's pre-check sees "already owned". B must answer the paid order.
  const { token, id } = await loginWithEmail(t, 'race-course-late@example.com')
  const orderNo = (await order(token, { sku: 'c-mindfulness', phone: PHONE })).body.data.order_no as string
  const repo = t.app.ctx.repos.commerce
  const original = repo.orderRefusal
  let arrived!: () => void
  let release!: () => void
  const atCheck = new Promise<void>((r) => (arrived = r))
  const gate = new Promise<void>((r) => (release = r))
  let held = false
  repo.orderRefusal = async (o, now) => {
    if (!held) {
      held = true
      arrived()
      await gate
    }
    return original.call(repo, o, now)
  }
  try {
    const late = pay(token, orderNo)
    await atCheck
    const first = await pay(token, orderNo)
    assert.equal(first.body.code, 0)
    assert.equal(first.body.data.already_paid, false)
    release()
    const second = await late
    assert.equal(second.body.code, 0, JSON.stringify(second.body))
    assert.equal(second.body.data.already_paid, true)
    assert.equal(second.body.data.order.status, 'paid')
  } finally {
    repo.orderRefusal = original
    release()
  }
  assert.deepEqual(
    (await ordersOf(id)).map((o) => o.status),
    ['paid']
  )
  assert.equal(paid.filter((n) => n === orderNo).length, 1, 'charged once')
  assert.equal(refunds.filter((n) => n === orderNo).length, 0)
})

test('one coupon discounts one order only, whatever is checked out and paid in parallel', async () => {
  const { token, id } = await loginWithEmail(t, 'race-coupon@example.com')
  const coupon = (await t.call('PUT', '/v2/user_coupons', { token, body: { code: 'WELCOME50' } })).body.data
  const skus = ['vip-year', 'annual-card', 'annual-card-advanced', 'c-mindfulness']
  const created = await parallel(N, (i) =>
    order(token, { sku: skus[i % skus.length], user_coupon_id: coupon.id, phone: PHONE })
  )
  const numbers = [...new Set(created.filter((r) => r.body.code === 0).map((r) => (r.body.data as OrderDTO).order_no))]
  assert.ok(numbers.length >= 1)
  const holding = (await ordersOf(id)).filter((o) => o.status === 'pending')
  assert.equal(holding.length, 1, 'one pending order holds the coupon')

  const payments = await parallel(numbers.length * 3, (i) => pay(token, numbers[i % numbers.length]))
  for (const r of payments) assert.ok(r.status < 500, JSON.stringify(r.body))
  const rows = await ordersOf(id)
  const paidRows = rows.filter((o) => o.status === 'paid')
  assert.equal(paidRows.length, 1, `exactly one order paid, got ${rows.map((o) => o.status).join(',')}`)
  assert.equal(paidRows[0].discountCents, 5000)
  assert.equal(paidRows[0].id, holding[0].id)
  const [uc] = await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, coupon.id))
  assert.equal(uc.status, 'used')
  assert.equal(uc.orderId, paidRows[0].id)
  // only the paid order took money that was kept: every other payment was refused before charging or refunded
  const charged = new Set(paid.filter((n) => rows.some((o) => o.orderNo === n)))
  for (const n of charged)
    if (n !== paidRows[0].orderNo) assert.ok(refunds.includes(n), `${n} charged and not refunded`)
})

test('an activity ticket is never oversold: 20 buyers in parallel for 5 seats, 5 paid, the rest refused or refunded', async () => {
  const course = 17 // act-bowls
  await t.database.db.update(courseEvents).set({ seats: 5 }).where(eq(courseEvents.courseId, course))
  const buyers = await parallel(N, (i) => loginWithEmail(t, `ticket${i}@example.com`))
  const created = await parallel(N, (i) => order(buyers[i].token, { sku: 'act-bowls', phone: PHONE }))
  assert.deepEqual(
    created.map((r) => r.body.code),
    Array(N).fill(0),
    'seats are taken at payment, not at checkout'
  )
  const refundsBefore = refunds.length
  const payments = await parallel(N, (i) => pay(buyers[i].token, created[i].body.data.order_no))
  const ok = payments.filter((r) => r.body.code === 0)
  const refused = payments.filter((r) => r.body.code === ErrorCode.BUSINESS)
  assert.equal(ok.length, 5)
  assert.equal(refused.length, 15)
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(userCourses)
    .where(eq(userCourses.courseId, course))
  assert.equal(n, 5, 'owners never exceed the seats')
  const rows = await t.database.db.select().from(orders).where(eq(orders.sku, 'act-bowls'))
  assert.equal(rows.filter((o) => o.status === 'paid').length, 5)
  // Refused before charging (closed, never charged) or charged and refunded: no other outcome.
  const refunded = rows.filter((o) => o.status === 'refunded')
  assert.equal(rows.filter((o) => o.status === 'closed').length + refunded.length, 15)
  for (const o of rows.filter((r) => r.status === 'closed'))
    assert.ok(!paid.includes(o.orderNo), 'a closed order was never charged')
  for (const o of refunded) assert.equal(o.refundTxn, `refund-dev-${o.orderNo}`)
  assert.equal(refunds.length - refundsBefore, refunded.length)
  const ticket = (await t.call('GET', `/v2/acttickets/${course}`, { token: buyers[0].token })).body.data
  assert.equal(ticket.seats_left, 0)
  // sold out is refused up front now
  const late = await loginWithEmail(t, 'ticket-late@example.com')
  assert.equal((await order(late.token, { sku: 'act-bowls', phone: PHONE })).body.code, ErrorCode.BUSINESS)
})

test('the last seat taken while a payment is at the provider: that payment is refunded and the order ends refunded', async () => {
  const course = 16 // act-retreat
  await t.database.db.update(courseEvents).set({ seats: 1 }).where(eq(courseEvents.courseId, course))
  const a = await loginWithEmail(t, 'seat-a@example.com')
  const b = await loginWithEmail(t, 'seat-b@example.com')
  const oa: OrderDTO = (await order(a.token, { sku: 'act-retreat', phone: PHONE })).body.data
  const ob: OrderDTO = (await order(b.token, { sku: 'act-retreat', phone: PHONE })).body.data
  let bPaid: Awaited<ReturnType<typeof pay>> | null = null
  duringPay = async () => {
    bPaid = await pay(b.token, ob.order_no)
  }
  const res = await pay(a.token, oa.order_no)
  assert.equal(bPaid!.body.code, 0, 'B took the seat while A was paying')
  assert.equal(res.status, 400)
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  assert.match(res.body.msg, /退/)
  assert.ok(paid.includes(oa.order_no) && refunds.includes(oa.order_no), 'A was charged, then refunded')
  const [rowA] = await t.database.db.select().from(orders).where(eq(orders.orderNo, oa.order_no))
  assert.equal(rowA.status, 'refunded')
  assert.equal(rowA.refundTxn, `refund-dev-${oa.order_no}`)
  assert.equal(
    (await t.call('GET', '/v3/get/order/status', { token: a.token, query: { order_no: oa.order_no } })).body.data
      .status,
    'refunded'
  )
  const owners = await t.database.db.select().from(userCourses).where(eq(userCourses.courseId, course))
  assert.deepEqual(
    owners.map((o) => o.userId),
    [b.id]
  )
  // paying it again neither charges nor refunds twice
  const again = await pay(a.token, oa.order_no)
  assert.equal(again.body.code, ErrorCode.BUSINESS)
  assert.equal(refunds.filter((n) => n === oa.order_no).length, 1)
})

test('a coupon spent elsewhere while a payment is at the provider: that payment is refunded, not discounted', async () => {
  const { token, id } = await loginWithEmail(t, 'coupon-switch@example.com')
  const coupon = (await t.call('PUT', '/v2/user_coupons', { token, body: { code: 'WELCOME50' } })).body.data
  const first: OrderDTO = (await order(token, { sku: 'vip-year', user_coupon_id: coupon.id })).body.data
  let second: OrderDTO | null = null
  // While the first payment is at the provider, a new checkout takes the coupon and is paid.
  duringPay = async () => {
    second = (await order(token, { sku: 'annual-card', user_coupon_id: coupon.id })).body.data
    assert.equal((await pay(token, second!.order_no)).body.code, 0)
  }
  const res = await pay(token, first.order_no)
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  const rows = await ordersOf(id)
  assert.equal(rows.find((o) => o.orderNo === first.order_no)!.status, 'refunded')
  assert.equal(rows.find((o) => o.orderNo === second!.order_no)!.status, 'paid')
  const [me] = await t.database.db.select().from(users).where(eq(users.id, id))
  assert.equal(me.vipExpireAt, null, 'the refunded membership was not granted')
})

test('a stale order is not payable: a lower annual card after an upgrade, a course the card now includes', async () => {
  const { token, id } = await loginWithEmail(t, 'stale@example.com')
  const lower: OrderDTO = (await order(token, { sku: 'annual-card' })).body.data
  const course: OrderDTO = (await order(token, { sku: 'c-deep-sleep', phone: PHONE })).body.data
  const up: OrderDTO = (await order(token, { sku: 'annual-card-advanced' })).body.data
  assert.equal((await pay(token, up.order_no)).body.data.member.annual_card_level, 2)
  const charges = paid.length
  const res = await pay(token, lower.order_no)
  assert.equal(res.status, 400)
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  assert.match(res.body.msg, /年卡/)
  const res2 = await pay(token, course.order_no)
  assert.equal(res2.body.code, ErrorCode.BUSINESS)
  assert.equal(paid.length, charges, 'nothing was charged')
  const rows = await ordersOf(id)
  assert.equal(rows.find((o) => o.orderNo === lower.order_no)!.status, 'closed')
  assert.equal(rows.find((o) => o.orderNo === course.order_no)!.status, 'closed')
})

test('exchange codes: 20 users racing for one code, one wins; 20 codes of one user in parallel all count', async () => {
  const now = new Date(t.clock.now + 30 * DAY)
  await t.database.db.insert(exchangeCodes).values({ code: 'RACEONE0001', productCode: 'vip-month', expiresAt: now })
  const people = await parallel(N, (i) => loginWithEmail(t, `redeem${i}@example.com`))
  const res = await parallel(N, (i) =>
    t.call('POST', '/v3/meditation/cardExchange', { token: people[i].token, body: { code: 'RACEONE0001' } })
  )
  assert.equal(res.filter((r) => r.body.code === 0).length, 1)
  assert.equal(res.filter((r) => r.body.code === ErrorCode.BUSINESS).length, N - 1)
  const exchangeOrders = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, 'exchange'), eq(orders.providerTxn, 'RACEONE0001')))
  assert.equal(exchangeOrders.length, 1)
  const vips = await t.database.db.select({ id: users.id, vip: users.vipExpireAt }).from(users)
  assert.equal(vips.filter((u) => people.some((p) => p.id === u.id) && u.vip).length, 1, 'one membership granted')

  const { token, id } = await loginWithEmail(t, 'collector@example.com')
  const codes = Array.from({ length: N }, (_, i) => `COLLECT${String(i).padStart(4, '0')}`)
  await t.database.db
    .insert(exchangeCodes)
    .values(codes.map((code) => ({ code, productCode: 'vip-month', expiresAt: now })))
  const all = await parallel(N, (i) =>
    t.call('POST', '/v3/meditation/cardExchange', { token, body: { code: codes[i] } })
  )
  assert.deepEqual(
    all.map((r) => r.body.code),
    Array(N).fill(0)
  )
  const [me] = await t.database.db.select().from(users).where(eq(users.id, id))
  const days = (me.vipExpireAt!.getTime() - t.clock.now) / DAY
  assert.ok(Math.abs(days - 30 * N) < 0.01, `20 codes give 600 days, got ${days}`)
})

test('a lower annual-card code is refused while a higher card is held, and the code stays unused', async () => {
  const { token } = await loginWithEmail(t, 'highcard@example.com')
  const up: OrderDTO = (await order(token, { sku: 'annual-card-advanced' })).body.data
  await pay(token, up.order_no)
  const res = await t.call('POST', '/v3/meditation/cardExchange', { token, body: { code: 'JXCARDDEMO01' } })
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  assert.match(res.body.msg, /年卡/)
  const [code] = await t.database.db.select().from(exchangeCodes).where(eq(exchangeCodes.code, 'JXCARDDEMO01'))
  assert.equal(code.usedBy, null)
})
