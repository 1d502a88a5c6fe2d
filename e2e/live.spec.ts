import { test, expect, type Page } from './support/guard'
import type { Browser } from '@playwright/test'
import { api, loginByEmail, uniqueEmail } from './support/api'
import { expectNoSeriousA11yViolations } from './support/axe'
import { startOwnServer, type OwnServer } from './support/ownServer'
import { type Lang, ownContext, shot, storeLogin } from './support/pages'
import type { LiveMessageDTO, LiveReplayMessagesDTO, LiveRoomDTO } from '../src/protocol/live'

const LIVE = 7 // l-evening: upcoming by its times, free
const ROOM = `/live/pages/liveRoom?id=${LIVE}`

// A server of this spec's own, one per worker: the journey ends live 7's stream for good (a replay), so a retry —
// a new worker — must meet a fresh database where it is still upcoming, not the ended live of the failed attempt.
const PORT = Number(process.env.E2E_LIVE_PORT ?? 3196)
let server: OwnServer | undefined
test.use({ baseURL: `http://127.0.0.1:${PORT}` })
test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer(PORT, 'live')
})
test.afterAll(() => server?.stop())

async function viewer(browser: Browser, token: string, lang: Lang = 'zh') {
  const context = await ownContext(browser, {
    baseURL: server!.base,
    viewport: { width: 390, height: 844 },
    locale: 'zh-TW'
  })
  const page = await context.newPage()
  await storeLogin(page, token, lang)
  return page
}

async function say(page: Page, text: string) {
  await page.locator('.live-chat__input input, input.live-chat__input').fill(text)
  await page.locator('.live-chat__composer .live-chat__send').click()
}

const chatRows = (page: Page) => page.locator('.live-room__chat .live-chat__list .live-chat__text')

