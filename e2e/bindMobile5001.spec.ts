/**
 * Issue 33, error code 5001 (spec §8: "bind-mobile popup"), end to end on a server of this spec's own
 * (E2E_ADMIN_PORT; `npm run build:admin` and the H5 build first): an editor publishes an activity whose sign-up
 * needs a bound mobile (the console's sign-up rule); a user without a mobile taps "sign up" on the activity's page,
 * the server answers 5001, the app opens its bind-mobile popup; the user binds a number with the SMS code (the dev
 * outbox, the SMS fake) and the sign-up completes by itself: the ticket opens, and the account has the mobile.
 * Dismissing the popup signs up nobody. zh-Hant and English, axe on every state.
 */
import { test, expect } from './support/guard'
import { api, latestCode, loginByEmail, uniqueEmail } from './support/api'
import { ownContext, shot, storeLogin } from './support/pages'
import { confirmPopover, consolePort, signIn, type ConsoleServer } from './support/admin'
import type { TicketDTO } from '../src/protocol/course'

test.describe.configure({ timeout: 180_000 })

const PORT = consolePort()
let server: ConsoleServer | undefined
let actId = 0

// the worker's console server (support/consoleServer.ts)
test.beforeAll(async ({ browser, consoleServer }) => {
  test.setTimeout(180_000)
  server = consoleServer
  // the editor publishes a free activity whose sign-up needs a bound mobile
  const context = await ownContext(browser, {
    baseURL: server.base,
    viewport: { width: 1280, height: 860 }
  })
  const page = await context.newPage()
  await signIn(page, server.operator('editor'))
  const title = `手機報名共修 ${Date.now()}`
  const day = new Date(Date.now() + 6 * 86_400_000)
  const p = (x: number) => String(x).padStart(2, '0')
  const at = (hour: string) => `${day.getFullYear()}-${p(day.getMonth() + 1)}-${p(day.getDate())}T${hour}`
  await page.goto('/admin/tickets/create')
  await page.getByLabel('標題', { exact: true }).fill(title)
  await page.getByLabel('英文標題', { exact: true }).fill('Group Sitting (mobile needed)')
  await page.getByLabel('場地', { exact: true }).fill('台北靜心館')
  await page.getByLabel('開始時間', { exact: true }).fill(at('09:00'))
  await page.getByLabel('結束時間', { exact: true }).fill(at('11:00'))
  await page.getByRole('checkbox', { name: '需綁定手機才能報名' }).check()
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page).toHaveURL(/\/admin\/tickets$/)
  const row = page.locator('tbody tr.ant-table-row', { hasText: title })
  await confirmPopover(page, row.getByRole('button', { name: `發布 ${title}` }), '發布')
  await expect(row.locator('.ant-tag', { hasText: '已發布' })).toBeVisible()
  actId = Number(await row.locator('td').first().innerText())
  await context.close()
})

test.use({ baseURL: `http://127.0.0.1:${PORT}` })

/** A Taiwan mobile number no other run has bound. */
const freshMobile = () => `9${String(Date.now() % 1e8).padStart(8, '0')}`

for (const lang of ['zh', 'en'] as const) {
  const en = lang === 'en'
  test(`5001: signing up without a mobile opens the bind popup; binding completes the sign-up (${lang})`, async ({
    page,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail(`bind-${lang}`))
    await storeLogin(page, token, lang)
    // the server refuses the sign-up with 5001 until a mobile is bound
    const refused = await api(request, { method: 'POST', path: '/v2/act_zero_pays', data: { act_id: actId }, token })
    expect(refused.code).toBe(5001)

    await page.goto(`/study/pages/course/activityTicket/detail?act_id=${actId}`)
    await page.locator('.ticket-signup__go').click()
    const popup = page.getByRole('dialog', { name: en ? 'Bind your mobile number' : '綁定手機號碼' })
    await expect(popup).toBeVisible()
    await shot(page, `bind-mobile-5001-${lang}`)

    // dismissed first: nothing signed up, the page is as it was
    await popup.getByRole('button', { name: en ? 'Close' : '關閉' }).click()
    await expect(popup).toBeHidden()
    await expect(page).toHaveURL(/activityTicket\/detail/)
    expect((await api<TicketDTO>(request, { path: `/v2/acttickets/${actId}`, token })).data.ticket_id).toBeNull()

    // again, and this time bound with the SMS code
    await page.locator('.ticket-signup__go').click()
    await expect(popup).toBeVisible()
    const mobile = freshMobile()
    await popup.locator('.auth-field--phone input').fill(mobile)
    await popup.locator('.auth-send').click()
    await popup.locator('.auth-field--code input').fill(await latestCode(request, `+886 ${mobile}`))
    await popup.locator('.auth-submit').click()

    // the sign-up that was refused is sent again and completes: the ticket opens
    await expect(page).toHaveURL(/\/study\/pages\/course\/activityTicket\/ticket\?id=\d+/)
    await expect(popup).toBeHidden()
    await expect(page.locator('.ticket-qr:visible')).toHaveAttribute(
      'aria-label',
      en ? /^Check-in QR code: JXT/ : /^入場 QR 碼：JXT/
    )
    await shot(page, `bind-mobile-5001-ticket-${lang}`)
    const ticket = (await api<TicketDTO>(request, { path: `/v2/acttickets/${actId}`, token })).data
    expect(ticket.ticket_id).not.toBeNull()
    const me = await api<{ mobile: string | null }>(request, { path: '/v2/users', token })
    expect(me.data.mobile).toBeTruthy()
  })
}
