/**
 * Issue 32, what a paying user meets around money, in zh-Hant and English at 390×844 with axe on each page:
 * a paid camp opens on its own page after paying (today's task, future days dated and closed, its length true).
 */
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import type { UserCouponDTO } from '../src/protocol/commerce'
import { shot, storeLogin } from './support/pages'

const setLocale = (page: Page, lang: 'zh-Hant' | 'en') =>
  page.evaluate((l) => {
    localStorage.setItem('locale', JSON.stringify({ data: l }))
    localStorage.setItem('lang', JSON.stringify({ data: l }))
  }, lang)

/** Pays the order page's item with the demo payment (an online item asks for nothing more). */
async function payOnOrderPage(page: Page, sku: string) {
  await page.goto(`/pages/course/order?sku=${sku}`)
  await expect(page.locator('.order-pay')).toBeVisible()
  await page.locator('.order-pay').click()
  await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX/)
  await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
}

test('a paid camp: "start learning" opens the camp page with today\'s task; future days are dated and closed', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('camp-buyer'))
  await storeLogin(page, token)
  await payOnOrderPage(page, 'camp-21days')
  await expect(page.locator('.pr__next')).toHaveText('開始學習')
  await page.locator('.pr__next').click()

  await expect(page).toHaveURL(/\/study\/pages\/course\/onlineCamp\?commodity_id=14/)
  await expect(page.getByRole('heading', { name: '21 天正念訓練營' })).toBeVisible()
  // the seeded camp started two days ago: day 3 is today's task, and it is open in the player
  await expect(page.locator('.camp-today')).toHaveAttribute('data-today', '3')
  await expect(page.locator('.camp-player')).toHaveAttribute('data-day', '3')
  // the stated length is the number of days listed
  await expect(page.locator('.camp-day')).toHaveCount(21)
  await expect(page.locator('.camp-progress')).toHaveText('已完成 0 / 21 天')
  // a future day says when it opens and cannot be opened
  const day4 = page.locator('.camp-day[data-day="4"]')
  await expect(day4).toHaveClass(/is-locked/)
  await expect(day4.locator('.course-event__day-state').last()).toHaveText(/^\d{4}\/\d{2}\/\d{2} 開放$/)
  await expect(day4.getByRole('button')).toHaveCount(0)
  // an open day is tappable and leads to its content
  await expect(page.locator('.camp-day[data-day="1"] .course-event__day-state').last()).toHaveText('已開放')
  await page.locator('.camp-day[data-day="1"]').getByRole('button').click()
  await expect(page.locator('.camp-player')).toHaveAttribute('data-day', '1')
  await expect(page.getByText('找不到該資源')).toHaveCount(0)
  await shot(page, 'h1-camp-zh')

  await setLocale(page, 'en')
  await page.reload()
  await expect(page.getByRole('heading', { name: '21-Day Mindfulness Camp' })).toBeVisible()
  await expect(page.locator('.camp-progress')).toHaveText('0 of 21 days done')
  await expect(day4.locator('.course-event__day-state').last()).toHaveText(/^Opens \d{4}\/\d{2}\/\d{2}$/)
  await expect(page.locator('.camp-day[data-day="2"] .course-event__day-state').last()).toHaveText('Open')
  await shot(page, 'h1-camp-en')
})

test('Me → 兌換碼 takes a course code and says what it granted; the course entry is the same page for every code', async ({
  page,
  request
}) => {
  // several pages, each audited with axe and pictured in two languages, on a shared 2-core machine
  test.setTimeout(150_000)
  const token = await loginByEmail(request, uniqueEmail('redeem-any'))
  await storeLogin(page, token)
  await page.goto('/mine/pages/index')
  await page.getByText('兌換碼', { exact: true }).click()
  await expect(page).toHaveURL(/\/pages\/meditation\/exChange/)
  const input = page.locator('.xc__code input, input.xc__code')
  const submit = page.locator('.xc__submit')
  await expect(page.getByText('會員兌換碼、課程兌換碼與優惠碼都在這裡兌換。', { exact: false })).toBeVisible()
  // a course code here used to be "兌換碼不存在"
  await input.fill('jxcourse-0001')
  await submit.click()
  await expect(page.locator('.xc__done')).toHaveAttribute('data-kind', 'course')
  await expect(page.locator('.xc__detail')).toHaveText('「情緒療癒」已加入你的課程，永久屬於你。')
  await expect(page.locator('.xc__learn')).toHaveText('開始學習')
  await shot(page, 'h1-redeem-course-zh')
  // a code no kind knows is still named as such
  await page.getByText('再兌換一個').click()
  await input.fill('NOSUCHCODE9')
  await submit.click()
  await expect(page.locator('.xc__error')).toHaveText('兌換碼不存在，請確認後再輸入')

  // the course tab's entry, in English: a coupon code and a membership code on the same page
  await setLocale(page, 'en')
  await page.goto('/pages/course/exChangeCourse')
  await expect(page.getByRole('heading', { name: 'Enter your exchange code' })).toBeVisible()
  await input.fill('welcome50')
  await submit.click()
  await expect(page.locator('.xc__done')).toHaveAttribute('data-kind', 'coupon')
  await expect(page.locator('.xc__detail')).toHaveText('You have the coupon “Welcome NT$50 off”; use it at checkout.')
  await expect(page.locator('.xc__learn')).toHaveText('See my coupons')
  await shot(page, 'h1-redeem-coupon-en')
  await page.getByText('Redeem another').click()
  await input.fill('JXVIP30DEMO1')
  await submit.click()
  await expect(page.locator('.xc__done')).toHaveAttribute('data-kind', 'product')
  await expect(page.locator('.xc__until')).toContainText('Member until')
  await page.getByText('Redeem another').click()
  await input.fill('jxcourse0002')
  await submit.click()
  await expect(page.locator('.xc__error')).toHaveText('You already own this course')
  await shot(page, 'h1-redeem-error-en')
})

