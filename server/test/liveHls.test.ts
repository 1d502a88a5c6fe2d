/**
 * Access to our own HLS files: the room hands a signed playlist URL only to those who may watch (members-only
 * lives to card holders, an enterprise's live to its members), bound to that viewer and checked again at every
 * playlist fetch; the playlist it serves carries signed segment URIs that play; unsigned, tampered, expired or another live's signatures are 403 with nothing of the file, on
 * an existing file as on a missing one. The broadcast's files are written here directly (no encoder needed).
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '@app/protocol/errors'
import { HLS_RENEW_MS, hlsDirectory, withHlsGrant } from '@app/protocol'
import { enterpriseCourses } from '../src/db/schema'
import { HLS_PLAYLIST_TTL_S, hlsUrlKey, signHlsUrl, signPlaylist } from '../src/live/signedHls'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

const LIVE = 7 // l-evening: free
const MEMBERS = 9 // l-replay-sleep: annual card members only
const SEGMENT = Buffer.alloc(188 * 20, 0x47)
let t: TestApp
let dir: string
let viewer: string
let viewerId: number
let vip: string

function files(channel: number, kind: 'live' | 'vod', ended: boolean) {
  const d = join(dir, String(channel), kind)
  mkdirSync(d, { recursive: true })
  const names = ['abc-00000.ts', 'abc-00001.ts', 'abc-00002.ts']
  for (const n of names) writeFileSync(join(d, n), SEGMENT)
  const body = names.map((n) => `#EXTINF:2.000000,\n${n}`).join('\n')
  const type = ended ? '#EXT-X-PLAYLIST-TYPE:VOD\n' : ''
  writeFileSync(
    join(d, 'index.m3u8'),
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n${type}#EXT-X-MEDIA-SEQUENCE:0\n${body}\n${ended ? '#EXT-X-ENDLIST\n' : ''}`
  )
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'jingxin-hls-test-'))
  t = await createTestApp({ live: { dir } })
  ;({ token: viewer, id: viewerId } = await loginWithEmail(t, 'hls-viewer@example.com'))
  vip = await loginDemo(t, 'vip')
  // a broadcast on the air (the provider reads its state from the files) and a finished recording
  files(LIVE, 'live', false)
  files(LIVE, 'vod', false)
  writeFileSync(join(dir, String(LIVE), 'started'), String(t.clock.now))
  await t.app.ctx.repos.live.setChannel(LIVE, { status: 2, provider: 'hls', startedAt: new Date(t.clock.now) })
  files(MEMBERS, 'vod', true)
  await t.app.ctx.repos.live.setChannel(MEMBERS, {
    status: 3,
    provider: 'hls',
    endedAt: new Date(t.clock.now),
    replayPath: `/live/hls/${MEMBERS}/vod/index.m3u8`
  })
})
after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.body, headers: res.headers }
}
const room = async (id: number, token?: string) =>
  (await t.call('GET', '/v3/live/status', { query: { id }, token })).body.data
const segmentUris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'))
const dirOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

function assertRefused(r: { status: number; body: string }) {
  assert.equal(r.status, 403, r.body)
  assert.equal(JSON.parse(r.body).code, ErrorCode.FORBIDDEN)
  assert.ok(!r.body.includes('EXTM3U') && !r.body.includes('.ts'), r.body)
}

test('an allowed viewer gets a signed playlist whose segment URIs are signed and play', async () => {
  const r = await room(LIVE, viewer)
  assert.equal(r.live_status, 2)
  assert.match(r.stream_url, new RegExp(`^/live/hls/7/live/index\\.m3u8\\?e=\\d+&u=${viewerId}&s=[\\w-]{43}$`))
  const playlist = await get(r.stream_url)
  assert.equal(playlist.status, 200)
  assert.equal(playlist.headers['cache-control'], 'no-cache')
  const uris = segmentUris(playlist.body)
  assert.equal(uris.length, 3)
  for (const uri of uris) assert.match(uri, new RegExp(`^abc-\\d{5}\\.ts\\?e=\\d+&u=${viewerId}&s=[\\w-]{43}$`))
  const seg = await get(dirOf(r.stream_url) + uris[0])
  assert.equal(seg.status, 200)
  assert.equal(seg.headers['content-type'], 'video/mp2t')
  assert.equal(seg.body.length, SEGMENT.length)
  // asked again within a step: the same URL (the player does not restart)
  assert.equal((await room(LIVE, viewer)).stream_url, r.stream_url)
})

test('unsigned, tampered, expired and other lives’ signatures are 403, on existing and missing files alike', async () => {
  const { stream_url: url } = await room(LIVE, viewer)
  const base = `/live/hls/${LIVE}/live/`
  const query = url.slice(url.indexOf('?'))
  const e = Number(/e=(\d+)/.exec(url)![1])
  const s = /s=([\w-]+)/.exec(url)![1]
  assertRefused(await get(`${base}index.m3u8`))
  assertRefused(await get(`${base}abc-00000.ts`))
  assertRefused(await get(`${base}abc-00099.ts`))
  assertRefused(await get(`${base}index.m3u8?e=${e}`))
  assertRefused(await get(`${base}index.m3u8?e=${e + 1}&s=${s}`))
  assertRefused(await get(`${base}index.m3u8?e=${e}&s=${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`))
  assertRefused(await get(`${base}index.m3u8?e=${e}&s=${s}&s=${s}`))
  // the signature covers one channel's one directory
  assertRefused(await get(`/live/hls/8/live/index.m3u8${query}`))
  assertRefused(await get(`/live/hls/${LIVE}/vod/index.m3u8${query}`))
  const key = hlsUrlKey(undefined, t.app.ctx.mediaKey)
  const other = signHlsUrl(key, '/live/hls/8/live/index.m3u8', t.clock.now, viewerId)
  assertRefused(await get(`${base}index.m3u8${other.slice(other.indexOf('?'))}`))
  // a wrong key
  const forged = signHlsUrl('not-the-key', `${base}index.m3u8`, t.clock.now, viewerId)
  assertRefused(await get(forged))
  assert.equal((await get(`${base}index.m3u8${query}`)).status, 200)

  // segment signatures are short-lived, refreshed by the next playlist fetch; the playlist URL lasts longer
  const uris = segmentUris((await get(url)).body)
  const start = t.clock.now
  try {
    t.clock.now += 3 * 60_000
    assertRefused(await get(base + uris[0]))
    const fresh = segmentUris((await get(url)).body)
    assert.equal((await get(base + fresh[0])).status, 200)
    t.clock.now = e * 1000 + 1
    assertRefused(await get(url))
    assert.ok(e * 1000 - start >= HLS_PLAYLIST_TTL_S * 1000)
  } finally {
    t.clock.now = start
  }
})

test('members-only replay: the card holder gets a short-lived signed replay, renewed by reading the room again; a non-member gets none', async () => {
  const other = await room(MEMBERS, viewer)
  assert.equal(other.live_status, 3)
  assert.equal(other.replay_url, null)
  assert.equal((await room(MEMBERS)).replay_url, null)
  const mine = await room(MEMBERS, vip)
  assert.match(mine.replay_url, /^\/live\/hls\/9\/vod\/index\.m3u8\?e=\d+&u=\d+&s=[\w-]+$/)
  const e = /e=(\d+)/.exec(mine.replay_url)![1]
  const uris = segmentUris((await get(mine.replay_url)).body)
  assert.equal(uris.length, 3)
  for (const uri of uris) assert.ok(uri.includes(`e=${e}&`), uri)
  const start = t.clock.now
  try {
    // the URL is short-lived (a shared one is soon worthless): at most 25 minutes
    assert.ok(Number(e) * 1000 - start <= (HLS_PLAYLIST_TTL_S + 300) * 1000)
    // an hour into the replay: the player has read the room every HLS_RENEW_MS and carries the newest
    // signature on the segment addresses of the playlist it loaded at the start; the old ones stopped
    let grant: string = mine.replay_url
    for (let elapsed = HLS_RENEW_MS; elapsed <= 3600_000; elapsed += HLS_RENEW_MS) {
      t.clock.now = start + elapsed
      assert.equal((await get(withHlsGrant(dirOf(mine.replay_url) + uris[2], grant))).status, 200, `${elapsed} ms`)
      grant = (await room(MEMBERS, vip)).replay_url
      assert.equal(hlsDirectory(grant), hlsDirectory(mine.replay_url))
    }
    assertRefused(await get(dirOf(mine.replay_url) + uris[2]))
    assert.equal((await get(withHlsGrant(dirOf(mine.replay_url) + uris[2], grant))).status, 200)
    // the renewed signature names the same viewer: the other member's grant is not carried onto it
    assert.match(grant, new RegExp(`&u=${/u=(\d+)/.exec(mine.replay_url)![1]}&`))
  } finally {
    t.clock.now = start
  }
  assertRefused(await get(`/live/hls/${MEMBERS}/vod/index.m3u8`))
})

test('a URL is bound to its viewer: another viewer id is refused, and it stops when the viewer is removed', async () => {
  const { stream_url: url } = await room(LIVE, viewer)
  assert.equal((await get(url)).status, 200)
  assertRefused(await get(url.replace(`u=${viewerId}`, `u=${viewerId + 1}`)))
  assertRefused(await get(url.replace(`u=${viewerId}`, 'u=0')))
  await t.app.ctx.repos.live.setBan(LIVE, viewerId, 'feng', true)
  try {
    assertRefused(await get(url))
  } finally {
    await t.app.ctx.repos.live.setBan(LIVE, viewerId, 'feng', false)
  }
  assert.equal((await get(url)).status, 200)
  // a visitor's URL of a free live is a visitor's (0); of a members-only replay there is none
  assert.match((await room(LIVE)).stream_url, /&u=0&/)
})

test("an enterprise's live: only its members get the URL", async () => {
  await t.database.db.insert(enterpriseCourses).values({ enterpriseId: 1, courseId: LIVE, kind: 'live', sort: 99 })
  try {
    const outsider = await loginWithEmail(t, 'hls-outsider@example.com')
    const before = await room(LIVE, outsider.token)
    assert.equal(before.stream_url, null)
    // the room says why (and offers to join the group) rather than showing a blank poster
    assert.equal(before.enterprise_only, true)
    const join = await t.call('POST', '/v3/enterprise/group/join', {
      token: outsider.token,
      body: { code: 'YNCVAXG9VBYL' }
    })
    assert.equal(join.body.code, 0, JSON.stringify(join.body))
    const after = await room(LIVE, outsider.token)
    assert.match(after.stream_url, /^\/live\/hls\/7\/live\/index\.m3u8\?e=/)
    assert.equal(after.enterprise_only, false)
  } finally {
    await t.database.db.delete(enterpriseCourses).where(eq(enterpriseCourses.courseId, LIVE))
  }
})

test('playlist rewriting signs local URIs: segments, nested playlists, URI attributes; never other sites', () => {
  const text = [
    '#EXTM3U',
    '#EXT-X-MAP:URI="init.mp4"',
    '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example.com/k"',
    '#EXT-X-STREAM-INF:BANDWIDTH=300000',
    'low/index.m3u8',
    '#EXTINF:2,',
    'a-00001.ts',
    'https://cdn.example.com/b.ts',
    '/elsewhere/c.ts',
    ''
  ].join('\n')
  const out = signPlaylist(text, 'k', 3, 'live', { expires: 2_000_000_000, viewer: 42 }, 1_000_000_000_000).split('\n')
  assert.match(out[1], /^#EXT-X-MAP:URI="init\.mp4\?e=\d+&u=42&s=[\w-]+"$/)
  assert.equal(out[2], '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.example.com/k"')
  assert.match(out[4], /^low\/index\.m3u8\?e=\d+&u=42&s=/)
  assert.match(out[6], /^a-00001\.ts\?e=\d+&u=42&s=/)
  assert.equal(out[7], 'https://cdn.example.com/b.ts')
  assert.equal(out[8], '/elsewhere/c.ts')
  // a live playlist's segments: about a minute and a half, never beyond the playlist's own grant
  const e = Number(/e=(\d+)/.exec(out[6])![1])
  assert.ok(e - 1_000_000_000 >= 90 && e - 1_000_000_000 <= 120, String(e))
  const capped = signPlaylist('a.ts', 'k', 3, 'live', { expires: 1_000_000_010, viewer: 42 }, 1_000_000_000_000)
  assert.match(capped, /e=1000000010&/)
})
