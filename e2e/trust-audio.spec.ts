/**
 * Issue 32, the audio and search items, in Chromium against the real server, in zh-Hant and English:
 * - a meditation keeps playing across tab switches, with the mini player on every tab page (item 4);
 */
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'
import { waitForFades } from './support/axe'
import type { GoodsDetailDTO } from '../src/protocol/meditation'

/** The H5 backend's guide player (exposed for tests as window.__jingxinAudio). */
const mainAudio = (page: Page) =>
  page.evaluate(() => {
    const a = (window as any).__jingxinAudio?.main as HTMLAudioElement | undefined
    return { paused: a ? a.paused : true, time: a?.currentTime ?? 0, src: a?.currentSrc ?? '' }
  })

const tab = (page: Page, path: string) => page.locator(`.tab-bar__item[data-path="${path}"]:visible`)

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`item 4 (${lang}): a tab switch leaves the meditation playing and the mini player on every tab`, async ({
    browser,
    request
  }) => {
    test.setTimeout(90_000)
    const token = await loginByEmail(request, uniqueEmail(`audio-tabs-${lang}`))
    const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
    // day 2 is free and lasts 72 s: long enough to walk through all four tabs while it plays
    const track = detail.resources[1]
    const page = await pageAs(browser, token, lang)
    await page.goto('/pages/meditation/index')
    await page.locator('.goods-card[data-sku="m-beginner"]').first().click()
    await expect(page).toHaveURL(/\/pages\/meditation\/detail\?sku=m-beginner/)
    await page.locator(`.med-track[data-resource="${track.id}"] .track-row__main`).click()
    await expect(page).toHaveURL(/\/pages\/meditation\/play/)
    await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '1')
    const title = (await page.locator('.player__title').textContent())!.trim()

    // back to the meditation tab through the app's history (no reload: the same audio element)
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/pages\/meditation\/index/)
    const mini = page.locator('.mini-player:visible')
    await expect(mini).toBeVisible()
    await expect(mini).toContainText(title)

    for (const path of ['/pages/course/index', '/study/pages/index', '/mine/pages/index', '/pages/meditation/index']) {
      await tab(page, path).click()
      await expect(tab(page, path)).toHaveAttribute('aria-selected', 'true')
      await expect(mini).toBeVisible()
      await expect(mini).toContainText(title)
      // still playing, and time goes on
      const before = (await mainAudio(page)).time
      await expect.poll(async () => (await mainAudio(page)).paused).toBe(false)
      await expect.poll(async () => (await mainAudio(page)).time).toBeGreaterThan(before + 0.5)
      expect((await mainAudio(page)).src).toContain(track.full_path!)
      if (path === '/pages/course/index') await shot(page, `h2-tabs-course-${lang}`)
    }
    await page.context().close()
  })
}

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`item 9 (${lang}): a guided track plays once, then a calm end sheet with time, streak and the next track`, async ({
    browser,
    request
  }) => {
    test.setTimeout(90_000)
    const token = await loginByEmail(request, uniqueEmail(`audio-end-${lang}`))
    const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
    // day 1 is free and lasts 12 s. It plays to its end in real time: the sheet's time practised is counted by the
    // app's one-second tick while playing (AudioStore.tick), so a faster playbackRate or a seek near the end would show
    // under 10 s where this test expects the 12 s played (1\d 秒). The wait costs the clock, not the CPU (2026-11-29,
    // issue 30: 18.5 and 18.8 s wall for the two languages; the renderers used 10 s of CPU over this test and item 6
    // together): beside a second worker the core is used meanwhile.
    const [day1, day2] = detail.resources
    const page = await pageAs(browser, token, lang)
    await page.goto(`/pages/meditation/play?sku=m-beginner&resource_id=${day1.id}`)
    await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '1')
    const mode = page.locator('.player__mode')
    await expect(mode).toHaveAttribute('data-mode', 'once')
    await expect(mode).toHaveAttribute('aria-label', lang === 'zh' ? '播放一次' : 'Play once')

    const sheet = page.getByRole('dialog', { name: lang === 'zh' ? '這一節結束了' : 'This session has ended' })
    await expect(sheet).toBeVisible({ timeout: 30_000 })
    // played once: the guide stays stopped at the end
    await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '0')
    expect(await page.evaluate(() => (window as any).__jingxinAudio.main.paused)).toBe(true)
    await expect(sheet.locator('.session-end__practised')).toHaveText(lang === 'zh' ? /^1\d 秒$/ : /^1\d s$/)
    // the streak comes from the server's practice data once this session's play log is stored
    await expect(sheet.locator('.session-end__streak')).toHaveText(lang === 'zh' ? '1 天' : '1 day')
    const nextTitle = (
      await api<GoodsDetailDTO>(request, {
        path: '/v3/meditation/goods/m-beginner',
        token,
        lang: lang === 'en' ? 'en' : 'zh-Hant'
      })
    ).data.resources[1].title
    await expect(sheet.getByRole('button', { name: new RegExp(nextTitle) })).toBeVisible()
    await shot(page, `h2-session-end-${lang}`)

    // the next step: the album's next track
    await sheet.getByRole('button', { name: new RegExp(nextTitle) }).click()
    await expect(sheet).toBeHidden()
    await expect(page.locator('.player__title')).toHaveText(nextTitle)
    await expect
      .poll(() => page.evaluate(() => (window as any).__jingxinAudio.main.currentSrc))
      .toContain(day2.full_path!)

    // looping stays a choice: the mode control steps through list and repeat-one
    await mode.click()
    await expect(mode).toHaveAttribute('data-mode', 'list')
    await mode.click()
    await expect(mode).toHaveAttribute('data-mode', 'single')
    await expect(mode).toHaveAttribute('aria-label', lang === 'zh' ? '單曲循環' : 'Repeat one')
    await page.context().close()
  })
}

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`item 7 (${lang}): the search page opens fully on screen from the search icon, every time`, async ({
    browser
  }) => {
    test.setTimeout(90_000)
    const page = await pageAs(browser, null, lang)
    await page.goto('/pages/meditation/index')
    const field = page.getByLabel(lang === 'zh' ? '搜尋內容' : /Search for/).last()
    for (let i = 0; i < 5; i++) {
      await page
        .getByRole('button', { name: lang === 'zh' ? '搜尋' : 'Search' })
        .first()
        .click()
      await expect(page).toHaveURL(/\/commonPage\/pages\/search/)
      await expect(field).toBeFocused()
      // after the slide-in the page sits at the left edge and nothing is scrolled sideways
      await expect
        .poll(() =>
          page.evaluate(() => {
            const pages = Array.from(document.querySelectorAll('.search-page')) as HTMLElement[]
            const shown = pages[pages.length - 1].getBoundingClientRect()
            const router = document.querySelector('.taro_router') as HTMLElement | null
            return [Math.round(shown.left), Math.round(shown.right), router?.scrollLeft ?? 0, document.body.scrollLeft]
          })
        )
        .toEqual([0, 390, 0, 0])
      if (i === 0) await shot(page, `h2-search-${lang}`)
      await page.goBack()
      await expect(page).toHaveURL(/\/pages\/meditation\/index/)
      // the next tap once the home page has slid back in (a tap during the router's back animation was lost once
      // on a loaded machine: the next URL check timed out on the home page)
      await waitForFades(page)
    }
    await page.context().close()
  })
}

for (const lang of ['zh', 'en'] as Lang[]) {
  test(`item 6 (${lang}): an intent and a misspelling find the meditations`, async ({ browser }) => {
    const page = await pageAs(browser, null, lang)
    const field = page.getByLabel(lang === 'zh' ? '搜尋內容' : /Search for/).last()
    const cases: [string, string][] =
      lang === 'zh'
        ? [
            ['睡不著', 'm-sleep'],
            ['冥相', 'm-beginner']
          ]
        : [
            ['insomnia', 'm-sleep'],
            ['meditaion', 'm-beginner']
          ]
    for (const [keyword, sku] of cases) {
      await page.goto('/commonPage/pages/search')
      await field.fill(keyword)
      await field.press('Enter')
      await expect(page).toHaveURL(/\/commonPage\/pages\/searchResult\?keyword=/)
      await expect(page.locator(`.search-hit[data-sku="${sku}"]:visible`).first()).toBeVisible()
    }
    await shot(page, `h2-search-result-${lang}`)
    await page.context().close()
  })
}
