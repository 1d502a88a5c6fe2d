/**
 * Collections and study plans in the operator console (issue 31), in Chromium against a real server of this spec's
 * own (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first): an editor builds a collection of two albums
 * with the search selects, sees it as a draft the app does not have, publishes it and the H5 app's collection page
 * shows it with both albums, in zh-Hant and English; an editor builds a study plan of two days, publishes it and
 * the H5 plan page shows its days; an edit of the published plan waits (the app keeps the published title) until
 * Publish changes, and a discarded edit never reaches the app. The console pages pass axe and are captured in zh-Hant and English.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './support/guard'
import { api } from './support/api'
import { ownContext, shot, storeLogin } from './support/pages'
import { chooseOption, confirmPopover, consoleSpec, signIn } from './support/admin'

const server = consoleSpec({ timeout: 180_000 })

/** The H5 app on a phone, in `lang`, at `path`. */
async function appPage(page: Page, path: string, lang: 'zh' | 'en') {
  const phone = await ownContext(page.context().browser()!, {
    baseURL: server().base,
    viewport: { width: 390, height: 844 },
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    isMobile: true,
    hasTouch: true
  })
  const app = await phone.newPage()
  await storeLogin(app, null, lang)
  await app.goto(path)
  return app
}

test('an editor builds a collection of two albums, publishes it, and the H5 app shows it in both languages', async ({
  page,
  request
}) => {
  const home = await api<{ floors: { goods: { title: string }[] }[] }>(request, { path: '/v3/meditation/indexFloor' })
  const [a, b] = home.data.floors.flatMap((f) => f.goods.map((g) => g.title))
  const title = `晨間精選 ${Date.now()}`
  await signIn(page, server().operator('editor'))
  await page.goto('/admin/collections/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Morning picks')
  await page.getByLabel('簡介', { exact: true }).fill('兩張適合早晨的專輯')
  await chooseOption(page, page, '第 1 項', a, { search: a })
  await page.getByRole('button', { name: '加一項' }).click()
  await chooseOption(page, page, '第 2 項', b, { search: b })
  await shot(page, 'admin-collection-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/edit\/\d+$/)
  const id = Number(page.url().split('/').pop())
  const list = async () => (await api<{ id: number }[]>(request, { path: '/v3/collection/list' })).data.map((c) => c.id)
  expect(await list()).not.toContain(id) // a draft is not in the app

  // the preview lists both albums in order; publish from the edit page
  const preview = page.locator('.ant-card', { hasText: 'App 預覽' })
  await expect(preview.locator('li')).toHaveText([a, b])
  await confirmPopover(page, page.getByRole('button', { name: '發布' }), '發布')
  await expect(page.locator('.ant-page-header .ant-tag', { hasText: '已發布' })).toBeVisible()
  await expect.poll(list).toContain(id)
  // in the preview's language (cae949d: the app opens a link's `lang` for that visit)
  await expect(preview.getByRole('link', { name: '在 App 開啟' })).toHaveAttribute(
    'href',
    `/study/pages/collectionDetail/index?id=${id}&lang=zh-Hant`
  )
  await shot(page, 'admin-collection-edit-zh')

  const zh = await appPage(page, `/study/pages/collectionDetail/index?id=${id}`, 'zh')
  await expect(zh.locator('.collection__title')).toHaveText(title)
  await expect(zh.locator('.collection-item__title')).toHaveText([a, b])
  await shot(zh, 'app-collection-from-console-zh')
  const en = await appPage(page, `/study/pages/collectionDetail/index?id=${id}`, 'en')
  await expect(en.locator('.collection__title')).toHaveText('Morning picks')
  await expect(en.locator('.collection-item__title')).toHaveCount(2)
  await shot(en, 'app-collection-from-console-en')

  // the list in both languages
  await page.goto('/admin/collections')
  await expect(page.locator('tbody tr.ant-table-row', { hasText: title })).toContainText('已發布')
  await shot(page, 'admin-collections-zh')
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Collections' }).first()).toBeVisible()
  await expect(page.locator('tbody tr.ant-table-row', { hasText: title })).toContainText('Published')
  await shot(page, 'admin-collections-en')
  await page.goto(`/admin/collections/edit/${id}`)
  await expect(page.getByLabel('English title', { exact: true })).toHaveValue('Morning picks')
  await shot(page, 'admin-collection-edit-en')
})

test('an editor builds a study plan of two days, publishes it, and the H5 plan page shows its days', async ({
  page,
  request
}) => {
  const title = `七日安睡計畫 ${Date.now()}`
  await signIn(page, server().operator('editor'), 'en')
  await page.goto('/admin/plans/create')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('English title', { exact: true }).fill('Seven calm nights')
  await chooseOption(page, page, 'Track of row 1', 0)
  await page.getByRole('button', { name: 'Add a track' }).click()
  await expect(page.getByLabel('Day of row 2', { exact: true })).toHaveValue('2')
  await chooseOption(page, page, 'Track of row 2', 1)
  await shot(page, 'admin-plan-create-en')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/plans\/edit\/\d+$/)
  const id = Number(page.url().split('/').pop())
  const plan = () => api<{ day_list: { day: number }[] }>(request, { path: `/v3/meditation/plan/plan${id}` })
  expect((await plan()).code).not.toBe(0) // a draft is not in the app

  await confirmPopover(page, page.getByRole('button', { name: 'Publish' }), 'Publish')
  await expect(page.locator('.ant-page-header .ant-tag', { hasText: 'Published' })).toBeVisible()
  await expect.poll(async () => (await plan()).data?.day_list.map((d) => d.day)).toEqual([1, 2])
  await shot(page, 'admin-plan-edit-en')

  const en = await appPage(page, `/pages/meditation/studyPlan?sku=plan${id}`, 'en')
  await expect(en.locator('.med-plan__title')).toHaveText('Seven calm nights')
  await shot(en, 'app-plan-from-console-en')
  const zh = await appPage(page, `/pages/meditation/studyPlan?sku=plan${id}`, 'zh')
  await expect(zh.locator('.med-plan__title')).toHaveText(title)
  await shot(zh, 'app-plan-from-console-zh')

  // an edit of the published plan waits: the app shows the published plan until Publish changes
  const appTitle = async () =>
    (await api<{ title: string }>(request, { path: `/v3/meditation/plan/plan${id}`, lang: 'en' })).data.title
  await page.getByLabel('English title', { exact: true }).fill('Seven calmer nights')
  await page.getByRole('button', { name: 'Save' }).click()
  const changes = page.locator('.ant-page-header .ant-tag', { hasText: 'Unpublished changes' })
  await expect(changes).toBeVisible()
  await expect(page.locator('.ant-alert')).toContainText('The app does not show these changes yet')
  expect(await appTitle()).toBe('Seven calm nights')
  await shot(page, 'admin-plan-changes-en')
  await confirmPopover(page, page.getByRole('button', { name: 'Publish changes' }), 'Publish changes')
  await expect(changes).toHaveCount(0)
  await expect.poll(appTitle).toBe('Seven calmer nights')

  await page.goto('/admin/plans')
  await expect(page.locator('tbody tr.ant-table-row', { hasText: title })).toContainText('Published')
  await shot(page, 'admin-plans-en')
  await page.getByText('繁體中文', { exact: true }).click()
  await expect(page.getByRole('heading', { name: '學習計畫' }).first()).toBeVisible()
  await shot(page, 'admin-plans-zh')
  await page.goto(`/admin/plans/edit/${id}`)
  await expect(page.getByLabel('英文標題', { exact: true })).toHaveValue('Seven calmer nights')
  await shot(page, 'admin-plan-edit-zh')
  // an edit discarded: the form is back on the published plan, the app never saw it
  await page.getByLabel('英文標題', { exact: true }).fill('Not these nights')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page.locator('.ant-page-header .ant-tag', { hasText: '有未發布的修改' })).toBeVisible()
  await shot(page, 'admin-plan-changes-zh')
  await confirmPopover(page, page.getByRole('button', { name: '捨棄修改' }), '捨棄修改')
  await expect(page.getByLabel('英文標題', { exact: true })).toHaveValue('Seven calmer nights')
  await expect(page.locator('.ant-page-header .ant-tag', { hasText: '有未發布的修改' })).toHaveCount(0)
  expect(await appTitle()).toBe('Seven calmer nights')
})
