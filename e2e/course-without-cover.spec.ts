/**
 * A course made in the console without a cover, with a text lesson (issue 31), in Chromium against a server of this
 * spec's own (E2E_ADMIN_PORT; the H5 build first). Its detail page draws a cover (the brand's light field, a moon,
 * the title) instead of the dark empty box it showed, in zh-Hant and English; on its text lesson a visitor's notes
 * card keeps "Log in" / 登入 on one line beside the prompt (it broke in two in English). axe and screenshots of each.
 */
import type { Browser, Locator } from '@playwright/test'
import { test, expect } from './support/guard'
import { api } from './support/api'
import { pageAs, shot } from './support/pages'
import { adminPost, apiSignIn, consoleSpec } from './support/admin'

const server = consoleSpec({ phone: true })

const phone = (browser: Browser, lang: 'zh' | 'en') => pageAs(browser, null, lang, { baseURL: server().base })

/** How many lines the element's text takes. */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  })

test('a course without a cover: a drawn cover on its page; on its text lesson the notes card keeps “Log in” on one line', async ({
  browser,
  request
}) => {
  await apiSignIn(request, server().operator('editor'))
  const stamp = Date.now() % 100000
  const titleZh = `無封面的靜心課 ${stamp}`
  const titleEn = `A course without a cover ${stamp}`
  const course = await adminPost<{ id: number }>(request, '/courses', { titleZh, titleEn })
  await adminPost(request, `/courses/${course.id}/lessons`, {
    titleZh: '第一課：數息',
    titleEn: 'Lesson 1: Counting breaths',
    bodyZh: '找一個安靜的地方坐好，放鬆肩膀。',
    bodyEn: 'Find a quiet place, sit down and relax your shoulders.'
  })
  await adminPost(request, `/courses/${course.id}/publish`)
  const sku = `course-${course.id}`
  await expect.poll(async () => (await api(request, { path: '/v3/get/goods/info', data: { sku } })).code).toBe(0)

  for (const [lang, title, lesson, login] of [
    ['zh', titleZh, '閱讀 第一課：數息', '登入'],
    ['en', titleEn, 'Read Lesson 1: Counting breaths', 'Log in']
  ] as const) {
    const page = await phone(browser, lang)
    await page.goto(`/pages/course/detail?sku=${sku}`)
    const drawn = page.locator('.course-detail__cover--drawn')
    await expect(drawn).toContainText(title, { timeout: 30_000 })
    // a light field, not the dark box: the hero's colour is the cover placeholder token, the drawn cover a gradient
    const hero = await page.locator('.course-detail__hero').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(hero).toBe('rgb(232, 238, 236)')
    expect(await drawn.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient')
    await shot(page, `course-no-cover-${lang}`)

    await page.getByRole('listitem', { name: lesson }).click()
    const card = page.locator('.lesson-notes--visitor')
    await expect(card).toBeVisible({ timeout: 30_000 })
    const button = card.getByRole('button', { name: login })
    await expect(button).toBeVisible()
    expect(await lines(button)).toBe(1)
    await card.scrollIntoViewIfNeeded()
    await shot(page, `text-lesson-notes-visitor-${lang}`)
    await page.context().close()
  }
})
