/**
 * End to end: register → logout → password login → 1100 on a protected page → back on it after
 * login → language switch → avatar upload; and every refused input shows its translated message and changes
 * nothing (no token, same page, nothing sent).
 */
import type { APIRequestContext } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { api, latestCode, uniqueEmail } from './support/api'

/** A real 1×1 PNG (the server checks the content, not the name). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** A real 1×1 GIF: a valid image of a type the app does not accept (spec §5: jpg, jpeg, png). */
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const field = (page: Page, name: string) => page.locator(`.auth-field--${name} input, input.auth-field--${name}`)
const submit = (page: Page) => page.locator('.auth-submit')
const errorLine = (page: Page) => page.locator('.auth-error')

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('token')
    if (!raw) return null
    try {
      return (JSON.parse(raw) as { data?: string }).data || null
    } catch {
      return raw
    }
  })
}

async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await res.json()).data as unknown[]).length
}

test('register with an emailed code, log out, log in with the password, 1100 → panel → back, language, avatar', async ({
  page,
  request
}) => {
  const email = uniqueEmail('acct')
  const password = 'quiet-mind-42'

  // register: a wrong code first — the translated message, still on the page, no token
  await page.goto('/pages/login/register')
  await field(page, 'email').fill(email)
  await page.locator('.auth-send').click()
  const code = await latestCode(request, email)
  await expect(page.locator('.auth-send')).toHaveAttribute('aria-disabled', 'true') // the resend countdown
  await expect(page.locator('.auth-send')).toContainText('秒後重新發送')
  const wrong = code === '000000' ? '111111' : '000000'
  await field(page, 'code').fill(wrong)
  await field(page, 'nickname').fill('靜心小鹿')
  await field(page, 'password').fill(password)
  await field(page, 'password-again').fill(password)
  await submit(page).click()
  await expect(errorLine(page)).toHaveText('驗證碼不正確或已過期')
  await expect(page).toHaveURL(/\/pages\/login\/register/)
  expect(await storedToken(page)).toBeNull()

  // mismatched passwords are caught before anything is sent
  await field(page, 'code').fill(code)
  await field(page, 'password-again').fill(password + 'x')
  await submit(page).click()
  await expect(errorLine(page)).toHaveText('兩次輸入的密碼不一致')
  expect(await storedToken(page)).toBeNull()

  await field(page, 'password-again').fill(password)
  await submit(page).click()
  await expect(page).toHaveURL(/\/mine\/pages\/index/)
  await expect(page.getByText('靜心小鹿')).toBeVisible()
  expect(await storedToken(page)).toMatch(/^[0-9a-f]{64}$/)

  // log out
  await page.locator('.mine-logout').click()
  await expect(page.getByText('登入 / 註冊')).toBeVisible()
  expect(await storedToken(page)).toBeNull()

  // password login: wrong password first
  await page.goto('/pages/login/index')
  await field(page, 'account').fill(email)
  await field(page, 'password').fill('not-the-password')
  await submit(page).click()
  await expect(errorLine(page)).toHaveText('帳號或密碼不正確')
  expect(await storedToken(page)).toBeNull()
  await field(page, 'password').fill(password)
  await submit(page).click()
  await expect(page).toHaveURL(/\/mine\/pages\/index/)
  await expect(page.getByText('靜心小鹿')).toBeVisible()

  // a protected page answered 1100 (the token went stale): the panel opens, login brings the user back to it
  await page.evaluate(() => localStorage.setItem('token', JSON.stringify({ data: 'f'.repeat(64) })))
  await page.goto('/mine/pages/bindList')
  const panel = page.locator('.login-panel__sheet')
  await expect(panel).toBeVisible()
  await page.locator('.login-panel__tab[data-mode="password"]').click()
  await panel.locator('.auth-field--account input, input.auth-field--account').fill(email)
  await panel.locator('.auth-field--password input, input.auth-field--password').fill(password)
  await panel.locator('.auth-submit').click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/\/mine\/pages\/bindList/)
  await expect(page.locator('.bind-row--email')).toContainText(email)

  // language: the settings switch re-renders in English and survives a reload
  await page.goto('/mine/pages/setting')
  await expect(page.getByText('帳號管理')).toBeVisible()
  await page.locator('[data-locale="en"]').click()
  await expect(page.getByText('Account management')).toBeVisible()
  await expect(page.getByText('Log out')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Account management')).toBeVisible()

  // avatar: a non-image is refused with its message before any upload; a PNG uploads and shows
  await page.goto('/mine/pages/info')
  const avatarRow = page.locator('.mine-info__avatar-row')
  await expect(avatarRow).toBeVisible()
  let chooser = page.waitForEvent('filechooser')
  await avatarRow.click()
  await (await chooser).setFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: GIF_1PX })
  await expect(errorLine(page)).toHaveText('Only jpg, jpeg and png images are supported')
  chooser = page.waitForEvent('filechooser')
  await avatarRow.click()
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX })
  const img = page.locator('.mine-info__avatar img, img.mine-info__avatar')
  await expect(img.first()).toHaveAttribute('src', /\/files\/[a-z0-9]{24}\.png$/)
  const src = await img.first().getAttribute('src')
  const served = await request.get(src!)
  expect(served.status()).toBe(200)
  expect(Buffer.from(await served.body()).equals(PNG_1PX)).toBe(true)
  // the profile on the server has it too
  const token = await storedToken(page)
  const me = await api<{ avatar: string }>(request, { path: '/v2/users', token: token! })
  expect(me.data.avatar).toBe(new URL(src!, 'http://x').pathname)
})

