/**
 * Live channels on our own HLS provider: the teacher starts a channel, the live playlist appears and moves on
 * (sliding window, right content types, no-cache), the room reports live; stop → the recording is a VOD playlist
 * ending with #EXT-X-ENDLIST and the room offers the replay. Non-teachers get 403. A short, tiny test picture
 * with 1-second segments keeps it fast.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { signNonce, signRequest, signTimestamp } from '@app/protocol'
import { buildApp } from '../src/app'
import { createLiveProvider } from '../src/live'
import { HlsLiveProvider, TEST_SOURCE } from '../src/live/hls'
import { hlsUrlKey, signHlsUrl } from '../src/live/signedHls'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const LIVE = 7 // l-evening: upcoming by its times
let t: TestApp
let dir: string
let teacher: string
let teacherId: number
let viewer: string

async function teacherLogin(app: TestApp) {
  const res = await app.call('POST', '/v3/user/password/login', {
    body: { account: 'teacher@demo.jingxin', password: 'jingxin-demo' }
  })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data.token as string
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jingxin-live-test-'))
  t = await createTestApp({
    live: { dir, source: TEST_SOURCE, segmentSeconds: 1, listSize: 3, height: 90, videoKbps: 60 }
  })
  teacher = await teacherLogin(t)
  teacherId = (await t.call('GET', '/v2/users', { token: teacher })).body.data.id
  viewer = (await loginWithEmail(t, 'viewer@example.com')).token
})
after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, headers: res.headers, body: res.body }
}

/** Polls the playlist until `ok` holds for it (ffmpeg writes in real time). */
async function until(url: string, ok: (text: string) => boolean, ms = 20_000): Promise<string> {
  const end = Date.now() + ms
  for (;;) {
    const r = await get(url)
    if (r.status === 200 && ok(r.body)) return r.body
    if (Date.now() > end) throw new Error(`timed out waiting on ${url}: ${r.status} ${r.body}`)
    await new Promise((res) => setTimeout(res, 100))
  }
}

/** The segment URIs of a playlist (signed: `<name>.ts?e=&u=&s=`). */
const segments = (text: string) => text.split('\n').filter((l) => /^[a-z0-9]+-\d{5}\.ts\?/.test(l))
/** A URL of our HLS files signed as the room signs it. */
const signed = (path: string) => signHlsUrl(hlsUrlKey(undefined, t.app.ctx.mediaKey), path, t.clock.now, teacherId)
const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? -1)

test('a non-teacher cannot start a channel: 403 with a translated message', async () => {
  const res = await t.call('PUT', '/v3/live/status', { token: viewer, body: { id: LIVE, status: 2 }, lang: 'en' })
  assert.equal(res.status, 403)
  assert.equal(res.body.msg, 'Only the live teacher can use this')
  const visitor = await t.call('PUT', '/v3/live/status', { body: { id: LIVE, status: 2 } })
  assert.equal(visitor.status, 401)
})

