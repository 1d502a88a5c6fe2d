/**
 * Issue 32, the audio and search items, in Chromium against the real server, in zh-Hant and English:
 * - a meditation keeps playing across tab switches, with the mini player on every tab page (item 4);
 */
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { pageAs, shot, type Lang } from './support/pages'
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
