/**
 * Commerce end to end: a logged-in non-member buys a membership on the member page with the demo payment, sees
 * the result page, and the personal centre shows the membership; an exchange code is redeemed and, typed again,
 * shows the "already used" message. The session is created through the API and stored as Taro H5 stores it.
 */
import { test, expect } from './support/guard'
import { storeLogin } from './support/pages'
import { api, loginByEmail, uniqueEmail } from './support/api'
import type { MemberInfoDTO } from '../src/protocol/meditation'

test('a non-member buys a membership with the demo payment; the result page and the personal centre show it', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('buyer'))
  await storeLogin(page, token)
  await page.goto('/pages/meditation/vipMember')

  await expect(page.getByText('你還不是會員')).toBeVisible()
  // the yearly plan is preselected (best value); choose the monthly one
  await expect(page.locator('.vip__plan--on')).toHaveAttribute('data-code', 'vip-year')
  await page.locator('.vip__plan[data-code="vip-month"]').click()
  await expect(page.locator('.vip__plan--on')).toHaveAttribute('data-code', 'vip-month')
  await expect(page.getByText('示範付款').first()).toBeVisible()
  const payButton = page.locator('.vip__pay')
  await expect(payButton).toContainText('68')
  await payButton.click()

  await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX/)
  await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
  await expect(page.getByText('付款成功')).toBeVisible()
  await expect(page.getByText('這是一筆示範付款，沒有實際扣款。')).toBeVisible()
  await expect(page.locator('.pr__granted-text')).toContainText('有效至')

  const info = await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })
  expect(info.data.isVip).toBe(1)
  // dates are shown in the user's zone (Asia/Taipei by default), whatever zone the browser is in
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date(info.data.expire_at!))

  await page.goto('/mine/pages/index')
  await expect(page.locator('.mine-member__desc')).toHaveText(`有效期至 ${date}`)
})

test('redeeming a seeded exchange code grants membership; the same code again shows its used message', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('redeem'))
  await storeLogin(page, token)
  await page.goto('/pages/meditation/exChange')

  const input = page.locator('.exchange-code input, input.exchange-code')
  await input.fill('NOSUCHCODE1')
  await page.locator('.exchange-submit').click()
  await expect(page.locator('.exchange-error')).toHaveText('兌換碼不存在，請確認後再輸入')

  await input.fill('jxvip30demo2')
  await page.locator('.exchange-submit').click()
  await expect(page.getByText('兌換成功')).toBeVisible()
  await expect(page.locator('.exchange-done')).toContainText('會員有效至')
  expect((await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })).data.isVip).toBe(1)

  await page.getByText('再兌換一個').click()
  await page.locator('.exchange-code input, input.exchange-code').fill('JXVIP30DEMO2')
  await page.locator('.exchange-submit').click()
  await expect(page.locator('.exchange-error')).toHaveText('此兌換碼已被使用')
})
