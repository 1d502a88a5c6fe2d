/**
 * Activity tickets and online camps end to end: a free activity's sign-up opens the ticket with its check-in QR
 * code, and the ticket is cancelled (the seat comes back); a paid activity is signed up with the demo payment and
 * the pay result page reaches paid and leads to the ticket; a camp's open day plays its content and records
 * progress. Both languages, axe on every page, screenshots at 390×844.
 */
import { test, expect } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { expectNoSeriousA11yViolations } from './support/axe'
import { shot, storeLogin } from './support/pages'
import type { TicketDTO } from '../src/protocol/course'

const FREE = 60 // act-sitting
const PAID = 17 // act-bowls

test('a free activity: sign up, the ticket shows its QR code, time and place; cancelling gives the seat back', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('free-ticket'))
  await storeLogin(page, token)
  const before = (await api<TicketDTO>(request, { path: `/v2/acttickets/${FREE}`, token })).data
  await page.goto(`/study/pages/course/activityTicket/detail?act_id=${FREE}`)
  await expect(page.getByRole('heading', { name: '週末共修・靜坐' })).toBeVisible()
  await expect(page.locator('.ticket-signup__go')).toHaveText('免費報名')
  await expectNoSeriousA11yViolations(page, 'activity detail')
  await page.locator('.ticket-signup__go').click()

  await expect(page).toHaveURL(/\/study\/pages\/course\/activityTicket\/ticket\?id=\d+/)
  const qr = page.locator('.ticket-qr:visible')
  await expect(qr).toHaveAttribute('data-code', /^JXT[0-9A-F]{20}$/)
  await expect(qr).toHaveAttribute('aria-label', /^入場 QR 碼：JXT/)
  expect(await qr.locator('.ticket-qr__dark').count()).toBeGreaterThan(100)
  // the start in the user's zone (Asia/Taipei), whatever zone the browser is in
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' })
    .format(new Date(before.start_at!))
    .replace(/-/g, '/')
  await expect(page.locator('.ticket-time')).toContainText(day)
  await expect(page.locator('.ticket-place')).toContainText('靜心台北教室')
  await expect(page.locator('.ticket-place__map')).toHaveText('在地圖中查看')
  await expect(page.locator('.course-event__value').filter({ hasText: '1 人入場' })).toContainText(
    `尚餘 ${before.seats_left - 1} 個`
  )
  await shot(page, 'ticket-zh')

  await page.locator('.ticket-actions__cancel').click()
  await expect(page.locator('.taro-modal__title')).toHaveText('確定取消報名？')
  // the confirm is readable: its message at AA contrast (Taro drew it in #808080, 3.9:1), its destructive button
  // in the app's danger red, not WeChat green (issue 32 items 13 and 15)
  await expectNoSeriousA11yViolations(page, 'cancel confirm')
  await expect(page.locator('.taro-model__confirm')).toHaveCSS('color', 'rgb(176, 65, 44)')
  await page.locator('.taro-model__confirm').click()
  await expect(page.locator('.ticket-card')).toHaveAttribute('data-status', 'cancelled')
  await expect(page.locator('.ticket-card__status')).toHaveText('已取消')
  await expect(page.locator('.ticket-actions__cancel')).toHaveCount(0)
  // a cancelled ticket admits nobody: no QR code at all
  await expect(page.locator('.ticket-qr')).toHaveCount(0)
  const after = (await api<TicketDTO>(request, { path: `/v2/acttickets/${FREE}`, token })).data
  expect(after.seats_left).toBe(before.seats_left)
  expect(after.ticket_id).toBeNull()
  await shot(page, 'ticket-cancelled-zh', { audit: false })

  // English: sign up again from the cancelled ticket's link
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.reload()
  await expect(page.locator('.ticket-card__status')).toHaveText('Cancelled')
  await expect(page.locator('.ticket-qr')).toHaveCount(0)
  await shot(page, 'ticket-cancelled-en')
  await page.getByRole('link', { name: 'Sign up again' }).click()
  await expect(page.getByRole('heading', { name: 'Weekend Group Sitting' })).toBeVisible()
  await page.locator('.ticket-signup__go').click()
  await expect(page.locator('.ticket-qr:visible')).toHaveAttribute('aria-label', /^Check-in QR code: JXT/)
  await expect(page.locator('.ticket-actions__cancel')).toHaveText('Cancel sign-up')
  await expect(page.locator('.ticket-actions__note')).toContainText('Can be cancelled until')
  await shot(page, 'ticket-en')
})

