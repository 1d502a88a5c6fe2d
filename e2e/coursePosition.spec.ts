/**
 * A course lesson's position through the one play session and keeper (stores/playSession, stores/playRecords): the
 * course player opens no realtime socket (its position goes by POST /v2/histories only); a pause while offline
 * keeps the position in recordCourseHistory, and it is sent once the network returns, so the server's history
 * resumes there.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { storeLogin } from './support/pages'
import type { CourseDetailDTO } from '../src/protocol/course'
import type { CourseHistoryDTO } from '../src/protocol/courseFavorites'
import type { Paged } from '../src/protocol/common'

test('a position reported offline is kept and sent when the network returns; the course player opens no socket', async ({
  page,
  context,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('course-pos'))
  const detail = (await api<CourseDetailDTO>(request, { path: '/v3/get/goods/info', data: { sku: 'c-tea-zen' } })).data
  const lesson = detail.lessons[0]
  await storeLogin(page, token)
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))

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

  // offline: the pause's report cannot be sent, so the keeper keeps it
  await context.setOffline(true)
  await video.evaluate((v: HTMLVideoElement) => v.pause())
  const keptNow = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('recordCourseHistory') ?? 'null')?.data?.[0] ?? null)
  await expect.poll(keptNow, { timeout: 10_000 }).toMatchObject({ course_id: detail.id, lesson_id: lesson.id })
  const kept = (await keptNow()) as { position: number }
  expect(kept.position).toBeGreaterThanOrEqual(3)

  // back online: sent once, and the server's history resumes there
  await context.setOffline(false)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recordCourseHistory')), { timeout: 15_000 })
    .toBeNull()
  const history = await api<Paged<CourseHistoryDTO>>(request, {
    path: '/v2/histories',
    data: { page: 1, size: 10 },
    token
  })
  const row = history.data.list.find((h) => h.course.id === detail.id)
  expect(row).toMatchObject({ lesson_id: lesson.id, position: kept.position })
  expect(sockets).toEqual([])
})
