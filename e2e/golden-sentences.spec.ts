/**
 * Golden sentences (issue 33), in Chromium against a real server of this spec's own (E2E_ADMIN_PORT; `npm run
 * build:admin` and the H5 build first): the meditation home shows the day's sentence as a card that opens its
 * 375 × 650 poster (saved as a PNG); an editor unpublishes the seeded sentences (the home then has no card),
 * writes a new one, publishes it from the list and the H5 home shows it in zh-Hant and English. Every page passes
 * axe (shot) and is captured in both languages.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/guard'
import { api } from './support/api'
import { ownContext, shot, storeLogin, type Lang } from './support/pages'
import { confirmPopover, consoleSpec, signIn } from './support/admin'

// the console test unpublishes the seeded sentences: it runs after the home's (one worker, file order)

const server = consoleSpec({ serial: true })

/** The H5 app on a phone, in `lang`, at `path` (a visitor). */
async function appPage(page: Page, path: string, lang: Lang) {
  const phone = await ownContext(page.context().browser()!, {
    baseURL: server().base,
    viewport: { width: 390, height: 844 },
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    isMobile: true,
    hasTouch: true
  })
  const app = await phone.newPage()
  await storeLogin(app, null, lang)
  await app.goto(path)
  return app
}

type Today = { date: string; sentence: { id: number; text: string; author: string } | null }
const today = async (request: Parameters<typeof api>[0], lang: Lang) =>
  (
    await api<Today>(request, {
      path: '/v3/meditation/goldenSentence',
      lang: lang === 'en' ? 'en' : 'zh-Hant'
    })
  ).data

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`the home's quote card opens the day's poster, saved as an image (${lang})`, async ({ page, request }) => {
    const day = await today(request, lang)
    expect(day.sentence).not.toBeNull() // the seed publishes four
    const app = await appPage(page, '/pages/meditation/index', lang)
    const card = app.locator('.golden-card')
    await expect(card.locator('.golden-card__text')).toHaveText(day.sentence!.text)
    await expect(card.locator('.golden-card__label')).toHaveText(lang === 'en' ? 'Today’s golden sentence' : '今日金句')
    await expect(card).toHaveAttribute('role', 'link')
    await card.scrollIntoViewIfNeeded()
    await shot(app, `golden-home-${lang}`)
    await card.click()
    await expect(app).toHaveURL(/\/mine\/pages\/goldenSentence\/index/)
    const canvas = app.getByTestId('poster-canvas')
    await expect(canvas).toHaveAttribute('aria-label', new RegExp(day.sentence!.text.slice(0, 8)))
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width / c.height)).toBeCloseTo(375 / 650, 3)
    await expect(app.getByTestId('poster-download')).toHaveAttribute('href', /^data:image\/png;base64,/)
    await shot(app, `golden-poster-${lang}`)
    await app.context().close()
  })
}

test('an editor unpublishes the seeded sentences, publishes a new one, and the app shows it in both languages', async ({
  page,
  request
}) => {
  await signIn(page, server().operator('editor'))
  await page.goto('/admin/quotes')
  await expect(page.getByRole('heading', { name: '金句' }).first()).toBeVisible()
  await shot(page, 'admin-quotes-list-zh')
  // take every published sentence out of the rotation
  const unpublish = page.getByRole('button', { name: /^下架 / })
  await expect(unpublish.first()).toBeVisible()
  const count = await unpublish.count()
  expect(count).toBeGreaterThanOrEqual(4)
  for (let i = count; i > 0; i--) {
    await confirmPopover(page, unpublish.first(), '下架')
    await expect(unpublish).toHaveCount(i - 1)
  }
  await expect.poll(async () => (await today(request, 'zh')).sentence).toBeNull()
  const empty = await appPage(page, '/pages/meditation/index', 'zh')
  await expect(empty.locator('.med-plans, .banner-swiper, .med-floor').first()).toBeVisible()
  await expect(empty.locator('.golden-card')).toHaveCount(0)
  await empty.context().close()

  await page.goto('/admin/quotes/create')
  await page.getByLabel('金句', { exact: true }).fill('慢慢來，比較快。')
  await page.getByLabel('出處', { exact: true }).fill('台灣俗語')
  await page.getByLabel('英文金句', { exact: true }).fill('Slow down: it is faster.')
  await page.getByLabel('英文出處', { exact: true }).fill('A Taiwanese saying')
  await shot(page, 'admin-quotes-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/quotes$/)
  expect((await today(request, 'zh')).sentence, 'a draft is not shown').toBeNull()
  await confirmPopover(page, page.getByRole('button', { name: '發布 慢慢來，比較快。' }), '發布')
  await expect(page.getByRole('button', { name: '下架 慢慢來，比較快。' })).toBeVisible()

  for (const lang of ['zh', 'en'] as Lang[]) {
    const app = await appPage(page, '/pages/meditation/index', lang)
    await expect(app.locator('.golden-card__text')).toHaveText(
      lang === 'en' ? 'Slow down: it is faster.' : '慢慢來，比較快。'
    )
    await expect(app.locator('.golden-card__author')).toContainText(lang === 'en' ? 'A Taiwanese saying' : '台灣俗語')
    await app.context().close()
  }

  // the console in English
  await page.context().clearCookies()
  await signIn(page, server().operator('editor'), 'en')
  await page.goto('/admin/quotes')
  await expect(page.getByRole('button', { name: 'Unpublish 慢慢來，比較快。' })).toBeVisible()
  await shot(page, 'admin-quotes-list-en')
  await page.goto('/admin/quotes/create')
  await expect(page.getByLabel('English sentence', { exact: true })).toBeVisible()
  await shot(page, 'admin-quotes-create-en')
})

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`a card-only course says which card it needs, not "free" (${lang})`, async ({ page }) => {
    const app = await appPage(page, '/pages/course/detail?sku=l-replay-sleep', lang)
    await expect(app.locator('.course-detail__price').first()).toHaveText(
      lang === 'en' ? 'Annual card only' : '年卡專享'
    )
    await shot(app, `card-only-course-${lang}`)
    await app.context().close()
  })
}
