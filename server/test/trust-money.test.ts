/**
 * Issue 32, what a paying user meets around money: a bought camp opens on its own page (the order item names the
 * course kind), the camps' stated lengths match the days they list, a future day is locked until its date.
 * PGlite by default; PostgreSQL with DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { CampDTO, OrderDTO } from '@app/protocol'
import { courses } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const CAMP_21 = 14 // camp-21days: paid, 21 days, under way (day 3 today)
const CAMP_SLEEP = 15 // camp-sleep: paid, two weeks
let t: TestApp
let n = 0
const user = (p: string) => loginWithEmail(t, `${p}-${++n}-${Date.now()}@example.com`)
const taipeiMidnight = (ms: number) => Math.floor((ms + 8 * HOUR) / DAY) * DAY - 8 * HOUR

before(async () => {
  t = await createTestApp()
  // dated from this run's clock, as the seed does from its own (a template seeded before a Taipei midnight)
  const noon = taipeiMidnight(t.clock.now) + 12 * HOUR
  await t.database.db
    .update(courses)
    .set({ liveStartAt: new Date(noon - 2 * DAY), liveEndAt: new Date(noon + 19 * DAY) })
    .where(eq(courses.id, CAMP_21))
})
after(() => t.close())

test('each seeded camp lists as many days as its stated length', async () => {
  for (const [id, days] of [
    [CAMP_21, 21],
    [CAMP_SLEEP, 14]
  ] as const) {
    const camp: CampDTO = (await t.call('GET', `/v2/commodity/${id}`, { lang: 'en' })).body.data
    assert.equal(camp.days.length, days, `${camp.title}: ${camp.days.length} days`)
    assert.ok(camp.title.includes(String(days)) || camp.subtitle.includes('two weeks'), camp.title)
    const length = Math.round((Date.parse(camp.end_at!) - Date.parse(camp.start_at!)) / DAY)
    assert.equal(length, days)
  }
})

test('a bought camp: the order names it a camp, today is open, a future day is locked until its date', async () => {
  const u = await user('camper')
  const o = await t.call('POST', '/v3/orders', { token: u.token, body: { sku: 'camp-21days', phone: '912345678' } })
  assert.equal(o.body.code, 0, JSON.stringify(o.body))
  const order: OrderDTO = o.body.data
  assert.deepEqual(order.item.course, { id: CAMP_21, type: 1, sub_type: 0 })
  const paid = await t.call('POST', '/v3/pays', { token: u.token, body: { order_no: order.order_no } })
  assert.equal(paid.body.data?.order.status, 'paid', JSON.stringify(paid.body))

  const camp: CampDTO = (await t.call('GET', `/v2/commodity/${CAMP_21}`, { token: u.token })).body.data
  assert.equal(camp.signed_up, true)
  assert.equal(camp.today, 3)
  assert.deepEqual(
    camp.days.slice(0, 5).map((d) => [d.locked, d.lock]),
    [
      [false, null],
      [false, null],
      [false, null],
      [true, 'date'],
      [true, 'date']
    ]
  )
  assert.ok(Date.parse(camp.days[3].opens_at!) > t.clock.now)
  assert.equal((await t.call('GET', `/v2/commodity/${CAMP_21}/days/3`, { token: u.token })).body.code, 0)
  assert.notEqual((await t.call('GET', `/v2/commodity/${CAMP_21}/days/4`, { token: u.token })).body.code, 0)
})

test('one redeem entry takes every kind of code and says what it granted', async () => {
  const u = await user('redeem')
  const redeem = (code: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
    t.call('POST', '/v3/redeem', { token: u.token, body: { code }, lang })

  const course = await redeem('jxcourse-0001')
  assert.equal(course.body.code, 0, JSON.stringify(course.body))
  assert.equal(course.body.data.kind, 'course')
  assert.equal(course.body.data.course.sku, 'c-emotions')
  assert.equal(course.body.data.course.type, 0)

  const vip = await redeem('JXVIP30DEMO1', 'en')
  assert.equal(vip.body.data.kind, 'product')
  assert.equal(vip.body.data.product.kind, 'meditation_vip')
  assert.ok(vip.body.data.member.expire_at)

  const coupon = await redeem('welcome50')
  assert.equal(coupon.body.data.kind, 'coupon')
  assert.equal(coupon.body.data.coupon.amount, 50)

  // each kind keeps its own refusal; only a code no kind knows "does not exist"
  assert.equal((await redeem('JXCOURSE0001')).body.msg, '此課程兌換碼已被使用')
  assert.equal((await redeem('JXCOURSE0002')).body.msg, '你已擁有此課程')
  const other = await user('redeem-old')
  const expired = await t.call('POST', '/v3/redeem', { token: other.token, body: { code: 'JXCOURSEOLD1' }, lang: 'en' })
  assert.equal(expired.body.msg, 'This course code has expired')
  assert.equal((await redeem('JXVIP30DEMO1')).body.msg, '此兌換碼已被使用')
  assert.equal((await redeem('WELCOME50')).body.msg, '你已領取過此優惠券')
  assert.equal((await redeem('NOSUCHCODE')).body.msg, '兌換碼不存在，請確認後再輸入')
  assert.equal((await t.call('POST', '/v3/redeem', { body: { code: 'JXCOURSE0003' } })).body.code, 1100)
})

test('checkout asks for a phone only for an in-person activity, never for an online course, a camp or a gift', async () => {
  const u = await user('light')
  const needs = async (sku: string, gift = false) =>
    (await t.call('GET', '/v3/orders/quote', { token: u.token, query: { sku, ...(gift ? { gift: 1 } : {}) } })).body
      .data.item.needs_phone
  assert.deepEqual(
    [
      await needs('c-mindfulness'),
      await needs('camp-sleep'),
      await needs('c-breathwork', true),
      await needs('act-bowls')
    ],
    [false, false, false, true]
  )
  const o = await t.call('POST', '/v3/orders', { token: u.token, body: { sku: 'c-breathwork', gift: 1 } })
  assert.equal(o.body.code, 0, JSON.stringify(o.body))
})
