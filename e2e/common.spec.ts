/**
 * Common pages end to end: the partner mall (binding with the mall's login code — a wrong code is refused with
 * a translated message — then the mini-store shows the deposit balance and goods, in zh-Hant and English), a
 * deep link of each of the 20 schemes opening its page (and an unknown one explained, with a way home), and
 * the assistant answering "睡不著" / "can't sleep" with a sleep album that opens. Every page passes axe.
 * With SHOTS=<dir> set, each page is also saved as a screenshot there.
 */
import { test, expect, type Page } from './support/guard'
import { latestCode, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot } from './support/pages'
import { DEEP_LINK_TABLE } from '../src/navigation/deepLinks'

const field = (page: Page, name: string) => page.locator(`.auth-field--${name} input, input.auth-field--${name}`)

test.describe.configure({ timeout: 240_000 })

test('mall: bind with the mall login code (a wrong one refused), then the mini-store shows balance and goods', async ({
  browser,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('mall-user'))
  const page = await pageAs(browser, token)

  // from the Me tab to the mall, not bound yet: the balance card offers binding
  await page.goto('/mine/pages/index')
  await page.getByText('靜心選物', { exact: true }).click()
  await expect(page).toHaveURL(/\/mine\/pages\/mini-store\/index/)
  await expect(page.locator('.mall-wallet__card--unbound')).toContainText('綁定商城帳號後可查看儲值餘額')
  await expect(page.locator('.mall-all .mall-goods').first()).toBeVisible()
  await page.locator('.mall-wallet__card--unbound .mall-button').click()
  await expect(page).toHaveURL(/\/mine\/pages\/mallNotBinding/)
  await expect(page.getByText('綁定後可以')).toBeVisible()
  await shot(page, 'mall-not-binding-zh')
  await page.getByRole('button', { name: '立即綁定' }).click()
  await expect(page).toHaveURL(/\/mine\/pages\/mallBinding/)

  const account = uniqueEmail('shop')
  await field(page, 'account').fill(account)
  await shot(page, 'mall-binding-zh')
  await page.locator('.auth-send').click()
  const code = await latestCode(request, account)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await field(page, 'code').fill(wrong)
  await page.locator('.auth-submit').click()
  await expect(page.locator('.auth-error')).toHaveText('驗證碼不正確或已過期')
  await field(page, 'code').fill(code)
  await page.locator('.auth-submit').click()

  await expect(page).toHaveURL(/\/mine\/pages\/mini-store\/index/)
  // the first mini-store visit stays below in the page stack: look at the newest
  const store = page.locator('.mini-store').last()
  await expect(store.locator('.mall-wallet__label')).toHaveText('儲值餘額')
  await expect(store.locator('.mall-wallet__amount')).toHaveText('NT$0')
  await expect(store.locator('.mall-wallet__account')).toContainText('***@example.com')
  await expect(store.locator('.mall-hot .mall-goods')).toHaveCount(3)
  await expect(store.locator('.mall-all .mall-goods').first()).toContainText('NT$')
  await expect(store.getByText('好眠季')).toBeVisible()
  await shot(page, 'mall-store-zh')

  // binding again shows the bound account
  await page.goto('/mine/pages/mallBinding')
  await expect(page.locator('.mall-bound-account')).toContainText('***@example.com')

  // English
  const en = await pageAs(browser, token, 'en')
  await en.goto('/mine/pages/mini-store/index')
  await expect(en.locator('.mall-wallet__label')).toHaveText('Deposit balance')
  await expect(en.getByText('Best sellers')).toBeVisible()
  await expect(en.locator('.mall-all .mall-goods').first()).toContainText('Natural Candle Gift Box')
  await shot(en, 'mall-store-en')
  await en.goto('/mine/pages/mallNotBinding')
  await expect(en.getByText('Shop account bound')).toBeVisible()
  await shot(en, 'mall-not-binding-en')
})

test('a deep link of each of the 20 schemes opens its page', async ({ page }) => {
  for (const [scheme, row] of Object.entries(DEEP_LINK_TABLE)) {
    const expected = row.route ?? '/pages/discover/index'
    await page.goto(`/commonPage/pages/deeplink?link=${encodeURIComponent(`jingxin://${row.example}`)}`)
    await page
      .waitForURL((url) => url.pathname === expected, { timeout: 15_000 })
      .catch(() => {
        throw new Error(`${scheme}: expected ${expected}, at ${page.url()}`)
      })
    const query = row.example.split('?')[1]
    if (query && row.route) {
      const want = new URLSearchParams(query)
      const got = new URL(page.url()).searchParams
      for (const [k, v] of want) if (k !== 'url') expect(got.get(k), `${scheme}: ${k}`).toBe(v)
    }
  }
  // spelled out as scheme + parameters
  await page.goto('/commonPage/pages/deeplink?scheme=course%2FvodDetail&sku=c-deep-sleep')
  await expect(page).toHaveURL(/\/pages\/course\/detail\?sku=c-deep-sleep/)
})

test('a deep link to an outside site shows where it goes and opens only on a tap (zh-Hant and English)', async ({
  browser
}) => {
  const outside = 'https://evil.example/login?next=1'
  for (const lang of ['zh', 'en'] as const) {
    const page = await pageAs(browser, null, lang)
    let visited = 0
    await page.route('https://evil.example/**', (route) => {
      visited++
      return route.fulfill({ contentType: 'text/html', body: '<title>outside</title>outside' })
    })
    await page.goto(`/commonPage/pages/deeplink?link=${encodeURIComponent(`web?url=${encodeURIComponent(outside)}`)}`)
    const title = lang === 'zh' ? '即將前往外部網站' : 'You are about to leave Jingxin'
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.locator('.deeplink__host')).toHaveText('evil.example')
    await expect(page.getByText(outside)).toBeVisible()
    await shot(page, `deeplink-outside-${lang}`) // axe-checked too
    expect(visited).toBe(0)
    expect(new URL(page.url()).host).not.toBe('evil.example')
    await page.getByRole('button', { name: lang === 'zh' ? '前往這個網站' : 'Open this website' }).click()
    await page.waitForURL(outside)
    expect(visited).toBe(1)
    await page.close()
  }
})

