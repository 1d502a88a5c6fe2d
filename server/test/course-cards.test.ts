/**
 * Course annual cards end to end on the server: the order status reports what a paid order granted, an upgrade
 * is priced by the server (credit for the unused lower card), one card is never charged twice, a stale card
 * order is not charged, and a card-included course plays for the card holder. 20 parallel requests on one
 * order: one settles. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { ErrorCode, type EquityDTO, type OrderDTO, type OrderStatusDTO } from '@app/protocol'
import { courseCodes, orders, userCourses, users } from '../src/db/schema'
import type { PaymentProvider } from '../src/providers/payment'
import { upgradeCreditCents } from '../src/routes/commerce/upgrade'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
const N = 20
let t: TestApp
const charged: string[] = []
/** Orders whose payment the provider keeps 'pending' (a real provider confirming later). */
const slow = new Set<string>()
const provider: PaymentProvider = {
  name: 'dev',
  demo: true,
  async pay(req) {
    charged.push(req.orderNo)
    return slow.has(req.orderNo) ? { status: 'pending' } : { status: 'paid', txn: `dev-${req.orderNo}` }
  },
  async refund(req) {
    return { status: 'refunded', refundTxn: `refund-${req.txn}` }
  },
  async query(orderNo) {
    return { status: 'paid', txn: `dev-${orderNo}` }
  }
}

before(async () => {
  t = await createTestApp({ providers: { payment: provider } })
})
after(() => t.close())

