/**
 * VOD courses and short videos in the operator console (issue 31), in Chromium against a real server of this
 * spec's own (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first): an editor creates a course, adds a
 * lesson by uploading a video in the lesson dialog (tus, converted to HLS with a poster), publishes it from its edit
 * page, and the H5 app's course page (served by the same server) lists the lesson; unpublishing takes it away. The
 * short-video list and form are seen too. Each console page passes axe and is captured in zh-Hant and English.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import { test, expect } from './support/guard'
import { api } from './support/api'
import { shot } from './support/pages'
import { confirmPopover, consoleSpec, fullPageShot, signIn } from './support/admin'

const server = consoleSpec({ timeout: 240_000 })

/** Two seconds of ffmpeg's test pattern with a tone, as MP4 (small enough for a loaded 2-core machine). */
function videoFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'admin-courses-')), 'lesson.mp4')
  const r = spawnSync(ffmpeg.path, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]
  ])
  if (r.status !== 0) throw new Error(`ffmpeg: ${r.stderr.toString()}`)
  return file
}

test('an editor creates a course with an uploaded video lesson, publishes it, and the H5 course page lists the lesson', async ({
  page,
  request
}) => {
  await signIn(page, server().operator('editor'))
  const title = `正念入門 ${Date.now()}`
  await page.goto('/admin/courses/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Mindfulness Basics')
  await page.getByLabel('老師', { exact: true }).fill('陳老師')
  await page.getByLabel('價格（新台幣，0 為免費）', { exact: true }).fill('199')
  await shot(page, 'admin-course-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/courses\/edit\/\d+$/)
  const id = Number(page.url().split('/').pop())
  const status = page.locator('.ant-card-head', { hasText: '課堂' }).locator('.ant-card-extra .ant-tag')
  await expect(status).toHaveText('草稿')

  // a lesson: its video uploaded in the dialog, a free preview
  await page.getByRole('button', { name: '新增課堂' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('標題', { exact: true }).fill('第一課：呼吸')
  await dialog.getByLabel('英文標題', { exact: true }).fill('Lesson 1: Breath')
  await dialog.locator('input[type=file]').setInputFiles(videoFile())
  await expect(dialog.getByTestId('upload-ready')).toContainText('長度 2 秒', { timeout: 90_000 })
  await expect(dialog.getByTestId('upload-poster')).toBeVisible()
  await dialog.getByLabel('試看', { exact: true }).check()
  // axe here would rate the empty lesson table dimmed behind the dialog's mask; the edit page is audited below
  await shot(page, 'admin-course-lesson-zh', { audit: false })
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog).toBeHidden()
  const lessons = page.getByRole('list', { name: '課堂' })
  await expect(lessons.getByRole('listitem')).toHaveCount(1)
  await expect(lessons.getByRole('listitem').first()).toContainText('第一課：呼吸')

  await confirmPopover(page, page.getByRole('button', { name: `發布 ${title}` }), '發布')
  await expect(status).toHaveText('已發布')
  await fullPageShot(page, 'admin-course-edit-zh')
  const sku = `course-${id}`
  await expect.poll(async () => (await api(request, { path: '/v3/get/goods/info', data: { sku } })).code).toBe(0)

  // the H5 app's course page, from the same server
  const app = await page.context().newPage()
  await app.setViewportSize({ width: 390, height: 844 })
  await app.goto(`/pages/course/detail?sku=${sku}`)
  await expect(app.locator('.course-lesson').first()).toContainText('第一課：呼吸', { timeout: 30_000 })
  await shot(app, 'app-course-from-console-zh')
  await app.close()

  // English console pages
  await page.getByText('English', { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Edit course' })).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Preview language' }).getByText('English').click()
  await expect(page.getByRole('list', { name: 'Lessons' }).getByRole('listitem').first()).toContainText(
    'Lesson 1: Breath'
  )
  await fullPageShot(page, 'admin-course-edit-en')
  await page.goto('/admin/courses')
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag', { hasText: 'Published' })).toBeVisible()
  await shot(page, 'admin-courses-list-en')

  // unpublish: the app no longer finds it
  await confirmPopover(page, row.getByRole('button', { name: `Unpublish ${title}` }), 'Unpublish')
  await expect(row.locator('.ant-tag', { hasText: 'Draft' })).toBeVisible()
  await expect.poll(async () => (await api(request, { path: '/v3/get/goods/info', data: { sku } })).code).not.toBe(0)

  await page.goto('/admin/short-videos/create')
  await expect(page.getByRole('heading', { name: 'New short video' })).toBeVisible()
  await shot(page, 'admin-short-video-create-en')
  await page.getByText('繁體中文', { exact: true }).first().click()
  await page.goto('/admin/courses')
  await expect(page.getByRole('heading', { name: '隨選課程' })).toBeVisible()
  await shot(page, 'admin-courses-list-zh')
  await page.goto('/admin/short-videos')
  await expect(page.getByRole('heading', { name: '短影音' })).toBeVisible()
  await shot(page, 'admin-short-videos-list-zh')
})
