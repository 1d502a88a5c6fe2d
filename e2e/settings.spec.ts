/**
 * Settings → App links (issue 33), in Chromium against a server of this spec's own (E2E_ADMIN_PORT; `npm run
 * build:admin` and the H5 build first): with nothing configured the app's About lists neither the official
 * account nor the download page, and those pages say so; an editor's wrong address is refused in the form
 * (translated), the right ones are saved, and the app then links both pages: the official account's QR code and
 * ID, the App Store on an iPhone, the download page's QR code in WeChat and on a desktop with the stores below.
 * Each page passes axe and is captured in zh-Hant and English.
 */
import { test, expect, type Page } from './support/guard'
import { ownContext, shot, storeLogin } from './support/pages'
import { signIn, consoleSpec, fullPageShot } from './support/admin'
import { expectNoSeriousA11yViolations } from './support/axe'

const server = consoleSpec({ serial: true })

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
}
const TEXT = {
  zh: {
    focus: '關注公眾號',
    download: '下載 App',
    privacy: '隱私權政策',
    focusUnset: '公眾號尚未開放，敬請期待。',
    downloadUnset: 'App 尚未上架，敬請期待。',
    appStore: '前往 App Store 下載',
    googlePlay: '前往 Google Play 下載'
  },
  en: {
    focus: 'Follow us',
    download: 'Download the app',
    privacy: 'Privacy Policy',
    focusUnset: 'The official account is not open yet. Stay tuned.',
    downloadUnset: 'The app is not in the stores yet. Stay tuned.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play'
  }
}
const LINKS = {
  id: 'jingxin_tw',
  follow: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=jingxin',
  ios: 'https://apps.apple.com/tw/app/jingxin/id6450000001',
  android: 'https://play.google.com/store/apps/details?id=app.jingxin.tw',
  page: 'https://jingxin.app/get'
}

async function phone(browser: import('@playwright/test').Browser, lang: 'zh' | 'en', userAgent = UA.iphone) {
  const ctx = await ownContext(browser, {
    baseURL: server().base,
    viewport: { width: 390, height: 844 },
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    isMobile: true,
    hasTouch: true,
    userAgent
  })
  const page = await ctx.newPage()
  await storeLogin(page, null, lang)
  return page
}

/** About, once the app links are in: its policy rows are there, then whether the two rows are. */
async function openAbout(page: Page, lang: 'zh' | 'en') {
  const links = page.waitForResponse((r) => r.url().includes('/v3/app/links') && r.status() === 200)
  await page.goto('/commonPage/pages/about')
  await links
  await expect(page.getByText(TEXT[lang].privacy, { exact: true })).toBeVisible()
}

test('nothing configured: About does not link the official account or the download page, which say so', async ({
  browser
}) => {
  for (const lang of ['zh', 'en'] as const) {
    const t = TEXT[lang]
    const page = await phone(browser, lang)
    await openAbout(page, lang)
    await expect(page.getByText(t.focus, { exact: true })).toHaveCount(0)
    await expect(page.getByText(t.download, { exact: true })).toHaveCount(0)
    await page.goto('/commonPage/pages/focusMp')
    await expect(page.locator('.portal__unset')).toHaveText(t.focusUnset)
    await expect(page.locator('.portal__qr')).toHaveCount(0)
    await shot(page, `app-links-focus-unset-${lang}`)
    await page.goto('/commonPage/pages/appDownload')
    await expect(page.locator('.portal__unset')).toHaveText(t.downloadUnset)
    await expect(page.getByRole('button', { name: t.appStore })).toHaveCount(0)
    await shot(page, `app-links-download-unset-${lang}`)
    await page.context().close()
  }
})

test('an editor sets the app links (a wrong address refused in the form); the app links and shows them', async ({
  page,
  browser
}) => {
  await signIn(page, server().operator('editor'))
  await page.getByRole('menuitem', { name: 'App 連結' }).click()
  await expect(page).toHaveURL(/\/admin\/settings\/app-links$/)
  await expect(page.getByRole('heading', { level: 1, name: 'App 連結設定' })).toBeVisible()
  await page.getByLabel('App Store 網址').fill('http://apps.apple.com/plain')
  await page.getByLabel('商城主機').fill('https://mall.example.com/api')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page.getByText('請輸入 https 開頭的網址')).toBeVisible()
  await expect(page.getByText('請只輸入主機，例如 https://mall.example.com')).toBeVisible()
  await page.mouse.move(0, 0) // the save button's hover colour is not what axe should measure
  await fullPageShot(page, 'admin-app-links-invalid-zh')

  await page.getByLabel('公眾號 ID').fill(LINKS.id)
  await page.getByLabel('公眾號關注頁網址').fill(LINKS.follow)
  await page.getByLabel('App Store 網址').fill(LINKS.ios)
  await page.getByLabel('Google Play 網址').fill(LINKS.android)
  await page.getByLabel('下載頁網址').fill(LINKS.page)
  await page.getByLabel('商城主機').fill('')
  await page.getByRole('button', { name: '儲存' }).click()
  await expect(page.getByText('已儲存，App 會立即使用新的位址')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('App Store 網址')).toHaveValue(LINKS.ios)
  await expect(page.getByLabel('公眾號 ID')).toHaveValue(LINKS.id)

  const en = await (
    await ownContext(browser, {
      baseURL: server().base,
      viewport: { width: 1280, height: 860 }
    })
  ).newPage()
  await signIn(en, server().operator('editor'), 'en')
  await en.goto('/admin/settings/app-links')
  await expect(en.getByLabel('Google Play URL')).toHaveValue(LINKS.android)
  await fullPageShot(en, 'admin-app-links-en')
  await en.context().close()

  for (const lang of ['zh', 'en'] as const) {
    const t = TEXT[lang]
    const app = await phone(browser, lang)
    await openAbout(app, lang)
    await app.getByText(t.focus, { exact: true }).click()
    await expect(app).toHaveURL(/\/commonPage\/pages\/focusMp/)
    await expect(app.locator('.portal__qr img')).toHaveAttribute('src', /^data:image\/gif;base64,/)
    await expect(app.getByText(lang === 'zh' ? `公眾號 ID：${LINKS.id}` : `Account ID: ${LINKS.id}`)).toBeVisible()
    await shot(app, `app-links-focus-${lang}`)
    await app.goto('/commonPage/pages/about')
    await app.getByText(t.download, { exact: true }).click()
    await expect(app).toHaveURL(/\/commonPage\/pages\/appDownload/)
    await expect(app.locator('.portal')).toHaveAttribute('data-platform', 'ios')
    await expect(app.getByRole('button', { name: t.appStore })).toBeVisible()
    await expect(app.getByRole('button', { name: t.googlePlay })).toBeVisible()
    await shot(app, `app-links-download-${lang}`)
    await app.context().close()
  }
})

test('in WeChat and on a desktop the download page shows its QR code instead of a store link', async ({ browser }) => {
  for (const [name, userAgent] of [
    ['wechat', UA.wechat],
    ['desktop', UA.desktop]
  ] as const) {
    const app = await phone(browser, 'zh', userAgent)
    await app.goto('/commonPage/pages/appDownload')
    await expect(app.locator('.portal')).toHaveAttribute('data-platform', name)
    await expect(app.locator('.portal__qr img')).toHaveAttribute('src', /^data:image\/gif;base64,/)
    await expect(app.getByRole('button', { name: TEXT.zh.appStore })).toHaveCount(name === 'wechat' ? 0 : 1)
    await expectNoSeriousA11yViolations(app, `download-${name}`)
    await app.context().close()
  }
})
