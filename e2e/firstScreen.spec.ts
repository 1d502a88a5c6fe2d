/**
 * The first screen (issue 34): the server's picture of the course tab's first banner is the page's largest paint,
 * and the app's scripts start only after it is on screen (config/scriptsAfterFirstPaint.js): run before it, they
 * counted as needed for that paint, and Lighthouse's simulated LCP doubled in those runs.
 */
import { test, expect } from './support/guard'
import { phoneContext, type Lang } from './support/pages'

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`the course tab's first banner paints before the app's scripts run, then the app's page takes over (${lang})`, async ({
    browser
  }) => {
    const context = await phoneContext(browser, lang)
    const page = await context.newPage()
    // observed from the start: the first screen leaves the document once the app's page is in
    await page.addInitScript(() => {
      const seen: { lcp: { url: string; at: number }[]; shown: number | null } = { lcp: [], shown: null }
      ;(window as unknown as { __paints: typeof seen }).__paints = seen
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEntry[] & { url: string; renderTime: number }[])
          seen.lcp.push({ url: (e as unknown as { url: string }).url, at: e.startTime })
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { identifier: string; renderTime: number }[])
          if (e.identifier === 'first-screen') seen.shown = e.renderTime
      }).observe({ type: 'element', buffered: true })
    })
    const html = await (await page.goto('/pages/course/index'))!.text()
    // the bundle is preloaded, not a deferred script the parser runs
    expect(html).toMatch(/<link rel="preload" as="script" href="\/js\/app\.[0-9a-f]+\.js"/)
    expect(html).not.toMatch(/<script[^>]* src="\/js\/app\./)
    expect(html).toContain('id="first-screen"')
    await expect(page.locator('.taro_page .course-index, .taro_page').first()).toBeVisible()
    await expect(page.locator('#first-screen')).toHaveCount(0)
    const { paints, scripts, why, waited } = await page.evaluate(() => {
      const mark = performance.getEntriesByName('app-scripts', 'mark')[0] as PerformanceMark | undefined
      return {
        paints: (window as unknown as { __paints: { lcp: { url: string; at: number }[]; shown: number | null } })
          .__paints,
        scripts: mark?.startTime ?? null,
        why: (mark?.detail as string | undefined) ?? null,
        waited: performance.getEntriesByName('first-screen-wait', 'mark')[0]?.startTime ?? null
      }
    })
    expect(scripts, "the app's scripts were added").not.toBeNull()
    expect(waited, 'the page waited for its first screen').not.toBeNull()
    if (why === 'timeout') {
      // a machine too busy to paint the picture within a second (seen nowhere yet, possible under CI's load): the
      // app's scripts waited that second, and the picture had not been painted before them
      test.info().annotations.push({ type: 'first screen', description: 'not painted within 1 s: scripts after 1 s' })
      expect(scripts! - waited!).toBeGreaterThanOrEqual(999)
    } else {
      expect(why, 'the scripts waited for the first screen').toBe('shown')
      expect(paints.shown, 'the first screen was painted').not.toBeNull()
      expect(scripts!).toBeGreaterThanOrEqual(paints.shown!)
      // the largest paint is the first screen's banner, and nothing the app drew later was larger
      const last = paints.lcp[paints.lcp.length - 1]!
      expect(last.url).toMatch(/\/media\/banner-[\w-]+\.[0-9a-f]+\.png$/)
      expect(last.at).toBeLessThanOrEqual(scripts!)
    }
    await context.close()
  })
}

test('a first picture slower than a second holds the app back no longer than that', async ({ browser }) => {
  const context = await phoneContext(browser, 'zh')
  const page = await context.newPage()
  await page.route(/\/media\/banner-[\w-]+\.[0-9a-f]+\.png$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.continue().catch(() => {})
  })
  await page.goto('/pages/course/index')
  await expect(page.locator('.taro_page').first()).toBeVisible()
  const { why, after } = await page.evaluate(() => {
    const mark = performance.getEntriesByName('app-scripts', 'mark')[0] as PerformanceMark
    const waited = performance.getEntriesByName('first-screen-wait', 'mark')[0]!
    return { why: mark.detail as string, after: mark.startTime - waited.startTime }
  })
  expect(why).toBe('timeout')
  expect(after).toBeGreaterThanOrEqual(999)
  // the app did not wait for the picture: it was up before the picture arrived
  expect(after).toBeLessThan(2500)
  await context.close()
})
