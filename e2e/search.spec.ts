import { test, expect, type Page } from './support/guard'
import { storeLogin } from './support/pages'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { expectNoSeriousA11yViolations } from './support/axe'
import type { CommentPageDTO } from '../src/protocol/course'
import type { CollectionDetailDTO } from '../src/protocol/collection'

async function useEnglish(page: Page) {
  await page.goto('/pages/meditation/index')
  await page.evaluate(() => {
    localStorage.setItem('locale', JSON.stringify({ data: 'en' }))
    localStorage.setItem('lang', JSON.stringify({ data: 'en' }))
  })
}

const field = (page: Page) => page.getByLabel(/搜尋內容|Search for/).last()

test('Simplified typing finds the Traditional title: suggestion, marked result, and it opens the album', async ({
  page
}) => {
  await page.goto('/pages/meditation/index')
  await page.getByRole('button', { name: '搜尋' }).first().click()
  await expect(page).toHaveURL(/\/commonPage\/pages\/search/)
  await expect(page.locator('.search-page__hot .search-chip').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await field(page).fill('冥想入门')
  await expect(page.locator('.search-suggest[data-kind="meditation"]').first()).toHaveText(/冥想入門七日/)
  await expectNoSeriousA11yViolations(page, 'search suggestions')
  await field(page).press('Enter')

  await expect(page).toHaveURL(/\/commonPage\/pages\/searchResult\?keyword=/)
  const hit = page.locator('.search-hit[data-sku="m-beginner"]')
  await expect(hit).toContainText('冥想入門七日')
  await expect(hit.locator('.search-hit__mark')).toHaveText('冥想入門')
  await expect(page.getByRole('tab', { name: /冥想（\d+）/ })).toHaveAttribute('aria-selected', 'true')
  await expectNoSeriousA11yViolations(page)
  await hit.click()
  await expect(page).toHaveURL(/\/pages\/meditation\/detail\?sku=m-beginner/)
  await expect(page.getByRole('heading', { name: '冥想入門七日' }).first()).toBeVisible()
})

test('recent searches stay on the device until cleared; an empty search is refused with a message', async ({
  page
}) => {
  await page.goto('/commonPage/pages/search')
  await page.locator('.search-box__submit').click()
  await expect(page.getByRole('alert').filter({ hasText: '請輸入要搜尋的內容' })).toBeVisible()
  await expect(page).toHaveURL(/\/commonPage\/pages\/search/)

  await field(page).fill('呼吸')
  await field(page).press('Enter')
  await expect(page).toHaveURL(/searchResult/)
  await page.goto('/commonPage/pages/search')
  const recent = page.locator('.search-page__recent .search-chip')
  await expect(recent).toHaveText(['呼吸'])
  await page.reload()
  await expect(recent).toHaveText(['呼吸'])
  await recent.first().click()
  await expect(page).toHaveURL(/searchResult\?keyword=%E5%91%BC%E5%90%B8/)

  await page.goto('/commonPage/pages/search')
  await page.getByRole('button', { name: '清除最近搜尋' }).click()
  await expect(recent).toHaveCount(0)
  await page.reload()
  await expect(page.locator('.search-page__hot .search-chip').first()).toBeVisible()
  await expect(recent).toHaveCount(0)
})

test('result tabs switch kinds with their counts; no match suggests hot searches (English)', async ({ page }) => {
  await page.goto('/commonPage/pages/searchResult?keyword=' + encodeURIComponent('睡眠'))
  const courses = page.getByRole('tab', { name: /課程（[1-9]\d*）/ })
  await expect(courses).toBeVisible()
  await courses.click()
  await expect(courses).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('.search-hit[data-kind="course"]').first()).toBeVisible()
  await expect(page.locator('.search-hit:not([data-kind="course"])')).toHaveCount(0)
  await page.getByRole('tab', { name: /冥想（/ }).click()
  await expect(page.locator('.search-hit[data-kind="meditation"]').first()).toBeVisible()
  await expect(page.locator('.search-hit:not([data-kind="meditation"])')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await useEnglish(page)
  await page.goto('/commonPage/pages/searchResult?keyword=quantumphysics')
  await expect(page.getByText('Nothing found for “quantumphysics”')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Courses (0)' })).toBeVisible()
  const hot = page.locator('.search-result__try .search-chip').first()
  await expect(hot).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'no results, English')
  await hot.click()
  await expect(page.locator('.search-hit').first()).toBeVisible()
})

test('study hub course search: courses, short videos and lives only', async ({ page }) => {
  await page.goto('/study/pages/index')
  await page.getByRole('link', { name: /搜尋課程/ }).click()
  await expect(page).toHaveURL(/\/study\/pages\/course\/search/)
  await field(page).fill('睡眠')
  await field(page).press('Enter')
  await expect(page.locator('.search-hit').first()).toBeVisible()
  const kinds = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))
  expect(kinds.every((k) => ['course', 'short_video', 'live'].includes(k ?? ''))).toBe(true)
  await expectNoSeriousA11yViolations(page)
})

