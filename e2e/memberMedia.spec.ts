/**
 * Member media in the browser: a member's VIP track arrives as a short-lived signed URL, which the H5 <audio>
 * element plays and seeks in (Range requests carry the signature in the query); the same file without the
 * signature is refused.
 */
import { expect, type Page } from '@playwright/test'
// Playwright's own test (no DOM-error guard), with the worker fixtures of every spec's (support/guard)
import { plainTest as test } from './support/guard'
import { api } from './support/api'
import type { GoodsDetailDTO } from '../src/protocol/meditation'

const audioTime = (page: Page) => page.evaluate(() => (window as any).__jingxinAudio?.main.currentTime ?? 0)
const audioSrc = (page: Page) => page.evaluate(() => (window as any).__jingxinAudio?.main.currentSrc ?? '')

test('a member plays and seeks a VIP track through its signed URL; the bare file is refused', async ({
  page,
  request
}) => {
  test.setTimeout(90_000)
  const login = await api<{ token: string }>(request, {
    method: 'POST',
    path: '/v3/user/password/login',
    data: { account: 'vip@demo.jingxin', password: 'jingxin-demo' }
  })
  const token = login.data.token
  const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const vip = detail.resources.find((r) => r.is_vip === 1)!
  expect(vip.full_path).toMatch(/^\/media\/track-member-[a-z-]+\.[0-9a-f]{10}\.mp3\?e=\d+&u=\d+&s=[\w-]+$/)
  expect((await request.get(vip.full_path!.split('?')[0]!)).status()).toBe(403)
  expect((await request.get(vip.full_path!, { headers: { range: 'bytes=0-99' } })).status()).toBe(206)

  await page.goto('/pages/meditation/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)
  await page.goto('/pages/meditation/detail?sku=m-beginner')
  await expect(page.locator(`.med-track[data-resource="${vip.id}"]`)).toBeVisible()
  await expect(page.locator('.med-track--locked')).toHaveCount(0)
  await page.locator(`.med-track[data-resource="${vip.id}"] .track-row__main`).click()
  await expect(page).toHaveURL(/\/pages\/meditation\/play/)
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(1)
  expect(await audioSrc(page)).toMatch(/\/media\/track-member-[a-z-]+\.[0-9a-f]{10}\.mp3\?e=\d+&u=\d+&s=[\w-]+$/)
  // a seek far ahead is served as a byte range of the signed URL
  await page.evaluate(() => {
    ;(window as any).__jingxinAudio.main.currentTime = 60
  })
  await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(60.5)
})
