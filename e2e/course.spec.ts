import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import type { CourseDetailDTO, LiveInfoDTO } from '../src/protocol/course'

async function openCard(page: Page, sku: string) {
  await page.goto('/pages/course/index')
  const card = page.locator(`.course-card[data-sku="${sku}"]`).first()
  await card.scrollIntoViewIfNeeded()
  await card.click()
}

test('course card → detail with the server lessons → a free lesson plays; a locked lesson shows the lock to a visitor', async ({
  page,
  request
}) => {
  const detail = await api<CourseDetailDTO>(request, { path: '/v3/get/goods/info', data: { sku: 'c-mindfulness' } })
  expect(detail.code).toBe(0)
  const [free, locked] = [detail.data.lessons[0], detail.data.lessons[1]]
  expect(free.locked).toBe(false)
  expect(locked.locked).toBe(true)

  await openCard(page, 'c-mindfulness')
  await expect(page).toHaveURL(/\/pages\/course\/detail\?sku=c-mindfulness/)
  for (const l of detail.data.lessons)
    await expect(page.locator(`.course-lesson[data-lesson="${l.id}"]`)).toContainText(l.title)
  await expect(page.locator('.course-lesson[data-locked="1"]')).toHaveCount(
    detail.data.lessons.filter((l) => l.locked).length
  )
  await expect(page.locator(`.course-lesson[data-lesson="${locked.id}"]`)).toContainText('未解鎖')

  await page.locator(`.course-lesson[data-lesson="${free.id}"]`).click()
  await expect(page).toHaveURL(new RegExp(`/pages/course/play\\?sku=c-mindfulness&lesson_id=${free.id}`))
  const video = page.locator('.course-play__video video')
  await expect(video).toHaveAttribute('src', /\/media\//)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play().catch(() => undefined)
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1)

  await page.locator(`.course-play__item[data-lesson="${locked.id}"]`).click()
  await expect(page.locator('.course-play__locked')).toBeVisible()
  await expect(page.locator('.course-play__locked')).toContainText('這一節尚未解鎖')
  await expect(page.locator('.course-play__video')).toHaveCount(0)
})

test('a short-video card opens the short-video player of its floor', async ({ page }) => {
  await openCard(page, 's-moon')
  await expect(page).toHaveURL(/\/study\/pages\/course\/shortVideo\?sku=s-moon&isWaterfall=1/)
  await expect(page.locator('.short-video__position')).toHaveText('第 2 部，共 3 部')
  await expect(page.locator('.short-video__video[data-sku="s-moon"] video')).toHaveAttribute('src', /\/media\//)
  await expect(page.getByRole('heading', { name: '月下靜坐' }).first()).toBeVisible()
})

test('a live-upcoming card opens booking; the booking persists across a reload', async ({ page, request }) => {
  const token = await loginByEmail(request, uniqueEmail('live'))
  await page.goto('/pages/course/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)
  await openCard(page, 'l-evening')
  await expect(page).toHaveURL(/\/live\/pages\/booking\?sku=l-evening/)
  await expect(page.locator('.live-booking__time')).toContainText(/(今天|明天|後天).*開播/)
  const action = page.locator('.live-booking__action')
  await expect(action).toHaveAttribute('data-booked', '0')
  await action.click()
  await expect(action).toHaveAttribute('data-booked', '1')
  await expect(page.locator('.live-booking__hint')).toBeVisible()

  await page.reload()
  await expect(page.locator('.live-booking__action')).toHaveAttribute('data-booked', '1')
  const info = await api<LiveInfoDTO>(request, { path: '/v3/get/live/info', data: { sku: 'l-evening' }, token })
  expect(info.data.booked).toBe(true)
})
