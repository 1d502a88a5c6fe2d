/**
 * The annual card benefits page offers one card per level (issue 31): the console can publish a second card of a
 * level, and the page then listed both as tabs of the same level. The one offered is the first published card of
 * the level in the catalogue's order, the card the upgrade is priced from (routes/commerce/equity.ts).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { EquityDTO } from '@app/protocol'
import { users } from '../src/db/schema'
import { adminCall, signedIn, type SignedIn } from './admin-fixtures'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
before(async () => {
  t = await createTestApp()
  editor = await signedIn(t, 'editor')
})
after(() => t.close())

const equity = async (token?: string, lang: 'zh-Hant' | 'en' = 'zh-Hant'): Promise<EquityDTO> =>
  (await t.call('GET', '/v3/get/course/vip/equity', { token, lang })).body.data

async function publishedCard(
  kind: 'course_annual' | 'course_annual_advanced',
  titleZh: string,
  priceCents: number,
  days = 365
) {
  const made = await adminCall(t, 'POST', '/admin/api/annual-cards', {
    cookie: editor.cookie,
    body: { kind, titleZh, titleEn: `${titleZh} (en)`, priceCents, days }
  })
  assert.equal(made.status, 200, JSON.stringify(made.body))
  const pub = await adminCall(t, 'POST', `/admin/api/annual-cards/${made.body.id}/publish`, { cookie: editor.cookie })
  assert.equal(pub.status, 200, JSON.stringify(pub.body))
  return made.body as { id: number; code: string }
}

test('a second published card of a level is not offered beside the first: one card per level', async () => {
  const seeded = await equity()
  assert.deepEqual(
    seeded.cards.map((c) => c.level),
    [1, 2]
  )
  const first = Object.fromEntries(seeded.cards.map((c) => [c.level, c.product.code]))

  const promo = await publishedCard('course_annual', '春季年卡', 99_900)
  await publishedCard('course_annual_advanced', '春季進階年卡', 199_900)
  for (const lang of ['zh-Hant', 'en'] as const) {
    const shown = await equity(undefined, lang)
    assert.deepEqual(
      shown.cards.map((c) => c.level),
      [1, 2],
      lang
    )
    // the first of each level in the catalogue's order: the seeded cards, which the upgrade is priced from
    assert.equal(shown.cards[0].product.code, first[1])
    assert.equal(shown.cards[1].product.code, first[2])
  }

  // a holder of the annual card: the advanced card offered is the one its upgrade price is reckoned with
  const u = await loginWithEmail(t, `equity-${Date.now()}@example.com`)
  const quote = await t.call('GET', '/v3/orders/quote', { token: u.token, query: { sku: first[2] } })
  assert.equal(quote.body.code, 0, JSON.stringify(quote.body))
  const mine = await equity(u.token)
  assert.equal(mine.cards.filter((c) => c.level === 2).length, 1)
  assert.equal(mine.cards.find((c) => c.level === 2)!.pay_price, quote.body.data.pay_amount)

  // the card of a level that was not first comes to the page once the first is unpublished
  const [seededAnnual] = (
    await adminCall(t, 'GET', '/admin/api/annual-cards', { cookie: editor.cookie, query: { _end: 50 } })
  ).body.filter((c: { code: string }) => c.code === first[1])
  const off = await adminCall(t, 'POST', `/admin/api/annual-cards/${seededAnnual.id}/unpublish`, {
    cookie: editor.cookie
  })
  assert.equal(off.status, 200, JSON.stringify(off.body))
  const after = await equity()
  assert.deepEqual(
    after.cards.map((c) => [c.level, c.product.code]),
    [
      [1, promo.code],
      [2, first[2]]
    ]
  )
})

test('a card bought runs for its own days, though another card of its level comes first in the catalogue', async () => {
  const DAY = 86_400_000
  const twoYears = await publishedCard('course_annual', '兩年年卡', 159_900, 730)
  await publishedCard('course_annual', '夏季年卡', 89_900, 365) // published after it: not the card bought
  const u = await loginWithEmail(t, `two-years-${Date.now()}@example.com`)
  const made = await t.call('POST', '/v3/orders', { token: u.token, body: { sku: twoYears.code } })
  assert.equal(made.body.code, 0, JSON.stringify(made.body))
  const paid = await t.call('POST', '/v3/pays', { token: u.token, body: { order_no: made.body.data.order_no } })
  assert.equal(paid.body.data?.order.status, 'paid', JSON.stringify(paid.body))
  const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id))
  assert.equal(row.annualCardLevel, 1)
  // the grant took the terms of the card bought (730 days), not those of the level's first card (365)
  const days = (row.annualCardExpireAt!.getTime() - t.clock.now) / DAY
  assert.ok(Math.abs(days - 730) < 1, `runs ${days} days`)
})