test('malformed email and phone, an expired code and too many attempts: translated messages, nothing changes', async ({
  page,
  request
}) => {
  // malformed email: nothing is sent
  await page.goto('/pages/login/emailCode')
  await field(page, 'email').fill('not-an-email')
  await page.locator('.auth-send').click()
  await expect(errorLine(page)).toHaveText('請輸入正確的電子郵件地址')
  expect(await outboxCount(request, 'not-an-email')).toBe(0)

  // expired code
  const email = uniqueEmail('late')
  await field(page, 'email').fill(email)
  await page.locator('.auth-send').click()
  const code = await latestCode(request, email)
  const expired = await request.post('/dev/codes/expire', { data: { to: email } })
  expect((await expired.json()).data.expired).toBe(1)
  await field(page, 'code').fill(code)
  await submit(page).click()
  await expect(errorLine(page)).toHaveText('驗證碼不正確或已過期')
  await expect(page).toHaveURL(/\/pages\/login\/emailCode/)
  expect(await storedToken(page)).toBeNull()

  // malformed phone: nothing is sent
  await page.goto('/pages/login/loginPhone')
  await expect(page.locator('.auth-field__nation')).toHaveText('+886 ▾')
  await field(page, 'phone').fill('123')
  await page.locator('.auth-send').click()
  await expect(errorLine(page)).toHaveText('請填寫正確的電話號碼')
  expect(await outboxCount(request, '+886 123')).toBe(0)

  // too many attempts: after the account's 5 wrong passwords the next one waits (30 s, doubling), with the time
  const victim = uniqueEmail('busy')
  for (let i = 0; i < 5; i++) {
    const res = await api(request, {
      method: 'POST',
      path: '/v3/user/password/login',
      data: { account: victim, password: `guess-${i}` }
    })
    expect(res.code).toBe(1116)
  }
  await page.goto('/pages/login/index')
  await field(page, 'account').fill(victim)
  await field(page, 'password').fill('one-more-guess')
  await submit(page).click()
  await expect(errorLine(page)).toHaveText(/^操作太頻繁，請 \d+ 秒後再試$/)
  await expect(page).toHaveURL(/\/pages\/login\/index/)
  expect(await storedToken(page)).toBeNull()
})

test('help centre from the server, switching between two saved accounts, and deleting an account', async ({
  page,
  request
}) => {
  // help centre: the server's FAQ, a category, a question's answer
  const faqs = await api<{ id: number; category: string; question: string; answer: string }[]>(request, {
    path: '/v2/faqs'
  })
  expect(faqs.data.length).toBeGreaterThan(0)
  const first = faqs.data[0]
  await page.goto('/mine/pages/helpCenter/index')
  await page.locator('.help-center__category', { hasText: first.category }).click()
  await expect(page).toHaveURL(/\/mine\/pages\/helpCenter\/faqList/)
  // the help index (kept hidden under the list) lists the same question: click the one on the list page, which
  // a `:visible` filter could miss while the two pages swap (it then waited on the hidden one)
  await page.locator('.faq-list-page .help__question', { hasText: first.question }).click()
  await expect(page).toHaveURL(new RegExp(`faqContent\\?id=${first.id}`))
  await expect(page.locator('.help__answer')).toHaveText(first.answer)

  // two accounts on this device through the email-code page
  const emails = [uniqueEmail('one'), uniqueEmail('two')]
  const nicks: string[] = []
  for (const email of emails) {
    await page.goto('/pages/login/emailCode')
    await field(page, 'email').fill(email)
    await page.locator('.auth-send').click()
    await field(page, 'code').fill(await latestCode(request, email))
    await submit(page).click()
    await expect(page).toHaveURL(/\/mine\/pages\/index/)
    // a new account's name is neutral ("學員 123456"), never taken from the e-mail address
    const me = await api<{ nickname: string }>(request, { path: '/v2/users', token: (await storedToken(page))! })
    expect(me.data.nickname).toMatch(/^學員 \d{6}$/)
    nicks.push(me.data.nickname)
  }
  const nick = (email: string) => nicks[emails.indexOf(email)]
  await expect(page.locator('.mine-profile__name')).toHaveText(nick(emails[1]))
  await page.goto('/mine/pages/switchAccountNumber/index')
  await expect(page.locator('.switch-account__item')).toHaveCount(2)
  await expect(page.locator('.switch-account__item--current')).toContainText(emails[1])
  await page.locator('.switch-account__item', { hasText: emails[0] }).click()
  await expect(page).toHaveURL(/\/mine\/pages\/index/)
  await expect(page.locator('.mine-profile__name')).toHaveText(nick(emails[0]))

  // delete the current account: acknowledgement, confirmation, then the token no longer works
  const token = await storedToken(page)
  await page.goto('/pages/login/signOut')
  await page.locator('.auth-submit').click()
  await expect(errorLine(page)).toHaveText('請先勾選確認')
  await page.locator('.sign-out__agree').click()
  await page.locator('.auth-submit').click()
  await page.locator('.taro-model__confirm').click()
  await expect(page).toHaveURL(/\/mine\/pages\/index/)
  await expect(page.getByText('登入 / 註冊')).toBeVisible()
  expect(await storedToken(page)).toBeNull()
  expect((await api(request, { path: '/v2/users', token: token! })).code).toBe(1100)
})
