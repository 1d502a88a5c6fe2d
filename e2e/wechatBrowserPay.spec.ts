/**
 * WeChat Pay inside WeChat's browser (issue 27, JSAPI on H5): the built H5 app on a server of this spec's own,
 * started with PAYMENT_PROVIDER=wechatpay PAYMENT_FAKES=1 (the real WeChat Pay adapter against the local fake, and
 * a fake of WeChat's web authorization for the Official Account). The browser says it is WeChat's
 * (MicroMessenger) and has a WeixinJSBridge double: its getBrandWCPayRequest records the signed fields and pays
 * the order at the fake the way WeChat's sheet finds it (by its prepay_id), which notifies our server.
 *
 * A user signed in by e-mail buys a month of membership: the first payment leaves for WeChat's authorization,
 * which returns through our server (the payer's openid kept) to the result page, which opens the sheet signed
 * for the Official Account at once; the page then shows the payment. A second purchase opens the sheet without
 * leaving. In zh-Hant and English, with pictures of the result page.
 */
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { phoneContext, shot, storeLogin, type Lang } from './support/pages'
import type { MemberInfoDTO } from '../src/protocol/meditation'

const PORT = Number(process.env.E2E_WXPAY_PORT ?? 3195)
const base = `http://127.0.0.1:${PORT}`
/** The development fakes' Official Account (providers/fakes/dev.ts). */
const OA_APPID = 'wxd0fa0fa0fa0fa0fa'
let server: OwnServer | undefined
let fakePay = ''
test.use({ baseURL: base })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer(PORT, 'wxpay', { env: { PAYMENT_PROVIDER: 'wechatpay', PAYMENT_FAKES: '1' } })
  await expect
    .poll(() => (fakePay ||= /WeChat Pay fake at (http:\/\/127\.0\.0\.1:\d+)/.exec(server!.output())?.[1] ?? ''), {
      timeout: 30_000
    })
    .toMatch(/^http:/)
})

test.afterAll(() => server?.stop())

interface SheetCall {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

/** A phone in WeChat's browser: its user agent, and WeixinJSBridge whose sheet pays at the fake. */
async function wechatPage(browser: Browser, token: string, lang: Lang): Promise<{ page: Page; sheets: SheetCall[] }> {
  const ctx = await phoneContext(browser, lang, {
    userAgentSuffix: 'MicroMessenger/8.0.50(0x18003232) NetType/WIFI Language/zh_TW',
    baseURL: base
  })
  const sheets: SheetCall[] = []
  await ctx.exposeFunction('__fakeWechatSheet', async (args: SheetCall) => {
    sheets.push(args)
    const prepay = args.package.replace(/^prepay_id=/, '')
    const res = await fetch(`${fakePay}/__fake/pay-prepay/${encodeURIComponent(prepay)}`, { method: 'POST' })
    return res.ok
  })
  await ctx.addInitScript(() => {
    const w = window as unknown as {
      __fakeWechatSheet(a: unknown): Promise<boolean>
      WeixinJSBridge: unknown
    }
    w.WeixinJSBridge = {
      invoke(name: string, args: unknown, done: (r: { err_msg: string }) => void) {
        if (name !== 'getBrandWCPayRequest') return done({ err_msg: `${name}:fail` })
        void w
          .__fakeWechatSheet(args)
          .then((ok) => done({ err_msg: ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail' }))
      }
    }
  })
  const page = await ctx.newPage()
  await storeLogin(page, token, lang)
  return { page, sheets }
}

const PAID = { zh: '付款成功', en: 'Payment successful' } as const

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`WeChat Pay in WeChat's browser: authorize once, the sheet for the Official Account, paid (${lang})`, async ({
    browser,
    playwright
  }) => {
    const request = await playwright.request.newContext({ baseURL: base })
    const token = await loginByEmail(request, uniqueEmail(`wxbrowser-${lang}`))
    const methods = await api<{ methods: string[]; demo: boolean }>(request, { path: '/v3/pay/methods', token })
    expect(methods.data).toEqual({ methods: ['wechatpay'], demo: false })
    const { page, sheets } = await wechatPage(browser, token, lang)
    const authorizations: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/connect/oauth2/authorize')) authorizations.push(r.url())
    })

    await page.goto(`${base}/pages/meditation/vipMember`)
    await page.locator('.vip__plan[data-code="vip-month"]').click()
    await expect(page.locator('.vip__plan--on')).toHaveAttribute('data-code', 'vip-month')
    await page.locator('.vip__pay').click()

    // away to WeChat's authorization (no consent page for snsapi_base) and back to the result page, which opens
    // the sheet signed for the Official Account and then shows the payment
    await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX[0-9A-F]+&resume=wechatpay/)
    await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
    await expect(page.getByText(PAID[lang])).toBeVisible()
    expect(authorizations).toHaveLength(1)
    const authorize = new URL(authorizations[0])
    expect(authorize.searchParams.get('appid')).toBe(OA_APPID)
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base')
    expect(sheets).toHaveLength(1)
    expect(sheets[0].appId).toBe(OA_APPID)
    expect(sheets[0].signType).toBe('RSA')
    expect(sheets[0].package).toMatch(/^prepay_id=wx/)
    expect(sheets[0].paySign.length).toBeGreaterThan(300)
    await shot(page, `wechat-browser-result-${lang}`)
    const info = await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })
    expect(info.data.isVip).toBe(1)

    // the next purchase opens the sheet at once: WeChat's authorization is not asked again
    await page.goto(`${base}/pages/meditation/vipMember`)
    await page.locator('.vip__plan[data-code="vip-month"]').click()
    await page.locator('.vip__pay').click()
    await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX[0-9A-F]+$/)
    await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
    expect(authorizations).toHaveLength(1)
    expect(sheets).toHaveLength(2)
    await page.context().close()
    await request.dispose()
  })
}

test('back from WeChat without the payer confirmed: the page says so and pays again', async ({
  browser,
  playwright
}) => {
  const request = await playwright.request.newContext({ baseURL: base })
  const token = await loginByEmail(request, uniqueEmail('wxbrowser-failed'))
  const order = await api<{ order_no: string }>(request, {
    method: 'POST',
    path: '/v3/orders',
    token,
    data: { sku: 'vip-month' }
  })
  const { page, sheets } = await wechatPage(browser, token, 'zh')
  await page.goto(`${base}/pages/payResult/result?order_no=${order.data.order_no}&wx_oa=failed`)
  await expect(page.getByText('微信沒有確認付款人的帳號')).toBeVisible()
  await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'pending')
  await shot(page, 'wechat-browser-auth-failed-zh')
  // pay again: WeChat's authorization, back, the sheet, paid
  await page.locator('.pr__pay').click()
  await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
  expect(sheets).toHaveLength(1)
  await page.context().close()
  await request.dispose()
})
