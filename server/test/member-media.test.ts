/**
 * Member-only media is private: a VIP track is its own member recording (not a free file), served only through
 * a short-lived signed URL that the API issues to members; anonymous, non-member, expired or altered requests
 * get 403, a valid one plays with Range. Free media stays public and cacheable.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq, like } from 'drizzle-orm'
import { medResources } from '../src/db/schema'
import { seedDatabase } from '../src/db/seed'
import { placeholderMedia, type MediaLookupFn } from '../src/db/seed/media'
import { loadConfig } from '../src/config'
import { ensureMedia, mediaRoutes } from '../src/media/index.js'
import { MEMBER_URL_TTL_S } from '../src/media/signedUrl'
import { createTestApp, loginDemo, type TestApp } from './helpers'

const KEYS = ['track.focused-breathing', 'track.member-focused-breathing']
// the app's demo media dir (MEDIA_DIR, default server/.cache/media), rendered once for these tests, the browser
// tests' servers and `npm start` (scripts/test.mjs renders it before both, in its "demo media" stage)
const cacheDir = loadConfig().mediaDir
let t: TestApp
let vipToken: string
let userToken: string
let member: { goodsId: number; id: number; fullPath: string }
let free: { goodsId: number; id: number; fullPath: string }

before(async () => {
  const manifest = await ensureMedia({ cacheDir, only: KEYS })
  t = await createTestApp({ plugins: [{ plugin: mediaRoutes, opts: { cacheDir } }] })
  // The seed's own mapping (VIP resource → member recording), with real files for the two tracks under test.
  const lookup: MediaLookupFn = (key) =>
    manifest.byKey[key]
      ? { url: manifest.byKey[key]!.url, durationSec: manifest.byKey[key]!.durationSec }
      : placeholderMedia(key)
  await seedDatabase(t.database.db, lookup, { force: true })
  const rows = await t.database.db.select().from(medResources).where(like(medResources.fullPath, '%focused-breathing%'))
  member = rows.find((r) => r.isVip === 1)!
  free = rows.find((r) => r.isVip === 0)!
  assert.ok(member && free, 'the seed has a member and a free resource of focused-breathing')
  vipToken = await loginDemo(t, 'vip')
  userToken = await loginDemo(t, 'user')
})
after(() => t.close())

const playInfo = async (token: string | undefined, r: { goodsId: number; id: number }) =>
  (await t.call('GET', `/v3/meditation/playInfo/${r.goodsId}`, { token, query: { resource_id: r.id } })).body.data
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

test('the seed gives every VIP track a member recording, never a file handed out as a free track', async () => {
  const all = await t.database.db.select().from(medResources)
  const freePaths = new Set(all.filter((r) => r.isVip === 0).map((r) => r.fullPath))
  const vip = all.filter((r) => r.isVip === 1)
  assert.ok(vip.length >= 11)
  for (const r of vip) {
    assert.ok(!freePaths.has(r.fullPath), `${r.id} shares ${r.fullPath} with a free track`)
    assert.match(r.fullPath, /\/media\/track[-.]member-/)
  }
  assert.match(member.fullPath, /^\/media\/track-member-focused-breathing\.[0-9a-f]{10}\.mp3$/)
})

test('anonymous and non-member: no URL from the API, 403 from the media route', async () => {
  assert.equal((await playInfo(undefined, member)).resource.full_path, null)
  assert.equal((await playInfo(userToken, member)).resource.full_path, null)
  const anon = await get(member.fullPath)
  assert.equal(anon.statusCode, 403)
  assert.equal(anon.json().code, 4030)
  assert.equal((await get(member.fullPath, { range: 'bytes=0-99' })).statusCode, 403)
  assert.equal((await t.app.inject({ method: 'HEAD', url: member.fullPath })).statusCode, 403)
})

test('a member gets a signed URL that plays, with Range', async () => {
  const url: string = (await playInfo(vipToken, member)).resource.full_path
  assert.match(url, /^\/media\/track-member-focused-breathing\.[0-9a-f]{10}\.mp3\?e=\d+&u=\d+&s=[\w-]+$/)
  const whole = await get(url)
  assert.equal(whole.statusCode, 200)
  assert.equal(whole.headers['content-type'], 'audio/mpeg')
  assert.match(String(whole.headers['cache-control']), /private/)
  assert.doesNotMatch(String(whole.headers['cache-control']), /public/)
  const part = await get(url, { range: 'bytes=100-199' })
  assert.equal(part.statusCode, 206)
  assert.equal(part.rawPayload.length, 100)
  assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(100, 200))
  // the lists hand out signed URLs too, and free tracks unsigned
  const list = (await playInfo(vipToken, member)).list as { id: number; full_path: string }[]
  assert.match(list.find((r) => r.id === member.id)!.full_path, /\?e=/)
  const detail = (
    await t.call('GET', `/v3/meditation/playInfo/${free.goodsId}`, { token: vipToken, query: { resource_id: free.id } })
  ).body.data
  assert.equal(detail.resource.full_path, free.fullPath)
})

test('an expired, altered or borrowed signature gets 403', async () => {
  const url: string = (await playInfo(vipToken, member)).resource.full_path
  const u = new URL(url, 'http://x')
  const variant = (k: string, v: string) => {
    const c = new URL(u)
    c.searchParams.set(k, v)
    return c.pathname + c.search
  }
  assert.equal(
    (await get(variant('u', String(Number(u.searchParams.get('u')) + 1)))).statusCode,
    403,
    'another user id'
  )
  assert.equal(
    (await get(variant('e', String(Number(u.searchParams.get('e')) + 3600)))).statusCode,
    403,
    'a later expiry'
  )
  const s = u.searchParams.get('s')!
  assert.equal(
    (await get(variant('s', (s[0] === 'A' ? 'B' : 'A') + s.slice(1)))).statusCode,
    403,
    'an altered signature'
  )
  // the signature of one file does not open another
  const otherPath = u.pathname.replace('focused-breathing', 'soft-drone')
  assert.equal((await get(otherPath + u.search)).statusCode, 403)
  assert.equal((await get(url, { range: 'bytes=0-9' })).statusCode, 206, 'still valid now')
  t.clock.now += (MEMBER_URL_TTL_S + 1) * 1000
  try {
    assert.equal((await get(url)).statusCode, 403, 'expired')
    assert.equal((await get(url, { range: 'bytes=0-9' })).statusCode, 403)
  } finally {
    t.clock.now -= (MEMBER_URL_TTL_S + 1) * 1000
  }
})

test('free media stays public and cacheable, and differs from the member recording', async () => {
  const res = await get(free.fullPath)
  assert.equal(res.statusCode, 200)
  assert.match(String(res.headers['cache-control']), /public/)
  const memberBytes = (await get((await playInfo(vipToken, member)).resource.full_path)).rawPayload
  assert.notDeepEqual(res.rawPayload, memberBytes)
  assert.notEqual(free.fullPath, member.fullPath)
  // the free track of a member-only recording is still free for a non-member
  assert.equal((await playInfo(userToken, free)).resource.full_path, free.fullPath)
  const still = await t.database.db
    .select()
    .from(medResources)
    .where(and(eq(medResources.id, member.id), eq(medResources.isVip, 1)))
  assert.equal(still.length, 1)
})
