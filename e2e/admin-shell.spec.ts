/**
 * The console's shell around its pages (issue 30's console leftovers), in Chromium against the worker's console
 * server: a save, create or delete is said about the one record ("Course created", "已儲存課程"), and its message
 * never lies over a field of a long form scrolled down (the header stays at the top, the message over its empty
 * middle); the course and camp previews' "open in the app" link is in the preview's language and opens the app in it; a dialog leaves the
 * page as wide as the window. Each in zh-Hant and English, pictures kept.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { test, expect } from './support/guard'
import { shot } from './support/pages'
import { adminPost, apiSignIn, confirmPopover, consoleSpec, fullPageShot, signIn } from './support/admin'

const server = consoleSpec({ timeout: 180_000 })

/**
 * Saves the edit form with the page scrolled (as by the wheel) so that `field` is at the very top of the window,
 * without scrolling to the save button (focused without scrolling, pressed with Enter); then expects the success
 * message `said`, announced (role status), in the window, and only the header under it: what lies under its middle
 * and its corners, below the message itself, is the header's, not a field or anything else of the page.
 */
async function saveScrolledTo(page: Page, field: Locator, save: Locator, said: string, picture: string): Promise<void> {
  await expect(save).toBeEnabled()
  await field.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await save.evaluate((b) => (b as HTMLElement).focus({ preventScroll: true }))
  await page.keyboard.press('Enter')
  const status = page.getByRole('status').filter({ hasText: said })
  await expect(status).toHaveText(said)
  // measured once it has slid in (antd's move-up motion starts it above the window)
  await expect(
    page.locator('.ant-message-notice-wrapper:not([class*="-appear"]):not([class*="-enter"])').filter({ has: status })
  ).toBeVisible()
  const under = await status.evaluate((el) => {
    const notice = el.closest('.ant-message-notice-content') ?? el
    const r = notice.getBoundingClientRect()
    if (r.top < 0 || r.bottom > window.innerHeight) return [`the message is out of the window: ${r.top}–${r.bottom}`]
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2]
    ]
    return points.flatMap(([x, y]) => {
      const below = document.elementsFromPoint(x!, y!).find((e) => !e.closest('.ant-message'))
      return below && !below.closest('header')
        ? [
            `${below.tagName.toLowerCase()}.${String(below.className).split(' ')[0]} at ${Math.round(x!)},${Math.round(y!)}`
          ]
        : []
    })
  })
  expect(under, `the message "${said}" lies over the page, not the header`).toEqual([])
  // at once, while the message shows (the page under it is audited by the course specs)
  await shot(page, picture, { audit: false })
}

/** The first published record of a console resource, through the console's API (the request is signed in). */
async function firstPublished(request: APIRequestContext, resource: string) {
  const res = await request.get(`/admin/api/${resource}?status=published&_start=0&_end=1`)
  expect(res.status()).toBe(200)
  const rows = (await res.json()) as { id: number; titleZh: string; titleEn: string }[]
  expect(rows.length, `a published ${resource} in the demo data`).toBeGreaterThan(0)
  return rows[0]!
}

test('a save, create or delete names the one record; its message lies over no field of a form scrolled down', async ({
  page,
  request
}) => {
  const editor = server().operator('editor')
  await signIn(page, editor, 'en')
  const title = `Stillness ${Date.now()}`
  await page.goto('/admin/courses/create')
  await page.getByLabel('Title', { exact: true }).fill(`靜止 ${title}`)
  await page.getByLabel('English title', { exact: true }).fill(title)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'created' })).toHaveText('Course created')
  await expect(page).toHaveURL(/\/admin\/courses\/edit\/\d+$/)

  const save = page.locator('.ant-card-actions').getByRole('button', { name: 'Save' })
  // loaded: the form's save enabled, the lessons and the preview under it (a long page)
  await expect(save).toBeEnabled()
  await expect(page.getByRole('heading', { name: `靜止 ${title}` })).toBeVisible()
  await saveScrolledTo(
    page,
    page.getByLabel('English introduction', { exact: true }),
    save,
    'Course saved',
    'admin-saved-scrolled-en'
  )

  await page.getByRole('radiogroup', { name: 'Language', exact: true }).getByText('繁體中文').click()
  await expect(page.getByRole('heading', { name: '編輯課程' })).toBeVisible()
  const zhSave = page.locator('.ant-card-actions').getByRole('button', { name: '儲存' })
  await expect(zhSave).toBeEnabled()
  await saveScrolledTo(
    page,
    page.getByLabel('英文介紹', { exact: true }),
    zhSave,
    '已儲存課程',
    'admin-saved-scrolled-zh'
  )

  // a delete: a questionnaire draft, from its list
  await apiSignIn(request, server().operator('editor'))
  await adminPost(request, '/questionnaires', { titleZh: `問卷 ${title}`, titleEn: `Survey ${title}` })
  await page.goto('/admin/questionnaires')
  const row = page.locator('tbody tr.ant-table-row', { hasText: `問卷 ${title}` })
  await confirmPopover(page, row.getByRole('button', { name: `刪除 問卷 ${title}` }), '刪除')
  await expect(page.getByRole('status').filter({ hasText: '刪除' })).toHaveText('已刪除問卷')
  await page.getByText('English', { exact: true }).click()
  await adminPost(request, '/questionnaires', { titleZh: `問卷二 ${title}`, titleEn: `Survey 2 ${title}` })
  await page.reload()
  const row2 = page.locator('tbody tr.ant-table-row', { hasText: `問卷二 ${title}` })
  await confirmPopover(page, row2.getByRole('button', { name: `Delete 問卷二 ${title}` }), 'Delete')
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText('Questionnaire deleted')
})

