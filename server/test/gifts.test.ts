/**
 * Membership invitations and gifts under concurrency, on PGlite and (with DATABASE_URL) PostgreSQL:
 * - the friend's trial is granted once for 20 parallel accepts; the inviter's gold arrives once, at the friend's
 *   first payment, even when 20 payments of the friend's orders settle in parallel;
 * - a gift bought through the checkout (gift=1) is claimed by one of 20 parallel claimers; the giver cannot claim
 *   it; after 30 days it cannot be claimed and the giver (20 parallel take-backs) gets it back once.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { ErrorCode, type GiftDTO, type GoldEntryDTO, type MemberInviteRecordDTO, type Paged } from '@app/protocol'
import { gifts, memberInvites, userCourses } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const N = 20
const DAY = 86_400_000
let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const parallel = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const user = (p: string) => loginWithEmail(t, `${p}-${stamp()}@example.com`)
const memberOf = async (token: string) => (await t.call('GET', '/v3/meditation/memberInfo', { token })).body.data
const goldOf = async (token: string): Promise<number> =>
  (await t.call('GET', '/v3/get/invite/gold', { token })).body.data.balance
const buy = async (token: string, sku: string, gift = false) => {
  const body = { sku, phone: '912345678', ...(gift ? { gift: 1 } : {}) }
  const o = await t.call('POST', '/v3/orders', { token, body })
  assert.equal(o.body.code, 0, JSON.stringify(o.body))
  return o.body.data.order_no as string
}
const pay = (token: string, orderNo: string) => t.call('POST', '/v3/pays', { token, body: { order_no: orderNo } })
const accept = (token: string, inviter: number, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/v3/invite/member/accept', {
    token,
    body: { invite_user_id: String(inviter), invite_product_code: 'meditation_vip', invite_id: 'share-1', ...extra }
  })

test('a membership invitation: one trial for 20 parallel accepts, the reward once at the first payment', async () => {
  const a = await user('mi-inviter')
  const b = await user('mi-friend')
  const offer = await t.call('GET', '/v3/get/invite/member/offer', { query: { invite_user_id: String(a.id) } })
  assert.equal(offer.body.data.trial_days, 7)
  assert.equal(offer.body.data.inviter.id, a.id)
  assert.equal(offer.body.data.mine, null)

  assert.equal((await accept(a.token, a.id)).body.data.reason, 'self')
  const answers = await parallel(N, () => accept(b.token, a.id))
  assert.equal(answers.filter((r) => r.body.data.accepted).length, 1, JSON.stringify(answers.map((r) => r.body)))
  assert.equal(answers.filter((r) => r.body.data.reason === 'already').length, N - 1)
  const rows = await t.database.db.select().from(memberInvites).where(eq(memberInvites.inviteeId, b.id))
  assert.equal(rows.length, 1)
  assert.equal(rows[0].inviteRef, 'share-1')
  const m = await memberOf(b.token)
  assert.equal(m.isVip, 1)
  const days = (new Date(m.expire_at).getTime() - t.clock.now) / DAY
  assert.ok(Math.abs(days - 7) < 0.01, `trial of 7 days, got ${days}`)
  const mine = await t.call('GET', '/v3/get/invite/member/offer', {
    token: b.token,
    query: { invite_user_id: String(a.id) }
  })
  assert.equal(mine.body.data.mine.trial_days, 7)

  // another inviter cannot invite the same friend again, and an old member gets no trial
  const c = await user('mi-other')
  assert.equal((await accept(b.token, c.id)).body.data.reason, 'already')
  const member = await user('mi-member')
  await pay(member.token, await buy(member.token, 'vip-month'))
  assert.equal((await accept(member.token, c.id)).body.data.reason, 'not_new', 'a member gets no trial')

  // no gold before the friend pays
  assert.equal(await goldOf(a.token), 0)
  // the friend's first payment: two orders (membership and a course) paid in parallel, 20 requests each
  const o1 = await buy(b.token, 'vip-month')
  const o2 = await buy(b.token, 'c-breathwork')
  const pays = await parallel(N, (i) => pay(b.token, i % 2 ? o1 : o2))
  assert.ok(
    pays.every((r) => r.body.code === 0),
    JSON.stringify(pays.find((r) => r.body.code !== 0)?.body)
  )
  assert.equal(await goldOf(a.token), 200)
  const audit = await t.app.ctx.repos.gold.audit(a.id)
  assert.deepEqual(audit, { ledger: 200, balance: 200 })
  const ledger = (await t.call('GET', '/v3/get/invite/ledger', { token: a.token })).body.data as Paged<GoldEntryDTO>
  assert.equal(ledger.total, 1)
  assert.equal(ledger.list[0].reason, 'member_invite')
  assert.ok(ledger.list[0].detail.includes('*'), 'the friend is masked')
  // a later payment pays nothing more
  await pay(b.token, await buy(b.token, 'c-mindfulness'))
  assert.equal(await goldOf(a.token), 200)

  const records = (await t.call('GET', '/v3/get/invite/member/records', { token: a.token })).body
    .data as Paged<MemberInviteRecordDTO>
  assert.equal(records.total, 1)
  assert.equal(records.list[0].status, 'rewarded')
  assert.equal(records.list[0].gold, 200)
})

test('the accept refuses another product and a missing inviter; a logged-out accept is 1100', async () => {
  const b = await user('mi-bad')
  const wrong = await accept(b.token, 1, { invite_product_code: 'course_annual' })
  assert.equal(wrong.body.code, ErrorCode.BUSINESS)
  assert.equal((await accept(b.token, 99_999_999)).body.data.reason, 'no_inviter')
  const anon = await t.call('POST', '/v3/invite/member/accept', { body: { invite_user_id: '1' } })
  assert.equal(anon.body.code, ErrorCode.NOT_LOGGED_IN)
})

test('a gift: bought through the checkout, claimed once of 20 parallel claims, never by the giver', async () => {
  const giver = await user('gift-giver')
  const orderNo = await buy(giver.token, 'c-breathwork', true)
  const paid = await pay(giver.token, orderNo)
  assert.equal(paid.body.code, 0, JSON.stringify(paid.body))
  // the giver did not get the course
  const gift = (await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: orderNo } })).body
    .data as GiftDTO
  assert.equal(gift.status, 'unclaimed')
  assert.ok(gift.token && gift.token.length >= 16)
  const owned = await t.database.db.select().from(userCourses).where(eq(userCourses.userId, giver.id))
  assert.equal(owned.length, 0, 'a gift is not granted to its buyer')

  // the giver may buy the same course as a gift again while owning nothing; the list shows both tabs right
  const list = (await t.call('GET', '/v3/gifts', { token: giver.token, query: { status: 'unclaimed' } })).body.data
  assert.equal(list.total, 1)

  // the share page is public and hides the token from others
  const shared = await t.call('GET', `/v3/get/gift/share/${gift.token}`, { lang: 'en' })
  assert.equal(shared.body.data.token, null)
  assert.equal(shared.body.data.title, 'Breathwork')

  const own = await t.call('POST', '/v3/gift/claim', { token: giver.token, body: { token: gift.token } })
  assert.equal(own.body.code, ErrorCode.BUSINESS)
  assert.match(own.body.msg, /你送出的禮物/)

  const friends = await parallel(N, (i) => user(`gift-friend${i}`))
  const claims = await parallel(N, (i) =>
    t.call('POST', '/v3/gift/claim', { token: friends[i].token, body: { token: gift.token }, lang: 'en' })
  )
  const won = claims.filter((r) => r.body.code === 0)
  assert.equal(won.length, 1, JSON.stringify(claims.map((r) => r.body.msg)))
  for (const r of claims.filter((x) => x.body.code !== 0)) {
    assert.equal(r.body.code, ErrorCode.BUSINESS)
    assert.equal(r.body.msg, 'This gift has already been claimed')
  }
  const owners = await t.database.db.select().from(userCourses).where(eq(userCourses.source, 'gift'))
  assert.equal(owners.filter((o) => friends.some((f) => f.id === o.userId)).length, 1, 'granted once')
  const winner = friends[claims.indexOf(won[0])]
  const again = await t.call('POST', '/v3/gift/claim', { token: winner.token, body: { token: gift.token } })
  assert.equal(again.body.msg, '你已領取此禮物')

  const detail = (await t.call('GET', `/v3/get/gift/${gift.id}`, { token: giver.token })).body.data as GiftDTO
  assert.equal(detail.status, 'claimed')
  assert.ok(detail.claimed_by && detail.claimed_by.includes('*'))
  assert.equal(detail.reclaimable, 0)
  const notMine = await t.call('GET', `/v3/get/gift/${gift.id}`, { token: winner.token })
  assert.equal(notMine.status, 404)
})

test('a gift expires after 30 days: nobody can claim it, the giver takes it back once (20 parallel)', async () => {
  const giver = await user('gift-late')
  const orderNo = await buy(giver.token, 'vip-month', true)
  assert.equal((await pay(giver.token, orderNo)).body.code, 0)
  assert.equal((await memberOf(giver.token)).isVip, 0, 'a membership gift does not make the buyer a member')
  const gift = (await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: orderNo } })).body
    .data as GiftDTO
  const early = await t.call('POST', '/v3/gift/reclaim', { token: giver.token, body: { id: gift.id } })
  assert.match(early.body.msg, /30 天/)

  const friend = await user('gift-late-friend')
  // 30 days on: the gift's time is over (sessions would end if the clock moved that far)
  await t.database.db
    .update(gifts)
    .set({ expiresAt: new Date(t.clock.now - 1000) })
    .where(eq(gifts.id, gift.id))
  {
    const late = await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: gift.token } })
    assert.equal(late.body.msg, '此禮物已過期，無法領取')
    const expired = (await t.call('GET', '/v3/gifts', { token: giver.token, query: { status: 'expired' } })).body.data
    assert.equal(expired.total, 1)
    assert.equal(expired.list[0].reclaimable, 1)
    const backs = await parallel(N, () =>
      t.call('POST', '/v3/gift/reclaim', { token: giver.token, body: { id: gift.id } })
    )
    assert.equal(backs.filter((r) => r.body.code === 0).length, 1)
    assert.ok(backs.filter((r) => r.body.code !== 0).every((r) => r.body.msg === '此禮物已被領取'))
    assert.equal((await memberOf(giver.token)).isVip, 1, 'the membership went to the giver')
    const [row] = await t.database.db.select().from(gifts).where(eq(gifts.id, gift.id))
    assert.equal(row.status, 'reclaimed')
    // taking it back again, or claiming it now, changes nothing
    const late2 = await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: gift.token } })
    assert.equal(late2.body.code, ErrorCode.BUSINESS)
    assert.equal((await memberOf(friend.token)).isVip, 0)
  }
})

test('a free course cannot be bought as a gift; an owned course can', async () => {
  const u = await user('gift-free')
  const free = await t.call('POST', '/v3/orders', {
    token: u.token,
    body: { sku: 'c-tea-zen', gift: 1, phone: '912345678' }
  })
  assert.equal(free.body.code, ErrorCode.BUSINESS)
  await pay(u.token, await buy(u.token, 'c-emotions'))
  const own = await t.call('POST', '/v3/orders', { token: u.token, body: { sku: 'c-emotions', phone: '912345678' } })
  assert.equal(own.body.code, ErrorCode.BUSINESS)
  const gift = await buy(u.token, 'c-emotions', true)
  assert.equal((await pay(u.token, gift)).body.code, 0)
})