const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const order = (token: string, sku: string) => t.call('POST', '/v3/orders', { token, body: { sku } })
const pay = (token: string, orderNo: string) => t.call('POST', '/v3/pays', { token, body: { order_no: orderNo } })
const status = (token: string, orderNo: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('GET', '/v3/get/order/status', { token, query: { order_no: orderNo }, lang })

test('the order status answers pending without a grant, then paid with what was granted', async () => {
  const { token } = await loginWithEmail(t, 'result@example.com')
  const o: OrderDTO = (await order(token, 'annual-card-advanced')).body.data
  slow.add(o.order_no)
  assert.equal((await pay(token, o.order_no)).body.data.order.status, 'pending')
  const pending: OrderStatusDTO = (await status(token, o.order_no)).body.data
  assert.equal(pending.status, 'pending')
  assert.equal(pending.granted, null, 'nothing is granted before the payment is confirmed')
  slow.delete(o.order_no)
  assert.equal((await pay(token, o.order_no)).body.data.order.status, 'paid')
  const paid: OrderStatusDTO = (await status(token, o.order_no, 'en')).body.data
  assert.equal(paid.status, 'paid')
  assert.equal(paid.granted?.kind, 'course_annual_advanced')
  assert.equal(paid.granted?.card_level, 2)
  assert.equal(paid.granted?.title, 'Advanced Annual Card')
  assert.equal(new Date(paid.granted!.until!).getTime(), t.clock.now + 365 * DAY)
})

test('another user cannot read an order status', async () => {
  const a = await loginWithEmail(t, 'owner-a@example.com')
  const b = await loginWithEmail(t, 'owner-b@example.com')
  const o: OrderDTO = (await order(a.token, 'annual-card')).body.data
  assert.equal((await status(b.token, o.order_no)).status, 404)
})

test('20 parallel checkouts and 20 parallel payments of the advanced card: one order, one charge, 365 days once', async () => {
  const { token, id } = await loginWithEmail(t, 'card-race@example.com')
  const created = await parallel(N, () => order(token, 'annual-card-advanced'))
  assert.deepEqual(new Set(created.map((r) => r.body.code)), new Set([0]))
  const numbers = new Set(created.map((r) => (r.body.data as OrderDTO).order_no))
  assert.equal(numbers.size, 1, 'one pending order for the card')
  const [orderNo] = [...numbers]
  const payments = await parallel(N, () => pay(token, orderNo))
  assert.deepEqual(new Set(payments.map((r) => r.body.code)), new Set([0]))
  assert.equal(payments.filter((r) => r.body.data.already_paid === false).length, 1, 'one payment settles')
  const [me] = await t.database.db.select().from(users).where(eq(users.id, id))
  assert.equal(me.annualCardLevel, 2)
  assert.equal(me.annualCardExpireAt!.getTime(), t.clock.now + 365 * DAY, 'the year is granted once')
  const rows = await t.database.db.select().from(orders).where(eq(orders.userId, id))
  assert.deepEqual(
    rows.map((r) => r.status),
    ['paid']
  )
  // holding it, the same card again is a renewal (a new order), never the paid one charged again
  const again = await pay(token, orderNo)
  assert.equal(again.body.data.already_paid, true)
})

test('an upgrade is priced by the server: the advanced card less the unused part of the annual card', async () => {
  const { token } = await loginWithEmail(t, 'upgrade@example.com')
  const lower: OrderDTO = (await order(token, 'annual-card')).body.data
  assert.equal(lower.pay_amount, 1999)
  await pay(token, lower.order_no)
  t.clock.now += 5 * DAY // 360 of 365 days left
  const equity: EquityDTO = (await t.call('GET', '/v3/get/course/vip/equity', { token })).body.data
  const advanced = equity.cards.find((c) => c.level === 2)!
  const credit = upgradeCreditCents(199_900, 365, 360 * DAY) / 100
  assert.equal(credit, 1971, 'NT$1999 × 360 ÷ 365, whole dollars down')
  assert.equal(advanced.upgrade_credit, credit)
  assert.equal(advanced.pay_price, 3999 - credit)
  const quote = (await t.call('GET', '/v3/orders/quote', { token, query: { sku: 'annual-card-advanced' } })).body.data
  assert.equal(quote.pay_amount, 3999 - credit)
  // a price sent by the client is ignored
  const up: OrderDTO = (
    await t.call('POST', '/v3/orders', { token, body: { sku: 'annual-card-advanced', price: 1, pay_amount: 1 } })
  ).body.data
  assert.equal(up.pay_amount, 3999 - credit)
  const paid = await pay(token, up.order_no)
  assert.equal(paid.body.data.member.annual_card_level, 2)
  assert.equal(new Date(paid.body.data.member.annual_card_expire_at).getTime(), t.clock.now + 365 * DAY)
})

test('a stale card order is not charged: full-price advanced card ordered before an annual card was bought', async () => {
  const { token, id } = await loginWithEmail(t, 'stale-card@example.com')
  const full: OrderDTO = (await order(token, 'annual-card-advanced')).body.data
  assert.equal(full.pay_amount, 3999)
  const lower: OrderDTO = (await order(token, 'annual-card')).body.data
  await pay(token, lower.order_no)
  const before = charged.length
  const res = await pay(token, full.order_no)
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  assert.match(res.body.msg, /價格已變動/)
  assert.equal(charged.length, before, 'nothing was charged')
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, full.order_no))
  assert.equal(row.status, 'closed')
  const [me] = await t.database.db.select().from(users).where(eq(users.id, id))
  assert.equal(me.annualCardLevel, 1)
})

test('a card-included course plays for the card holder and stays locked for others', async () => {
  const holder = await loginWithEmail(t, 'player-card@example.com')
  const other = await loginWithEmail(t, 'player-none@example.com')
  const o: OrderDTO = (await order(holder.token, 'annual-card-advanced')).body.data
  await pay(holder.token, o.order_no)
  const mine = (await t.call('GET', '/v3/course/playInfo/c-deep-sleep', { token: holder.token })).body.data
  assert.equal(mine.access.can_learn, true)
  assert.equal(mine.access.via, 'card')
  assert.ok(mine.lessons.every((l: { locked: boolean; video_path: string | null }) => !l.locked && l.video_path))
  const theirs = (await t.call('GET', '/v3/course/playInfo/c-deep-sleep', { token: other.token })).body.data
  assert.equal(theirs.access.can_learn, false)
  assert.ok(theirs.lessons.some((l: { locked: boolean; video_path: string | null }) => l.locked && !l.video_path))
  // and buying that course is refused for the holder: the card already includes it
  const res = await t.call('POST', '/v3/orders', {
    token: holder.token,
    body: { sku: 'c-deep-sleep', phone: '912345678' }
  })
  assert.equal(res.body.code, ErrorCode.BUSINESS)
})