test('live: a booked user counts down, the stream starts and plays, two viewers chat, the teacher mutes one, the replay shows the chat in time', async ({
  page,
  browser,
  request
}) => {
  test.setTimeout(150_000)
  const teacherLogin = await api<{ token: string }>(request, {
    method: 'POST',
    path: '/v3/user/password/login',
    data: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
  })
  const teacher = teacherLogin.data.token
  const alice = await loginByEmail(request, uniqueEmail('live-a'))
  const bob = await loginByEmail(request, uniqueEmail('live-b'))
  await api(request, { method: 'PUT', path: '/v2/booklive', data: { sku: 'l-evening', book: true }, token: alice })

  // not started: the countdown (user's zone) and the booking
  await storeLogin(page, alice)
  await page.goto(ROOM)
  await expect(page.locator('.live-room__body')).toHaveAttribute('data-status', '1')
  await expect(page.getByRole('timer')).toContainText(/\d+ 天 \d{2} 時 \d{2} 分 \d{2} 秒/)
  await expect(page.locator('.live-countdown__at')).toContainText('開播時間')
  await expect(page.locator('.live-room__action[aria-pressed="true"]')).toHaveText('取消預約')
  await expect(page.locator('.live-chat__composer')).toBeVisible()
  await shot(page, 'live-countdown-zh')

  // the teacher starts the channel: the room hears it on its socket and plays the HLS stream
  const started = await api(request, {
    method: 'PUT',
    path: '/v3/live/status',
    data: { id: LIVE, status: 2 },
    token: teacher
  })
  expect(started.code).toBe(0)
  await expect(page.locator('.live-room__body')).toHaveAttribute('data-status', '2', { timeout: 20_000 })
  const video = page.locator('.live-player video')
  await expect(video).toHaveAttribute('data-live', '1')
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play().catch(() => undefined)
  })
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(t0 + 1)
  // it plays through signed URLs: the same segment without its signature is refused
  const onAir = await api<LiveRoomDTO>(request, { path: '/v3/live/status', data: { id: LIVE }, token: alice })
  const playlistUrl = onAir.data.stream_url!
  expect(playlistUrl).toMatch(/^\/live\/hls\/7\/live\/index\.m3u8\?e=\d+&u=\d+&s=/)
  const playlist = await (await request.get(playlistUrl)).text()
  const segment = playlist.split('\n').find((l) => /\.ts\?e=\d+&u=\d+&s=/.test(l))!
  const segmentUrl = `/live/hls/${LIVE}/live/${segment}`
  expect((await request.get(segmentUrl)).status()).toBe(200)
  expect((await request.get(segmentUrl.split('?')[0])).status()).toBe(403)
  expect((await request.get(playlistUrl.split('?')[0])).status()).toBe(403)

  // two browser contexts chat
  const bobPage = await viewer(browser, bob)
  await bobPage.goto(ROOM)
  await expect(bobPage.locator('.live-room__body')).toHaveAttribute('data-status', '2')
  await expect(bobPage.locator('.live-room__viewers')).toContainText('2 人在看')
  await say(page, '大家晚安')
  await expect(chatRows(bobPage).last()).toHaveText('大家晚安')
  await say(bobPage, '老師好')
  await expect(chatRows(page).last()).toHaveText('老師好')
  await expectNoSeriousA11yViolations(page, 'live room (live)')
  // (after axe: the toast's fade-in is not a page colour)
  await page.locator('.live-room__action', { hasText: '簽到' }).click()
  await expect(page.locator('.live-room__action', { hasText: '已簽到' })).toBeVisible()
  await shot(page, 'live-on-air-zh', { audit: false })

  // the teacher's console mutes Bob
  const console_ = await viewer(browser, teacher)
  await console_.goto(`/pages/course/teacherLive?id=${LIVE}`)
  await expect(console_.getByRole('status').first()).toContainText('直播中')
  await expect(console_.locator('.live-console__viewer')).toHaveCount(2)
  const me = await api<{ id: number }>(request, { path: '/v2/users', token: bob })
  await console_.locator(`.live-console__viewer[data-user="${me.data.id}"] .live-console__secondary`).click()
  await expect(bobPage.locator('.live-chat__notice')).toHaveText('你已被禁言，暫時無法在直播間發言')
  await expect(bobPage.locator('.live-chat__composer .live-chat__send')).toBeDisabled()
  await shot(console_, 'live-console-zh')

  // end: the replay, with the chat appearing at the moments it was sent
  await api(request, { method: 'PUT', path: '/v3/live/status', data: { id: LIVE, status: 3 }, token: teacher })
  await expect(page.locator('.live-room__body')).toHaveAttribute('data-status', '3', { timeout: 20_000 })
  const sent = await api<LiveReplayMessagesDTO>(request, {
    path: '/v2/live/playback/history/messages',
    data: { id: LIVE, from_ms: 0, to_ms: 3_600_000 }
  })
  const first = sent.data.list.find((m: LiveMessageDTO) => m.text === '大家晚安')!
  expect(first.offset_ms).toBeGreaterThan(1000)
  const replay = page.locator('.live-player video')
  await expect(replay).toHaveAttribute('data-live', '0')
  // back to the start, and wait until the seek is done: a time update the replay sent from where it had played to
  // could otherwise arrive after the count below and show the chat early (the clean-clone run met this: the
  // message shown with the video at 0.24 s). A seek needs the replay's metadata: before it (hls.js still loading
  // the playlist) setting currentTime only sets where playback will start and no `seeked` ever comes (two of
  // three runs here timed out that way)
  await expect
    .poll(() =>
      replay.evaluate((v: HTMLVideoElement) => v.readyState >= HTMLMediaElement.HAVE_METADATA && !!v.currentSrc)
    )
    .toBe(true)
  await replay.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((done) => {
        v.muted = true
        v.pause()
        v.addEventListener('seeked', () => done(), { once: true })
        v.currentTime = 0
      })
  )
  await expect(page.locator('.live-room__chat.is-replay .live-chat__text')).toHaveCount(0)
  await replay.evaluate((v: HTMLVideoElement) => v.play().catch(() => undefined))
  await expect(page.locator('.live-room__chat.is-replay .live-chat__text').first()).toHaveText('大家晚安', {
    timeout: first.offset_ms + 20_000
  })
  const at = await replay.evaluate((v: HTMLVideoElement) => v.currentTime * 1000)
  expect(at).toBeGreaterThanOrEqual(first.offset_ms - 500)
  await shot(page, 'live-replay-zh')
  await bobPage.context().close()
  await console_.context().close()
})

test('live room in English; members-only lives refuse non-members with the way in; non-teachers are refused the console', async ({
  page,
  request
}) => {
  const token = await loginByEmail(request, uniqueEmail('live-en'))
  await storeLogin(page, token, 'en')
  await page.goto('/live/pages/liveRoom?sku=l-weekend')
  await expect(page.getByRole('timer')).toContainText(/\d+ d \d{2} h \d{2} min \d{2} s/)
  await expect(page.locator('.live-room__action').first()).toHaveText('Book this live')
  await shot(page, 'live-countdown-en')

  // an annual-card replay: a non-member is told why and offered the card
  const room = await api<LiveRoomDTO>(request, { path: '/v3/live/status', data: { sku: 'l-replay-sleep' }, token })
  expect(room.data.members_only).toBe(true)
  expect(room.data.replay_url).toBeNull()
  await page.goto('/live/pages/liveRoom?sku=l-replay-sleep')
  await expect(page.locator('.live-room__locked')).toContainText('This live is for annual card members')
  await expect(page.locator('.live-room__locked .live-room__action')).toHaveText('Get the annual card')
  await expect(page.locator('.live-player')).toHaveCount(0)
  await shot(page, 'live-members-only-en')
  await page.locator('.live-room__locked .live-room__action').click()
  await expect(page).toHaveURL(/\/pages\/course\/annualPass/)

  await page.goto(`/pages/course/teacherLive?id=${LIVE}`)
  await expect(page.locator('.state-view, [role="alert"]').first()).toContainText('Only the live teacher can use this')
  await shot(page, 'live-console-refused-en', { audit: false })
})
