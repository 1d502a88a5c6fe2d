/**
 * Course favourites, watch history and an online camp's messages end to end: a course and a camp are saved from
 * their pages and appear in the Me tab's saved courses; a lesson watched for a few seconds shows in the course
 * tab's "recently watched" row, which resumes it; a camp's messages show and a blank or too long message gets
 * its translated hint. Both languages, axe on every page, screenshots at 390×844.
 */
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { shot, storeLogin } from './support/pages'
import type { CourseDetailDTO } from '../src/protocol/course'

async function english(page: Page) {
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
}

const CAMP = 61 // camp-breath, a free online camp

test('save a course and a camp from their pages: both appear in the saved courses (zh-Hant, English)', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('fav'))
  await storeLogin(page, token)
  await page.goto('/pages/course/detail?sku=c-tea-zen')
  const fav = page.locator('.jx-fav')
  await expect(fav).toHaveAttribute('aria-pressed', 'false')
  await fav.click()
  await expect(fav).toHaveAttribute('aria-pressed', 'true')
  await expect(fav).toContainText('已收藏')
  await shot(page, 'course-detail-saved-zh')

  await page.goto('/mine/pages/favorites')
  await page.getByRole('tab', { name: '課程' }).click()
  const row = page.locator('.course-fav[data-course="6"]')
  await expect(row).toContainText('茶與禪')
  await shot(page, 'favorites-courses-zh')

  // English: the camp's page saves it too; a saved course opens its page again
  await english(page)
  await page.goto(`/study/pages/course/onlineCamp?commodity_id=${CAMP}`)
  const campFav = page.locator('.jx-fav')
  await expect(campFav).toContainText('Save')
  await campFav.click()
  await expect(campFav).toContainText('Saved')
  await shot(page, 'camp-saved-en')
  await page.goto('/mine/pages/favorites?tab=course')
  await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('.course-fav')).toHaveCount(2)
  await expect(page.locator('.course-fav').first()).toHaveAttribute('data-course', String(CAMP))
  await expect(page.locator('.course-fav[data-course="6"]')).toContainText('Tea and Zen')
  await shot(page, 'favorites-courses-en')
  await page.locator('.course-fav[data-course="6"] .track-row__main').click()
  await expect(page).toHaveURL(/\/pages\/course\/detail\?sku=c-tea-zen/)
  await expect(page.locator('.jx-fav')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('.jx-fav')).toContainText('Saved')
  await shot(page, 'course-detail-saved-en')
})

test('a lesson watched a few seconds shows in the course tab’s recently watched row, which resumes it', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('recent'))
  const detail = (await api<CourseDetailDTO>(request, { path: '/v3/get/goods/info', data: { sku: 'c-tea-zen' } })).data
  const lesson = detail.lessons[0]
  await storeLogin(page, token)
  // logged in, nothing watched yet: no row
  await page.goto('/pages/course/index')
  await expect(page.locator('.course-card').first()).toBeVisible()
  await expect(page.locator('.recent-card')).toHaveCount(0)

  await page.goto(`/pages/course/play?sku=c-tea-zen&lesson_id=${lesson.id}`)
  const video = page.locator('.course-play__video video')
  await expect(video).toHaveAttribute('src', /\/media\//)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play().catch(() => undefined)
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(4)
  // pausing reports the position at once (the player's last time update, up to a quarter second behind the video)
  const reported = page.waitForResponse((r) => r.url().includes('/v2/histories') && r.request().method() === 'POST')
  await video.evaluate((v: HTMLVideoElement) => v.pause())
  const body = (await (await reported).json()) as { code: number; data: { position: number } }
  expect(body.code).toBe(0)
  expect(body.data.position).toBeGreaterThanOrEqual(3)

  await page.goto('/pages/course/index')
  const card = page.locator('.recent-card[data-course="6"]')
  await expect(card).toBeVisible()
  await expect(card).toContainText('茶與禪')
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/)
  await shot(page, 'course-recent-zh')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/pages/course/play\\?sku=c-tea-zen&lesson_id=${lesson.id}`))
  await expect(page.locator('.course-play__resumed')).toBeVisible()
  await page.goto('/mine/pages/histories?tab=course')
  await expect(page.locator('.course-hist[data-course="6"]')).toContainText('看到 0:0')
  await shot(page, 'histories-courses-zh')

  await english(page)
  await page.goto('/pages/course/index')
  await expect(page.getByRole('heading', { name: 'Recently watched' })).toBeVisible()
  await expect(page.locator('.recent-card[data-course="6"]')).toContainText('Tea and Zen')
  await shot(page, 'course-recent-en')
  await page.goto('/mine/pages/histories?tab=course')
  const row = page.locator('.course-hist[data-course="6"]')
  await expect(row).toContainText('Watched 0:0')
  await shot(page, 'histories-courses-en')
  await row.locator('.track-row__main').click()
  await expect(page).toHaveURL(new RegExp(`/pages/course/play\\?sku=c-tea-zen&lesson_id=${lesson.id}`))
})

test('an online camp’s messages show; a blank or too long message gets its translated hint', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('camp-msg'))
  const posted = await api(request, {
    method: 'POST',
    path: `/v2/commodity/${CAMP}/comments`,
    data: { content: '第三天的呼吸練習讓我睡得很好' },
    token
  })
  expect(posted.code).toBe(0)
  await storeLogin(page, token)
  await page.goto(`/study/pages/course/onlineCamp?commodity_id=${CAMP}`)
  await expect(page.getByRole('heading', { name: '學員留言' })).toBeVisible()
  await expect(page.locator('.jx-comment').filter({ hasText: '第三天的呼吸練習讓我睡得很好' })).toBeVisible()
  const input = page.locator('.jx-comments__input textarea')
  const send = page.locator('.jx-comments__send')
  const hint = page.locator('.jx-comments__hint')
  await input.scrollIntoViewIfNeeded()
  await send.click()
  await expect(hint).toHaveText('請輸入留言內容')
  await input.fill('a'.repeat(501))
  await send.click()
  await expect(hint).toHaveText('留言最多 500 字（中文每字算兩個字）')
  await shot(page, 'camp-messages-zh')
  await input.fill('今天完成了第一天')
  await send.click()
  await expect(page.locator('.jx-comment').first()).toContainText('今天完成了第一天')

  await english(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible()
  await expect(page.locator('.jx-comment').first()).toContainText('今天完成了第一天')
  await input.scrollIntoViewIfNeeded()
  await send.click()
  await expect(hint).toHaveText('Please write a comment')
  await input.fill('a'.repeat(501))
  await send.click()
  await expect(hint).toHaveText('A message can be at most 500 characters (Chinese characters count as two)')
  await shot(page, 'camp-messages-en')
})
