/**
 * Paid course videos are private (issue 29 item 4): a paid course's lessons past its free preview, a camp's
 * days and a members-only replay play their own files (never the free preview's bytes under another name),
 * served only through a signed URL handed to someone who may learn; a visitor, a user without the course, an
 * altered or another file's signature get 403. The free preview stays a public file.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { courseLessons, courses } from '../src/db/schema'
import { seedDatabase } from '../src/db/seed'
import { placeholderMedia, type MediaLookupFn } from '../src/db/seed/media'
import { loadConfig } from '../src/config'
import { ensureMedia, mediaRoutes } from '../src/media/index.js'
import { createTestApp, loginDemo, type TestApp } from './helpers'

// course 1 (c-mindfulness, annual card level 1): lesson 1 is the preview (video.course-1), lesson 2 plays
// course-2's paid variant and lesson 3 course-3's; the members-only replay l-replay-sleep plays course-2's paid
// variant too (only these are generated: the seed gives the others placeholder paths)
const KEYS = ['video.course-1', 'video.paid-course-2', 'video.paid-course-3']
// the app's demo media dir (MEDIA_DIR, default server/.cache/media), rendered once for these tests, the browser
// tests' servers and `npm start` (scripts/test.mjs renders it before both, in its "demo media" stage)
const cacheDir = loadConfig().mediaDir
let t: TestApp
let vipToken: string
let userToken: string

before(async () => {
  const manifest = await ensureMedia({ cacheDir, only: KEYS })
  t = await createTestApp({ plugins: [{ plugin: mediaRoutes, opts: { cacheDir } }] })
  const lookup: MediaLookupFn = (key) =>
    manifest.byKey[key]
      ? { url: manifest.byKey[key]!.url, durationSec: manifest.byKey[key]!.durationSec }
      : placeholderMedia(key)
  await seedDatabase(t.database.db, lookup, { force: true })
  vipToken = await loginDemo(t, 'vip')
  userToken = await loginDemo(t, 'user')
})
after(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
type Lesson = { id: number; locked: boolean; is_free: number; video_path: string | null }
const lessonsOf = async (sku: string, token?: string): Promise<Lesson[]> =>
  (await t.call('GET', '/v3/get/goods/info', { token, query: { sku } })).body.data.lessons
const bare = (url: string) => url.split('?')[0]!

test('the seed: paid lessons, camp days and members-only replays use private files no free lesson shares', async () => {
  const all = await t.database.db.select().from(courseLessons)
  const list = await t.database.db.select().from(courses)
  const paid = new Set(list.filter((c) => c.priceCents > 0 || c.cardLevel > 0).map((c) => c.id))
  const publicFiles = new Set(all.filter((l) => l.isFree || !paid.has(l.courseId)).map((l) => l.videoPath))
  const locked = all.filter((l) => !l.isFree && paid.has(l.courseId))
  // the camps hold days, not lessons (issue 32): the paid lessons are those of the six paid VOD courses
  assert.ok(locked.length >= 7, `${locked.length} paid lessons`)
  for (const l of locked) {
    assert.match(l.videoPath, /^\/media\/video[-.]paid-/, `lesson ${l.id}`)
    assert.ok(!publicFiles.has(l.videoPath), `lesson ${l.id} shares ${l.videoPath} with a free lesson`)
  }
  const replay = list.find((c) => c.sku === 'l-replay-sleep')!
  assert.match(replay.videoPath, /^\/media\/video-paid-course-2\./)
})

test('a visitor and a user without the course: locked lessons carry no URL, the file answers 403', async () => {
  for (const token of [undefined, userToken]) {
    const lessons = await lessonsOf('c-mindfulness', token)
    assert.equal(lessons[0]!.locked, false)
    assert.match(lessons[0]!.video_path!, /^\/media\/video-course-1\.[0-9a-f]{10}\.mp4$/, 'the preview is public')
    for (const l of lessons.slice(1)) assert.deepEqual([l.locked, l.video_path], [true, null])
  }
  const [row] = (await t.database.db.select().from(courseLessons)).filter((l) => l.id === 102)
  assert.match(row!.videoPath, /^\/media\/video-paid-course-2\./)
  assert.equal((await get(row!.videoPath)).statusCode, 403)
  assert.equal((await get(row!.videoPath, { range: 'bytes=0-99' })).statusCode, 403)
  assert.equal((await t.app.inject({ method: 'HEAD', url: row!.videoPath })).statusCode, 403)
  // the preview plays for anyone
  const preview = (await lessonsOf('c-mindfulness'))[0]!.video_path!
  assert.equal((await get(preview, { range: 'bytes=0-99' })).statusCode, 206)
})

test('a card holder gets each paid lesson signed for them: it plays with Range; altered or moved, 403', async () => {
  const lessons = await lessonsOf('c-mindfulness', vipToken)
  const l2 = lessons.find((l) => l.id === 102)!
  assert.equal(l2.locked, false)
  assert.match(l2.video_path!, /^\/media\/video-paid-course-2\.[0-9a-f]{10}\.mp4\?e=\d+&u=\d+&s=[\w-]+$/)
  const part = await get(l2.video_path!, { range: 'bytes=0-99' })
  assert.equal(part.statusCode, 206)
  assert.equal(part.headers['content-type'], 'video/mp4')
  assert.match(String(part.headers['cache-control']), /private/)
  // another user id in the query, or the signature moved to another private file: refused
  const other = l2.video_path!.replace(/&u=\d+/, '&u=999999')
  assert.equal((await get(other)).statusCode, 403)
  const query = l2.video_path!.split('?')[1]
  const moved = `${bare(lessons.find((l) => l.id === 103)!.video_path!)}?${query}`
  assert.equal((await get(moved)).statusCode, 403)
  // the play page's answer signs the same way
  const play = (
    await t.call('GET', '/v3/course/playInfo/c-mindfulness', { token: vipToken, query: { lesson_id: 102 } })
  ).body.data
  assert.equal(bare(play.lesson.video_path), bare(l2.video_path!))
  assert.match(play.lesson.video_path, /\?e=\d+&u=\d+&s=/)
})

test('the members-only replay: signed for a member, nothing for the others', async () => {
  const vip = await lessonsOf('l-replay-sleep', vipToken)
  assert.equal(vip.length, 1)
  assert.match(vip[0]!.video_path!, /^\/media\/video-paid-course-2\.[0-9a-f]{10}\.mp4\?e=\d+&u=\d+&s=/)
  assert.equal((await get(vip[0]!.video_path!, { range: 'bytes=0-9' })).statusCode, 206)
  for (const token of [undefined, userToken]) {
    const lessons = await lessonsOf('l-replay-sleep', token)
    assert.deepEqual([lessons[0]!.locked, lessons[0]!.video_path], [true, null])
  }
  assert.equal((await get(bare(vip[0]!.video_path!))).statusCode, 403)
})
