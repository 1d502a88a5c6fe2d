/**
 * Offline listening on H5, in Chromium against the real server: the service worker takes control, a free track
 * is downloaded from the player into Cache Storage, the browser goes offline, a reload still opens the app, and
 * so does a page never visited online (Me → my downloads, which lists the track); the player plays the
 * downloaded track from the worker and a seek lands (byte ranges); the play log made offline is sent once the
 * network returns.
 */
import { expect, type Page } from '@playwright/test'
// Playwright's own test (no DOM-error guard), with the worker fixtures of every spec's (support/guard)
import { plainTest as test } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import type { GoodsDetailDTO, HistoryEntryDTO } from '../src/protocol/meditation'
import type { Paged } from '../src/protocol/common'

test.use({ serviceWorkers: 'allow' })

const audioTime = (page: Page) => page.evaluate(() => (window as any).__jingxinAudio?.main.currentTime ?? 0)

test('a downloaded track opens, plays and seeks offline after a reload; its play log is sent when the network returns', async ({
  page,
  context,
  request
}) => {
  test.setTimeout(120_000)
  const token = await loginByEmail(request, uniqueEmail('offline'))
  const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const day1 = detail.resources[0]
  expect(day1.is_vip).toBe(0)
  const mediaPath = day1.full_path!.split('?')[0]

  await page.goto('/pages/meditation/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)
  await page.goto(`/pages/meditation/play?sku=m-beginner&resource_id=${day1.id}`)
  await expect(page.locator('.player__title')).toHaveText(day1.title)
  // the short demo track plays once to its end (issue 32 item 9: its play is logged, the end sheet opens); the
  // listener stays on the page ("stay here") and downloads it
  await expect(page.locator('.session-end.at-float-layout--active')).toBeVisible({ timeout: 60_000 })
  await page.locator('.session-end__close').click()
  await expect(page.locator('.session-end.at-float-layout--active')).toHaveCount(0)
  // the worker installed (app shell precached) and controls the page
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 })

  // download from the player
  const button = page.locator('.download-btn')
  await expect(button).toHaveAttribute('data-state', 'idle')
  await button.click()
  await expect(button).toHaveAttribute('data-state', 'done')
  const cached = await page.evaluate(async () =>
    (await (await caches.open('jingxin-media-v1')).keys()).map((r) => new URL(r.url).pathname)
  )
  expect(cached).toEqual([mediaPath])
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('downloads') ?? 'null'))
  expect(kept.data).toEqual([
    expect.objectContaining({
      key: mediaPath,
      sku: 'm-beginner',
      resourceId: day1.id,
      title: day1.title,
      member: false
    })
  ])
  expect(kept.data[0].size).toBeGreaterThan(1000)

  // offline: a reload opens the app from the worker's cache, and so does a page never visited online (the Me
  // tab: every bundle of the build was precached); my downloads lists the track
  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('.player__title')).toHaveText(day1.title)
  await page.goto('/mine/pages/index')
  await page.locator('.mine-menu__item--downloads').click()
  await expect(page).toHaveURL(/\/mine\/pages\/downloads\/index/)
  const row = page.locator(`.download-row[data-resource="${day1.id}"]`)
  await expect(row).toContainText(day1.title)
  await expect(page.locator('.downloads__total')).toContainText('共 1 首')

  // the player plays the downloaded track without network
  await row.locator('.track-row__main').click()
  await expect(page).toHaveURL(/\/pages\/meditation\/play/)
  await expect(page.locator('.player__title')).toHaveText(day1.title)
  // repeat one (once → list → repeat one): the short track keeps playing past the 10 s a play log needs
  for (let i = 0; i < 2; i++) await page.locator('.player__mode').click()
  await expect(page.locator('.player__mode')).toHaveAttribute('data-mode', 'single')
  await expect
    .poll(() => page.evaluate(() => (window as any).__jingxinAudio?.main.currentSrc ?? ''))
    .toContain(mediaPath)
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1)
  await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '1')

  // the worker answers byte ranges: the whole track is seekable and a seek lands and plays on
  const seekable = await page.evaluate(() => {
    const a = (window as any).__jingxinAudio.main as HTMLAudioElement
    return { ranges: a.seekable.length, end: a.seekable.length ? a.seekable.end(0) : 0, duration: a.duration }
  })
  expect(seekable.ranges).toBe(1)
  expect(seekable.end).toBeCloseTo(seekable.duration, 0)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const a = (window as any).__jingxinAudio.main as HTMLAudioElement
        a.addEventListener('seeked', () => resolve(), { once: true })
        a.currentTime = 7
      })
  )
  await expect.poll(() => audioTime(page), { timeout: 5_000 }).toBeGreaterThan(7.3)

  // the track ends offline (≥ 10 s played): its play log is kept…
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recordPlayData') ?? 'null')?.data?.length ?? 0), {
      timeout: 20_000
    })
    .toBe(1)
  // …and sent as soon as the network returns
  await context.setOffline(false)
  await expect
    .poll(
      async () => {
        const h = await api<Paged<HistoryEntryDTO>>(request, {
          path: '/v3/meditation/userHistory',
          data: { page: 1, size: 10 },
          token
        })
        return h.data.list.filter((l) => l.resource_id === day1.id).length
      },
      { timeout: 15_000 }
    )
    .toBeGreaterThanOrEqual(1)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('recordPlayData'))).toBeNull()

  // the worker kept the app shell and the download, never an API answer
  const stored = await page.evaluate(async () => {
    const out: string[] = []
    for (const name of await caches.keys()) {
      for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname)
    }
    return out
  })
  expect(stored).toContain('/index.html')
  expect(stored).toContain(mediaPath)
  expect(stored.filter((p) => !/^\/(index\.html$|js\/|css\/|static\/|media\/)/.test(p))).toEqual([])
})

test('my downloads: empty state, and removing a download drops its cached audio', async ({ page, request }) => {
  const token = await loginByEmail(request, uniqueEmail('offline-rm'))
  const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const day2 = detail.resources[1]
  await page.goto('/pages/meditation/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)

  await page.goto('/mine/pages/downloads/index')
  await expect(page.locator('.state-view--empty')).toContainText('還沒有下載的冥想')

  await page.goto(`/pages/meditation/play?sku=m-beginner&resource_id=${day2.id}`)
  const button = page.locator('.download-btn')
  await button.click()
  await expect(button).toHaveAttribute('data-state', 'done')
  await button.click()
  const row = page.locator(`.download-row[data-resource="${day2.id}"]`)
  await expect(row).toContainText(day2.title)
  await row.locator('.track-row__action').click()
  await expect(page.locator('.state-view--empty')).toBeVisible()
  expect(await page.evaluate(async () => (await (await caches.open('jingxin-media-v1')).keys()).length)).toBe(0)
  expect(await page.evaluate(() => localStorage.getItem('downloads'))).toBeNull()
})
