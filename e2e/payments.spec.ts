/**
 * LINE Pay through the app in a phone browser (issue 27): the built H5 app served by a server of this spec's own,
 * started with PAYMENT_PROVIDER=linepay PAYMENT_FAKES=1 (the real LINE Pay adapter against the local fake, which
 * serves LINE Pay's approval page). The user buys a month of membership: the app asks the server for its methods,
 * pays with LINE Pay, the browser goes to the approval page, Approve returns through our confirm route (the server
 * confirms the transaction for the order's amount), and the result page shows the payment — in zh-Hant and English,
 * with pictures of the payment choice and the result. A cancelled approval leaves the order payable.
 */
import type { Browser } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'
import type { MemberInfoDTO } from '../src/protocol/meditation'

// A port of its own beside the suite's server (E2E_PORT): the pages must be on this server's origin.
const PORT = Number(process.env.E2E_PAY_PORT ?? 3197)
const base = `http://127.0.0.1:${PORT}`
let server: OwnServer | undefined
test.use({ baseURL: base })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer(PORT, 'pay', { env: { PAYMENT_PROVIDER: 'linepay', PAYMENT_FAKES: '1' } })
})

/** pageAs (the project's device, language and login) on this spec's server: its storage is per origin. */
async function payPage(browser: Browser, token: string, lang: Lang): Promise<Page> {
  const page = await pageAs(browser, token, lang)
  await page.goto(`${base}/health`)
  await page.evaluate(
    ([tok, en]) => {
      localStorage.setItem('token', JSON.stringify({ data: tok }))
      if (en) {
        localStorage.setItem('locale', JSON.stringify({ data: 'en' }))
        localStorage.setItem('lang', JSON.stringify({ data: 'en' }))
      }
    },
    [token, lang === 'en'] as const
  )
  return page
}

test.afterAll(() => server?.stop())

const TEXT = {
  zh: { paid: '付款成功', cancelled: /取消/ },
  en: { paid: 'Payment successful', cancelled: /cancel/i }
} as const

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`LINE Pay in a phone browser: approval page, confirm, result (${lang})`, async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: base })
    const token = await loginByEmail(request, uniqueEmail(`linepay-${lang}`))
    const page = await payPage(browser, token, lang)
    await page.goto(`${base}/pages/meditation/vipMember`)
    const methods = await api<{ methods: string[]; demo: boolean }>(request, { path: '/v3/pay/methods', token })
    expect(methods.data).toEqual({ methods: ['linepay'], demo: false })

    await page.locator('.vip__plan[data-code="vip-month"]').click()
    await expect(page.locator('.vip__plan--on')).toHaveAttribute('data-code', 'vip-month')
    await expect(page.locator('.vip__pay')).toContainText('68')
    // a real provider: no "demo payment, nothing is charged" beside the button (it was always there)
    await expect(page.locator('.pay-bar__badge')).toHaveText('')
    await expect(page.locator('.pay-bar__note-text')).toHaveText('')
    await shot(page, `payments-choice-${lang}`)

    // the app sends the browser to LINE Pay's approval page (the fake's), which names the amount
    await page.locator('.vip__pay').click()
    await expect(page).toHaveURL(/\/__fake\/approve\/\d+$/)
    await expect(page.locator('#approve')).toBeVisible()
    await page.locator('#approve').click()

    // back through our confirm route to the result page: paid once LINE Pay confirmed the amount
    await expect(page).toHaveURL(/\/pages\/payResult\/result\?order_no=JX[0-9A-F]+/)
    await expect(page.locator('.pr__status')).toHaveAttribute('data-status', 'paid')
    await expect(page.getByText(TEXT[lang].paid)).toBeVisible()
    await shot(page, `payments-result-${lang}`)
    const info = await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })
    expect(info.data.isVip).toBe(1)
    await request.dispose()
  })
}

test('LINE Pay: cancelling on the approval page comes back to a cancelled result, nothing charged', async ({
  browser,
  playwright
}) => {
  const request = await playwright.request.newContext({ baseURL: base })
  const token = await loginByEmail(request, uniqueEmail('linepay-cancel'))
  const page = await payPage(browser, token, 'zh')
  await page.goto(`${base}/pages/meditation/vipMember`)
  await page.locator('.vip__plan[data-code="vip-month"]').click()
  await page.locator('.vip__pay').click()
  await expect(page).toHaveURL(/\/__fake\/approve\/\d+$/)
  await page.locator('#cancel').click()
  await expect(page).toHaveURL(/\/pages\/payResult\/result\?.*cancelled=1/)
  await expect(page.getByText(TEXT.zh.cancelled).first()).toBeVisible()
  const info = await api<MemberInfoDTO>(request, { path: '/v3/meditation/memberInfo', token })
  expect(info.data.isVip).toBe(0)
  await request.dispose()
})
