/**
 * Posters, membership invitations and gifts end to end, every page checked with axe in zh-Hant and English:
 * - the invitation poster draws on a real canvas and offers a PNG download;
 * - a course bought as a gift is claimed through its link by a second account; a third cannot claim it;
 * - a membership invitation: the friend opens the inviteMember link, logs in, gets the trial; the friend's
 *   first payment brings the inviter's gold, which is exchanged for membership days; the ledger shows both.
 * With SHOTS=<dir> set, each page is also saved as a screenshot there.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Browser } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { api, latestCode, loginByEmail, uniqueEmail } from './support/api'
import { expectNoSeriousA11yViolations } from './support/axe'
import type { InviteGoldDTO } from '../src/protocol'

const SHOTS = process.env.SHOTS

async function shot(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page, name)
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}.png`) })
}

/** A browser context logged in with `token` (and optionally in English). */
async function pageWithToken(browser: Browser, token: string, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const use = test.info().project.use
  const ctx = await browser.newContext({
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    baseURL: use.baseURL,
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    acceptDownloads: true
  })
  const page = await ctx.newPage()
  await page.goto('/health')
  await page.evaluate(
    ([tok, en]) => {
      if (tok) localStorage.setItem('token', JSON.stringify({ data: tok }))
      if (en) {
        localStorage.setItem('locale', JSON.stringify({ data: 'en' }))
        localStorage.setItem('lang', JSON.stringify({ data: 'en' }))
      }
    },
    [token, lang === 'en'] as const
  )
  return page
}

const goldOf = async (request: APIRequestContext, token: string) =>
  (await api<InviteGoldDTO>(request, { path: '/v3/get/invite/gold', token })).data.balance

test.describe.configure({ timeout: 240_000 })

test('the invitation poster draws a canvas with the invite QR code and downloads a PNG', async ({
  browser,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('poster'))
  const me = await api<{ id: number }>(request, { path: '/v2/users', token })
  for (const lang of ['zh', 'en'] as const) {
    const page = await pageWithToken(browser, token, lang)
    await page.goto('/mine/pages/invitation/index')
    await page
      .locator('.invite-link__btn', { hasText: lang === 'zh' ? '生成邀請海報' : 'Make an invitation poster' })
      .click()
    await expect(page).toHaveURL(/invitation\/poster\/index/)
    const canvas = page.locator('canvas[data-testid="poster-canvas"]')
    await expect(canvas).toBeVisible()
    await expect(page.locator('[data-testid="poster-link"]')).toHaveText(
      new RegExp(`/\\?invite_user_id=${me.data.id}$`)
    )
    const download = page.locator('a[data-testid="poster-download"]')
    await expect(download).toHaveAttribute('href', /^data:image\/png;base64,/)
    // the canvas is drawn: 375 × 650 at the device's pixel ratio, with dark QR modules in its lower half
    const drawn = await canvas.evaluate((c: HTMLCanvasElement) => {
      const ctx = c.getContext('2d')!
      const s = c.width / 375
      const px = ctx.getImageData(Math.round(150 * s), Math.round(420 * s), Math.round(75 * s), Math.round(75 * s))
      let dark = 0
      for (let i = 0; i < px.data.length; i += 4) if (px.data[i] < 60 && px.data[i + 3] > 200) dark++
      return { ratio: c.height / c.width, dark }
    })
    expect(drawn.ratio).toBeCloseTo(650 / 375, 2)
    expect(drawn.dark).toBeGreaterThan(100)
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe('jingxin-invite.png')
    await shot(page, `poster-${lang}`)
    await page.context().close()
  }
})