test('an unknown deep link is explained, with a way home (zh-Hant and English)', async ({ browser }) => {
  for (const lang of ['zh', 'en'] as const) {
    const page = await pageAs(browser, null, lang)
    await page.goto(`/commonPage/pages/deeplink?link=${encodeURIComponent('jingxin://shop/cart?id=1')}`)
    const title = lang === 'zh' ? '無法開啟這個連結' : 'This link cannot be opened'
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText('jingxin://shop/cart?id=1')).toBeVisible()
    await shot(page, `deeplink-unknown-${lang}`)
    await page.getByRole('button', { name: lang === 'zh' ? '回到首頁' : 'Back to home' }).click()
    await expect(page).toHaveURL(/\/pages\/meditation\/index|\/$/)
  }
})

test('the assistant answers "睡不著" with a sleep album that opens; the conversation stays on the device', async ({
  page
}) => {
  await page.goto('/mine/pages/index')
  await page.getByText('靜心小助手', { exact: true }).click()
  await expect(page).toHaveURL(/\/commonPage\/pages\/coze/)
  await page.getByRole('button', { name: '睡不著' }).click()
  const reply = page.locator('.coze-msg[data-role="bot"]').last()
  await expect(reply).toContainText('睡不著的時候')
  const album = reply.locator('.coze-card[data-kind="meditation"][data-sku="m-sleep"]')
  await expect(album).toContainText('好眠引導')
  await shot(page, 'assistant-zh')

  // kept on the device: a reload shows it again
  await page.reload()
  await expect(page.locator('.coze-msg[data-role="user"]').last()).toHaveText(/睡不著/)
  await page.locator('.coze-card[data-sku="m-sleep"]').first().click()
  await expect(page).toHaveURL(/\/pages\/meditation\/detail\?sku=m-sleep/)
  await expect(page.locator('.app-page').last().getByText('好眠引導').first()).toBeVisible()

  // cleared
  await page.goto('/commonPage/pages/coze')
  await page.getByRole('button', { name: '清除對話' }).click()
  await expect(page.locator('.taro-modal__content')).toContainText('這臺裝置上的對話紀錄會刪除')
  await page.locator('.taro-model__confirm').click()
  await expect(page.locator('.coze-msg[data-role="user"]')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('assistantConversation'))).toBeNull()
})

test('the assistant in English: "can\'t sleep" answers with the sleep album', async ({ browser }) => {
  const page = await pageAs(browser, null, 'en')
  await page.goto('/commonPage/pages/coze')
  // typed into the text field beside the send button (the field must have room to be typed in)
  const field = page.locator('.coze-bar__input input, input.coze-bar__input')
  expect((await field.boundingBox())!.width).toBeGreaterThan(150)
  await field.fill("can't sleep")
  await page.locator('.coze-bar__send').click()
  const reply = page.locator('.coze-msg[data-role="bot"]').last()
  await expect(reply).toContainText("When you can't sleep")
  await expect(reply.locator('.coze-card[data-sku="m-sleep"]')).toContainText('Guided Sleep')
  await shot(page, 'assistant-en')
  await reply.locator('.coze-card[data-sku="m-sleep"]').click()
  await expect(page).toHaveURL(/\/pages\/meditation\/detail\?sku=m-sleep/)
})

test('nothing configured on this server: About links neither page, and both say so (zh-Hant and English)', async ({
  browser
}) => {
  // the addresses are the operators' (console Settings → App links, e2e/settings.spec.ts sets them)
  for (const lang of ['zh', 'en'] as const) {
    const page = await pageAs(browser, null, lang)
    const links = page.waitForResponse((r) => r.url().includes('/v3/app/links') && r.status() === 200)
    await page.goto('/commonPage/pages/about')
    await links
    await expect(page.getByText(lang === 'zh' ? '隱私權政策' : 'Privacy Policy', { exact: true })).toBeVisible()
    await expect(page.getByText(lang === 'zh' ? '關注公眾號' : 'Follow us', { exact: true })).toHaveCount(0)
    await expect(page.getByText(lang === 'zh' ? '下載 App' : 'Download the app', { exact: true })).toHaveCount(0)
    await page.goto('/commonPage/pages/focusMp')
    await expect(page.locator('.portal__unset')).toHaveText(
      lang === 'zh' ? '公眾號尚未開放，敬請期待。' : 'The official account is not open yet. Stay tuned.'
    )
    await shot(page, `focus-${lang}`)
    await page.goto('/commonPage/pages/appDownload')
    await expect(page.locator('.portal')).toHaveAttribute('data-platform', 'ios')
    await expect(page.locator('.portal__unset')).toHaveText(
      lang === 'zh' ? 'App 尚未上架，敬請期待。' : 'The app is not in the stores yet. Stay tuned.'
    )
    await shot(page, `download-${lang}`)
  }
})
