/**
 * The operator console (issue 31), an editor's content, in Chromium against a real server of this spec's own (port
 * E2E_ADMIN_PORT, a fresh PGlite directory with operators made before it starts), serving admin/dist at /admin/
 * (`npm run build:admin` first): an album on a home floor with two uploaded tracks (tus, converted to AAC), published
 * and in the app's API (and in the owner's audit log); an FAQ entry, a meditation home banner and a live course,
 * each published and shown by the app. Split from e2e/admin.spec.ts: each test makes what it needs, so the tests run
 * (and are retried) one by one.
 */
import { test, expect } from './support/guard'
import { api } from './support/api'
import { shot } from './support/pages'
import { chooseOption, confirmPopover, consoleSpec, expectAudited, signIn, toneFile } from './support/admin'
import type { GoodsDetailDTO, MeditationFloorPageDTO } from '../src/protocol/meditation'

const server = consoleSpec({ timeout: 180_000 })
const newOperator = (role: 'editor') => server().operator(role)

test('an editor creates an album with two uploaded tracks and publishes it; the app API shows it', async ({
  page,
  request
}) => {
  const editor = newOperator('editor')
  await signIn(page, editor)
  const title = `晨光呼吸 ${Date.now()}`
  const titleEn = `Morning breath ${Date.now()}`
  await page.goto('/admin/albums/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill(titleEn)
  // the first floor of the app's home (the console lists every floor by its title)
  const home = await api<{ floors: { title: string }[] }>(request, { path: '/v3/meditation/indexFloor' })
  const floorName = home.data.floors[0]!.title
  await chooseOption(page, page, '首頁樓層', floorName)
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/albums\/edit\/\d+$/)
  const albumId = Number(page.url().split('/').pop())

  const files = [
    toneFile(test.info().outputPath('one.wav'), 3, 440),
    toneFile(test.info().outputPath('two.wav'), 2, 660)
  ]
  for (const [i, file] of files.entries()) {
    await page.locator('.ant-page-header-content, .ant-card-body').getByRole('button', { name: '新增' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/tracks/create\\?albumId=${albumId}`))
    await expect(page.locator('.ant-select-selection-item')).toHaveText(title)
    await page.getByLabel('標題', { exact: true }).fill(`第 ${i + 1} 段`)
    await page.getByLabel('英文標題', { exact: true }).fill(`Part ${i + 1}`)
    await page.locator('input[type=file]').setInputFiles(file)
    await expect(page.getByTestId('upload-ready')).toContainText(`長度 ${i === 0 ? 3 : 2} 秒`, { timeout: 30_000 })
    await page.getByRole('button', { name: '儲存' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/albums/edit/${albumId}$`))
  }
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2)

  // not in the app before it is published
  const sku = `album${albumId}`
  expect((await api(request, { path: `/v3/meditation/goods/${sku}` })).code).not.toBe(0)

  await page.goto('/admin/albums')
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await confirmPopover(page, row.getByRole('button', { name: '發布' }), '發布')
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  await expectAudited(server(), 'album.publish', editor)

  // the app's API: on its home floor, with both tracks, their durations read from the files, playable
  const floors = await api<{ floors: { id: number; title: string }[] }>(request, { path: '/v3/meditation/indexFloor' })
  const floor = floors.data.floors.find((f) => f.title === floorName)
  expect(floor, `floor ${floorName} on the home`).toBeTruthy()
  await expect
    .poll(async () =>
      (
        await api<MeditationFloorPageDTO>(request, {
          path: `/v3/meditation/floor/${floor!.id}`,
          data: { page: 1, size: 100 }
        })
      ).data.goods.list.map((g) => g.title)
    )
    .toContain(title)
  // (the 404 read above may sit in a catalogue cache until the publish's change notice drops it)
  await expect.poll(async () => (await api(request, { path: `/v3/meditation/goods/${sku}` })).code).toBe(0)
  const detail = await api<GoodsDetailDTO>(request, { path: `/v3/meditation/goods/${sku}` })
  expect(detail.data.resources.map((r) => [r.title, r.duration])).toEqual([
    ['第 1 段', 3],
    ['第 2 段', 2]
  ])
  const audio = await request.get(detail.data.resources[0]!.full_path!, { headers: { range: 'bytes=0-15' } })
  expect(audio.status()).toBe(206)
  // English readers get the English title
  const en = await api<GoodsDetailDTO>(request, { path: `/v3/meditation/goods/${sku}`, lang: 'en' })
  expect(en.data.title).toBe(titleEn)
})

