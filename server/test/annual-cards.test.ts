/**
 * Annual-card pricing holds (issue 27, from an outside review), on the engine of this run:
 * - three annual cards plus one upgrade cost three years of the advanced card, not one;
 * - an annual-card gift claimed by an advanced-card holder adds what it is worth at the advanced rate, it does not
 *   renew the advanced card; an advanced-card gift claimed by an annual-card holder does not turn years of the
 *   annual card into years of the advanced one;
 * - an upgrade priced against one card state never settles against another (a card bought meanwhile): refunded;
 * - 20 parallel requests: one wins, nothing minted or lost.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq, inArray } from 'drizzle-orm'
import type { GiftDTO, OrderDTO } from '@app/protocol'
import { orders, users } from '../src/db/schema'
import type { PaymentProvider } from '../src/providers/payment'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
const YEAR = 365 * DAY
const N = 20
let t: TestApp
/** Orders whose payment the provider keeps 'pending' until asked again (a real provider confirming later). */
const slow = new Set<string>()
const refunds: string[] = []
const provider: PaymentProvider = {
  // not a demo provider: the status poll asks it (it skips demo providers, which confirm at once)
  name: 'stubpay',
  demo: false,
  async pay(req) {
    return slow.has(req.orderNo) ? { status: 'pending' } : { status: 'paid', txn: `dev-${req.orderNo}` }
  },
  async refund(req) {
    refunds.push(req.orderNo)
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

let n = 0
const user = (p: string) => loginWithEmail(t, `${p}-${++n}-${Date.now()}@example.com`)
const order = async (token: string, sku: string, gift = false): Promise<OrderDTO> => {
  const res = await t.call('POST', '/v3/orders', { token, body: { sku, ...(gift ? { gift: 1 } : {}) } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data
}
const pay = (token: string, orderNo: string) => t.call('POST', '/v3/pays', { token, body: { order_no: orderNo } })
const buy = async (token: string, sku: string, gift = false) => {
  const o = await order(token, sku, gift)
  const r = await pay(token, o.order_no)
  assert.equal(r.body.data?.order.status, 'paid', JSON.stringify(r.body))
  return o
}
async function card(id: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id))
  return { level: u.annualCardLevel, expiresAt: u.annualCardExpireAt?.getTime() ?? 0 }
}
const parallel = <T>(k: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: k }, (_, i) => f(i)))

test('three annual cards plus one upgrade cost three years of the advanced card', async () => {
  const u = await user('stack')
  for (let i = 0; i < 3; i++) await buy(u.token, 'annual-card')
  assert.deepEqual(await card(u.id), { level: 1, expiresAt: t.clock.now + 3 * YEAR })
  const up = await order(u.token, 'annual-card-advanced')
  // NT$3999 × 3 years less the unused NT$1999 × 3: NT$6000, so the four orders cost 3 × NT$3999 in all
  assert.equal(up.pay_amount, 6000)
  const quote = (await t.call('GET', '/v3/orders/quote', { token: u.token, query: { sku: 'annual-card-advanced' } }))
    .body.data
  assert.equal(quote.pay_amount, 6000)
  const equity = (await t.call('GET', '/v3/get/course/vip/equity', { token: u.token })).body.data
  assert.equal(equity.cards.find((c: { level: number }) => c.level === 2).pay_price, 6000)
  await pay(u.token, up.order_no)
  assert.deepEqual(await card(u.id), { level: 2, expiresAt: t.clock.now + 3 * YEAR })
  const paid = await t.database.db.select({ c: orders.payCents }).from(orders).where(eq(orders.userId, u.id))
  assert.equal(
    paid.reduce((s, r) => s + r.c, 0),
    3 * 399_900
  )
})

test('an annual-card gift claimed by an advanced-card holder adds its worth in advanced time, no renewal', async () => {
  const holder = await user('adv-holder')
  await buy(holder.token, 'annual-card-advanced')
  // 10 days of the advanced card left
  await t.database.db
    .update(users)
    .set({ annualCardExpireAt: new Date(t.clock.now + 10 * DAY) })
    .where(eq(users.id, holder.id))
  const before = await card(holder.id)
  const giver = await user('giver')
  const o = await buy(giver.token, 'annual-card', true)
  const gift: GiftDTO = (
    await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: o.order_no } })
  ).body.data
  const claimed = await t.call('POST', '/v3/gift/claim', { token: holder.token, body: { token: gift.token } })
  assert.equal(claimed.body.code, 0, JSON.stringify(claimed.body))
  const after = await card(holder.id)
  assert.equal(after.level, 2)
  // 365 days of a NT$1999 card at the NT$3999 card's rate: 182.4 days, not a renewal to a year from now
  const added = Math.floor((YEAR * 1999) / 3999)
  assert.equal(after.expiresAt, before.expiresAt + added)
  assert.ok(after.expiresAt < t.clock.now + YEAR)
})

