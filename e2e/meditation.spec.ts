/**
 * End to end, in Chromium against the real server: home → goods detail → play a free track (its
 * currentTime advances) → list mode runs into the next track → a non-member skips the VIP tracks with the
 * spec's message → favorite a VIP track and find it under favorites → the plays are in the history and the play
 * logs are stored; the realtime socket keeps the resume point. The demo media generator made 12–15 s tracks for this (quiet-moment, three-breaths).
 */
import { test, expect, type Page } from './support/guard'
import { api, loginByEmail, uniqueEmail } from './support/api'
import type { FavoriteDTO, GoodsDetailDTO, HistoryEntryDTO } from '../src/protocol/meditation'
import type { Paged } from '../src/protocol/common'

async function asUser(page: Page, token: string) {
  await page.goto('/pages/meditation/index')
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ data: tk })), token)
}

/** The main audio element's currentTime (the H5 backend exposes its two players for tests and the benchmark). */
const audioTime = (page: Page) => page.evaluate(() => (window as any).__jingxinAudio?.main.currentTime ?? 0)
const audioSrc = (page: Page) => page.evaluate(() => (window as any).__jingxinAudio?.main.currentSrc ?? '')

test('home → goods detail → a free track plays and its time advances; list mode goes on to the next track; the play log is stored', async ({
  page,
  request
}) => {
  test.setTimeout(90_000)
  const token = await loginByEmail(request, uniqueEmail('med-play'))
  const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const [day1, day2] = detail.resources
  await asUser(page, token)
  await page.reload()

  // home: the goods is on the first floor
  const card = page.locator('.goods-card[data-sku="m-beginner"]').first()
  await expect(card).toBeVisible()
  await card.click()
  await expect(page).toHaveURL(/\/pages\/meditation\/detail\?sku=m-beginner/)
  await expect(page.locator('.track-row__title', { hasText: day1.title })).toBeVisible()
  await expect(page.locator('.med-track--locked')).toHaveCount(detail.resources.filter((r) => r.is_vip).length)

  // play the first (free, 12 s) track
  await page.locator(`.med-track[data-resource="${day1.id}"] .track-row__main`).click()
  await expect(page).toHaveURL(/\/pages\/meditation\/play/)
  await expect(page.locator('.player__title')).toHaveText(day1.title)
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1)
  const t1 = await audioTime(page)
  await expect.poll(() => audioTime(page)).toBeGreaterThan(t1 + 1)
  await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '1')
  await expect(page.locator('.player__time-current')).not.toHaveText('0:00')
  // lock screen (Media Session) shows the track; the user's scene music plays under the guide (second player)
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(day1.title)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const scene = (window as any).__jingxinAudio.scene as HTMLAudioElement
        return !scene.paused && scene.currentSrc.includes('/media/')
      })
    )
    .toBe(true)

  // list mode: at the end of the track the next one plays
  await page.locator('.player__mode').click()
  await expect(page.locator('.player__mode')).toHaveAttribute('data-mode', 'list')
  await expect(page.locator('.player__title')).toHaveText(day2.title, { timeout: 25_000 })
  await expect.poll(() => audioSrc(page)).toContain(day2.full_path!)
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5)

  // realtime reporting: the socket's ticks make the server's resume point of the playing track advance
  await expect
    .poll(
      async () => {
        const info = await api<{ position: number }>(request, {
          path: '/v3/meditation/playInfo/m-beginner',
          data: { resource_id: day2.id },
          token
        })
        return info.data.position
      },
      { timeout: 15_000 }
    )
    .toBeGreaterThanOrEqual(2)

  // the finished first track was logged (≥ 10 s)
  await expect
    .poll(async () => {
      const h = await api<Paged<HistoryEntryDTO>>(request, {
        path: '/v3/meditation/userHistory',
        data: { page: 1, size: 10 },
        token
      })
      return h.data.list.filter((l) => l.resource_id === day1.id).map((l) => l.playtime >= 10)
    })
    .toEqual([true])
})

test('a never-member at the end of the free tracks hears it is the last one (not "expired"); a VIP track is favorited and shows under favorites; the history shows titles', async ({
  page,
  request
}) => {
  test.setTimeout(90_000)
  const token = await loginByEmail(request, uniqueEmail('med-vip'))
  const detail = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const day3 = detail.resources[2] // 15 s, the last free track: days 4–7 are for members
  const vipTrack = detail.resources[3]
  expect(day3.is_vip).toBe(0)
  expect(vipTrack.is_vip).toBe(1)
  expect(vipTrack.full_path).toBeNull()
  await asUser(page, token)

  await page.goto(`/pages/meditation/play?sku=m-beginner&resource_id=${day3.id}`)
  await expect(page.locator('.player__title')).toHaveText(day3.title)
  await page.locator('.player__mode').click()
  await expect(page.locator('.player__mode')).toHaveAttribute('data-mode', 'list')
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThan(1)
  // the track ends; every remaining track is VIP: skipped. This account was never a member, so it hears the
  // plain "last one" (the "membership has expired" wording is only for an expired membership, spec §4)
  await expect(page.locator('.player__notice')).toHaveText('已經是最後一首了', { timeout: 30_000 })
  await expect(page.locator('.player__title')).toHaveText(day3.title)
  await expect(page.locator('.player__toggle')).toHaveAttribute('data-playing', '0')

  // favorite the VIP track from the goods detail
  await page.goto('/pages/meditation/detail?sku=m-beginner')
  const fav = page.locator(`.med-track[data-resource="${vipTrack.id}"] .track-row__action`)
  await expect(fav).toHaveAttribute('aria-pressed', 'false')
  await fav.click()
  await expect(fav).toHaveAttribute('aria-pressed', 'true')
  const favs = await api<Paged<FavoriteDTO>>(request, { path: '/v3/meditation/favorites', token })
  expect(favs.data.list.map((f) => f.resource_id)).toContain(vipTrack.id)

  await page.goto('/mine/pages/favorites')
  await expect(page.locator('.med-fav').filter({ hasText: vipTrack.title })).toBeVisible()

  // history: the played track, by its title
  await page.goto('/mine/pages/histories')
  await expect(page.locator(`.med-hist-row[data-resource="${day3.id}"]`).first()).toContainText(day3.title)
})
