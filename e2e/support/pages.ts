/**
 * Pages for the browser specs: a context logged in as someone (or a visitor) in zh-Hant or English, with the
 * project's phone settings; and `shot`, which audits a page with axe and keeps a picture of it.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { test, type Page } from './guard'
import { expectNoSeriousA11yViolations, waitForFades } from './axe'

export type Lang = 'zh' | 'en'

/**
 * A fresh browser context with the project's device settings, logged in with `token` (a visitor when empty or
 * null) and in the given language. Downloads are accepted (the report and poster specs save images).
 */
export async function pageAs(browser: Browser, token: string | null, lang: Lang = 'zh'): Promise<Page> {
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

export interface ShotOptions {
  /** Run axe first and fail on serious or critical violations (default true). */
  audit?: boolean
  /** The whole scrolled page rather than the viewport. */
  fullPage?: boolean
}

/**
 * Audits the page with axe (unless `audit: false`), waits for finite running animations (a page's slide-in) to end and
 * saves a picture: into `SHOTS=<dir>` when set, else into the test's output folder. When the page scrolls
 * sideways (wider than the viewport, which a phone user should never meet) the elements that stick out are logged.
 */
export async function shot(page: Page, name: string, { audit = true, fullPage = false }: ShotOptions = {}) {
  if (audit) await expectNoSeriousA11yViolations(page, name)
  await waitForFades(page)
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : Array.from(document.querySelectorAll('body *'))
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 3)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}:${Math.round(e.getBoundingClientRect().right)}`
          )
  )
  if (wide.length) console.log(`${name}: wider than the viewport: ${wide.join(', ')}`)
  const dir = process.env.SHOTS
  let path = test.info().outputPath(`${name}.png`)
  if (dir) {
    mkdirSync(dir, { recursive: true })
    path = join(dir, `${name}.png`)
  }
  await page.screenshot({ path, fullPage })
}
