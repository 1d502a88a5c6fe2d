import { test, expect } from './support/guard'
import { api } from './support/api'
import type { MeditationIndexDTO } from '../src/protocol/meditation'

test('the meditation home shows the real floors from the server and the four tabs switch', async ({
  page,
  request
}) => {
  const index = await api<MeditationIndexDTO>(request, { path: '/v3/meditation/indexFloor' })
  expect(index.code).toBe(0)
  const firstFloor = index.data.floors[0]
  await page.goto('/')
  await expect(page.getByText(firstFloor.title).first()).toBeVisible()
  await expect(page.getByText(firstFloor.goods[0].title).first()).toBeVisible()

  const tabs = page.locator('.tab-bar__item')
  await expect(tabs).toHaveCount(4)
  await expect(page.locator('.tab-bar__item--active')).toHaveAttribute('data-path', '/pages/meditation/index')

  await tabs.nth(1).click()
  await expect(page).toHaveURL(/\/pages\/course\/index/)
  await expect(page.locator('.tab-bar__item--active')).toHaveAttribute('data-path', '/pages/course/index')

  await tabs.nth(2).click()
  await expect(page).toHaveURL(/\/study\/pages\/index/)
  await tabs.nth(3).click()
  await expect(page).toHaveURL(/\/mine\/pages\/index/)
  await expect(page.getByText('登入 / 註冊')).toBeVisible()
})

test('a 1100 answer opens the login panel; logging in with the emailed code returns to the page', async ({
  page,
  request
}) => {
  const email = `panel-${Date.now()}@example.com`
  await page.goto('/mine/pages/index')
  // a stale token: the server answers 1100 and the app opens the login panel
  await page.evaluate(() => localStorage.setItem('token', JSON.stringify({ data: 'stale-token-that-does-not-exist' })))
  await page.reload()
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()

  await page.locator('.login-panel__email input, input.login-panel__email').fill(email)
  await page.locator('.login-panel__send').click()
  let code = ''
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)
      const body = await res.json()
      code = body.data?.[0]?.code ?? ''
      return code
    })
    .toMatch(/^\d{6}$/)
  await page.locator('.login-panel__code input, input.login-panel__code').fill(code)
  await page.locator('.login-panel__submit').click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/\/mine\/pages\/index/)
  await expect(page.getByText('登出')).toBeVisible()
})
