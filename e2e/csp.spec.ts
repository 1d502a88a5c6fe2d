/**
 * The app works under the server's Content-Security-Policy: the main pages, an avatar upload, a playing track
 * and a course page load with no CSP violation (neither a `securitypolicyviolation` event nor a console report), and the page
 * answers carry the policy, nosniff and frame protection.
 */
import { expect, type Page } from '@playwright/test'
// Playwright's own test (no DOM-error guard), with the worker fixtures of every spec's (support/guard)
import { plainTest as test } from './support/guard'
import { loginByEmail, uniqueEmail } from './support/api'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('__cspViolation', (v: string) => {
    violations.push(v)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`
      )
    })
  })
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  return violations
}

test('the page answer carries the CSP, nosniff and frame protection', async ({ request }) => {
  const res = await request.get('/pages/meditation/index')
  expect(res.status()).toBe(200)
  const h = res.headers()
  expect(h['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['x-content-type-options']).toBe('nosniff')
})

test('main pages, a playing track and a course page run with no CSP violation', async ({ page, request }) => {
  const violations = await watchCsp(page)
  const token = await loginByEmail(request, uniqueEmail('csp'))
  await page.goto('/pages/meditation/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)
  for (const path of [
    '/pages/meditation/index',
    '/pages/course/index',
    '/mine/pages/index',
    '/mayaCalendar/pages/index',
    '/pages/login/index'
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // the app rendered (its root has content), so scripts and styles ran
    await expect(page.locator('#app')).not.toBeEmpty()
  }
  // an avatar upload reads the chosen file through its blob: URL
  await page.goto('/mine/pages/info')
  const chooser = page.waitForEvent('filechooser')
  await page.locator('.mine-info__avatar-row').click()
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX })
  await expect(page.locator('.mine-info__avatar img, img.mine-info__avatar').first()).toHaveAttribute(
    'src',
    /\/files\/[a-z0-9]{24}\.png$/
  )
  await page.goto('/pages/meditation/detail?sku=m-beginner')
  await page.waitForLoadState('networkidle')
  await page.goto('/pages/meditation/play?sku=m-beginner')
  await expect(page.locator('.player__title')).not.toBeEmpty()
  // the track plays: media from this origin is allowed
  await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '1')
  await expect(page.locator('.player__time-current')).not.toHaveText('0:00')
  expect(violations).toEqual([])
})