test('the course and camp previews say "open in the app" in the preview language, and the link opens the page', async ({
  page,
  request
}) => {
  await apiSignIn(request, server().operator('editor'))
  const course = await firstPublished(request, 'courses')
  const camp = await firstPublished(request, 'camps')
  await signIn(page, server().operator('editor'))
  for (const [path, text, item] of [
    [`/admin/courses/edit/${course.id}`, ['在 App 開啟課程頁', 'Open the course page in the app'], course],
    [`/admin/camps/edit/${camp.id}`, ['在 App 開啟訓練營頁', 'Open the camp page in the app'], camp]
  ] as const) {
    await page.goto(path)
    const preview = page.locator('.ant-card', { has: page.getByRole('radiogroup', { name: '預覽語言' }) })
    await expect(preview.getByRole('heading', { name: item.titleZh })).toBeVisible()
    await expect(preview.getByRole('link', { name: text[0] })).toHaveAttribute('hreflang', 'zh-Hant')
    await expect(preview.getByRole('link', { name: text[0] })).toHaveAttribute('href', /[?&]lang=zh-Hant$/)
    await fullPageShot(page, `admin-preview-link-${path.split('/')[2]}-zh`)
    await preview.getByRole('radiogroup', { name: '預覽語言' }).getByText('English').click()
    await expect(preview.getByRole('heading', { name: item.titleEn })).toBeVisible()
    const link = preview.getByRole('link', { name: text[1] })
    await expect(link).toHaveAttribute('hreflang', 'en')
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(/[?&]lang=en$/)
    await fullPageShot(page, `admin-preview-link-${path.split('/')[2]}-en`)
    // the link opens the app's page of this record (the same server serves the app) in the preview's language,
    // on this zh-TW browser, without saving it as the reader's language (src/i18n visitLocale)
    const app = await page.context().newPage()
    await app.setViewportSize({ width: 390, height: 844 })
    await app.goto(href)
    await expect(app.getByText(item.titleEn).locator('visible=true').first()).toBeVisible({ timeout: 30_000 })
    await expect(app.locator('html')).toHaveAttribute('lang', 'en')
    await expect(app.getByText(item.titleZh).locator('visible=true')).toHaveCount(0)
    await shot(app, `admin-preview-link-app-${path.split('/')[2]}-en`)
    expect(await app.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('lang')])).toEqual([
      null,
      null
    ])
    // the same page without the link's language, in another tab: the browser's own language, zh-Hant
    const again = await page.context().newPage()
    await again.setViewportSize({ width: 390, height: 844 })
    await again.goto(href.replace(/[?&]lang=en$/, ''))
    await expect(again.getByText(item.titleZh).locator('visible=true').first()).toBeVisible({ timeout: 30_000 })
    await expect(again.locator('html')).toHaveAttribute('lang', 'zh-Hant')
    await again.close()
    await app.close()
  }
})

test('the scene, daily pick, plan and collection previews link to the app in the preview language', async ({
  page,
  request
}) => {
  await apiSignIn(request, server().operator('editor'))
  await signIn(page, server().operator('editor'))
  for (const [resource, zh, en] of [
    ['scenes', '在 App 開啟場景設定', 'Open the scene settings in the app'],
    ['day-picks', '在 App 開啟冥想首頁', 'Open the meditation home in the app'],
    ['plans', '在 App 開啟', 'Open in the app'],
    ['collections', '在 App 開啟', 'Open in the app']
  ] as const) {
    await page.goto(`/admin/${resource}/edit/${(await firstPublished(request, resource)).id}`)
    const languages = page.getByRole('radiogroup', { name: '預覽語言' })
    const preview = page.locator('.ant-card', { has: languages })
    await expect(preview.getByRole('link', { name: zh, exact: true })).toHaveAttribute('hreflang', 'zh-Hant')
    await languages.getByText('English').click()
    // the console stays in zh-Hant; the preview and its link are in English
    await expect(preview.getByRole('link', { name: en, exact: true })).toHaveAttribute('hreflang', 'en')
    await expect(preview.getByRole('link', { name: en, exact: true })).toHaveAttribute('href', /[?&]lang=en$/)
    await expect(page.getByRole('radiogroup', { name: '預覽語言' })).toBeVisible()
  }
})

test('a dialog leaves the page as wide as the window, in both languages', async ({ page }) => {
  await signIn(page, server().operator('editor'))
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await page.goto('/admin/lives')
  const row = page.locator('tbody tr.ant-table-row').first()
  await row.getByRole('button', { name: /^改期 / }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('開始時間', { exact: true })).toBeVisible()
  expect(await wide()).toBeLessThanOrEqual(0)
  await shot(page, 'admin-dialog-width-zh')
  await dialog.getByRole('button', { name: '取消' }).click()
  await expect(dialog).toBeHidden()

  await page.getByText('English', { exact: true }).click()
  await row.getByRole('button', { name: /^Reschedule / }).click()
  await expect(dialog.getByLabel('Starts', { exact: true })).toBeVisible()
  expect(await wide()).toBeLessThanOrEqual(0)
  await shot(page, 'admin-dialog-width-en')
})