test('an advanced-card gift claimed by a holder of three annual years converts them, it does not upgrade them', async () => {
  const holder = await user('annual-holder')
  for (let i = 0; i < 3; i++) await buy(holder.token, 'annual-card')
  const giver = await user('adv-giver')
  const o = await buy(giver.token, 'annual-card-advanced', true)
  const gift: GiftDTO = (
    await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: o.order_no } })
  ).body.data
  assert.equal(
    (await t.call('POST', '/v3/gift/claim', { token: holder.token, body: { token: gift.token } })).body.code,
    0
  )
  const after = await card(holder.id)
  assert.equal(after.level, 2)
  // one year of the gift plus three annual years worth 1999/3999 of advanced time each
  assert.equal(after.expiresAt, t.clock.now + YEAR + Math.floor((3 * YEAR * 1999) / 3999))
})

test('an upgrade priced for one card state is refunded when another annual card settles first', async () => {
  const u = await user('stale-upgrade')
  await buy(u.token, 'annual-card')
  const up = await order(u.token, 'annual-card-advanced')
  assert.equal(up.pay_amount, 2000)
  slow.add(up.order_no)
  assert.equal((await pay(u.token, up.order_no)).body.data.order.status, 'pending') // charged, not confirmed yet
  await buy(u.token, 'annual-card') // a second annual year settles meanwhile
  // the provider's confirmation of the upgrade arrives (the user's own status poll asks it)
  const s = await t.call('GET', '/v3/get/order/status', { token: u.token, query: { order_no: up.order_no } })
  assert.equal(s.body.data.status, 'refunded')
  assert.ok(refunds.includes(up.order_no), 'the money went back through the provider')
  // two annual years held, not two advanced years for a one-year upgrade price
  assert.deepEqual(await card(u.id), { level: 1, expiresAt: t.clock.now + 2 * YEAR })
})

test(`${N} parallel payments of an upgrade and its status polls: one settle, the card once`, async () => {
  const u = await user('parallel-upgrade')
  for (let i = 0; i < 2; i++) await buy(u.token, 'annual-card')
  const up = await order(u.token, 'annual-card-advanced')
  const results = await parallel(N, (i) =>
    i % 2
      ? pay(u.token, up.order_no)
      : t.call('GET', '/v3/get/order/status', { token: u.token, query: { order_no: up.order_no } })
  )
  for (const r of results) assert.equal(r.body.code, 0, JSON.stringify(r.body))
  assert.deepEqual(await card(u.id), { level: 2, expiresAt: t.clock.now + 2 * YEAR })
  const rows = await t.database.db.select().from(orders).where(eq(orders.userId, u.id))
  assert.equal(rows.filter((r) => r.status === 'paid').length, 3)
  assert.equal(rows.find((r) => r.orderNo === up.order_no)!.status, 'paid')
})

test(`${N} advanced-card holders claim one annual-card gift in parallel: one gains its worth, the others nothing`, async () => {
  const holders = await parallel(N, () => user('claimer'))
  for (const h of holders) await buy(h.token, 'annual-card-advanced')
  const before = new Map<number, number>()
  for (const h of holders) before.set(h.id, (await card(h.id)).expiresAt)
  const giver = await user('gift-parallel')
  const o = await buy(giver.token, 'annual-card', true)
  const gift: GiftDTO = (
    await t.call('GET', '/v3/get/gift/order', { token: giver.token, query: { order_no: o.order_no } })
  ).body.data
  const claims = await parallel(N, (i) =>
    t.call('POST', '/v3/gift/claim', { token: holders[i].token, body: { token: gift.token } })
  )
  assert.equal(claims.filter((r) => r.body.code === 0).length, 1)
  const rows = await t.database.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        holders.map((h) => h.id)
      )
    )
  const gained = rows.filter((r) => r.annualCardExpireAt!.getTime() !== before.get(r.id))
  assert.equal(gained.length, 1)
  assert.equal(gained[0].annualCardExpireAt!.getTime() - before.get(gained[0].id)!, Math.floor((YEAR * 1999) / 3999))
  assert.ok(rows.every((r) => r.annualCardLevel === 2))
})
