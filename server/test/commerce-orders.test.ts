import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type OrderDTO, type PayResultDTO, type QuoteDTO, type UserCouponDTO } from '@app/protocol'
import type { PaymentProvider } from '../src/providers/payment'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
let t: TestApp
let charges = 0
/** The dev provider's behaviour, counting charges (so a double pay is seen not to charge twice either). */
const counting: PaymentProvider = {
  name: 'dev',
  demo: true,
  async pay(req) {
    charges++
    return { status: 'paid', txn: `dev-${req.orderNo}` }
  },
  async refund(req) {
    return { status: 'refunded', refundTxn: `refund-${req.txn}` }
  },
  async query(orderNo) {
    return { status: 'paid', txn: `dev-${orderNo}` }
  }
}

before(async () => {
  t = await createTestApp({ providers: { payment: counting } })
})
after(() => t.close())

async function order(token: string, body: Record<string, unknown>) {
  return t.call('POST', '/v3/orders', { token, body })
}
async function pay(token: string, orderNo: string) {
  return t.call('POST', '/v3/pays', { token, body: { order_no: orderNo } })
}
const member = async (token: string) => (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data

test('order → pay → member: memberInfo reflects the membership at once', async () => {
  const { token } = await loginWithEmail(t, 'buyer1@example.com')
  assert.equal((await member(token)).isVip, 0)
  const created = await order(token, { sku: 'vip-month' })
  assert.equal(created.status, 200)
  const o: OrderDTO = created.body.data
  assert.equal(o.status, 'pending')
  assert.equal(o.pay_amount, 68)
  assert.equal(o.item.kind, 'meditation_vip')
  const paid = await pay(token, o.order_no)
  assert.equal(paid.body.code, 0)
  const r: PayResultDTO = paid.body.data
  assert.equal(r.order.status, 'paid')
  assert.equal(r.demo, true)
  assert.equal(r.already_paid, false)
  const info = await member(token)
  assert.equal(info.isVip, 1)
  const days = (Date.parse(info.expire_at) - t.clock.now) / DAY
  assert.ok(Math.abs(days - 30) < 0.01, `expected 30 days, got ${days}`)
  // a VIP track is now playable
  const play = (await t.call('GET', '/v3/meditation/playInfo/m-kindness', { token })).body.data
  assert.equal(play.isVip, 1)
  assert.match(play.resource.full_path, /^\/media\//)
  const status = (await t.call('GET', '/v3/get/order/status', { token, query: { order_no: o.order_no } })).body.data
  assert.equal(status.status, 'paid')
})

test('paying twice grants once and charges once; a second purchase extends from the current expiry', async () => {
  const { token } = await loginWithEmail(t, 'buyer2@example.com')
  const o: OrderDTO = (await order(token, { sku: 'vip-month' })).body.data
  const [a, b] = await Promise.all([pay(token, o.order_no), pay(token, o.order_no)])
  assert.equal(a.body.code, 0)
  assert.equal(b.body.code, 0)
  // exactly one of two concurrent payments settles; the other reads the paid order
  assert.deepEqual([a.body.data.already_paid, b.body.data.already_paid].sort(), [false, true])
  const before = charges
  const again = await pay(token, o.order_no)
  assert.equal(again.body.data.already_paid, true)
  assert.equal(charges, before, 'a paid order is never charged again')
  const expiry = Date.parse((await member(token)).expire_at)
  assert.ok(Math.abs((expiry - t.clock.now) / DAY - 30) < 0.01, 'one grant of 30 days')

  const o2: OrderDTO = (await order(token, { sku: 'vip-month' })).body.data
  await pay(token, o2.order_no)
  const expiry2 = Date.parse((await member(token)).expire_at)
  assert.ok(Math.abs((expiry2 - expiry) / DAY - 30) < 0.01, 'extends from the current expiry')
})

test('a tampered client price is ignored: the server charges its own price', async () => {
  const { token } = await loginWithEmail(t, 'tamper@example.com')
  const res = await order(token, { sku: 'vip-year', price: 0.01, pay_amount: 0, amount: 1 })
  assert.equal(res.body.code, 0)
  assert.equal(res.body.data.amount, 588)
  assert.equal(res.body.data.pay_amount, 588)
  const bad = await order(token, { sku: 'vip-year', user_coupon_id: '1' })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.code, ErrorCode.BAD_REQUEST)
})

test('coupon price math: claim, quote, discount on the server, used once, scope and minimum', async () => {
  const { token } = await loginWithEmail(t, 'coupons@example.com')
  const welcome: UserCouponDTO = (await t.call('PUT', '/v2/user_coupons', { token, body: { code: ' welcome50 ' } }))
    .body.data
  assert.equal(welcome.state, 'usable')
  assert.equal(welcome.amount, 50)
  const dup = await t.call('PUT', '/v2/user_coupons', { token, body: { code: 'WELCOME50' } })
  assert.equal(dup.body.code, ErrorCode.BUSINESS)
  assert.equal(
    (await t.call('PUT', '/v2/user_coupons', { token, body: { code: 'NOPE' } })).body.code,
    ErrorCode.BUSINESS
  )
  const course: UserCouponDTO = (await t.call('PUT', '/v2/user_coupons', { token, body: { code: 'COURSE100' } })).body
    .data

  // WELCOME50 needs NT$300: not for the NT$68 month, yes for the NT$588 year; COURSE100 never for membership
  const month: QuoteDTO = (await t.call('GET', '/v3/orders/quote', { token, query: { sku: 'vip-month' } })).body.data
  assert.deepEqual(
    month.coupons.map((c) => [c.id, c.applicable, c.reason]).sort(),
    [
      [welcome.id, 0, 'minimum'],
      [course.id, 0, 'scope']
    ].sort()
  )
  assert.equal((await order(token, { sku: 'vip-month', user_coupon_id: welcome.id })).body.code, ErrorCode.BUSINESS)
  const year: QuoteDTO = (
    await t.call('GET', '/v3/orders/quote', { token, query: { sku: 'vip-year', user_coupon_id: welcome.id } })
  ).body.data
  assert.deepEqual([year.amount, year.discount, year.pay_amount], [588, 50, 538])

  // a course: COURSE100 applies (NT$1280 ≥ 800); an online course asks for no phone (issue 32 item 11)
  const quoted = await t.call('GET', '/v3/orders/quote', { token, query: { sku: 'c-mindfulness' } })
  assert.equal(quoted.body.data.item.needs_phone, false)
  const co: OrderDTO = (
    await order(token, { sku: 'c-mindfulness', user_coupon_id: course.id, phone: '912345678', price: 1 })
  ).body.data
  assert.deepEqual([co.amount, co.discount, co.pay_amount, co.coupon_title], [1280, 100, 1180, '課程折抵 100 元'])
  assert.equal((await pay(token, co.order_no)).body.data.order.status, 'paid')
  const list: UserCouponDTO[] = (await t.call('GET', '/v2/user_coupons', { token })).body.data
  assert.equal(list.find((c) => c.id === course.id)!.state, 'used')
  assert.equal(
    (await order(token, { sku: 'c-emotions', user_coupon_id: course.id, phone: '912345678' })).body.code,
    ErrorCode.BUSINESS
  )
  // the course is owned: buying it again is refused, and it is listed among purchases
  assert.equal((await order(token, { sku: 'c-mindfulness', phone: '912345678' })).body.code, ErrorCode.BUSINESS)
  const bought = (await t.call('GET', '/v3/my/course/get', { token })).body.data
  assert.equal(bought.total, 1)
  assert.equal(bought.list[0].item.sku, 'c-mindfulness')
  assert.equal(bought.list[0].pay_amount, 1180)
})

test('a newer order with the same coupon closes the older one; an expired pending order cannot be paid', async () => {
  const { token } = await loginWithEmail(t, 'abandon@example.com')
  const c: UserCouponDTO = (await t.call('PUT', '/v2/user_coupons', { token, body: { code: 'WELCOME50' } })).body.data
  const first: OrderDTO = (await order(token, { sku: 'vip-year', user_coupon_id: c.id })).body.data
  const second: OrderDTO = (await order(token, { sku: 'annual-card', user_coupon_id: c.id })).body.data
  assert.equal(second.pay_amount, 1949)
  assert.equal((await pay(token, first.order_no)).body.code, ErrorCode.BUSINESS)
  const late: OrderDTO = (await order(token, { sku: 'vip-month' })).body.data
  t.clock.now += 31 * 60_000
  const res = await pay(token, late.order_no)
  assert.equal(res.status, 400)
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  t.clock.now -= 31 * 60_000
  assert.equal((await pay(token, second.order_no)).body.data.member.annual_card_level, 1)
})

test('annual cards: buy, upgrade, refuse a lower card; equity and difference reflect it', async () => {
  const { token } = await loginWithEmail(t, 'cards@example.com')
  const eq0 = (await t.call('GET', '/v3/get/course/vip/equity', { token })).body.data
  assert.equal(eq0.level, 0)
  assert.equal(eq0.cards.length, 2)
  assert.ok(eq0.cards[1].course_count > eq0.cards[0].course_count)
  const o: OrderDTO = (await order(token, { sku: 'annual-card' })).body.data
  assert.equal((await pay(token, o.order_no)).body.data.member.annual_card_level, 1)
  // a course included in the card needs no purchase
  assert.equal((await order(token, { sku: 'c-breathwork', phone: '912345678' })).body.code, ErrorCode.BUSINESS)
  const up: OrderDTO = (await order(token, { sku: 'annual-card-advanced' })).body.data
  assert.equal((await pay(token, up.order_no)).body.data.member.annual_card_level, 2)
  const lower = await order(token, { sku: 'annual-card' })
  assert.equal(lower.body.code, ErrorCode.BUSINESS)
  assert.match(lower.body.msg, /年卡/)
  const eq = (await t.call('GET', '/v3/get/course/vip/equity', { token, lang: 'en' })).body.data
  assert.equal(eq.level, 2)
  assert.equal(eq.cards[0].purchasable, false)
  const diff = (await t.call('GET', '/v3/get/course/vip/difference', { lang: 'en' })).body.data
  assert.ok(diff.rows.some((r: { annual: unknown; advanced: unknown }) => r.annual === false && r.advanced === true))
})

test("bad input and strangers: 1100 logged out, 404 for unknown sku and for another user's order, never 5xx", async () => {
  const plain = await loginDemo(t, 'user')
  assert.equal((await t.call('POST', '/v3/orders', { body: { sku: 'vip-month' } })).body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal((await t.call('POST', '/v3/orders', { body: { sku: 'vip-month' } })).status, 401)
  assert.equal((await order(plain, { sku: 'no-such-thing' })).status, 404)
  assert.equal((await order(plain, { sku: 'vip-member' })).body.code, ErrorCode.BUSINESS)
  assert.equal((await order(plain, { sku: 'c-tea-zen', phone: '912345678' })).body.code, ErrorCode.BUSINESS)
  assert.equal((await order(plain, { sku: 'c-emotions', phone: '12ab' })).status, 400)
  const { token } = await loginWithEmail(t, 'stranger@example.com')
  const mine: OrderDTO = (await order(token, { sku: 'vip-month' })).body.data
  assert.equal((await pay(plain, mine.order_no)).status, 404)
  assert.equal(
    (await t.call('GET', '/v3/get/order/status', { token: plain, query: { order_no: mine.order_no } })).status,
    404
  )
  for (const body of [
    {},
    { order_no: 5 },
    { order_no: "'; drop table orders; --" },
    { order_no: 'JX' + 'F'.repeat(500) }
  ]) {
    const r = await t.call('POST', '/v3/pays', { token, body })
    assert.equal(r.status, 400, JSON.stringify(body))
  }
  const en = await t.call('POST', '/v3/orders', { token, lang: 'en', body: { sku: 'c-tea-zen', phone: '912345678' } })
  assert.match(en.body.msg, /free/)
})
