/**
 * Pages for the browser specs: a context logged in as someone (or a visitor) in zh-Hant or English, with the
 * project's phone settings; and `shot`, which audits a page with axe and keeps a picture of it.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'
import { test, type Page } from './guard'
import { expectNoSeriousA11yViolations, waitForFades } from './axe'

export type Lang = 'zh' | 'en'

/** What a phone may differ in from the project's: its zone, WeChat's user agent, another server. */
export interface PhoneOptions {
  /** An IANA zone for the phone's clock (the project runs in Asia/Taipei). */
  timeZone?: string
  /** Added to the project's user agent, e.g. WeChat's `MicroMessenger/8.0.50 …`. */
  userAgentSuffix?: string
  /** A server of the spec's own instead of the suite's. */
  baseURL?: string
}

/**
 * A browser context of a spec's own (a console window, a phone of its own settings, another server): the suite's
 * service-worker setting (playwright.config.ts: blocked, as a context from Playwright's fixtures) and then `options`.
 */
export function ownContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: test.info().project.use.serviceWorkers, ...options })
}

/**
 * A fresh browser context with the project's device settings in the given language. Downloads are accepted (the
 * report and poster specs save images).
 */
export async function phoneContext(
  browser: Browser,
  lang: Lang = 'zh',
  opts: PhoneOptions = {}
): Promise<BrowserContext> {
  const use = test.info().project.use
  return ownContext(browser, {
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: opts.userAgentSuffix ? `${use.userAgent} ${opts.userAgentSuffix}` : use.userAgent,
    baseURL: opts.baseURL ?? use.baseURL,
    locale: lang === 'en' ? 'en-US' : 'zh-TW',
    ...(opts.timeZone ? { timezoneId: opts.timeZone } : {}),
    acceptDownloads: true
  })
}

/**
 * Signs the page's app in with `token` (a visitor when empty or null) and in `lang`, as the app keeps them in
 * storage; the next navigation starts the app that way. The page must be on the app's origin (it visits /health).
 */
export async function storeLogin(page: Page, token: string | null, lang: Lang = 'zh'): Promise<void> {
  await page.goto('/health')
  await page.evaluate(
    ([tok, en]) => {
      if (tok) localStorage.setItem('token', JSON.stringify({ data: tok }))
      const locale = en ? 'en' : 'zh-Hant'
      localStorage.setItem('locale', JSON.stringify({ data: locale }))
      localStorage.setItem('lang', JSON.stringify({ data: locale }))
    },
    [token, lang === 'en'] as const
  )
}

/**
 * A page in a fresh phone context (phoneContext), logged in with `token` (a visitor when empty or null) and in the
 * given language.
 */
export async function pageAs(
  browser: Browser,
  token: string | null,
  lang: Lang = 'zh',
  opts: PhoneOptions = {}
): Promise<Page> {
  const page = await (await phoneContext(browser, lang, opts)).newPage()
  await storeLogin(page, token, lang)
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
 * saves a picture, one pixel per CSS pixel (390 px wide: text stays readable, zh-Hant and English looked at), into
 * `SHOTS=<dir>` when set, else into the test's output folder. When the page scrolls
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
  // scale 'css': a quarter of the pixels the device's scale factor 2 gives. Measured 2026-11-29 (e2e/common.spec,
  // 15 shots, one worker, CPU of all its processes): 245 ms a screenshot at scale 2, 98–107 ms at scale 'css'.
  // Left as PNG (issue 30, 2026-11-29, 90 shots of three app pages, cpuacct cgroup, less a run without shots): a JPEG
  // at quality 80 saved ~30 ms of CPU a shot (22–50 against 61–70 ms), ~10 s over the suite's ~320 shots, and blurs
  // the text the pictures are kept to be read for.
  await page.screenshot({ path, fullPage, scale: 'css' })
}