test('money pages explain a failure and what to do, never a field name or a bare "not found"', async ({
  page,
  request
}) => {
  // several pages, each audited with axe and pictured in two languages, on a shared 2-core machine
  test.setTimeout(150_000)
  const token = await loginByEmail(request, uniqueEmail('money-errors'))
  await storeLogin(page, token)
  const error = page.locator('.state-view--error .state-view__text')
  const next = page.locator('.money-error__next')

  // the pay result without an order number answered "欄位「order_no」不正確"
  await page.goto('/pages/payResult/result')
  await expect(error).toHaveText('找不到這筆訂單。請到「已購項目」查看付款紀錄；若已付款卻沒有紀錄，請聯絡客服。')
  await expect(next).toHaveText('查看已購項目')
  await shot(page, 'h1-payresult-error-zh')
  await page.goto('/pages/course/paySuccess?order_no=JX0000000000000000')
  await expect(error).toHaveText(/^找不到這筆訂單。/)
  // an order page for an item that does not exist answered "找不到該資源"
  await page.goto('/pages/course/order?sku=no-such-course')
  await expect(error).toHaveText('找不到這個商品，可能已下架或連結有誤。請回到課程頁重新選擇。')
  await expect(next).toHaveText('回到課程')
  await shot(page, 'h1-order-error-zh')

  await setLocale(page, 'en')
  await page.goto('/pages/payResult/result?order_no=JX0000000000000000')
  await expect(error).toHaveText(
    'We could not find this order. Check your payments in Purchases; if you paid and it is not there, contact support.'
  )
  await shot(page, 'h1-payresult-error-en')
  await next.click()
  await expect(page).toHaveURL(/\/pages\/course\/purchased/)
  await page.goto('/pages/course/order?sku=no-such-course')
  await expect(error).toHaveText(
    'This item could not be found: it may have been removed or the link is wrong. Please choose it again.'
  )
  await expect(next).toHaveText('Back to courses')
  await shot(page, 'h1-order-error-en')
})

test('checkout asks only for what the item needs and starts with the best coupon', async ({ page, request }) => {
  // several pages, each audited with axe and pictured in two languages, on a shared 2-core machine
  test.setTimeout(150_000)
  const token = await loginByEmail(request, uniqueEmail('checkout-light'))
  const claim = (code: string) =>
    api<UserCouponDTO>(request, { method: 'PUT', path: '/v2/user_coupons', token, data: { code } })
  await claim('WELCOME50')
  const best = (await claim('COURSE100')).data.id
  await storeLogin(page, token)

  // an online course: no phone, the NT$100 coupon chosen over the NT$50 one
  await page.goto('/pages/course/order?sku=c-mindfulness')
  await expect(page.locator('.order-pay')).toBeVisible()
  await expect(page.locator('.order__coupon--on')).toHaveAttribute('data-coupon', String(best))
  await expect(page.locator('.order-discount')).toContainText('100')
  await expect(page.locator('.order-phone')).toHaveCount(0)
  await shot(page, 'h1-order-course-zh')
  // choosing no coupon stays chosen
  await page.locator('.order__coupon').first().click()
  await expect(page.locator('.order__coupon--on')).not.toHaveAttribute('data-coupon', /./)
  await expect(page.locator('.order-discount')).toHaveCount(0)

  await setLocale(page, 'en')
  // a digital gift: no name, no phone
  await page.goto('/pages/course/order?sku=c-breathwork&gift=1')
  await expect(page.locator('[data-testid="order-gift-note"]')).toBeVisible()
  await expect(page.locator('.order-phone')).toHaveCount(0)
  await expect(page.getByText('Contact', { exact: true })).toHaveCount(0)
  await shot(page, 'h1-order-gift-en')
  // an in-person activity asks for a phone, and the field stays inside its card
  await page.goto('/pages/course/order?sku=act-bowls')
  const field = page.locator('.order-phone').first()
  await expect(field).toBeVisible()
  const card = await page.locator('.cm-card', { has: field }).boundingBox()
  for (const box of [
    await field.boundingBox(),
    await page.locator('.order-phone input, input.order-phone').first().boundingBox()
  ])
    expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width)
  await shot(page, 'h1-order-activity-en')
})
