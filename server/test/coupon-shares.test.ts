/**
 * Coupons changing hands under concurrency: 20 parallel transfers of one coupon, 20 accounts claiming one link,
 * a transfer racing a checkout. The coupon ends in exactly one account; the rest are told why, in their language.
 * PGlite and, with DATABASE_URL, PostgreSQL.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import {
  ErrorCode,
  type CouponCoursesDTO,
  type CouponShareDTO,
  type SharedCouponDTO,
  type UserCouponDTO
} from '@app/protocol'
import { couponShares, userCoupons } from '../src/db/schema'
import { maskTarget } from '../src/routes/commerce/couponShares'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const N = 20
const many = { max: 10_000, windowMs: 60 * 60_000 }
let t: TestApp
before(async () => {
  t = await createTestApp({ limits: { codePerIp: many, loginPerIp: many, codePerTarget: many, loginPerAccount: many } })
})
after(() => t.close())

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const put = (token: string, body: Record<string, unknown>, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('PUT', '/v2/user_coupons', { token, body, lang })
const mine = async (token: string): Promise<UserCouponDTO[]> =>
  (await t.call('GET', '/v2/user_coupons', { token })).body.data
const user = async (prefix: string) => {
  const email = `${prefix}-${stamp()}@example.com`
  return { email, ...(await loginWithEmail(t, email)) }
}
const couponOwners = async (ucId: number) =>
  (await t.database.db.select().from(userCoupons).where(eq(userCoupons.id, ucId))).map((r) => r.userId)

test('maskTarget hides most of an e-mail or phone', () => {
  assert.equal(maskTarget('friend@example.com'), 'fr***@example.com')
  assert.equal(maskTarget('912345678'), '9123***678')
})

test('coupon_courses lists the courses a coupon covers, with the price after it', async () => {
  const a = await user('cc')
  const c = (await put(a.token, { code: 'COURSE100' })).body.data as UserCouponDTO
  const r = (await t.call('GET', '/v2/coupon_courses', { token: a.token, query: { user_coupon_id: c.id } })).body
    .data as CouponCoursesDTO
  assert.equal(r.coupon.id, c.id)
  assert.equal(r.membership, 0)
  assert.ok(r.courses.length > 0)
  for (const x of r.courses) {
    assert.ok(x.price >= 800, `${x.sku} meets the minimum`)
    assert.equal(x.pay_price, x.price - 100)
  }
  const other = await user('cc-other')
  const denied = await t.call('GET', '/v2/coupon_courses', { token: other.token, query: { user_coupon_id: c.id } })
  assert.equal(denied.status, 404)
})

test('20 parallel transfers of one coupon to 20 accounts: it moves once, the rest are told it is gone', async () => {
  const a = await user('tr-giver')
  const receivers = await parallel(N, (i) => user(`tr-recv-${i}`))
  const c = (await put(a.token, { code: 'WELCOME50' })).body.data as UserCouponDTO
  const answers = await parallel(N, (i) =>
    put(a.token, { user_coupon_id: c.id, to: receivers[i].email, confirm: 1 }, 'en')
  )
  const won = answers.filter((r) => r.body.code === 0)
  assert.equal(won.length, 1)
  for (const r of answers.filter((x) => x.body.code !== 0)) {
    assert.equal(r.body.code, ErrorCode.BUSINESS)
    assert.equal(r.body.msg, 'This coupon has already been claimed or passed on')
  }
  const owners = await couponOwners(c.id)
  assert.equal(owners.length, 1)
  const winner = receivers.find((r) => r.id === owners[0])!
  assert.ok(winner)
  assert.equal((await mine(a.token)).length, 0, 'it left the giver')
  assert.deepEqual(
    (await mine(winner.token)).map((x) => [x.id, x.state]),
    [[c.id, 'usable']]
  )
  // the receiver cannot receive it twice, and cannot give it back to someone holding it
  const again = await put(winner.token, { user_coupon_id: c.id, to: winner.email, confirm: 1 })
  assert.equal(again.body.msg, '不能轉讓或領取自己的優惠券')
})

test('transfer: bad input and unknown receivers change nothing; confirm is required', async () => {
  const a = await user('tr-bad')
  const b = await user('tr-bad-b')
  const c = (await put(a.token, { code: 'CAMP30' })).body.data as UserCouponDTO
  for (const body of [
    { user_coupon_id: c.id, to: b.email }, // not confirmed
    { user_coupon_id: c.id, to: b.email, confirm: 0 },
    { user_coupon_id: c.id, to: '12345', confirm: 1 }, // phone too short (spec §5)
    { user_coupon_id: c.id, to: 'not-an-email', confirm: 1 },
    { user_coupon_id: 'x', to: b.email, confirm: 1 }
  ]) {
    assert.equal((await put(a.token, body)).status, 400, JSON.stringify(body))
  }
  const unknown = await put(a.token, { user_coupon_id: c.id, to: 'nobody-here@example.com', confirm: 1 }, 'en')
  assert.equal(unknown.body.msg, 'No account has this phone number or e-mail')
  const notMine = await put(b.token, { user_coupon_id: c.id, to: a.email, confirm: 1 })
  assert.equal(notMine.body.code, ErrorCode.BUSINESS)
  // the receiver already has the same coupon
  await put(b.token, { code: 'CAMP30' })
  const has = await put(a.token, { user_coupon_id: c.id, to: b.email, confirm: 1 }, 'en')
  assert.equal(has.body.msg, 'That account already has this coupon')
  assert.deepEqual(await couponOwners(c.id), [a.id])
})

test('a claim link: made once, 20 accounts claim in parallel, one gets it; the giver cannot', async () => {
  const a = await user('sh-giver')
  const c = (await put(a.token, { code: 'WELCOME50' })).body.data as UserCouponDTO
  const links = await parallel(5, () => put(a.token, { user_coupon_id: c.id, share: 1 }))
  const tokens = new Set(links.map((r) => (r.body.data as CouponShareDTO).token))
  assert.equal(tokens.size, 1, 'one open link per coupon')
  const [token] = [...tokens]

  const view = (await t.call('GET', `/v2/user_coupons/shared/${token}`, { lang: 'en' })).body.data as SharedCouponDTO
  assert.equal(view.state, 'open')
  assert.equal(view.title, 'Welcome NT$50 off')
  assert.equal((await put(a.token, { share_token: token })).body.msg, '不能轉讓或領取自己的優惠券')

  const claimers = await parallel(N, (i) => user(`sh-claim-${i}`))
  const answers = await parallel(N, (i) => put(claimers[i].token, { share_token: token }))
  const won = answers.filter((r) => r.body.code === 0)
  assert.equal(won.length, 1)
  for (const r of answers.filter((x) => x.body.code !== 0)) assert.equal(r.body.msg, '此優惠券已被領取或轉讓')
  const owners = await couponOwners(c.id)
  assert.equal(owners.length, 1)
  assert.ok(claimers.some((x) => x.id === owners[0]))
  assert.equal((await mine(a.token)).length, 0)
  const after = (await t.call('GET', `/v2/user_coupons/shared/${token}`)).body.data as SharedCouponDTO
  assert.equal(after.state, 'claimed')
  const rows = await t.database.db.select().from(couponShares).where(eq(couponShares.userCouponId, c.id))
  assert.equal(rows.filter((r) => r.claimedAt).length, 1)
  assert.equal((await put(a.token, { share_token: 'x'.repeat(24) })).body.code, ErrorCode.BUSINESS)
})

test('a transfer racing a checkout with the same coupon: the coupon is spent or given, never both', async () => {
  const a = await user('race-co')
  const b = await user('race-co-b')
  const c = (await put(a.token, { code: 'COURSE100' })).body.data as UserCouponDTO
  const [order, transfer] = await Promise.all([
    t.call('POST', '/v3/orders', {
      token: a.token,
      body: { sku: 'c-deep-sleep', phone: '912345678', user_coupon_id: c.id }
    }),
    put(a.token, { user_coupon_id: c.id, to: b.email, confirm: 1 })
  ])
  const owners = await couponOwners(c.id)
  assert.equal(owners.length, 1)
  if (transfer.body.code === 0) {
    assert.equal(owners[0], b.id)
    // the order that had reserved it (if it was made first) is closed, so paying it cannot use the coupon
    if (order.body.code === 0) {
      const pay = await t.call('POST', '/v3/pays', { token: a.token, body: { order_no: order.body.data.order_no } })
      assert.notEqual(pay.body.data?.status, 'paid')
    }
  } else {
    assert.equal(owners[0], a.id)
  }
})