test('an editor writes an FAQ entry, publishes it, and the app help shows it', async ({ page, request }) => {
  await signIn(page, newOperator('editor'))
  const question = `如何下載離線音訊？ ${Date.now()}`
  await page.goto('/admin/faqs/create')
  await page.getByLabel('分類', { exact: true }).fill('播放')
  await page.getByLabel('英文分類', { exact: true }).fill('Playback')
  await page.getByLabel('問題', { exact: true }).fill(question)
  await page.getByLabel('英文問題', { exact: true }).fill('How do I download audio?')
  await page.getByLabel('回答', { exact: true }).fill('在播放頁點下載。')
  await page.getByLabel('英文回答', { exact: true }).fill('Tap Download on the player.')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/faqs$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: question })
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toBeVisible()
  const help = async () =>
    (await api<{ question: string }[]>(request, { path: '/v2/faqs' })).data.map((f) => f.question)
  expect(await help()).not.toContain(question)

  await confirmPopover(page, row.getByRole('button', { name: '發布' }), '發布')
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  await expect.poll(help).toContain(question)

  await shot(page, 'admin-faqs-list-zh')
  await row.getByRole('button', { name: `編輯 ${question}` }).click()
  await expect(page.getByLabel('英文問題', { exact: true })).toHaveValue('How do I download audio?')
  // the edit page says where the entry stands (published: no publish button left)
  await expect(page.locator('.ant-page-header-heading-extra .ant-tag')).toHaveText('已發布')
  await expect(page.getByRole('button', { name: '發布' })).toHaveCount(0)
  await shot(page, 'admin-faq-edit-zh')
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByLabel('English question', { exact: true })).toBeVisible()
  await shot(page, 'admin-faq-edit-en')
  await page.goto('/admin/faqs')
  await expect(page.locator('.ant-tag', { hasText: 'Published' }).first()).toBeVisible()
  await shot(page, 'admin-faqs-list-en')
})

test('an editor publishes a meditation home banner, moves it up, and the app home shows it', async ({
  page,
  request
}) => {
  await signIn(page, newOperator('editor'))
  const home = async () =>
    (await api<{ banners: { title: string; image: string }[] }>(request, { path: '/v3/meditation/indexFloor' })).data
      .banners
  const image = (await home())[0]!.image
  const title = `春日靜心週 ${Date.now()}`
  await page.goto('/admin/meditation-banners/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Spring Calm Week')
  await page.getByLabel('圖片網址', { exact: true }).fill(image)
  await page.getByLabel('前往目標', { exact: true }).fill('meditation/detail?sku=m-sleep')
  await page.getByLabel('排序', { exact: true }).fill('1000')
  await shot(page, 'admin-banner-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/meditation-banners$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toBeVisible()
  expect((await home()).map((b) => b.title)).not.toContain(title)

  await confirmPopover(page, row.getByRole('button', { name: `發布 ${title}` }), '發布')
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  // published last (the highest order): the app's home shows it at the end
  await expect.poll(async () => (await home()).map((b) => b.title).at(-1)).toBe(title)
  const count = (await home()).length

  // one up: the app's home shows it one place earlier at once
  await row.getByRole('button', { name: `上移 ${title}` }).click()
  await expect.poll(async () => (await home()).map((b) => b.title).indexOf(title)).toBe(count - 2)
  await expect(page.locator('tbody tr.ant-table-row').nth(count - 2)).toContainText(title)
  await shot(page, 'admin-meditation-banners-list-zh')
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Meditation home banners' })).toBeVisible()
  await shot(page, 'admin-meditation-banners-list-en')
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('English title', { exact: true })).toHaveValue('Spring Calm Week')
  await shot(page, 'admin-banner-edit-en')
})