const redeem = (token: string, code: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('POST', '/v2/exchange/operation', { token, body: { code }, lang })

test('a course code gives its course for good: it plays, is listed as redeemed, and cannot be used again', async () => {
  const { token, id } = await loginWithEmail(t, 'code-one@example.com')
  const before = (await t.call('GET', '/v3/course/playInfo/c-emotions', { token })).body.data
  assert.equal(before.access.can_learn, false)
  const res = await redeem(token, ' jxcourse-0001 ')
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal(res.body.data.course.sku, 'c-emotions')
  const after = (await t.call('GET', '/v3/course/playInfo/c-emotions', { token })).body.data
  assert.equal(after.access.via, 'owned')
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, res.body.data.order_no))
  assert.deepEqual([row.userId, row.status, row.payCents, row.provider], [id, 'paid', 0, 'exchange'])
  const other = await loginWithEmail(t, 'code-two@example.com')
  const again = await redeem(other.token, 'JXCOURSE0001', 'en')
  assert.equal(again.body.code, ErrorCode.BUSINESS)
  assert.equal(again.body.msg, 'This course code has already been used')
})

test('unknown, expired and already-owned course codes each say so, and the code stays unused', async () => {
  const { token } = await loginWithEmail(t, 'code-bad@example.com')
  const unknown = await redeem(token, 'NOSUCHCODE')
  assert.equal(unknown.body.code, ErrorCode.BUSINESS)
  assert.match(unknown.body.msg, /不存在/)
  const expired = await redeem(token, 'JXCOURSEOLD1', 'en')
  assert.equal(expired.body.msg, 'This course code has expired')
  // owning the course already: refused, and the code is left for someone else
  assert.equal((await redeem(token, 'JXCOURSE0002')).body.code, 0)
  await t.database.db
    .insert(courseCodes)
    .values({ code: 'JXOWNED00001', courseSku: 'c-emotions', expiresAt: new Date(t.clock.now + DAY) })
  const owned = await redeem(token, 'JXOWNED00001')
  assert.match(owned.body.msg, /已擁有/)
  const [code] = await t.database.db.select().from(courseCodes).where(eq(courseCodes.code, 'JXOWNED00001'))
  assert.equal(code.usedBy, null)
})

test('20 users redeeming one course code in parallel: one wins, one order, one ownership', async () => {
  await t.database.db
    .insert(courseCodes)
    .values({ code: 'JXRACE000001', courseSku: 'c-deep-sleep', expiresAt: new Date(t.clock.now + DAY) })
  const people = await parallel(N, (i) => loginWithEmail(t, `code-race${i}@example.com`))
  const res = await parallel(N, (i) => redeem(people[i].token, 'JXRACE000001'))
  assert.equal(res.filter((r) => r.body.code === 0).length, 1)
  const losers = res.filter((r) => r.body.code !== 0)
  assert.equal(losers.length, N - 1)
  assert.ok(losers.every((r) => r.body.code === ErrorCode.BUSINESS && /已被使用/.test(r.body.msg)))
  const made = await t.database.db.select().from(orders).where(eq(orders.providerTxn, 'course:JXRACE000001'))
  assert.equal(made.length, 1)
  const owners = await t.database.db.select().from(userCourses).where(eq(userCourses.userId, made[0].userId))
  assert.equal(owners.filter((o) => o.courseId === made[0].courseId).length, 1)
})

test('one user redeeming one course code 20 times in parallel: granted once', async () => {
  const { token, id } = await loginWithEmail(t, 'code-self@example.com')
  await t.database.db
    .insert(courseCodes)
    .values({ code: 'JXSELF000001', courseSku: 'c-deep-sleep', expiresAt: new Date(t.clock.now + DAY) })
  const res = await parallel(N, () => redeem(token, 'JXSELF000001'))
  assert.equal(res.filter((r) => r.body.code === 0).length, 1)
  const made = await t.database.db.select().from(orders).where(eq(orders.userId, id))
  assert.equal(made.length, 1)
})
