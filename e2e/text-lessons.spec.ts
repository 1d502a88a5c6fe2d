/**
 * Text lessons (issue 31: "courses with lessons (video, audio, text)"), in Chromium against a real server of this
 * spec's own (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first): an editor creates a course in the
 * console, adds a text lesson (title and body in both languages) in the lesson dialog, publishes the course, and the
 * H5 app's course page (served by the same server) lists it as a lesson to read; it opens as readable paragraphs
 * (no player), and "I've finished reading" marks it read, which the course page still shows after a reload. In
 * zh-Hant and English; each page passes axe and is captured.
 */
import { test, expect } from './support/guard'
import { api } from './support/api'
import { pageAs, shot } from './support/pages'
import { appUser, confirmPopover, consoleSpec, fullPageShot, signIn } from './support/admin'

const server = consoleSpec({ timeout: 240_000 })

const BODY_ZH = '找一個安靜的地方坐好，放鬆肩膀。\n\n吸氣時數一，呼氣時數二，數到十再從一開始。'
const BODY_EN =
  'Find a quiet place, sit down and relax your shoulders.\n\nCount one on the in-breath, two on the out-breath, up to ten.'

test('an editor adds a text lesson, publishes, and the H5 course page opens it to read, in zh-Hant and English', async ({
  page,
  browser,
  request
}) => {
  await signIn(page, server().operator('editor'))
  const title = `讀的靜心 ${Date.now()}`
  await page.goto('/admin/courses/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Meditation to Read')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/courses\/edit\/\d+$/)
  const id = Number(page.url().split('/').pop())

  // a text lesson: titles and bodies, no file; a body too long is refused by the form
  await page.getByRole('button', { name: '新增課堂' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('標題', { exact: true }).fill('第一課：數息')
  await dialog.getByLabel('英文標題', { exact: true }).fill('Lesson 1: Counting breaths')
  await dialog.getByRole('radiogroup', { name: '類型' }).getByText('文字').click()
  await expect(dialog.locator('input[type=file]')).toHaveCount(0)
  await dialog.getByLabel('內文', { exact: true }).fill(BODY_ZH)
  await dialog.getByLabel('英文內文', { exact: true }).fill(BODY_EN)
  await shot(page, 'admin-text-lesson-zh', { audit: false })
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog).toBeHidden()
  const row = page.locator('tbody tr.ant-table-row', { hasText: '第一課：數息' })
  await expect(row).toContainText('文字')

  await confirmPopover(page, page.getByRole('button', { name: `發布 ${title}` }), '發布')
  const status = page.locator('.ant-card-head', { hasText: '課堂' }).locator('.ant-card-extra .ant-tag')
  await expect(status).toHaveText('已發布')
  await fullPageShot(page, 'admin-text-lesson-edit-zh')
  const sku = `course-${id}`
  await expect.poll(async () => (await api(request, { path: '/v3/get/goods/info', data: { sku } })).code).toBe(0)

  // the H5 app, signed in (so that "read" is kept): the course page lists it as a lesson to read
  const { token } = await appUser(request, 'text-lesson')
  const base = server().base
  const zh = await pageAs(browser, token, 'zh', { baseURL: base })
  await zh.goto(`/pages/course/detail?sku=${sku}`)
  const lesson = zh.getByRole('listitem', { name: '閱讀 第一課：數息' })
  await expect(lesson).toContainText('閱讀約 1 分鐘', { timeout: 30_000 })
  await shot(zh, 'app-text-lesson-detail-zh')
  await lesson.click()
  const article = zh.getByRole('article', { name: '第一課：數息' })
  await expect(article.locator('.lesson-text__p')).toHaveText([
    '找一個安靜的地方坐好，放鬆肩膀。',
    '吸氣時數一，呼氣時數二，數到十再從一開始。'
  ])
  await expect(zh.locator('video')).toHaveCount(0)
  await shot(zh, 'app-text-lesson-zh', { fullPage: true })
  const reported = zh.waitForResponse((r) => r.url().includes('/v2/histories') && r.request().method() === 'POST')
  await zh.getByRole('button', { name: '我讀完了' }).click()
  expect((await reported).ok()).toBe(true)
  await expect(zh.locator('.lesson-text__done')).toHaveText('已讀完')
  await shot(zh, 'app-text-lesson-read-zh', { fullPage: true })
  await zh.goto(`/pages/course/detail?sku=${sku}`)
  await expect(zh.getByRole('listitem', { name: '閱讀 第一課：數息' })).toContainText('已讀完', { timeout: 30_000 })
  await zh.context().close()

  // English
  const en = await pageAs(browser, null, 'en', { baseURL: base })
  await en.goto(`/pages/course/detail?sku=${sku}`)
  const enLesson = en.getByRole('listitem', { name: 'Read Lesson 1: Counting breaths' })
  await expect(enLesson).toContainText('1 min read', { timeout: 30_000 })
  await shot(en, 'app-text-lesson-detail-en')
  await enLesson.click()
  await expect(en.getByRole('article', { name: 'Lesson 1: Counting breaths' }).locator('.lesson-text__p')).toHaveText([
    'Find a quiet place, sit down and relax your shoulders.',
    'Count one on the in-breath, two on the out-breath, up to ten.'
  ])
  await expect(en.getByRole('button', { name: "I've finished reading" })).toBeVisible()
  await shot(en, 'app-text-lesson-en', { fullPage: true })
  await en.context().close()

  // the console in English
  await page.getByText('English', { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Edit course' })).toBeVisible()
  await expect(row).toContainText('Text')
  await fullPageShot(page, 'admin-text-lesson-edit-en')
})

test('a new annual card is a draft until published, in the console in zh-Hant and English', async ({
  page,
  request
}) => {
  await signIn(page, server().operator('editor'))
  const title = `冬季年卡 ${Date.now()}`
  await page.goto('/admin/annual-cards')
  await page.locator('.ant-page-header').getByRole('button', { name: '新增' }).click()
  await expect(page).toHaveURL(/\/admin\/annual-cards\/create$/)
  await page.getByLabel('名稱', { exact: true }).fill(title)
  await page.getByLabel('英文名稱', { exact: true }).fill('Winter Card')
  await page.getByLabel('售價（分）', { exact: true }).fill('39900')
  await page.getByLabel('原價（分）', { exact: true }).fill('59900')
  await shot(page, 'admin-annual-card-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/annual-cards$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag')).toHaveText('草稿')
  const listed = async () =>
    (await api<{ title: string }[]>(request, { path: '/v3/meditation/buyVipList' })).data.some((p) => p.title === title)
  expect(await listed()).toBe(false)
  await confirmPopover(page, row.getByRole('button', { name: `上架 ${title}` }), '上架')
  await expect(row.locator('.ant-tag')).toHaveText('已上架')
  await expect.poll(listed).toBe(true)
  await shot(page, 'admin-annual-cards-zh')
  await page.getByText('English', { exact: true }).first().click()
  await expect(row.locator('.ant-tag')).toHaveText('Published')
  await shot(page, 'admin-annual-cards-en')
  await confirmPopover(page, row.getByRole('button', { name: `Unpublish ${title}` }), 'Unpublish')
  await expect(row.locator('.ant-tag')).toHaveText('Draft')
  await expect.poll(listed).toBe(false)
})
