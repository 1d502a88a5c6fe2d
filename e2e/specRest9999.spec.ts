/**
 * Issue 33, error code 9999 (spec §8: "redirect to the annual pass equity page"), in the built H5 app against the
 * real server: a signed-in user without an annual card opens the members-only replay (card-only content: a card
 * level and no price) where the search and the live list send them; the server answers 9999 and the app replaces
 * the player with the annual card's equity page, which says why it opened and lists that replay among what the
 * card opens. A card holder plays it. The course page offers the card instead of a buy button (there is nothing to
 * buy: ordering it is answered 9999) and its button opens the same page. Captured in zh-Hant and English.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'

const REPLAY = '/pages/course/play?sku=l-replay-sleep&isLookBack=1'
const EQUITY = /\/mine\/pages\/annualPass\/equity(\?|$)/

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`card-only replay without the card: 9999 leads to the annual card page (${lang})`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail('no-card'))
    const answer = await api(request, {
      path: '/v3/course/playInfo/l-replay-sleep',
      data: { isLookBack: 1 },
      token,
      lang: lang === 'en' ? 'en' : 'zh-Hant'
    })
    expect(answer.code).toBe(9999)

    const page = await pageAs(browser, token, lang)
    await page.goto('/pages/course/detail?sku=l-replay-sleep')
    await expect(page.locator('.course-detail__title')).toHaveText(
      lang === 'en' ? 'Replay: Relax before Sleep' : '回放：睡前放鬆'
    )
    await page.goto(REPLAY)
    await expect(page).toHaveURL(EQUITY)
    await expect(page.locator('.eq__heading')).toBeVisible()
    // it says why it opened
    await expect(page.getByTestId('equity-required')).toHaveText(
      lang === 'en'
        ? 'What you opened is for annual card holders: get a card to watch it'
        : '你要看的內容限年卡會員觀看，開通年卡即可觀看'
    )
    // the card page names the replay that sent the user here among what the card opens
    await expect(page.getByText(lang === 'en' ? 'Replay: Relax before Sleep' : '回放：睡前放鬆').first()).toBeVisible()
    await shot(page, `spec-rest-9999-${lang}`)
    // a redirect: going back does not return to the player that needed the card
    await page.goBack()
    await expect(page).toHaveURL(/\/pages\/course\/detail\?sku=l-replay-sleep/)
    await page.context().close()
  })
}

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`card-only replay: the course page offers the annual card, not a buy button, and opens its page (${lang})`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail('no-card-buy'))
    const page = await pageAs(browser, token, lang)
    await page.goto('/pages/course/detail?sku=l-replay-sleep')
    await expect(page.locator('.course-detail__price')).toHaveText(lang === 'en' ? 'Annual card only' : '年卡專享')
    const bar = page.locator('.course-detail__bar')
    const primary = bar.locator('.course-detail__primary')
    await expect(primary).toHaveText(lang === 'en' ? 'See the annual card' : '查看年卡方案')
    // the whole label fits its button (a price beside it cut the English one)
    expect(await primary.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true)
    // nothing to buy: no buy button anywhere on the page (ordering it would be answered 9999)
    await expect(page.getByText(lang === 'en' ? 'Buy course' : '購買課程')).toHaveCount(0)
    await shot(page, `spec-rest-card-only-detail-${lang}`)
    await primary.click()
    await expect(page).toHaveURL(EQUITY)
    await expect(page.getByTestId('equity-required')).toBeVisible()
    // pushed, not a redirect: back returns to the course
    await page.goBack()
    await expect(page).toHaveURL(/\/pages\/course\/detail\?sku=l-replay-sleep/)
    await page.context().close()
  })
}

test('the card holder plays the same replay (no redirect)', async ({ browser, request }) => {
  const login = await api<{ token: string }>(request, {
    method: 'POST',
    path: '/v3/user/password/login',
    data: { account: 'vip@demo.jingxin', password: 'jingxin-demo' }
  })
  const page = await pageAs(browser, login.data.token, 'zh')
  await page.goto(REPLAY)
  await expect(page.locator('video').first()).toHaveAttribute('src', /\/media\//)
  await expect(page).toHaveURL(/\/pages\/course\/play/)
  await page.context().close()
})