test('start → the live playlist appears and grows; stop → a VOD playlist with #EXT-X-ENDLIST', async () => {
  const before = await t.call('GET', '/v3/live/status', { query: { id: LIVE }, token: viewer })
  assert.equal(before.body.data.live_status, 1)
  assert.equal(before.body.data.stream_url, null)

  const start = await t.call('PUT', '/v3/live/status', { token: teacher, body: { id: LIVE, status: 2 } })
  assert.equal(start.body.code, 0, JSON.stringify(start.body))
  assert.equal(start.body.data.live_status, 2)

  const room = (await t.call('GET', '/v3/live/status', { query: { id: LIVE }, token: viewer })).body.data
  assert.equal(room.live_status, 2)
  assert.match(room.stream_url, new RegExp(`^/live/hls/${LIVE}/live/index\\.m3u8\\?e=\\d+&u=[1-9]\\d*&s=[\\w-]+$`))
  assert.ok(room.started_at)

  const first = await until(room.stream_url, (p) => segments(p).length >= 2)
  const head = await get(room.stream_url)
  assert.equal(head.headers['content-type'], 'application/vnd.apple.mpegurl')
  assert.equal(head.headers['cache-control'], 'no-cache')
  const seg = await get(`/live/hls/${LIVE}/live/${segments(first)[0]}`)
  assert.equal(seg.status, 200)
  assert.equal(seg.headers['content-type'], 'video/mp2t')
  assert.ok(Number(seg.headers['content-length']) > 0)
  // a sliding window at the live edge: the playlist moves on, old segments leave it
  const firstLast = segments(first).at(-1)!
  const later = await until(room.stream_url, (p) => sequence(p) > sequence(first) && segments(p).at(-1) !== firstLast)
  assert.ok(segments(later).length <= 4, later)
  assert.ok(!later.includes('#EXT-X-ENDLIST'))

  const stop = await t.call('PUT', '/v3/live/status', { token: teacher, body: { id: LIVE, status: 3 } })
  assert.equal(stop.body.data.live_status, 3)
  const ended = (await t.call('GET', '/v3/live/status', { query: { id: LIVE }, token: viewer })).body.data
  assert.equal(ended.live_status, 3)
  assert.equal(ended.stream_url, null)
  assert.match(ended.replay_url, new RegExp(`^/live/hls/${LIVE}/vod/index\\.m3u8\\?e=\\d+&u=[1-9]\\d*&s=[\\w-]+$`))
  const vod = await get(ended.replay_url)
  assert.equal(vod.status, 200)
  assert.match(vod.body, /#EXT-X-PLAYLIST-TYPE:VOD/)
  assert.match(vod.body.trimEnd(), /#EXT-X-ENDLIST$/)
  // the recording keeps every segment from the start
  assert.equal(sequence(vod.body), 0)
  assert.ok(segments(vod.body).length >= segments(later).length)
})

test('sign-in is idempotent and counted; unknown lives are 404', async () => {
  const a = await t.call('POST', '/v2/live/usersign', { token: viewer, body: { id: LIVE } })
  const b = await t.call('POST', '/v2/live/usersign', { token: viewer, body: { id: LIVE } })
  assert.deepEqual(a.body.data, { signed: true, sign_count: 1 })
  assert.deepEqual(b.body.data, { signed: true, sign_count: 1 })
  assert.equal((await t.call('POST', '/v2/live/usersign', { body: { id: LIVE } })).status, 401)
  assert.equal((await t.call('GET', '/v3/live/status', { query: { id: 1 } })).status, 404)
})

test('a members-only live refuses non-members the stream and says why', async () => {
  // l-weekend (id 10) is an annual-card live; make it live by its times
  const room = await t.call('GET', '/v3/live/status', { query: { sku: 'l-weekend' }, token: viewer })
  assert.equal(room.body.data.members_only, true)
  assert.equal(room.body.data.access.can_learn, false)
  assert.equal(room.body.data.stream_url, null)
})

test('20 parallel starts run one encoder; 20 parallel stops end it once; 20 parallel sign-ins count one', async () => {
  const provider = t.app.ctx.live as HlsLiveProvider
  const starts = await Promise.all(
    Array.from({ length: 20 }, () => t.call('PUT', '/v3/live/status', { token: teacher, body: { id: 10, status: 2 } }))
  )
  assert.deepEqual(new Set(starts.map((r) => r.body.code)), new Set([0]))
  assert.equal(provider.runningCount, 1)
  const room = (await t.call('GET', '/v3/live/status', { query: { id: 10 }, token: teacher })).body.data
  assert.equal(room.live_status, 2)
  await until(room.stream_url, (p) => segments(p).length >= 1)
  const stops = await Promise.all(
    Array.from({ length: 20 }, () => t.call('PUT', '/v3/live/status', { token: teacher, body: { id: 10, status: 3 } }))
  )
  assert.deepEqual(new Set(stops.map((r) => r.body.code)), new Set([0]))
  assert.equal(provider.runningCount, 0)
  const vod = await get(signed(`/live/hls/10/vod/index.m3u8`))
  assert.equal(vod.body.match(/#EXT-X-ENDLIST/g)?.length, 1)

  const signs = await Promise.all(
    Array.from({ length: 20 }, () => t.call('POST', '/v2/live/usersign', { token: teacher, body: { id: 10 } }))
  )
  assert.deepEqual(new Set(signs.map((r) => r.body.code)), new Set([0]))
  const after = (await t.call('GET', '/v3/live/status', { query: { id: 10 }, token: teacher })).body.data
  assert.equal(after.sign_count, 1)
})

test(
  'two app instances on one PostgreSQL database: a stop asked of one ends the encoder the other runs',
  {
    skip: process.env.DATABASE_URL
      ? false
      : 'PGlite is one process per data dir: two app instances need PostgreSQL (DATABASE_URL)'
  },
  async () => {
    const other = await buildApp({
      db: t.database.db,
      now: () => t.clock.now,
      logger: false,
      staticDir: null,
      sharedState: true,
      live: { dir, source: TEST_SOURCE, segmentSeconds: 1, listSize: 3, height: 90, videoKbps: 60 }
    })
    await other.ready()
    try {
      const runner = t.app.ctx.live as HlsLiveProvider
      const start = await t.call('PUT', '/v3/live/status', { token: teacher, body: { id: 8, status: 2 } })
      assert.equal(start.body.data.live_status, 2)
      assert.ok(runner.runs(8))
      await until(signed('/live/hls/8/live/index.m3u8'), (p) => segments(p).length >= 1)
      const stop = await other.inject({
        method: 'PUT',
        url: '/v3/live/status',
        headers: signedHeaders('PUT', '/v3/live/status', { id: 8, status: 3 }),
        payload: { id: 8, status: 3 }
      })
      assert.equal(stop.json().data.live_status, 3, stop.body)
      assert.equal(runner.runs(8), false)
      const vod = await get(signed('/live/hls/8/vod/index.m3u8'))
      assert.match(vod.body.trimEnd(), /#EXT-X-ENDLIST$/)
    } finally {
      await other.close()
    }
  }
)

function signedHeaders(method: string, path: string, body: unknown): Record<string, string> {
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  return {
    'content-type': 'application/json',
    'x-token': teacher,
    'x-lang': 'zh-Hant',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-sign': signRequest({ method, path, timestamp, nonce, payload: body })
  }
}

test('LIVE_PROVIDER=hosted selects the hosted adapter: play and replay URLs of the streaming service', async () => {
  const p = createLiveProvider({
    live: {
      provider: 'hosted',
      dir,
      source: undefined,
      hostedPlayUrl: 'https://live.example.com/{channel}/index.m3u8',
      hostedReplayUrl: 'https://vod.example.com/{channel}/index.m3u8',
      urlKey: undefined
    }
  })
  assert.equal(p.name, 'hosted')
  assert.equal(await p.playbackUrl(3), null)
  await p.start(3)
  assert.equal(await p.playbackUrl(3), 'https://live.example.com/3/index.m3u8')
  await p.stop(3)
  assert.deepEqual(await p.status(3), {
    state: 'ended',
    liveUrl: null,
    replayUrl: 'https://vod.example.com/3/index.m3u8',
    startedAt: null
  })
})
