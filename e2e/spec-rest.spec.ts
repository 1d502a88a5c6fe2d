/**
 * Issue 33's screens, in the built H5 app against the real server: the meditation home's "new today" strip, this
 * user's price on a course page (the same best coupon the checkout then preselects) and the check-in poster.
 * Each is captured in zh-Hant and English.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`meditation home shows what is new today and opens its track (${lang})`, async ({ browser, request }) => {
    const daily = await api<{ list: { sku: string; resource: { id: number; title: string } }[] }>(request, {
      path: '/v3/meditation/dailyUpdate',
      lang: lang === 'en' ? 'en' : 'zh-Hant'
    })
    expect(daily.data.list.length).toBeGreaterThan(0) // the seed publishes two tracks at the start of its day
    const page = await pageAs(browser, null, lang)
    await page.goto('/pages/meditation/index')
    const strip = page.locator('.daily-updates')
    await expect(strip.getByRole('heading')).toHaveText(lang === 'en' ? 'New today' : '今日更新')
    await expect(strip.locator('.daily-update')).toHaveCount(daily.data.list.length)
    await expect(strip.locator('.daily-update__title').first()).toHaveText(daily.data.list[0].resource.title)
    await shot(page, `spec-rest-home-${lang}`)
    await strip.locator('.daily-update').first().click()
    await expect(page).toHaveURL(new RegExp(`/pages/meditation/play\\?.*resource_id=${daily.data.list[0].resource.id}`))
    await page.context().close()
  })

  test(`course page states this user's coupon price; the checkout starts from the same coupon (${lang})`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail('price'))
    for (const code of ['WELCOME50', 'COURSE100'])
      expect((await api(request, { method: 'PUT', path: '/v2/user_coupons', data: { code }, token })).code).toBe(0)
    const price = await api<{ user_coupon_id: number; pay_amount: number }>(request, {
      path: '/v3/get/study/price',
      data: { sku: 'c-emotions' },
      token
    })
    expect(price.data.pay_amount).toBe(880)
    const page = await pageAs(browser, token, lang)
    await page.goto('/pages/course/detail?sku=c-emotions')
    const line = page.getByTestId('your-price')
    await expect(line).toContainText('880')
    await expect(line).toContainText(lang === 'en' ? 'you pay' : '你只需付')
    await shot(page, `spec-rest-price-${lang}`)
    await page.goto('/pages/course/order?sku=c-emotions')
    await expect(page.locator('.order__coupon--on')).toHaveAttribute('data-coupon', String(price.data.user_coupon_id))
    await page.context().close()
  })

  test(`check-in poster draws the day's practice and can be saved (${lang})`, async ({ browser, request }) => {
    const token = await loginByEmail(request, uniqueEmail('poster'))
    const goods = await api<{ resources: { id: number }[] }>(request, { path: '/v3/meditation/goods/m-beginner' })
    const log = await api(request, {
      method: 'POST',
      path: '/v3/meditation/playLog',
      data: { sku: 'm-beginner', resource_id: goods.data.resources[0].id, playtime: 600 },
      token
    })
    expect(log.code).toBe(0)
    const page = await pageAs(browser, token, lang)
    await page.goto('/mine/pages/checkInPoster/index')
    const canvas = page.getByTestId('poster-canvas')
    await expect(canvas).toHaveAttribute('aria-label', lang === 'en' ? /10 min of practice/ : /練習 10 分鐘/)
    const size = await canvas.evaluate((c: HTMLCanvasElement) => c.width / c.height)
    expect(size).toBeCloseTo(375 / 650, 3)
    await expect(page.getByTestId('poster-download')).toHaveAttribute('href', /^data:image\/png;base64,/)
    await shot(page, `spec-rest-poster-${lang}`)
    await page.context().close()
  })
}

test('the session end sheet leads to the check-in poster of the session just played', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const token = await loginByEmail(request, uniqueEmail('poster-end'))
  const goods = await api<{ resources: { id: number }[] }>(request, { path: '/v3/meditation/goods/m-beginner', token })
  const page = await pageAs(browser, token, 'zh')
  // day 1 is free and lasts 12 s
  await page.goto(`/pages/meditation/play?sku=m-beginner&resource_id=${goods.data.resources[0].id}`)
  const sheet = page.getByRole('dialog', { name: '這一節結束了' })
  await expect(sheet).toBeVisible({ timeout: 30_000 })
  await sheet.getByRole('link', { name: '儲存打卡海報' }).click()
  await expect(page).toHaveURL(/\/mine\/pages\/checkInPoster\/index/)
  await expect(page.getByTestId('poster-canvas')).toHaveAttribute('aria-label', /練習 1\d 秒$/)
  await page.context().close()
})

test('check-in poster: a visitor is asked to log in', async ({ browser }) => {
  const page = await pageAs(browser, null, 'zh')
  await page.goto('/mine/pages/checkInPoster/index')
  await expect(page.getByText('登入後即可生成你的打卡海報')).toBeVisible()
  await page.context().close()
})
