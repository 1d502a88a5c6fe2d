/**
 * Spec §7 Meditation endpoints added by issue 33: GET /v3/meditation/dailyUpdate, GET
 * /v3/meditation/dayRecommend/get, POST /v3/meditation/miniLiveRoomList and GET /v3/meditation/clock/in/poster.
 */
import assert from 'node:assert/strict'
import { after, before, beforeEach, test } from 'node:test'
import { eq } from 'drizzle-orm'
import {
  ErrorCode,
  type CheckInPosterDTO,
  type DailyUpdateDTO,
  type DayRecommendDTO,
  type LiveListItemDTO
} from '@app/protocol'
import { medResources } from '../src/db/schema'
import { DEFAULT_ZONE, zonedDay, zonedDayNumber, zonedMidnight } from '../src/lib/zonedDay'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

/** The calendar day in Asia/Taipei (the zone of an account that has none). */
const userDay = (ms: number) => zonedDay(DEFAULT_ZONE, ms)

const DAY = 86_400_000
let t: TestApp
let plain: string
const started = Date.now()
before(async () => {
  t = await createTestApp()
  plain = await loginDemo(t, 'user')
})
beforeEach(() => {
  t.clock.now = started
})
after(() => t.close())

const dayStart = (ms: number) => zonedMidnight(DEFAULT_ZONE, zonedDayNumber(DEFAULT_ZONE, ms))
test('daily update: the tracks published today in the users’ zone, newest first; none: an empty list', async () => {
  const db = t.database.db
  await db.update(medResources).set({ publishedAt: null })
  const empty: DailyUpdateDTO = (await t.call('GET', '/v3/meditation/dailyUpdate')).body.data
  assert.equal(empty.date, userDay(t.clock.now))
  assert.deepEqual(empty.list, [])

  const [a, b, c, d] = (await db.select({ id: medResources.id }).from(medResources).limit(4)).map((r) => r.id)
  const today = dayStart(t.clock.now)
  const set = (id: number, at: number) =>
    db
      .update(medResources)
      .set({ publishedAt: new Date(at) })
      .where(eq(medResources.id, id))
  await set(a, today) // at midnight
  await set(b, t.clock.now) // just now
  await set(c, today - 60_000) // yesterday evening: not new today
  await set(d, t.clock.now + 3600_000) // scheduled for an hour from now
  const list = (await t.call('GET', '/v3/meditation/dailyUpdate', { lang: 'en' })).body.data as DailyUpdateDTO
  assert.deepEqual(
    list.list.map((i) => i.resource.id),
    t.clock.now > today ? [b, a] : [a, b].sort((x, y) => x - y)
  )
  assert.ok(list.list.every((i) => i.goods_title && !/[\u4e00-\u9fff]/.test(i.goods_title)))
  // an hour later the scheduled one is there too (while still the same day)
  if (userDay(t.clock.now + 3600_000) === userDay(t.clock.now)) {
    t.clock.now += 3600_000
    const later = (await t.call('GET', '/v3/meditation/dailyUpdate')).body.data as DailyUpdateDTO
    assert.equal(later.list[0].resource.id, d)
  }
})

