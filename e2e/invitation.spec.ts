/**
 * Invitation: A's link brings B; B logs in through the login panel (a new account), the app accepts the kept
 * invite, and A's invitation page shows B (masked) and the learning gold. Also the course category page.
 */
import { test, expect } from './support/guard'
import { api, latestCode, loginByEmail, uniqueEmail } from './support/api'
import { ownContext } from './support/pages'

test("a friend who signs up through the invite link shows on the inviter's page with the gold", async ({
  page,
  browser,
  request
}) => {
  const tokenA = await loginByEmail(request, uniqueEmail('inviter'))
  const a = await api<{ id: number }>(request, { path: '/v2/users', token: tokenA })

  // B opens A's link, then the invitation page (logged out: explanation + login), logs in with an emailed code
  const emailB = uniqueEmail('friend')
  await page.goto(`/?invite_user_id=${a.data.id}`)
  // the app keeps the invite as its code first runs, which is after the first screen's paint and may be after the
  // load event (config/scriptsAfterFirstPaint.js): B sees the home before moving on, as a person would
  await expect(page.locator('.taro_page').first()).toBeAttached()
  await page.goto('/mine/pages/invitation/index')
  await expect(page.getByText('登入後即可取得你的專屬邀請連結，並查看邀請紀錄與學習金')).toBeVisible()
  await page.locator('.invite-prompt__btn').click()
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()
  await panel.locator('.login-panel__email input, input.login-panel__email').fill(emailB)
  await panel.locator('.login-panel__send').click()
  await panel.locator('.login-panel__code input, input.login-panel__code').fill(await latestCode(request, emailB))
  await panel.locator('.login-panel__submit').click()
  await expect(panel).toBeHidden()

  // A's page: gold, B's record and A on the rank list; the link is on this origin with A's id
  const ctxA = await ownContext(browser, {
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-TW'
  })
  const pageA = await ctxA.newPage()
  await pageA.goto('/health') // the origin, to set storage before the app reads it
  await pageA.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), tokenA)
  await pageA.goto('/mine/pages/invitation/index')
  await expect(pageA.locator('[data-testid="invite-balance"]')).toHaveText('100')
  await expect(pageA.locator('[data-testid="invite-records"] .invite-row')).toHaveCount(1)
  await expect(pageA.locator('[data-testid="invite-records"] .invite-row__name')).toHaveText(/^學\*{3}\d$/) // the friend's neutral default name ("學員 123456"), masked
  await expect(pageA.locator('[data-testid="invite-records"]')).toContainText('+100 學習金')
  await expect(pageA.locator('[data-testid="invite-link"]')).toHaveText(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?invite_user_id=${a.data.id}$`)
  )
  await expect(pageA.locator('[data-testid="invite-rank"] .invite-row--me')).toContainText('邀請 1 位')
  await ctxA.close()
})

test("course category: one nav's courses as cards, a card opens its course", async ({ page, request }) => {
  const navs = await api<{ id: number; title: string }[]>(request, { path: '/v3/course/navList' })
  await page.goto(`/pages/course/category?id=${navs.data[0].id}`)
  await expect(page.locator('.course-category__head-title')).toHaveText(navs.data[0].title)
  await expect(page.locator('.course-card').first()).toBeVisible()
  await page.locator('.course-card').first().click()
  await expect(page).not.toHaveURL(/\/pages\/course\/category/)
  await page.goto('/pages/course/category?id=99999')
  await expect(page.locator('.state-view--error')).toBeVisible()
})