test('course messages: bad input is refused and stores nothing; a message is posted, liked and deleted', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('comments'))
  const total = async () =>
    (await api<CommentPageDTO>(request, { path: '/v2/comments/1', data: { page: 1, size: 50 } })).data.total
  const before = await total()
  await storeLogin(page, token)
  await page.goto('/pages/course/detail?sku=c-mindfulness')
  await page.getByRole('link', { name: '查看全部留言' }).click()
  await expect(page).toHaveURL(/\/study\/pages\/course\/comments\?course_id=1/)
  await expect(page.getByRole('heading', { name: /的留言/ })).toBeVisible()

  // the course detail stays in the document under the message list: look inside the list's page only
  const scope = page.locator('.comments-page')
  const input = scope.locator('.jx-comments__input textarea, textarea.jx-comments__input')
  const send = scope.locator('.jx-comments__send')
  const hint = scope.locator('.jx-comments__hint')
  await send.click()
  await expect(hint).toHaveText('請輸入留言內容')
  await input.fill('a'.repeat(501))
  await expect(scope.locator('.jx-comments__counter')).toHaveText('501/500')
  await send.click()
  await expect(hint).toHaveText('留言最多 500 字（中文每字算兩個字）')
  await input.fill('靜'.repeat(251))
  await send.click()
  await expect(hint).toHaveText('留言最多 500 字（中文每字算兩個字）')
  expect(await total()).toBe(before)

  await input.fill('這堂課很受用')
  await send.click()
  const mine = scope.locator('.jx-comment').filter({ hasText: '這堂課很受用' })
  await expect(mine).toHaveCount(1)
  await expect.poll(total).toBe(before + 1)
  await expectNoSeriousA11yViolations(page)

  const like = mine.locator('.jx-comment__like')
  // touch targets of at least 24×24 CSS px (WCAG 2.2 minimum)
  for (const control of [like, mine.locator('.jx-comment__delete')]) {
    const box = await control.boundingBox()
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24)
  }
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(like).toHaveText('♥ 1')
  await page.reload()
  await expect(mine.locator('.jx-comment__like')).toHaveAttribute('aria-pressed', 'true')

  await mine.locator('.jx-comment__delete').click()
  await expect(page.locator('.taro-modal__content')).toContainText('確定刪除這則留言？')
  await page.locator('.taro-model__confirm').click()
  await expect(mine).toHaveCount(0)
  await expect.poll(total).toBe(before)
})

test('a collection from the study tab opens its items and is saved; the study help centre lists the FAQ', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('collection'))
  await storeLogin(page, token)
  await page.goto('/study/pages/index')
  await page.locator('.study-collection').first().click()
  await expect(page).toHaveURL(/\/study\/pages\/collectionDetail\/index\?id=1/)
  await expect(page.locator('.collection-item')).toHaveCount(4)
  await expectNoSeriousA11yViolations(page)
  const fav = page.locator('.collection__fav')
  await expect(fav).toHaveAttribute('aria-pressed', 'false')
  await fav.click()
  await expect(fav).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(async () => (await api<CollectionDetailDTO>(request, { path: '/v3/collection/1', token })).data.favorited)
    .toBe(true)
  await page.reload()
  await expect(page.locator('.collection__fav')).toHaveAttribute('aria-pressed', 'true')
  await page.locator('.collection-item[data-sku="c-deep-sleep"]').click()
  await expect(page).toHaveURL(/\/pages\/course\/detail\?sku=c-deep-sleep/)

  await page.goto('/study/pages/index')
  await page.getByRole('link', { name: /幫助中心/ }).click()
  await expect(page).toHaveURL(/\/study\/pages\/helpCenter\/index/)
  await expect(page.locator('.help-center__category').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('album page: a track’s comments, posted by a listener', async ({ page, request }) => {
  const token = await loginByEmail(request, uniqueEmail('track'))
  await storeLogin(page, token)
  await page.goto('/pages/meditation/detail?sku=m-sleep')
  const second = page.locator('.med-comments__track').nth(1)
  await second.click()
  await expect(second).toHaveAttribute('aria-checked', 'true')
  const id = Number(await second.getAttribute('data-resource'))
  await page
    .locator('.med-comments .jx-comments__input textarea, .med-comments textarea.jx-comments__input')
    .fill('雨聲很好睡')
  await page.locator('.med-comments .jx-comments__send').click()
  await expect(page.locator('.med-comments .jx-comment').filter({ hasText: '雨聲很好睡' })).toHaveCount(1)
  const list = await api<CommentPageDTO>(request, {
    path: '/v3/meditation/resourceComments',
    data: { resource_id: id }
  })
  expect(list.data.list.map((c) => c.content)).toContain('雨聲很好睡')
  await expectNoSeriousA11yViolations(page)
})