test('a paid activity: contact phone, the demo payment, the pay result page reaches paid and leads to the ticket', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('paid-ticket'))
  await storeLogin(page, token, 'en')
  await page.goto(`/study/pages/course/activityTicket/detail?act_id=${PAID}`)
  await expect(page.getByRole('heading', { name: 'Singing Bowl Workshop' })).toBeVisible()
  const go = page.locator('.ticket-signup__go')
  await expect(go).toContainText('Sign up and pay')
  await go.click()
  await expect(page.locator('.ticket-field__error')).toHaveText(/phone/i)
  await page.locator('.ticket-phone input, input.ticket-phone').fill('912345678')
  await shot(page, 'activity-paid-en')
  await go.click()

  await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX/)
  await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
  await expect(page.locator('.pr__next')).toHaveText('View my ticket')
  await expectNoSeriousA11yViolations(page, 'pay result (en)')
  await page.locator('.pr__next').click()
  await expect(page).toHaveURL(/\/study\/pages\/course\/activityTicket\/ticket\?id=\d+/)
  await expect(page.locator('.ticket-qr:visible')).toHaveAttribute('data-code', /^JXT/)
  await expect(page.locator('.course-event__value').filter({ hasText: 'NT$' }).first()).toContainText('800')

  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'zh-Hant' })))
  await page.goto(`/study/pages/course/activityTicket/detail?act_id=${PAID}`)
  await expect(page.locator('.ticket-signup__view')).toHaveText('查看我的票券')
  await shot(page, 'activity-signed-up-zh', { audit: false })
})

const CAMP = 61 // camp-breath: free, started two days ago, day 3 (a video) is today's

test("a camp's open day plays its content and records progress; locked days say when they open", async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('camper'))
  await storeLogin(page, token)
  await page.goto(`/study/pages/course/onlineCamp?commodity_id=${CAMP}`)
  await expect(page.locator('.camp-today')).toHaveAttribute('data-today', '3')
  await expect(page.locator('.camp-today__title')).toContainText('第 3 天 · 第三天：方塊呼吸')
  await expect(page.locator('.camp-progress')).toHaveText('已完成 0 / 7 天')
  await expect(page.locator('.camp-day[data-day="4"] .course-event__day-state').last()).toContainText('開放')
  await expect(page.locator('.camp-day[data-day="4"]')).toHaveClass(/is-locked/)
  await shot(page, 'camp-zh')

  // today's day is the one open in the player
  const player = page.locator('.camp-player')
  await expect(player).toHaveAttribute('data-day', '3')
  await expect(player).toHaveAttribute('data-kind', 'video')
  const video = player.locator('video')
  await expect(video).toHaveAttribute('src', /\/media\//)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play().catch(() => undefined)
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1)
  const reported = page.waitForResponse((r) => r.url().includes(`/v2/commodity/${CAMP}/days/3/progress`))
  await video.evaluate((v: HTMLVideoElement) => v.pause())
  await reported
  const day3 = await api<{ position: number; completed: boolean }>(request, {
    path: `/v2/commodity/${CAMP}/days/3`,
    token
  })
  expect(day3.data.position).toBeGreaterThan(0)
  expect(day3.data.completed).toBe(false)

  await page.locator('.camp-player__finish').click()
  await expect(player).toHaveAttribute('data-done', '1')
  await expect(page.locator('.camp-player__done')).toHaveText('✓ 已完成')
  await expect(page.locator('.camp-progress')).toHaveText('已完成 1 / 7 天')
  await expectNoSeriousA11yViolations(page, 'camp day')

  // an audio day, in English
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.reload()
  await expect(page.locator('.camp-progress')).toHaveText('1 of 7 days done')
  await page.getByRole('button', { name: /Day 1: Arriving/ }).click()
  await expect(player).toHaveAttribute('data-kind', 'audio')
  await page.getByRole('button', { name: 'Play' }).click()
  await expect
    .poll(() => page.locator('.camp-player__clock').getAttribute('data-position'), { timeout: 20_000 })
    .not.toBe('0')
  await page.getByRole('button', { name: 'Pause' }).click()
  await expect
    .poll(
      async () =>
        (await api<{ position: number }>(request, { path: `/v2/commodity/${CAMP}/days/1`, token })).data.position
    )
    .toBeGreaterThan(0)
  await shot(page, 'camp-en')
})

