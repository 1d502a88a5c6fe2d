/**
 * Sign in with LINE and with Facebook on the web app (issue 28), through the real adapters and their local fakes
 * (the browser-test server runs LINE_PROVIDER=fake FACEBOOK_PROVIDER=fake: the provider's page approves at once
 * and sends the browser back to /pages/login/authPage?via=…). In zh-Hant and English: the buttons on the login
 * page and the login panel, the whole redirect, the account signed in and back where the login was asked for; a
 * return this tab did not start (someone else's link) signs nobody in and says why.
 */
import { test, expect, type Page } from './support/guard'
import { waitForFades } from './support/axe'
import { pageAs, shot } from './support/pages'
import { loginByEmail, uniqueEmail } from './support/api'

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token')
    return raw ? ((JSON.parse(raw) as { data?: string }).data ?? null) : null
  })
}

test('LINE from the login page, in zh-Hant: to LINE and back, signed in, on Me', async ({ browser }) => {
  const page = await pageAs(browser, null, 'zh')
  await page.goto('/pages/login/index')
  const line = page.locator('.web-login__button--line')
  await expect(line).toHaveText('使用 LINE 登入')
  await expect(page.locator('.web-login__button--facebook')).toHaveText('使用 Facebook 登入')
  await shot(page, 'login-web-buttons-zh')
  const toLine = page.waitForRequest((r) => r.url().includes('/oauth2/v2.1/authorize'))
  await line.click()
  const authorize = new URL((await toLine).url())
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  await page.waitForURL(/\/mine\/pages\/index/)
  expect(await storedToken(page)).toBeTruthy()
  await expect(page.locator('body')).toContainText('LINE 使用者')
  // nothing of the exchange stays in the address
  expect(page.url()).not.toContain('code=')
  await page.context().close()
})

test('Facebook from the login panel, in English: back on the page that asked, the token gone from the address', async ({
  browser
}) => {
  const page = await pageAs(browser, null, 'en')
  // a page that needs an account opens the login panel over itself (1100)
  await page.goto('/mine/pages/bindList')
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()
  const fb = panel.locator('.web-login__button--facebook')
  await expect(fb).toHaveText('Continue with Facebook')
  await expect(panel.locator('.web-login__or')).toHaveText('Or continue with')
  await expect(panel.locator('.web-login__button--line')).toHaveText('Continue with LINE')
  // the sheet slides in: audit it once it has settled
  await waitForFades(page)
  await shot(page, 'login-panel-web-buttons-en')
  await fb.click()
  // out to Facebook's dialog, back on the return page, then on the page that asked
  await page.waitForURL(/\/pages\/login\/authPage\?via=facebook/, { waitUntil: 'commit' })
  await page.waitForURL(/\/mine\/pages\/bindList/)
  expect(await storedToken(page)).toBeTruthy()
  expect(page.url()).not.toContain('access_token')
  await expect(page.locator('.login-panel__sheet')).toHaveCount(0)
  await page.goto('/mine/pages/index')
  await expect(page.locator('body')).toContainText('Facebook 使用者')
  await page.context().close()
})

for (const lang of ['zh', 'en'] as const) {
  test(`a return this tab did not start signs nobody in (${lang})`, async ({ browser }) => {
    const page = await pageAs(browser, null, lang)
    let posted = false
    page.on('request', (r) => {
      if (r.url().includes('/abroad/users/lineLogin') || r.url().includes('/facebookLogin')) posted = true
    })
    await page.goto('/pages/login/authPage?via=line&code=someone-elses-code&state=someone-elses-state')
    await expect(page.locator('.auth-error')).toHaveText(
      lang === 'zh'
        ? '這個登入連結已失效，或不是從這個瀏覽器發起的。請重新登入。'
        : 'This sign-in link has expired or was not started in this browser. Please sign in again.'
    )
    await expect(page.locator('[data-action="retry"]')).toHaveText(
      lang === 'zh' ? '重新以 LINE 登入' : 'Try LINE again'
    )
    await shot(page, `login-web-return-refused-${lang}`)
    expect(posted).toBe(false)
    expect(await storedToken(page)).toBeNull()
    // the offered retry runs the whole flow and signs in
    await page.locator('[data-action="retry"]').click()
    await page.waitForURL(/\/mine\/pages\/index/)
    expect(await storedToken(page)).toBeTruthy()
    await page.context().close()
  })
}

for (const lang of ['zh', 'en'] as const) {
  test(`the account bindings page binds LINE through LINE's page and comes back to it (${lang})`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail(`bind-line-${lang}`))
    // a LINE person nobody has signed in as yet (the other tests sign in as the fake's default one)
    const fakeUser = await request.post('/dev/login-fakes/user', {
      data: { provider: 'line', id: `Ubind${lang}${Date.now()}`, name: `LINE ${lang}` }
    })
    expect(fakeUser.status()).toBe(200)
    const page = await pageAs(browser, token, lang)
    await page.goto('/mine/pages/bindList')
    const row = page.locator('.bind-row--line')
    await expect(row.locator('.list-row__value')).toHaveText(lang === 'zh' ? '未綁定' : 'Not bound')
    await shot(page, `bindings-before-${lang}`)
    const toLine = page.waitForRequest((r) => r.url().includes('/oauth2/v2.1/authorize'))
    const bound = page.waitForResponse((r) => r.url().includes('/v3/third/binding'))
    await row.locator('.list-row__action').click()
    // out to LINE's page (the fake approves at once), back on the return page which binds, then this page again
    await toLine
    expect((await (await bound).json()).code).toBe(0)
    await page.waitForURL(/\/mine\/pages\/bindList/)
    await expect(row.locator('.list-row__value')).toHaveText(lang === 'zh' ? '已綁定' : 'Bound')
    await expect(row.locator('.list-row__action')).toHaveText(lang === 'zh' ? '解除綁定' : 'Unbind')
    await shot(page, `bindings-after-${lang}`)
    // still the same account, now with LINE
    expect(await storedToken(page)).toBe(token)
    await page.context().close()
  })
}
