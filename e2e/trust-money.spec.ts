/**
 * Issue 32, what a paying user meets around money, in zh-Hant and English at 390×844 with axe on each page:
 * a paid camp opens on its own page after paying (today's task, future days dated and closed, its length true).
 */
import { test, expect, type Page } from './support/guard'
import { loginByEmail, uniqueEmail } from './support/api'
import { shot } from './support/pages'

async function logIn(page: Page, token: string, locale: 'zh-Hant' | 'en' = 'zh-Hant') {
  await page.goto('/pages/meditation/index')
  await page.evaluate(
    ([tk, lang]) => {
      localStorage.setItem('token', JSON.stringify({ data: tk }))
      localStorage.setItem('locale', JSON.stringify({ data: lang }))
      localStorage.setItem('lang', JSON.stringify({ data: lang }))
    },
    [token, locale]
  )
}
const setLocale = (page: Page, lang: 'zh-Hant' | 'en') =>
  page.evaluate((l) => {
    localStorage.setItem('locale', JSON.stringify({ data: l }))
    localStorage.setItem('lang', JSON.stringify({ data: l }))
  }, lang)

/** Pays the order page's item with the demo payment (a contact phone where the page asks for one). */
async function payOnOrderPage(page: Page, sku: string) {
  await page.goto(`/pages/course/order?sku=${sku}`)
  await expect(page.locator('.order-pay')).toBeVisible()
  const phone = page.locator('.order-phone input, input.order-phone')
  if (await phone.count()) await phone.fill('912345678')
  await page.locator('.order-pay').click()
  await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX/)
  await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
}

test('a paid camp: "start learning" opens the camp page with today\'s task; future days are dated and closed', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('camp-buyer'))
  await logIn(page, token)
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
  const token = await loginByEmail(request, uniqueEmail('redeem-any'))
  await logIn(page, token)
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