test('the app shell: payment returns show the order from the server; the app page talks through the bridge or explains itself', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('app-shell'))
  const order = await api<{ order_no: string }>(request, {
    method: 'POST',
    path: '/v3/orders',
    token,
    data: { sku: 'c-breathwork', phone: '912345678' }
  })
  const orderNo = order.data.order_no
  await storeLogin(page, token)

  // a failed return: the shell's reason, and a retry that leads to the order page
  await page.goto(`/pages/course/appPayFail?order_no=${orderNo}&msg=${encodeURIComponent('卡片被拒絕')}`)
  await expect(page.locator('.app-pay__card')).toHaveAttribute('data-phase', 'failed')
  await expect(page.locator('.app-pay__hint')).toHaveText('卡片被拒絕')
  await shot(page, 'app-pay-fail-zh')
  await page.locator('.app-pay__btn').click()
  await expect(page).toHaveURL(/\/pages\/course\/order\?sku=c-breathwork/)

  // the app page in a plain browser explains itself
  await page.goto('/pages/appInteractive/index')
  await expect(page.getByRole('heading', { name: '這個頁面給靜心 App 使用' })).toBeVisible()
  await shot(page, 'app-interactive-browser-zh')

  // inside a shell (its Android bridge stood in for): asks the shell to pay, the shell answers, the fail page shows
  await page.addInitScript(() => {
    const w = window as unknown as { sent: string[]; JingxinBridge: { postMessage(m: string): void } }
    w.sent = []
    w.JingxinBridge = { postMessage: (m: string) => w.sent.push(m) }
  })
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.goto(`/pages/appInteractive/index?action=pay&order_no=${orderNo}`)
  await expect(page.locator('.app-link__line').last()).toHaveText('Paying in the app…')
  const sent = await page.evaluate(() => (window as unknown as { sent: string[] }).sent.map((m) => JSON.parse(m)))
  expect(sent).toEqual([
    { action: 'ready', payload: { action: 'pay' } },
    { action: 'pay', payload: { order_no: orderNo } }
  ])
  await expectNoSeriousA11yViolations(page, 'app page (shell, en)')
  await page.evaluate(
    (no) =>
      (window as unknown as { jingxinReceive(m: unknown): void }).jingxinReceive({
        action: 'payResult',
        payload: { order_no: no, status: 'fail', msg: 'Card declined' }
      }),
    orderNo
  )
  await expect(page).toHaveURL(/\/pages\/course\/appPayFail\?order_no=JX/)
  await expect(page.locator('.app-pay__hint')).toHaveText('Card declined')
  await expect(page.locator('.app-pay__btn')).toHaveText('Pay again')

  // paid in the shell: the success return says what was granted
  await api(request, { method: 'POST', path: '/v3/pays', token, data: { order_no: orderNo } })
  await page.goto(`/pages/course/appPaySuccess?order_no=${orderNo}`)
  await expect(page.locator('.app-pay__card')).toHaveAttribute('data-phase', 'paid')
  await expect(page.locator('.app-pay__status')).toHaveText('✓ Payment successful')
  await shot(page, 'app-pay-success-en')

  // a login handed over by the shell
  await page.evaluate(() => localStorage.removeItem('token'))
  await page.goto('/pages/appInteractive/index?action=login')
  // as a shell does: it talks to the page once the page has said `ready` (the page listens from then on)
  await page.waitForFunction(() =>
    (window as unknown as { sent: string[] }).sent.some((m) => JSON.parse(m).action === 'ready')
  )
  await page.evaluate(
    (tk) =>
      (window as unknown as { jingxinReceive(m: unknown): void }).jingxinReceive({
        action: 'login',
        payload: { token: tk }
      }),
    token
  )
  await expect(page.locator('.app-link__line').last()).toHaveText('Logged in')
  expect(await page.evaluate(() => localStorage.getItem('token'))).toContain(token)
  const done = await page.evaluate(() => (window as unknown as { sent: string[] }).sent.map((m) => JSON.parse(m)))
  expect(done.at(-1)).toEqual({ action: 'loginDone', payload: {} })
})

test('a campaign page records one visit per visit and leads into the normal order flow', async ({ page, request }) => {
  const token = await loginByEmail(request, uniqueEmail('campaign'))
  await storeLogin(page, token)
  const visits: { recorded: boolean; visits: number }[] = []
  page.on('response', async (r) => {
    if (r.url().includes('/v3/marketing/visit')) visits.push((await r.json()).data)
  })
  await page.goto('/pages/course/marketing?id=1&channel=line')
  await expect(page.getByRole('heading', { name: '八週正念減壓・開課優惠' })).toBeVisible()
  await expect(page.getByRole('listitem')).toHaveCount(3)
  await expect.poll(() => visits.length).toBe(1)
  expect(visits[0].recorded).toBe(true)
  await shot(page, 'marketing-zh')

  // a language switch re-reads the page but is the same visit
  const first = visits[0].visits
  await page.evaluate(() => localStorage.setItem('locale', JSON.stringify({ data: 'en' })))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Eight Weeks of Mindfulness: Launch Offer' })).toBeVisible()
  await expect.poll(() => visits.length).toBe(2)
  expect(visits[1]).toEqual({ recorded: true, visits: first + 1 })
  await shot(page, 'marketing-en')
  await page.locator('.marketing__buy').click()
  await expect(page).toHaveURL(/\/pages\/course\/order\?sku=c-mindfulness/)
})
