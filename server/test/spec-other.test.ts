/**
 * Spec §7 Commerce and Other endpoints added by issue 33: GET /v2/comments/vod/{id}, GET /v2/livecourses,
 * GET /v2/live/course, GET /v2/user_coupons/{id}, PUT /v2/mobeipay and the legacy POST /v2/orders + /v2/pays
 * (the same order and settle code as /v3/orders and /v3/pays).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode, type LiveListItemDTO, type VodCommentsDTO } from '@app/protocol'
import { createTestApp, loginDemo, loginWithEmail, tableCounts, type TestApp } from './helpers'

let t: TestApp
let plain: string
before(async () => {
  t = await createTestApp()
  plain = await loginDemo(t, 'user')
})
after(() => t.close())

test('vod comments: a lesson id answers its course’s thread, the same page as /v2/comments/{course}', async () => {
  const detail = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-mindfulness' } })).body.data
  const posted = await t.call('POST', `/v2/comments/${detail.id}`, { token: plain, body: { content: '好課' } })
  assert.equal(posted.body.code, 0, JSON.stringify(posted.body))
  const vod: VodCommentsDTO = (await t.call('GET', `/v2/comments/vod/${detail.lessons[1].id}`)).body.data
  assert.equal(vod.course_id, detail.id)
  assert.equal(vod.sku, 'c-mindfulness')
  const thread = (await t.call('GET', `/v2/comments/${detail.id}`)).body.data
  assert.deepEqual(vod.comments, thread)
  assert.equal(vod.comments.list[0].content, '好課')
  assert.equal((await t.call('GET', '/v2/comments/vod/999999')).status, 404)
  assert.equal((await t.call('GET', '/v2/comments/vod/abc')).status, 400)
})

test('live courses: every live with its status, filtered by status; /v2/live/course answers the live info', async () => {
  const all: LiveListItemDTO[] = (await t.call('GET', '/v2/livecourses', { query: { size: 100 } })).body.data.list
  assert.ok(all.length >= 3)
  const upcoming: LiveListItemDTO[] = (await t.call('GET', '/v2/livecourses', { query: { status: 1, size: 100 } })).body
    .data.list
  assert.deepEqual(
    upcoming.map((l) => l.id),
    all.filter((l) => l.live_status === 1).map((l) => l.id)
  )
  assert.equal((await t.call('GET', '/v2/livecourses', { query: { status: 7 } })).status, 400)
  const one = all[0]
  const v2 = (await t.call('GET', '/v2/live/course', { query: { id: String(one.id) }, token: plain })).body.data
  const v3 = (await t.call('GET', '/v3/get/live/info', { query: { sku: one.sku }, token: plain })).body.data
  assert.deepEqual(v2, v3)
  assert.equal((await t.call('GET', '/v2/live/course', { query: { id: 'c-mindfulness' } })).status, 404)
})

test('user coupon by id: the owner sees it, anyone else gets a 404', async () => {
  const u = await loginWithEmail(t, 'coupon-one@example.com')
  const claimed = (await t.call('PUT', '/v2/user_coupons', { token: u.token, body: { code: 'WELCOME50' } })).body.data
  const one = await t.call('GET', `/v2/user_coupons/${claimed.id}`, { token: u.token, lang: 'en' })
  assert.equal(one.body.code, 0)
  assert.equal(one.body.data.id, claimed.id)
  assert.equal(one.body.data.title, 'Welcome NT$50 off')
  assert.equal((await t.call('GET', `/v2/user_coupons/${claimed.id}`, { token: plain })).status, 404)
  assert.equal((await t.call('GET', `/v2/user_coupons/${claimed.id}`)).body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal((await t.call('GET', '/v2/user_coupons/0', { token: u.token })).status, 400)
})

test('legacy /v2/orders and /v2/pays: the same order and settle code (grant once, paying again is already_paid)', async () => {
  const u = await loginWithEmail(t, 'legacy@example.com')
  const order = await t.call('POST', '/v2/orders', {
    token: u.token,
    body: { sku: 'c-emotions', phone: '0912345678', amount: 1 }
  })
  assert.equal(order.body.code, 0, JSON.stringify(order.body))
  assert.equal(order.body.data.pay_amount, 980, 'a price in the body is dropped')
  // the same pending order as /v3/orders answers for the same terms
  const again = await t.call('POST', '/v3/orders', { token: u.token, body: { sku: 'c-emotions', phone: '0912345678' } })
  assert.equal(again.body.data.order_no, order.body.data.order_no)
  const paid = await t.call('POST', '/v2/pays', { token: u.token, body: { order_no: order.body.data.order_no } })
  assert.equal(paid.body.code, 0, JSON.stringify(paid.body))
  assert.equal(paid.body.data.order.status, 'paid')
  const twice = await t.call('POST', '/v2/pays', { token: u.token, body: { order_no: order.body.data.order_no } })
  assert.equal(twice.body.data.already_paid, true)
  const access = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-emotions' }, token: u.token })).body.data
    .access
  assert.equal(access.via, 'owned')
  assert.equal(
    (await t.call('POST', '/v2/pays', { token: plain, body: { order_no: order.body.data.order_no } })).status,
    404
  )
  assert.equal((await t.call('POST', '/v2/orders', { token: u.token, body: { sku: 'bad sku' } })).status, 400)
})

test('mobeipay: the app’s reported success settles nothing; the answer is the status the provider confirms', async () => {
  const u = await loginWithEmail(t, 'mobei@example.com')
  const order = (
    await t.call('POST', '/v2/orders', { token: u.token, body: { sku: 'c-breathwork', phone: '0912345678' } })
  ).body.data
  const before = await tableCounts(t.database)
  const claimed = await t.call('PUT', '/v2/mobeipay', {
    token: u.token,
    body: { order_no: order.order_no, result: 'success' }
  })
  assert.equal(claimed.body.code, 0, JSON.stringify(claimed.body))
  assert.equal(claimed.body.data.status, 'pending', 'a report from the app is not a payment')
  assert.equal(claimed.body.data.granted, null)
  const afterCounts = await tableCounts(t.database)
  for (const table of ['user_courses', 'orders'])
    assert.equal(afterCounts[table], before[table], `${table} unchanged by the app's report`)
  const access = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-breathwork' }, token: u.token })).body
    .data.access
  assert.equal(access.can_learn, false)
  // paid through the provider, the same call answers paid
  await t.call('POST', '/v2/pays', { token: u.token, body: { order_no: order.order_no } })
  const paid = await t.call('PUT', '/v2/mobeipay', { token: u.token, body: { order_no: order.order_no } })
  assert.equal(paid.body.data.status, 'paid')
  assert.ok(paid.body.data.granted)
  assert.equal((await t.call('PUT', '/v2/mobeipay', { token: plain, body: { order_no: order.order_no } })).status, 404)
  for (const body of [{}, { order_no: 'nope' }, { order_no: order.order_no, result: 'paid' }])
    assert.equal((await t.call('PUT', '/v2/mobeipay', { token: u.token, body })).status, 400, JSON.stringify(body))
})