test('an editor schedules a live course, publishes it, reschedules it; the app lists it counting down', async ({
  page,
  request
}) => {
  await signIn(page, newOperator('editor'))
  const title = `冬至靜心直播 ${Date.now()}`
  // local wall-clock times, days ahead (the console reads them in the browser's zone)
  const day = (n: number, hour: string) => {
    const d = new Date(Date.now() + n * 86_400_000)
    const p = (x: number) => String(x).padStart(2, '0')
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${hour}`
  }
  const instant = (local: string) => page.evaluate((v) => new Date(v).toISOString(), local)
  const lives = async () =>
    (
      await api<{ list: { id: number; title: string; live_status: number; live_start_at: string }[] }>(request, {
        path: '/v2/livecourses',
        data: { page: 1, size: 100 }
      })
    ).data.list

  await page.goto('/admin/lives/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Winter Solstice Live')
  await page.getByLabel('老師', { exact: true }).fill('林老師')
  await page.getByLabel('英文老師名', { exact: true }).fill('Teacher Lin')
  await page.getByLabel('開始時間', { exact: true }).fill(day(3, '20:00'))
  await page.getByLabel('結束時間', { exact: true }).fill(day(3, '21:00'))
  await shot(page, 'admin-live-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/lives$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag', { hasText: '草稿' })).toBeVisible()
  await expect(row.locator('.ant-tag', { hasText: '免費' })).toBeVisible()
  expect((await lives()).map((l) => l.title)).not.toContain(title)

  await confirmPopover(page, row.getByRole('button', { name: `發布 ${title}` }), '發布')
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  await expect.poll(async () => (await lives()).find((l) => l.title === title)?.live_status).toBe(1)
  const first = (await lives()).find((l) => l.title === title)!
  expect(first.live_start_at).toBe(await instant(day(3, '20:00')))

  // a start in the past is refused in the dialog, in the console's language; then a real reschedule
  await row.getByRole('button', { name: `改期 ${title}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('開始時間', { exact: true }).fill(day(-1, '20:00'))
  await dialog.getByRole('button', { name: '改期' }).click()
  await expect(dialog.getByRole('alert')).toContainText('開始時間必須在未來')
  await shot(page, 'admin-live-reschedule-zh')
  await dialog.getByLabel('開始時間', { exact: true }).fill(day(4, '19:30'))
  await dialog.getByLabel('結束時間', { exact: true }).fill(day(4, '20:30'))
  await dialog.getByRole('button', { name: '改期' }).click()
  await expect(dialog).toBeHidden()
  const moved = await instant(day(4, '19:30'))
  await expect.poll(async () => (await lives()).find((l) => l.id === first.id)?.live_start_at).toBe(moved)
  const room = await api<{ live_status: number; live_start_at: string }>(request, {
    path: '/v3/live/status',
    data: { id: first.id }
  })
  expect(room.data.live_status).toBe(1)
  expect(room.data.live_start_at).toBe(moved)
  await shot(page, 'admin-lives-list-zh')

  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Live courses' })).toBeVisible()
  await expect(row.locator('.ant-tag', { hasText: 'Published' })).toBeVisible()
  await shot(page, 'admin-lives-list-en')
  await row.getByRole('button', { name: `Reschedule ${title}` }).click()
  await expect(dialog.getByLabel('Starts', { exact: true })).toHaveValue(day(4, '19:30'))
  await shot(page, 'admin-live-reschedule-en')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByLabel('English title', { exact: true })).toHaveValue('Winter Solstice Live')
  await shot(page, 'admin-live-edit-en')
})
