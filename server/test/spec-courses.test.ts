/**
 * Spec §7 Courses endpoints added by issue 33: POST /v3/get/sku/list, GET /v3/get/middle/sku and GET
 * /v3/get/study/price (this user's price: the card held, ownership, the best coupon; the checkout's quote names
 * the same best coupon and the order charges the same amount).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type CourseCardDTO, type StudyPriceDTO } from '@app/protocol'
import { courseRepo } from '../src/db/repos/course'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let vip: string
before(async () => {
  t = await createTestApp()
  vip = await loginDemo(t, 'vip')
})
after(() => t.close())

const price = async (sku: string, token?: string, lang?: 'en'): Promise<StudyPriceDTO> => {
  const res = await t.call('GET', '/v3/get/study/price', { query: { sku }, token, lang })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data
}
const claim = async (token: string, code: string) =>
  assert.equal((await t.call('PUT', '/v2/user_coupons', { token, body: { code } })).body.code, 0)

test('study price: a visitor sees the list price and no coupon', async () => {
  const p = await price('c-emotions')
  assert.equal(p.price, 980)
  assert.equal(p.list_price, 980)
  assert.equal(p.can_buy, 1)
  assert.equal(p.user_coupon_id, null)
  assert.equal(p.pay_amount, 980)
  assert.equal((await price('c-tea-zen')).refusal, 'freeCourse')
})

test('study price: the best coupon is applied, the quote preselects it and the order charges the same', async () => {
  const u = await loginWithEmail(t, 'price-coupons@example.com')
  await claim(u.token, 'WELCOME50')
  await claim(u.token, 'COURSE100')
  const p = await price('c-emotions', u.token)
  assert.equal(p.discount, 100, 'COURSE100 (min 800) beats WELCOME50 on a 980 course')
  assert.equal(p.pay_amount, 880)
  assert.match(p.coupon_title!, /課程折抵/)
  const quote = await t.call('GET', '/v3/orders/quote', { token: u.token, query: { sku: 'c-emotions' } })
  assert.equal(quote.body.data.best_user_coupon_id, p.user_coupon_id)
  assert.equal(quote.body.data.user_coupon_id, null, 'the quote applies only the coupon asked for')
  const withBest = await t.call('GET', '/v3/orders/quote', {
    token: u.token,
    query: { sku: 'c-emotions', user_coupon_id: p.user_coupon_id! }
  })
  assert.equal(withBest.body.data.pay_amount, p.pay_amount)
  const order = await t.call('POST', '/v3/orders', {
    token: u.token,
    body: { sku: 'c-emotions', user_coupon_id: p.user_coupon_id, phone: '0912345678' }
  })
  assert.equal(order.body.code, 0, JSON.stringify(order.body))
  assert.equal(order.body.data.pay_amount, p.pay_amount)
  // below COURSE100's minimum the other coupon is the best one
  const cheap = await price('c-breathwork', u.token)
  assert.equal(cheap.price, 680)
  assert.equal(cheap.discount, 50)
  assert.equal(cheap.pay_amount, 630)
})

test('study price: a course the card includes or the user owns costs nothing to buy, with the reason translated', async () => {
  const p = await price('c-deep-sleep', vip, 'en')
  assert.equal(p.via, 'card')
  assert.equal(p.member, 1)
  assert.equal(p.can_buy, 0)
  assert.equal(p.refusal, 'includedInCard')
  assert.equal(p.refusal_text, 'Your annual card already includes this course')
  assert.equal(p.pay_amount, 0)
  const u = await loginWithEmail(t, 'price-owner@example.com')
  await courseRepo(t.database.db).grant(u.id, 5, 'order')
  const owned = await price('c-emotions', u.token)
  assert.equal(owned.via, 'owned')
  assert.equal(owned.refusal, 'alreadyOwned')
  assert.equal(owned.member, 0)
})

test('study price: a bad sku is a translated 400, an unknown one a 404', async () => {
  const bad = await t.call('GET', '/v3/get/study/price', { query: { sku: 'a b' }, lang: 'en' })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.code, ErrorCode.BAD_REQUEST)
  assert.match(bad.body.msg, /sku/)
  assert.doesNotMatch(bad.body.msg, /[\u4e00-\u9fff]/)
  const none = await t.call('GET', '/v3/get/study/price', { query: { sku: 'c-nothing' } })
  assert.equal(none.status, 404)
})

test('sku list: cards in the order asked, unknown skus left out, one card per course', async () => {
  const res = await t.call('POST', '/v3/get/sku/list', {
    body: { skus: ['c-tea-zen', 'c-nothing', '5', 'c-mindfulness', 'c-emotions'] },
    lang: 'en'
  })
  assert.equal(res.body.code, 0)
  const list: CourseCardDTO[] = res.body.data.list
  assert.deepEqual(
    list.map((c) => c.sku),
    ['c-tea-zen', 'c-emotions', 'c-mindfulness']
  )
  assert.ok(list.every((c) => !/[\u4e00-\u9fff]/.test(c.title)))
})

test('sku list: none, or more than 50, is a 400 before any query', async () => {
  for (const skus of [[], Array.from({ length: 51 }, (_, i) => `c-${i}`), ['bad sku'], 'c-emotions']) {
    const res = await t.call('POST', '/v3/get/sku/list', { body: { skus } })
    assert.equal(res.status, 400, JSON.stringify(skus))
    assert.equal(res.body.code, ErrorCode.BAD_REQUEST)
  }
})

test('middle sku: an id or a sku resolves to the course card; unknown is a 404', async () => {
  const byId = await t.call('GET', '/v3/get/middle/sku', { query: { sku: '5' } })
  assert.equal(byId.body.data.sku, 'c-emotions')
  assert.equal(byId.body.data.card.id, 5)
  const bySku = await t.call('GET', '/v3/get/middle/sku', { query: { sku: 'c-emotions' } })
  assert.deepEqual(bySku.body.data, byId.body.data)
  assert.equal((await t.call('GET', '/v3/get/middle/sku', { query: { sku: '99999' } })).status, 404)
  assert.equal((await t.call('GET', '/v3/get/middle/sku', { query: { sku: '99999999999' } })).status, 400)
})