test('daily update: a member track carries its signed path only for members', async () => {
  const db = t.database.db
  await db.update(medResources).set({ publishedAt: null })
  const [vipTrack] = await db.select().from(medResources).where(eq(medResources.isVip, 1)).limit(1)
  await db
    .update(medResources)
    .set({ publishedAt: new Date(dayStart(t.clock.now)) })
    .where(eq(medResources.id, vipTrack.id))
  const visitor = (await t.call('GET', '/v3/meditation/dailyUpdate')).body.data as DailyUpdateDTO
  assert.equal(visitor.list[0].resource.full_path, null)
  const vip = await loginDemo(t, 'vip')
  const member = (await t.call('GET', '/v3/meditation/dailyUpdate', { token: vip })).body.data as DailyUpdateDTO
  assert.match(member.list[0].resource.full_path!, /^\/media\//)
})

test('day recommendations: the last days’ picks, today first, each the pick dayRecommend answers for its date', async () => {
  const res = await t.call('GET', '/v3/meditation/dayRecommend/get', { query: { days: 3 } })
  const list: DayRecommendDTO[] = res.body.data.list
  assert.equal(list.length, 3)
  for (let i = 0; i < 3; i++) {
    const date = userDay(t.clock.now - i * DAY)
    assert.equal(list[i].date, date)
    const one = (await t.call('GET', '/v3/meditation/dayRecommend', { query: { date } })).body.data
    assert.deepEqual(list[i], one)
  }
  assert.equal((await t.call('GET', '/v3/meditation/dayRecommend/get')).body.data.list.length, 7)
  for (const days of [0, 15, 'x']) {
    const bad = await t.call('GET', '/v3/meditation/dayRecommend/get', { query: { days } })
    assert.equal(bad.status, 400)
    assert.equal(bad.body.code, ErrorCode.BAD_REQUEST)
  }
})

test('mini live room list: lives on now first, then upcoming; no ended lives; enterprise lives only for members', async () => {
  const res = await t.call('POST', '/v3/meditation/miniLiveRoomList', { body: { page: 1, size: 50 } })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  const list: LiveListItemDTO[] = res.body.data.list
  assert.ok(list.length >= 2)
  assert.ok(list.every((l) => l.live_status === 1 || l.live_status === 2))
  const firstUpcoming = list.findIndex((l) => l.live_status === 1)
  assert.ok(
    list.slice(firstUpcoming).every((l) => l.live_status === 1),
    'live ones come first'
  )
  assert.ok(list.some((l) => l.sku === 'l-now' || l.live_status === 2))
  assert.ok(!list.some((l) => l.sku.startsWith('e-')), 'enterprise lives are hidden from a visitor')
  const all = (await t.call('GET', '/v2/livecourses', { query: { size: 100 } })).body.data.list as LiveListItemDTO[]
  for (const l of list) assert.equal(all.find((a) => a.id === l.id)?.live_status, l.live_status)
  assert.ok(
    all.some((a) => a.live_status === 3 || a.live_status === 0),
    'the full list keeps replays'
  )
  const page2 = await t.call('POST', '/v3/meditation/miniLiveRoomList', { body: { page: 2, size: 1 } })
  assert.equal(page2.body.data.list[0].id, list[1].id)
  assert.equal((await t.call('POST', '/v3/meditation/miniLiveRoomList', { body: { size: 0 } })).status, 400)
})

test('check-in poster: a day without practice, then the day’s minutes, sessions, streak and top track', async () => {
  const u = await loginWithEmail(t, 'poster@example.com')
  assert.equal((await t.call('GET', '/v3/meditation/clock/in/poster')).status, 401)
  const none: CheckInPosterDTO = (await t.call('GET', '/v3/meditation/clock/in/poster', { token: u.token })).body.data
  assert.equal(none.width, 375)
  assert.equal(none.height, 650)
  assert.equal(none.practised, 0)
  assert.equal(none.streak, 0)
  const goods = (await t.call('GET', '/v3/meditation/goods/m-beginner', { lang: 'en' })).body.data
  const track = goods.resources[0]
  for (const playtime of [300, 420])
    assert.equal(
      (
        await t.call('POST', '/v3/meditation/playLog', {
          token: u.token,
          body: { sku: 'm-beginner', resource_id: track.id, playtime }
        })
      ).body.code,
      0
    )
  const p: CheckInPosterDTO = (await t.call('GET', '/v3/meditation/clock/in/poster', { token: u.token, lang: 'en' }))
    .body.data
  assert.equal(p.practised, 1)
  assert.equal(p.seconds, 720)
  assert.equal(p.minutes, 12)
  assert.equal(p.sessions, 2)
  assert.equal(p.streak, 1)
  assert.equal(p.top_track?.title, track.title)
  assert.ok(p.quote.length > 0)
  const report = (await t.call('GET', '/v3/meditation/report', { token: u.token, query: { period: 'week' } })).body.data
  assert.equal(report.streak, p.streak, 'the same gentle streak as the report')
})

test('check-in poster: a future or malformed date is a translated 400', async () => {
  const tomorrow = userDay(t.clock.now + DAY)
  for (const date of [tomorrow, '2024-02-30', 'today']) {
    const res = await t.call('GET', '/v3/meditation/clock/in/poster', { token: plain, query: { date }, lang: 'en' })
    assert.equal(res.status, 400, date)
    assert.equal(res.body.code, ErrorCode.BAD_REQUEST)
  }
})
