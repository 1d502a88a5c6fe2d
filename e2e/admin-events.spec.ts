/**
 * Online camps and activity tickets in the operator console (issue 31), in Chromium against a real server of this
 * spec's own (E2E_ADMIN_PORT; `npm run build:admin` first): an editor drafts a camp, adds a text day and an audio
 * day, sees the app preview with each day's open date, publishes it and the app's camp route lists the days with
 * those dates; an editor publishes an activity, two people sign up, fewer seats than that are refused in the dialog
 * (translated) and more seats reach the app; a support operator reads the sign-up list. Each page passes axe and is
 * captured in zh-Hant and English.
 */
import { test, expect } from './support/guard'
import { api } from './support/api'
import { ownContext, shot } from './support/pages'
import { appUser, chooseOption, confirmPopover, consoleSpec, fullPageShot, signIn } from './support/admin'

const server = consoleSpec({ timeout: 180_000 })

/** A local wall-clock time `n` days ahead (the console reads it in the browser's zone). */
const day = (n: number, hour: string) => {
  const d = new Date(Date.now() + n * 86_400_000)
  const p = (x: number) => String(x).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${hour}`
}

test('an editor drafts a camp with two days, previews it, publishes it; the app shows each day and its date', async ({
  page,
  request
}) => {
  await signIn(page, server().operator('editor'))
  const title = `十日覺察訓練營 ${Date.now()}`
  await page.goto('/admin/camps/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Ten-Day Awareness Camp')
  await page.getByLabel('老師', { exact: true }).fill('林老師')
  await page.getByLabel('開營時間', { exact: true }).fill(day(3, '09:00'))
  await shot(page, 'admin-camp-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/camps\/edit\/\d+$/)
  const id = Number(page.url().split('/').pop())
  const camp = () =>
    api<{ days: { day: number; title: string; opens_at: string }[] }>(request, { path: `/v2/commodity/${id}` })
  expect((await camp()).code).not.toBe(0) // a draft is not in the app

  // day 1: text; day 2: audio (needs its file)
  await page.getByRole('button', { name: '新增一天' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByLabel('標題', { exact: true }).fill('第一天：呼吸')
  await dialog.getByLabel('英文標題', { exact: true }).fill('Day 1: Breath')
  await dialog.getByLabel('內容', { exact: true }).fill('坐好，呼吸十分鐘。')
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: '新增一天' }).click()
  dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('第幾天', { exact: true })).toHaveValue('2')
  await chooseOption(page, dialog, '類型', '音訊')
  await dialog.getByLabel('標題', { exact: true }).fill('第二天：身體掃描')
  await dialog.getByLabel('英文標題', { exact: true }).fill('Day 2: Body scan')
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog.getByText('請輸入檔案路徑').or(dialog.locator('.ant-form-item-explain-error'))).toBeVisible()
  await dialog.getByLabel('檔案路徑', { exact: true }).fill('/static/audio/body-scan.mp3')
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog).toBeHidden()

  const days = page.getByRole('list', { name: '每日內容' })
  await expect(days.getByRole('listitem')).toHaveCount(2)
  await expect(days.getByRole('listitem').nth(1)).toContainText('第二天：身體掃描')
  await fullPageShot(page, 'admin-camp-edit-zh')
  // the edit page says where the camp stands, before and after publishing
  const status = page.locator('.ant-card-head', { hasText: '每日內容' }).locator('.ant-card-extra .ant-tag')
  await expect(status).toHaveText('草稿')

  await confirmPopover(page, page.getByRole('button', { name: `發布 ${title}` }), '發布')
  await expect.poll(async () => (await camp()).code).toBe(0)
  await expect(status).toHaveText('已發布')
  const published = (await camp()).data
  const opens1 = await page.evaluate(
    (v) => {
      // midnight of the start's date in Asia/Taipei (the app's zone for a user without one)
      const d = new Date(v)
      const taipei = new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
      return new Date(`${taipei}T00:00:00+08:00`).toISOString()
    },
    day(3, '09:00')
  )
  expect(published.days.map((d) => [d.day, d.title])).toEqual([
    [1, '第一天：呼吸'],
    [2, '第二天：身體掃描']
  ])
  expect(published.days[0].opens_at).toBe(opens1)
  expect(new Date(published.days[1].opens_at).getTime() - new Date(opens1).getTime()).toBe(86_400_000)

  await page.getByText('English', { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Edit camp' })).toBeVisible()
  await page.getByRole('radiogroup', { name: 'Preview language' }).getByText('English').click()
  await expect(page.getByRole('list', { name: 'Days' }).getByRole('listitem').first()).toContainText('Day 1: Breath')
  await fullPageShot(page, 'admin-camp-edit-en')
  await page.goto('/admin/camps')
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await expect(row.locator('.ant-tag', { hasText: 'Published' })).toBeVisible()
  await shot(page, 'admin-camps-list-en')
})

test('an activity: fewer seats than sign-ups is refused in the dialog; more reach the app; support reads who signed up', async ({
  page,
  request
}) => {
  await signIn(page, server().operator('editor'))
  const title = `茶禪工作坊 ${Date.now()}`
  await page.goto('/admin/tickets/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Tea Zen Workshop')
  await page.getByLabel('場地', { exact: true }).fill('台北靜心館')
  await page.getByLabel('開始時間', { exact: true }).fill(day(5, '14:00'))
  await page.getByLabel('結束時間', { exact: true }).fill(day(5, '17:00'))
  await page.getByLabel('名額（0 為不限）', { exact: true }).fill('2')
  await shot(page, 'admin-ticket-create-zh')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/tickets$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await confirmPopover(page, row.getByRole('button', { name: `發布 ${title}` }), '發布')
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  const id = Number(await row.locator('td').first().innerText())
  const ticket = () => api<{ seats: number; seats_left: number }>(request, { path: `/v2/acttickets/${id}` })
  expect((await ticket()).data.seats).toBe(2)

  for (const who of ['seat-a', 'seat-b']) {
    const u = await appUser(request, who)
    const r = await api(request, { method: 'POST', path: '/v2/act_zero_pays', token: u.token, data: { act_id: id } })
    expect(r.code).toBe(0)
  }
  await page.reload()
  await expect(row).toContainText('2 / 2')

  await row.getByRole('button', { name: `名額 ${title}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('名額（0 為不限）', { exact: true }).fill('1')
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog.getByRole('alert')).toContainText('名額不能少於已報名的 2 人')
  await shot(page, 'admin-ticket-seats-refused-zh')
  expect((await ticket()).data.seats).toBe(2)
  await dialog.getByLabel('名額（0 為不限）', { exact: true }).fill('3')
  await dialog.getByRole('button', { name: '儲存' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(async () => (await ticket()).data.seats_left).toBe(1)
  await expect(row).toContainText('2 / 3')
  await shot(page, 'admin-tickets-list-zh')

  await page.getByText('English', { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Activity tickets' })).toBeVisible()
  await row.getByRole('button', { name: `Seats ${title}` }).click()
  await dialog.getByLabel('Seats (0: no limit)', { exact: true }).fill('1')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The seats cannot be fewer than the 2 people already signed up')
  await shot(page, 'admin-ticket-seats-refused-en')
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // support: only the sign-ups of the content pages, from the menu
  const context = await ownContext(page.context().browser()!)
  const support = await context.newPage()
  await signIn(support, server().operator('support'))
  await support.getByRole('menuitem', { name: '活動報名名單' }).click()
  await chooseOption(support, support, '活動', title)
  await expect(support.locator('tbody tr.ant-table-row')).toHaveCount(2)
  await expect(support.locator('tbody tr.ant-table-row').first()).toContainText('有效')
  await shot(support, 'admin-ticket-signups-zh')
  await support.getByText('English', { exact: true }).first().click()
  await expect(support.getByRole('heading', { name: 'Activity sign-ups' })).toBeVisible()
  await expect(support.locator('tbody tr.ant-table-row').first()).toContainText('Tea Zen Workshop')
  await shot(support, 'admin-ticket-signups-en')
  await context.close()
})
