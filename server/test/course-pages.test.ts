import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  ErrorCode,
  type CampDTO,
  type CommentDTO,
  type CourseDetailDTO,
  type CoursePlayInfoDTO,
  type LiveInfoDTO,
  type ShortVideoPageDTO,
  type TicketDTO
} from '@app/protocol'
import { courseRepo } from '../src/db/repos/course'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let vip: string
let plain: string
before(async () => {
  t = await createTestApp()
  vip = await loginDemo(t, 'vip')
  plain = await loginDemo(t, 'user')
})
after(() => t.close())

const detail = async (sku: string, token?: string): Promise<CourseDetailDTO> =>
  (await t.call('GET', '/v3/get/goods/info', { query: { sku }, token })).body.data

test('detail: a visitor gets the lessons with only the free preview playable; locked lessons carry no URL', async () => {
  const d = await detail('c-mindfulness')
  assert.equal(d.sku, 'c-mindfulness')
  assert.equal(d.lessons.length, 3)
  assert.deepEqual(d.access, { can_learn: false, via: null, card_level: 1, user_card_level: 0 })
  assert.equal(d.lessons[0].locked, false)
  assert.match(d.lessons[0].video_path!, /^\/media\//)
  assert.equal(d.trailer, d.lessons[0].video_path)
  for (const l of d.lessons.slice(1)) {
    assert.equal(l.locked, true)
    assert.equal(l.video_path, null)
  }
  assert.ok(!JSON.stringify(d).includes('course-2'), 'no locked video key leaks anywhere in the payload')
})

test('detail: the annual card level decides, then ownership; free courses are open to everyone', async () => {
  const forVip = await detail('c-deep-sleep', vip)
  assert.equal(forVip.access.via, 'card')
  assert.ok(forVip.lessons.every((l) => !l.locked && l.video_path))
  const forPlain = await detail('c-deep-sleep', plain)
  assert.equal(forPlain.access.can_learn, false)
  assert.equal(forPlain.lessons.filter((l) => l.locked).length, 2)
  const free = await detail('c-tea-zen')
  assert.equal(free.access.via, 'free')
  assert.ok(free.lessons.every((l) => !l.locked))

  const user = await loginWithEmail(t, 'owner@example.com')
  assert.equal((await detail('c-emotions', user.token)).access.can_learn, false)
  await courseRepo(t.database.db).grant(user.id, 5, 'order')
  const owned = await detail('c-emotions', user.token)
  assert.equal(owned.access.via, 'owned')
  assert.ok(owned.lessons.every((l) => l.video_path))
})

test('detail: unknown sku is a 404, a malformed one a 400, English follows x-lang', async () => {
  const missing = await t.call('GET', '/v3/get/goods/info', { query: { sku: 'nope' } })
  assert.equal(missing.status, 404)
  assert.equal(missing.body.code, ErrorCode.NOT_FOUND)
  const bad = await t.call('GET', '/v3/get/goods/info', { query: { sku: 'a b/c' } })
  assert.equal(bad.status, 400)
  const en = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-mindfulness' }, lang: 'en' })).body.data
  assert.equal(en.title, 'Eight Weeks of Mindfulness')
  assert.equal(en.lessons[0].title, 'What Is Mindfulness')
})

test('playInfo: default lesson, a locked lesson stays locked, the replay is one lesson gated by the card', async () => {
  const p: CoursePlayInfoDTO = (await t.call('GET', '/v3/course/playInfo/c-mindfulness')).body.data
  assert.equal(p.lesson.id, 101)
  assert.equal(p.lessons.length, 3)
  const locked: CoursePlayInfoDTO = (
    await t.call('GET', '/v3/course/playInfo/c-mindfulness', { query: { lesson_id: 102 } })
  ).body.data
  assert.equal(locked.lesson.locked, true)
  assert.equal(locked.lesson.video_path, null)
  assert.equal((await t.call('GET', '/v3/course/playInfo/c-mindfulness', { query: { lesson_id: 999 } })).status, 404)
  assert.equal((await t.call('GET', '/v3/course/playInfo/c-mindfulness', { query: { isLookBack: 2 } })).status, 400)

  const replay: CoursePlayInfoDTO = (
    await t.call('GET', '/v3/course/playInfo/l-replay-sleep', { query: { isLookBack: 1 } })
  ).body.data
  assert.equal(replay.is_look_back, 1)
  assert.equal(replay.lessons.length, 1)
  assert.equal(replay.lesson.id, 9)
  assert.equal(replay.lesson.video_path, null)
  const vipReplay: CoursePlayInfoDTO = (
    await t.call('GET', '/v3/course/playInfo/l-replay-sleep', { query: { isLookBack: 1 }, token: vip })
  ).body.data
  assert.match(vipReplay.lesson.video_path!, /^\/media\//)
})

test('playInfo resumes: the position of the socket and the last watched lesson', async () => {
  const user = await loginWithEmail(t, 'resume@example.com')
  t.app.ctx.progress.record({
    userId: user.id,
    kind: 9,
    resourceId: 6101,
    sku: 'c-tea-zen',
    position: 42,
    status: 2,
    updatedAt: new Date(t.clock.now)
  })
  const p: CoursePlayInfoDTO = (await t.call('GET', '/v3/course/playInfo/c-tea-zen', { token: user.token })).body.data
  assert.equal(p.lesson.position, 0, 'unknown id: nothing resumed')
  t.app.ctx.progress.record({
    userId: user.id,
    kind: 9,
    resourceId: 601,
    sku: 'c-tea-zen',
    position: 42,
    status: 2,
    updatedAt: new Date(t.clock.now)
  })
  await t.app.ctx.progress.flush()
  const q: CoursePlayInfoDTO = (await t.call('GET', '/v3/course/playInfo/c-tea-zen', { token: user.token })).body.data
  assert.equal(q.lesson.id, 601)
  assert.equal(q.lesson.position, 42)
  const visitor: CoursePlayInfoDTO = (await t.call('GET', '/v3/course/playInfo/c-tea-zen')).body.data
  assert.equal(visitor.lesson.position, 0)
})

test('playLog: needs a login and ≥ 10 s of a lesson of that course; the learner appears in study people', async () => {
  const body = { sku: 'c-tea-zen', lesson_id: 601, total_play_time: 30 }
  const anon = await t.call('POST', '/v3/course/playLog', { body })
  assert.equal(anon.status, 401)
  assert.equal(anon.body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal(
    (await t.call('POST', '/v3/course/playLog', { body: { ...body, total_play_time: 9 }, token: plain })).status,
    400
  )
  assert.equal(
    (await t.call('POST', '/v3/course/playLog', { body: { ...body, total_play_time: '30' }, token: plain })).status,
    400
  )
  assert.equal(
    (await t.call('POST', '/v3/course/playLog', { body: { ...body, lesson_id: 101 }, token: plain })).status,
    404
  )
  const okRes = await t.call('POST', '/v3/course/playLog', { body, token: plain })
  assert.equal(okRes.body.code, 0)
  assert.ok(okRes.body.data.id > 0)
  const people = (await t.call('GET', '/v3/get/study/people', { query: { sku: 'c-tea-zen' } })).body.data
  assert.ok(people.total >= 5120)
  // the demo learner "一般示範" appears masked; no full nickname is shown in this public list
  assert.ok(people.people.some((p: { nickname: string }) => p.nickname === '一**範'))
  assert.ok(people.people.every((p: { nickname: string }) => p.nickname.includes('*')))
})

test('comments: list, post (≤ 500 characters with non-ASCII as two, not blank, logged in), idempotent likes, count on the detail', async () => {
  const list = async (token?: string) => (await t.call('GET', '/v2/comments/6', { token })).body.data
  assert.equal((await list()).total, 0)
  assert.equal((await t.call('POST', '/v2/comments/6', { body: { content: 'hi' } })).body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal((await t.call('POST', '/v2/comments/6', { body: { content: '   ' }, token: plain })).status, 400)
  assert.equal(
    (await t.call('POST', '/v2/comments/6', { body: { content: '靜'.repeat(251) }, token: plain })).status,
    400
  )
  assert.equal((await t.call('POST', '/v2/comments/6', { body: { content: 5 }, token: plain })).status, 400)
  assert.equal((await t.call('POST', '/v2/comments/999', { body: { content: 'x' }, token: plain })).status, 404)
  const long = await t.call('POST', '/v2/comments/6', { body: { content: '靜'.repeat(250) }, token: plain })
  assert.equal(long.body.code, 0)
  const posted: CommentDTO = (await t.call('POST', '/v2/comments/6', { body: { content: '  很受用  ' }, token: plain }))
    .body.data
  assert.equal(posted.content, '很受用')
  assert.equal(posted.mine, true)

  const page = await list(vip)
  assert.equal(page.total, 2)
  assert.equal(page.list[0].id, posted.id, 'newest first')
  assert.equal(page.list[0].mine, false)
  const like = (body: unknown, token?: string) => t.call('PUT', `/v2/comments/${posted.id}/like`, { body, token })
  assert.equal((await like({ like: true })).status, 401)
  assert.equal((await like({ like: true }, vip)).body.data.like_count, 1)
  assert.equal((await like({ like: true }, vip)).body.data.like_count, 1, 'liking twice counts once')
  assert.equal((await list(vip)).list[0].liked, true)
  assert.equal((await like({ like: false }, vip)).body.data.like_count, 0)
  assert.equal((await like({ like: false }, vip)).body.data.like_count, 0)
  assert.equal((await t.call('PUT', '/v2/comments/99999/like', { body: { like: true }, token: vip })).status, 404)
  assert.equal((await detail('c-tea-zen')).comment_count, 2)
})

test('short video: the floor list to swipe, likes per user', async () => {
  const res = await t.call('GET', '/v3/course/shortVideo/s-moon', { query: { isWaterfall: 1 } })
  const p: ShortVideoPageDTO = res.body.data
  assert.deepEqual(
    p.list.map((v) => v.sku),
    ['s-morning', 's-moon', 's-sea']
  )
  assert.equal(p.index, 1)
  assert.match(p.video.video_path, /^\/media\//)
  assert.equal((await t.call('GET', '/v3/course/shortVideo/c-mindfulness')).status, 404)
  assert.equal((await t.call('PUT', '/v3/course/shortVideo/s-moon/like', { body: { like: true } })).status, 401)
  const liked = (await t.call('PUT', '/v3/course/shortVideo/s-moon/like', { body: { like: true }, token: plain })).body
    .data
  assert.deepEqual(liked, { sku: 's-moon', liked: true, like_count: 1 })
  const again: ShortVideoPageDTO = (await t.call('GET', '/v3/course/shortVideo/12', { token: plain })).body.data
  assert.equal(again.video.liked, true)
  assert.equal((await t.call('GET', '/v3/course/shortVideo/12')).body.data.video.liked, false)
})

test('live: booking an upcoming live persists, a live-now one refuses with a translated 1116, streams only while live', async () => {
  const info = async (sku: string, token?: string): Promise<LiveInfoDTO> =>
    (await t.call('GET', '/v3/get/live/info', { query: { sku }, token })).body.data
  const upcoming = await info('l-evening', plain)
  assert.equal(upcoming.live_status, 1)
  assert.equal(upcoming.booked, false)
  assert.equal(upcoming.stream_url, null)
  assert.ok(new Date(upcoming.live_start_at!).getTime() > Date.now())
  assert.equal((await t.call('PUT', '/v2/booklive', { body: { sku: 'l-evening', book: true } })).status, 401)
  const booked = (await t.call('PUT', '/v2/booklive', { body: { sku: 'l-evening', book: true }, token: plain })).body
    .data
  assert.deepEqual(booked, { sku: 'l-evening', booked: true, booked_count: 1 })
  assert.equal((await info('l-evening', plain)).booked, true)
  assert.equal((await info('l-evening', vip)).booked, false)
  const now = await t.call('PUT', '/v2/booklive', { body: { sku: 'l-now', book: true }, token: plain, lang: 'en' })
  assert.equal(now.status, 400)
  assert.equal(now.body.code, ErrorCode.BUSINESS)
  assert.equal(now.body.msg, 'This live cannot be booked now')
  assert.match((await info('l-now')).stream_url!, /^\/media\//)
  assert.equal((await info('l-weekend')).stream_url, null)
  assert.equal(
    (await t.call('PUT', '/v2/booklive', { body: { sku: 'l-evening', book: false }, token: plain })).body.data.booked,
    false
  )
  assert.equal((await t.call('GET', '/v3/get/live/info', { query: { sku: 'c-mindfulness' } })).status, 404)
})

test('camps and tickets: schedule with the first day open, venue, seats and sign-up state; wrong kind is a 404', async () => {
  const camp: CampDTO = (await t.call('GET', '/v2/commodity/14')).body.data
  // 21 days of content, each opening on its date to those who signed up (issue 32)
  assert.equal(camp.days.length, 21)
  assert.ok(camp.days.every((d) => d.locked && d.lock === 'signup'))
  assert.equal(camp.signed_up, false)
  assert.equal(camp.seats, 200)
  assert.ok(camp.start_at && camp.days[1].date! > camp.days[0].date!)
  const ticket: TicketDTO = (await t.call('GET', '/v2/acttickets/16', { lang: 'en' })).body.data
  assert.equal(ticket.venue, 'Yangmingshan Retreat Centre')
  assert.equal(ticket.seats_left, 60)
  const user = await loginWithEmail(t, 'ticket@example.com')
  await courseRepo(t.database.db).grant(user.id, 16, 'signup')
  const mine: TicketDTO = (await t.call('GET', '/v2/acttickets/16', { token: user.token })).body.data
  assert.equal(mine.signed_up, true)
  assert.equal(mine.seats_left, 59)
  assert.equal((await t.call('GET', '/v2/commodity/16')).status, 404)
  assert.equal((await t.call('GET', '/v2/acttickets/14')).status, 404)
  assert.equal((await t.call('GET', '/v2/acttickets/abc')).status, 400)
})
