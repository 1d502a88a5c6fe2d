/**
 * Issue 33: the two codes of spec §8 the app handled but the server never sent.
 * - 9999: playing card-only content (an annual card's level and no price) as a signed-in user without that card;
 *   the holder plays it, a visitor still sees the locked list, a paid course with a card level stays a paywall.
 *   Ordering it (quote or order) is answered 9999 too; the holder is told it is free (1116).
 * - 5001: signing up for an event that needs a bound mobile (course_events.needs_mobile) without one, free or
 *   paid (the order); after binding the same sign-up succeeds.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '@app/protocol'
import { courseEvents } from '../src/db/schema'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const FREE_EVENT = 60 // act-sitting: a free activity
const PAID_EVENT = 17 // act-bowls: a paid activity
const play = (sku: string, token?: string, lang?: 'en') =>
  t.call('GET', `/v3/course/playInfo/${sku}`, { token, lang, query: { isLookBack: 1 } })

test('9999: card-only content for a signed-in user without the card; the holder plays it', async () => {
  const user = await loginWithEmail(t, 'no-card@example.com')
  const res = await play('l-replay-sleep', user.token)
  assert.equal(res.body.code, ErrorCode.ANNUAL_PASS_REQUIRED)
  assert.equal(res.status, 403)
  assert.equal(res.body.msg, '此課程需要年卡權益')
  assert.equal((await play('l-replay-sleep', user.token, 'en')).body.msg, 'This course needs an annual card')

  const vip = await loginDemo(t, 'vip')
  const held = await play('l-replay-sleep', vip)
  assert.equal(held.body.code, 0)
  assert.match(held.body.data.lesson.video_path, /^\/media\//)

  // a visitor is not sent to the card: the page asks them to log in first (they may hold it)
  const visitor = await play('l-replay-sleep')
  assert.equal(visitor.body.code, 0)
  assert.equal(visitor.body.data.lesson.locked, true)

  // a course with a price and a card level can be bought: the play page's paywall, not the card page
  const paid = await t.call('GET', '/v3/course/playInfo/c-mindfulness', { token: user.token })
  assert.equal(paid.body.code, 0)
})

test('5001: an event that needs a bound mobile; the sign-up succeeds once one is bound', async () => {
  const user = await loginWithEmail(t, 'no-mobile@example.com')
  const signUp = () => t.call('POST', '/v2/act_zero_pays', { token: user.token, body: { act_id: FREE_EVENT } })

  // not marked: signing up needs nothing (the flag defaults to false)
  const other = await loginWithEmail(t, 'no-mobile-2@example.com')
  const free = await t.call('POST', '/v2/act_zero_pays', { token: other.token, body: { act_id: FREE_EVENT } })
  assert.equal(free.body.code, 0, JSON.stringify(free.body))

  await t.database.db.update(courseEvents).set({ needsMobile: true }).where(eq(courseEvents.courseId, FREE_EVENT))
  const refused = await signUp()
  assert.equal(refused.body.code, ErrorCode.BIND_MOBILE)
  assert.equal(refused.status, 403)
  assert.equal(refused.body.msg, '請先綁定手機號碼')

  await t.call('POST', '/v2/users/code', { body: { mobile: '933000111', nationcode: '86', action: 'BINDPHONE' } })
  const [{ code }] = (await t.call('GET', '/dev/outbox', { sign: false, query: { to: '+86 933000111' } })).body.data
  const bound = await t.call('POST', '/v3/abroad/mobile/binding', {
    token: user.token,
    body: { mobile: '933000111', code }
  })
  assert.equal(bound.body.code, 0, JSON.stringify(bound.body))

  const retried = await signUp()
  assert.equal(retried.body.code, 0, JSON.stringify(retried.body))
  assert.equal(retried.body.data.act_id, FREE_EVENT)
  assert.equal(retried.body.data.status, 'active')
})

test('9999: ordering card-only content without the card; the holder is told it needs no order', async () => {
  const user = await loginWithEmail(t, 'no-card-order@example.com')
  const quote = await t.call('GET', '/v3/orders/quote', { token: user.token, query: { sku: 'l-replay-sleep' } })
  assert.equal(quote.body.code, ErrorCode.ANNUAL_PASS_REQUIRED)
  const order = await t.call('POST', '/v3/orders', { token: user.token, body: { sku: 'l-replay-sleep' } })
  assert.equal(order.body.code, ErrorCode.ANNUAL_PASS_REQUIRED)
  const vip = await loginDemo(t, 'vip')
  const held = await t.call('GET', '/v3/orders/quote', { token: vip, query: { sku: 'l-replay-sleep' } })
  assert.equal(held.body.code, ErrorCode.BUSINESS)
  // a free course without a card level stays a plain refusal
  const free = await t.call('GET', '/v3/orders/quote', { token: user.token, query: { sku: 'c-tea-zen' } })
  assert.equal(free.body.code, ErrorCode.BUSINESS)
})

test('5001: the paid sign-up (order) of an event that needs a bound mobile; a gift does not', async () => {
  const user = await loginWithEmail(t, 'no-mobile-paid@example.com')
  await t.database.db.update(courseEvents).set({ needsMobile: true }).where(eq(courseEvents.courseId, PAID_EVENT))
  const order = () =>
    t.call('POST', '/v2/actorders', { token: user.token, body: { sku: 'act-bowls', phone: '933000222' } })
  assert.equal((await order()).body.code, ErrorCode.BIND_MOBILE)
  const gift = await t.call('POST', '/v3/orders', { token: user.token, body: { sku: 'act-bowls', gift: 1 } })
  assert.notEqual(gift.body.code, ErrorCode.BIND_MOBILE)

  t.clock.now += 61_000 // past the code's cooldown
  await t.call('POST', '/v2/users/code', { body: { mobile: '933000222', nationcode: '86', action: 'BINDPHONE' } })
  const [{ code }] = (await t.call('GET', '/dev/outbox', { sign: false, query: { to: '+86 933000222' } })).body.data
  const bound = await t.call('POST', '/v3/abroad/mobile/binding', {
    token: user.token,
    body: { mobile: '933000222', code }
  })
  assert.equal(bound.body.code, 0, JSON.stringify(bound.body))
  const retried = await order()
  assert.equal(retried.body.code, 0, JSON.stringify(retried.body))
  assert.equal(retried.body.data.status, 'pending')
})

test('GET /v2/live/playback: the replay for who may watch; 9999 for a signed-in user without the card', async () => {
  const vip = await loginDemo(t, 'vip')
  const playback = (token?: string, id = 9, lang?: 'en') =>
    t.call('GET', '/v2/live/playback', { token, lang, query: { id } })
  const held = await playback(vip, 9, 'en')
  assert.equal(held.body.code, 0, JSON.stringify(held.body))
  assert.equal(held.body.data.sku, 'l-replay-sleep')
  assert.equal(held.body.data.title, 'Replay: Relax before Sleep')
  // the same video the live room hands the same viewer
  const room = await t.call('GET', '/v3/live/status', { token: vip, query: { id: 9 } })
  assert.match(held.body.data.replay_url, /^\/media\//)
  assert.equal(held.body.data.replay_url.split('?')[0], room.body.data.replay_url.split('?')[0])
  assert.equal(held.body.data.access.can_learn, true)
  assert.equal(held.body.data.position, 0)

  const user = await loginWithEmail(t, 'no-card-playback@example.com')
  assert.equal((await playback(user.token)).body.code, ErrorCode.ANNUAL_PASS_REQUIRED)
  const visitor = await playback()
  assert.equal(visitor.body.code, 0)
  assert.equal(visitor.body.data.replay_url, null)
  assert.equal(visitor.body.data.access.can_learn, false)

  assert.equal((await playback(vip, 1)).status, 404) // a course, not a live
  assert.equal((await t.call('GET', '/v2/live/playback', { query: { id: 0 } })).status, 400)
})
