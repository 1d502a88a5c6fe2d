/**
 * Scene music and daily picks in the operator console (issue 31), in Chromium against a real server of this spec's
 * own (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first): an editor makes a scene from a tone uploaded in
 * the form (tus, converted to AAC), publishes it, and the H5 app's scene setting page lists it; then a daily pick for
 * today (the form's starting date: Taipei's, the phone's zone too), a track searched on the server, published, and
 * the H5 meditation home's day card shows its quote, in zh-Hant and English. Each console page passes axe and is
 * captured in both languages.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/guard'
import { api } from './support/api'
import { ownContext, shot, storeLogin, type Lang } from './support/pages'
import { chooseOption, confirmPopover, consoleSpec, fullPageShot, signIn, toneFile } from './support/admin'

const server = consoleSpec({ timeout: 240_000 })

/** The H5 app on a phone in Taipei, in `lang`, at `path` (a visitor). */
async function appPage(page: Page, path: string, lang: Lang) {
  const phone = await ownContext(page.context().browser()!, {
    baseURL: server().base,
    viewport: { width: 390, height: 844 },
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    timezoneId: 'Asia/Taipei',
    isMobile: true,
    hasTouch: true
  })
  const app = await phone.newPage()
  await storeLogin(app, null, lang)
  await app.goto(path)
  return app
}

test('an editor publishes scene music from an upload and a daily pick for today; the H5 app shows both in zh-Hant and English', async ({
  page,
  request
}) => {
  const stamp = Date.now()
  const title = `山谷晨風 ${stamp}`
  const titleEn = `Valley Morning Wind ${stamp}`
  const scenes = (await api<{ cover: string }[]>(request, { path: '/v3/meditation/sceneList' })).data
  await signIn(page, server().operator('editor'))

  // scene music: the tone uploaded in the form, saved as a draft, published from its edit page
  await page.goto('/admin/scenes')
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible()
  await shot(page, 'admin-scenes-list-zh')
  await page.goto('/admin/scenes/create')
  await page.getByLabel('名稱', { exact: true }).fill(title)
  await page.getByLabel('英文名稱', { exact: true }).fill(titleEn)
  await page.getByLabel('背景圖片', { exact: true }).fill(scenes[1].cover)
  await page.locator('input[type=file]').setInputFiles(toneFile(test.info().outputPath('scene.wav'), 2, 392))
  await expect(page.getByTestId('upload-ready')).toContainText('長度 2 秒', { timeout: 60_000 })
  await shot(page, 'admin-scene-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/scenes\/edit\/\d+$/)
  const sceneId = Number(page.url().split('/').pop())
  const status = page.locator('.ant-page-header .ant-tag')
  await expect(status).toHaveText('草稿')
  const inApp = async () =>
    (await api<{ id: number }[]>(request, { path: '/v3/meditation/sceneList' })).data.some((s) => s.id === sceneId)
  expect(await inApp(), 'a draft is not in the app').toBe(false)
  await confirmPopover(
    page,
    page.locator('.ant-page-header').getByRole('button', { name: '發布', exact: true }),
    '發布'
  )
  await expect(status).toHaveText('已發布')
  await expect(page.getByRole('link', { name: '在 App 開啟場景設定' })).toBeVisible()
  await fullPageShot(page, 'admin-scene-edit-zh')
  await expect.poll(inApp).toBe(true)

  // a daily pick for today: the form starts on today; a track searched on the server
  await page.goto('/admin/day-picks/create')
  const today = (
    await api<{ date: string }>(request, { path: '/v3/meditation/dayRecommend', data: { tz: 'Asia/Taipei' } })
  ).data.date
  await expect(page.getByLabel('日期', { exact: true })).toHaveValue(today)
  const track = await chooseOption(page, page, '音軌', 0)
  const quote = `今天，慢慢來。${stamp}`
  const quoteEn = `Today, take it slowly. ${stamp}`
  await page.getByLabel('推薦語', { exact: true }).fill(quote)
  await page.getByLabel('英文推薦語', { exact: true }).fill(quoteEn)
  await fullPageShot(page, 'admin-day-pick-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/day-picks\/edit\/\d+$/)
  await expect(status).toHaveText('草稿')
  await confirmPopover(
    page,
    page.locator('.ant-page-header').getByRole('button', { name: '發布', exact: true }),
    '發布'
  )
  await expect(status).toHaveText('已發布')
  await fullPageShot(page, 'admin-day-pick-edit-zh')
  await page.goto('/admin/day-picks')
  const row = page.locator('tbody tr.ant-table-row', { hasText: quote })
  await expect(row).toContainText(today)
  await expect(row).toContainText(track.split(' · ')[1].split('（')[0])
  await shot(page, 'admin-day-picks-list-zh')

  // the H5 app: the scene setting page lists the scene, the home's day card is the pick, in both languages
  for (const lang of ['zh', 'en'] as Lang[]) {
    const setting = await appPage(page, '/study/pages/scene/setting', lang)
    const card = setting.locator(`.scene-card[data-scene="${sceneId}"]`)
    await expect(card.locator('.scene-card__title')).toHaveText(lang === 'en' ? titleEn : title, { timeout: 30_000 })
    await card.scrollIntoViewIfNeeded()
    await shot(setting, `app-scene-from-console-${lang}`)
    await setting.context().close()

    const home = await appPage(page, '/pages/meditation/index', lang)
    const day = home.locator('.day-card')
    await expect(day.locator('.day-card__quote')).toHaveText(lang === 'en' ? quoteEn : quote, { timeout: 30_000 })
    await expect(day.locator('.day-card__label')).toContainText(today)
    await day.scrollIntoViewIfNeeded()
    await shot(home, `app-day-pick-from-console-${lang}`)
    await home.context().close()
  }

  // the console in English
  await page.getByText('English', { exact: true }).first().click()
  await page.goto('/admin/day-picks')
  await expect(page.getByRole('heading', { name: 'Daily picks' })).toBeVisible()
  const rowEn = page.locator('tbody tr.ant-table-row', { hasText: quoteEn })
  await expect(rowEn.locator('.ant-tag')).toHaveText('Published')
  await shot(page, 'admin-day-picks-list-en')
  await rowEn.getByRole('button', { name: `Edit ${today}` }).click()
  await expect(page.getByRole('heading', { name: 'Edit daily pick' })).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Preview language' }).getByText('English').click()
  await expect(page.locator('.ant-card', { hasText: 'App preview' }).getByText(quoteEn, { exact: true })).toBeVisible()
  await fullPageShot(page, 'admin-day-pick-edit-en')
  await page.goto('/admin/scenes')
  await expect(page.getByRole('heading', { name: 'Scene music' })).toBeVisible()
  await expect(page.locator('tbody tr.ant-table-row', { hasText: title }).locator('.ant-tag')).toHaveText('Published')
  await shot(page, 'admin-scenes-list-en')
  await page.goto(`/admin/scenes/edit/${sceneId}`)
  await expect(page.getByRole('heading', { name: 'Edit scene music' })).toBeVisible()
  await fullPageShot(page, 'admin-scene-edit-en')
  await page.goto('/admin/scenes/create')
  await expect(page.getByLabel('English name', { exact: true })).toBeVisible()
  await shot(page, 'admin-scene-create-en')
  await page.goto('/admin/day-picks/create')
  await expect(page.getByLabel('English quote', { exact: true })).toBeVisible()
  await shot(page, 'admin-day-pick-create-en')
})
