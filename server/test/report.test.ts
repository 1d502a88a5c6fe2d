import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { eq, inArray, sql } from 'drizzle-orm'
import type { ReportDTO, ReportPeriod, ReportSessionDTO } from '@app/protocol'
import {
  coursePlayLogs,
  courseLessons,
  courses,
  medGoods,
  medResources,
  playLogs,
  practiceDays,
  practiceItemDays,
  practiceItemMonths,
  researchAnswers
} from '../src/db/schema'
import { MIGRATIONS_DIR } from '../src/db/migrate'
import { DEFAULT_ZONE, zonedDay } from '../src/lib/zonedDay'
import { wallClock } from '@app/protocol/timeZone'
import { periodOf, streakOn } from '../src/routes/report/period'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

/** The calendar day in Asia/Taipei (the zone of an account that has none). */
const userDay = (ms: number) => zonedDay(DEFAULT_ZONE, ms)

let t: TestApp
let token: string
let userId: number
let tracks: { id: number; sku: string }[]
let courseId: number
/** A Taipei wall-clock time as an instant. */
const tpe = (s: string) => new Date(`${s}+08:00`)

before(async () => {
  t = await createTestApp()
  t.clock.now = tpe('2026-11-25T12:00:00').getTime()
  ;({ token, id: userId } = await loginWithEmail(t, `report-${Date.now()}@example.com`))
  const db = t.database.db
  tracks = (
    await db
      .select({ id: medResources.id, sku: medGoods.sku })
      .from(medResources)
      .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
      .limit(2)
  ).map((r) => ({ id: r.id, sku: r.sku }))
  courseId = (await db.select({ id: courses.id }).from(courses).where(eq(courses.type, 0)).limit(1))[0].id
  const log = (i: number, at: string, seconds: number) =>
    ({ userId, sku: tracks[i].sku, resourceId: tracks[i].id, playtime: seconds, createdAt: tpe(at) }) as const
  await db.insert(playLogs).values([
    log(0, '2026-11-15T23:50:00', 600), // the Sunday before: not in the week
    log(0, '2026-11-16T00:05:00', 300), // Monday just after midnight in Taipei (Sunday 16:05 UTC)
    log(1, '2026-11-16T23:30:00', 900), // Monday 23:30 in Taipei, 15:30 UTC
    log(0, '2026-11-18T07:00:00', 1200),
    log(0, '2026-11-22T23:59:00', 45), // Sunday, the week's last minute
    log(1, '2026-11-23T00:10:00', 600) // the next Monday
  ])
  await db
    .insert(coursePlayLogs)
    .values({ userId, courseId, lessonId: 1, playtime: 1800, createdAt: tpe('2026-11-18T20:00:00') })
  // another user's log in the same week is never counted
  const other = await loginWithEmail(t, `report-other-${Date.now()}@example.com`)
  await db.insert(playLogs).values({ ...log(0, '2026-11-18T07:00:00', 999), userId: other.id })
})
after(() => t.close())

const get = async (query: Record<string, string | number>, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v3/meditation/report', { token, query, lang })).body

test('the week of a date: Monday to Sunday in Taipei; totals, days, bars and hours from the play logs', async () => {
  const body = await get({ period: 'week', date: '2026-11-19' })
  assert.equal(body.code, 0)
  const r: ReportDTO = body.data
  assert.equal(r.from, '2026-11-16')
  assert.equal(r.to, '2026-11-22')
  assert.equal(r.prev, '2026-11-15')
  assert.equal(r.next, '2026-11-23')
  assert.equal(r.sessions, 5)
  assert.equal(r.minutes, Math.round((300 + 900 + 1200 + 45 + 1800) / 60))
  assert.equal(r.days, 3)
  assert.deepEqual(
    r.buckets.map((b) => [b.key, b.sessions, b.minutes]),
    [
      ['2026-11-16', 2, 20],
      ['2026-11-17', 0, 0],
      ['2026-11-18', 2, 50],
      ['2026-11-19', 0, 0],
      ['2026-11-20', 0, 0],
      ['2026-11-21', 0, 0],
      ['2026-11-22', 1, 1]
    ]
  )
  const hours = Object.fromEntries(r.hours.filter((h) => h.sessions).map((h) => [h.hour, h.sessions]))
  assert.deepEqual(hours, { 0: 1, 7: 1, 20: 1, 23: 2 })
  assert.equal(r.top_tracks[0].resource_id, tracks[0].id)
  assert.equal(r.top_tracks[0].minutes, Math.round((300 + 1200 + 45) / 60))
  assert.ok(r.top_tracks[0].title)
  assert.equal(r.top_courses.length, 1)
  assert.equal(r.top_courses[0].minutes, 30)
})

test('month and year bars; the current period has no next; a future date is today', async () => {
  const month: ReportDTO = (await get({ period: 'month', date: '2026-11-01' })).data
  assert.equal(month.buckets.length, 30)
  assert.equal(month.sessions, 7)
  assert.equal(month.next, null)
  const year: ReportDTO = (await get({ period: 'year', date: '2026-02-03' })).data
  assert.equal(year.buckets.length, 12)
  assert.deepEqual(year.buckets[10], { key: '2026-11', from: '2026-11-01', to: '2026-11-30', minutes: 91, sessions: 7 })
  assert.equal(year.next, null)
  const future: ReportDTO = (await get({ period: 'week', date: '2030-01-01' })).data
  assert.equal(future.from, '2026-11-23')
})

test('gentle streak: one rest day keeps the run', () => {
  assert.equal(streakOn(['2026-11-16', '2026-11-18', '2026-11-19'], '2026-11-21'), 3)
  assert.equal(streakOn(['2026-11-16', '2026-11-18', '2026-11-19'], '2026-11-22'), 0)
  assert.equal(streakOn(['2026-11-10', '2026-11-13', '2026-11-14'], '2026-11-14'), 2)
  assert.equal(periodOf('week', '2026-11-22', '2026-11-25').from, '2026-11-16')
  assert.equal(periodOf('month', '2024-02-10', '2026-11-25').to, '2024-02-29')
})

test('the sessions behind a bar (a day) and an hour, newest first, with titles; another user sees none', async () => {
  const day = (
    await t.call('GET', '/v3/meditation/report/sessions', { token, query: { from: '2026-11-16', to: '2026-11-16' } })
  ).body.data
  assert.equal(day.total, 2)
  const list: ReportSessionDTO[] = day.list
  assert.deepEqual(
    list.map((s) => s.seconds),
    [900, 300]
  )
  assert.ok(list[0].title)
  const hour = (
    await t.call('GET', '/v3/meditation/report/sessions', {
      token,
      query: { from: '2026-11-16', to: '2026-11-22', hour: 20 },
      lang: 'en'
    })
  ).body.data
  assert.equal(hour.total, 1)
  assert.equal(hour.list[0].kind, 'course')
  assert.equal(hour.list[0].seconds, 1800)
  const bad = await t.call('GET', '/v3/meditation/report/sessions', {
    token,
    query: { from: '2026-11-16', to: '2026-11-10' }
  })
  assert.equal(bad.status, 400)
  const anon = await t.call('GET', '/v3/meditation/report', { query: { period: 'week' } })
  assert.equal(anon.status, 401)
})

test('check-in: 20 parallel submits leave one row for today; editing replaces it; it shows in the report', async () => {
  const { token: me } = await loginWithEmail(t, `checkin-${Date.now()}@example.com`)
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.call('POST', '/v3/meditation/checkIn', {
        token: me,
        body: { mood: (i % 5) + 1, sleep: 3, stress: 2, note: `n${i}` }
      })
    )
  )
  assert.ok(results.every((r) => r.body.code === 0 && r.body.data.day === '2026-11-25'))
  let list = (await t.call('GET', '/v3/meditation/checkIn/list', { token: me, query: { days: 30 } })).body.data
  assert.equal(list.length, 1)
  await t.call('POST', '/v3/meditation/checkIn', { token: me, body: { mood: 5, sleep: 4, stress: 1, note: '  好  ' } })
  list = (await t.call('GET', '/v3/meditation/checkIn/list', { token: me, query: { days: 30 } })).body.data
  assert.deepEqual(list, [{ day: '2026-11-25', mood: 5, sleep: 4, stress: 1, note: '好' }])
  const week: ReportDTO = (await t.call('GET', '/v3/meditation/report', { token: me, query: { period: 'week' } })).body
    .data
  assert.deepEqual(week.check_ins, list)
  // the note counts Chinese characters as two: 101 of them are 202 > 200
  const long = await t.call('POST', '/v3/meditation/checkIn', {
    token: me,
    body: { mood: 1, sleep: 1, stress: 1, note: '靜'.repeat(101) },
    lang: 'en'
  })
  assert.equal(long.status, 400)
  assert.match(long.body.msg, /at most 200 characters/)
  const bad = await t.call('POST', '/v3/meditation/checkIn', { token: me, body: { mood: 6, sleep: 1, stress: 1 } })
  assert.equal(bad.status, 400)
  // the next day is a new check-in
  t.clock.now += 86_400_000
  await t.call('POST', '/v3/meditation/checkIn', { token: me, body: { mood: 2, sleep: 2, stress: 2 } })
  list = (await t.call('GET', '/v3/meditation/checkIn/list', { token: me, query: { days: 30 } })).body.data
  assert.deepEqual(
    list.map((c: { day: string }) => c.day),
    ['2026-11-25', '2026-11-26']
  )
  t.clock.now -= 86_400_000
})

test('questionnaire: served in both languages; required fields and limits refused with translated messages', async () => {
  const { token: me } = await loginWithEmail(t, `research-${Date.now()}@example.com`)
  const zh = (await t.call('GET', '/v3/meditation/userResearchInfo', { token: me, query: { code: 'questionnaire' } }))
    .body.data
  const en = (
    await t.call('GET', '/v3/meditation/userResearchInfo', { token: me, query: { code: 'questionnaire' }, lang: 'en' })
  ).body.data
  assert.equal(zh.title, '練習習慣問卷')
  assert.equal(en.title, 'Practice habits questionnaire')
  assert.equal(zh.submitted_at, null)
  assert.deepEqual(
    zh.questions.map((q: { kind: string }) => q.kind),
    ['single', 'multiple', 'scale', 'text']
  )
  const submit = (answers: Record<string, unknown>, lang: 'zh-Hant' | 'en' = 'en') =>
    t.call('POST', '/v3/meditation/userResearchData', { token: me, body: { code: 'questionnaire', answers }, lang })
  const missing = await submit({ goals: ['sleep'], calm: 3 })
  assert.equal(missing.status, 400)
  assert.equal(missing.body.msg, '"How long have you been meditating?" is required')
  assert.equal((await submit({ goals: ['sleep'], calm: 3 }, 'zh-Hant')).body.msg, '「你練習冥想多久了？」為必填')
  assert.match((await submit({ experience: 'new', goals: ['nope'], calm: 3 })).body.msg, /choose from the options/)
  assert.match((await submit({ experience: 'new', goals: ['sleep'], calm: 9 })).body.msg, /out of range/)
  assert.match(
    (await submit({ experience: 'new', goals: ['sleep'], calm: 3, note: '靜'.repeat(101) })).body.msg,
    /too long/
  )
  assert.equal((await submit({ experience: 'new', goals: ['sleep'], calm: 3, extra: 'x' })).status, 400)
  assert.equal(
    (await t.call('GET', '/v3/meditation/userResearchInfo', { token: me, query: { code: 'nope' } })).status,
    404
  )
})

test('questionnaire: 20 parallel submits store one answer; a later submit is refused; survey is its own form', async () => {
  const { token: me, id: meId } = await loginWithEmail(t, `research-par-${Date.now()}@example.com`)
  const answers = { experience: 'years', goals: ['sleep', 'focus'], calm: 4, note: ' 謝謝 ' }
  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      t.call('POST', '/v3/meditation/userResearchData', { token: me, body: { code: 'questionnaire', answers } })
    )
  )
  assert.equal(results.filter((r) => r.body.code === 0).length, 1)
  assert.ok(results.filter((r) => r.body.code !== 0).every((r) => r.body.msg === '你已填寫過這份問卷'))
  const form = (await t.call('GET', '/v3/meditation/userResearchInfo', { token: me, query: { code: 'questionnaire' } }))
    .body.data
  assert.ok(form.submitted_at)
  const again = await t.call('POST', '/v3/meditation/userResearchData', {
    token: me,
    body: { code: 'questionnaire', answers },
    lang: 'en'
  })
  assert.equal(again.body.msg, 'You have already answered this form')
  const rows = await t.database.db.select().from(researchAnswers).where(eq(researchAnswers.userId, meId))
  assert.equal(rows.length, 1)
  assert.equal(rows[0].answers.note, '謝謝')
  const survey = await t.call('POST', '/v3/meditation/userResearchData', {
    token: me,
    body: { code: 'survey', answers: { recommend: 10, most: 'timer', improve: 'more sleep guides' } }
  })
  assert.equal(survey.body.code, 0)
})

test('kzero: the demo member has an assessment; others get null', async () => {
  const vip = await loginDemo(t, 'vip')
  const r = (await t.call('GET', '/v3/meditation/kzeroReport', { token: vip, lang: 'en' })).body.data
  assert.equal(r.open_id, 'kzero-demo-0001')
  assert.equal(r.dimensions.length, 4)
  assert.equal(r.dimensions[0].name, 'Focus')
  assert.equal((await t.call('GET', '/v3/meditation/kzeroReport', { token })).body.data, null)
})

test('the streak looks back past the period: a run of every other day for 80 days', async () => {
  const { token: me, id } = await loginWithEmail(t, `streak-${Date.now()}@example.com`)
  const today = Date.parse('2026-11-25T10:00:00+08:00')
  await t.database.db.insert(playLogs).values(
    Array.from({ length: 40 }, (_, i) => ({
      userId: id,
      sku: tracks[0].sku,
      resourceId: tracks[0].id,
      playtime: 60,
      createdAt: new Date(today - i * 2 * 86_400_000)
    }))
  )
  const week: ReportDTO = (await t.call('GET', '/v3/meditation/report', { token: me, query: { period: 'week' } })).body
    .data
  assert.equal(week.streak, 40)
  assert.equal(week.days, 2) // 11-23 and 11-25
  // a week long past: the run as of that week's Sunday
  const past: ReportDTO = (
    await t.call('GET', '/v3/meditation/report', { token: me, query: { period: 'week', date: '2026-10-01' } })
  ).body.data
  assert.equal(past.to, '2026-10-04')
  assert.equal(past.streak, 40 - 26) // days 2026-09-08 … 2026-10-03, every other day
})

// ——— the totals against the raw logs ———

interface RawLog {
  kind: 'track' | 'course'
  id: number
  ref: number
  sku: string
  seconds: number
  at: Date
}

/** Both kinds of play log of a user, read straight from the log tables. */
async function rawLogs(uid: number): Promise<RawLog[]> {
  const db = t.database.db
  const a = await db.select().from(playLogs).where(eq(playLogs.userId, uid))
  const b = await db.select().from(coursePlayLogs).where(eq(coursePlayLogs.userId, uid))
  return [
    ...a.map((l) => ({
      kind: 'track' as const,
      id: l.id,
      ref: l.resourceId,
      sku: l.sku,
      seconds: l.playtime,
      at: l.createdAt
    })),
    ...b.map((l) => ({
      kind: 'course' as const,
      id: l.id,
      ref: l.courseId,
      sku: '',
      seconds: l.playtime,
      at: l.createdAt
    }))
  ]
}
/** The reference rule, in plain JS: a log counts whole to the Taipei day and hour of its created_at. */
const localDay = (l: RawLog) => userDay(l.at.getTime())
const localHour = (l: RawLog) => wallClock(DEFAULT_ZONE, l.at.getTime()).hour

type Sums = Record<string, [number, number]>
const add = (m: Sums, key: string, seconds: number) => {
  const v = (m[key] ??= [0, 0])
  v[0] += seconds
  v[1] += 1
}

/** The totals tables of a user, in comparable form. */
async function storedTotals(uid: number) {
  const db = t.database.db
  const days: Record<string, { seconds: number; sessions: number; hourSeconds: number[]; hourSessions: number[] }> = {}
  for (const r of await db.select().from(practiceDays).where(eq(practiceDays.userId, uid)))
    days[r.day] = { seconds: r.seconds, sessions: r.sessions, hourSeconds: r.hourSeconds, hourSessions: r.hourSessions }
  const itemDays: Sums = {}
  for (const r of await db.select().from(practiceItemDays).where(eq(practiceItemDays.userId, uid)))
    itemDays[`${r.day}|${r.kind}|${r.ref}|${r.sku}`] = [r.seconds, r.sessions]
  const itemMonths: Sums = {}
  for (const r of await db.select().from(practiceItemMonths).where(eq(practiceItemMonths.userId, uid)))
    itemMonths[`${r.month}|${r.kind}|${r.ref}|${r.sku}`] = [r.seconds, r.sessions]
  return { days, itemDays, itemMonths }
}

/** The same totals computed from the raw logs. */
function rawTotals(logs: RawLog[]): Awaited<ReturnType<typeof storedTotals>> {
  const days: Awaited<ReturnType<typeof storedTotals>>['days'] = {}
  const itemDays: Sums = {}
  const itemMonths: Sums = {}
  for (const l of logs) {
    const d = (days[localDay(l)] ??= {
      seconds: 0,
      sessions: 0,
      hourSeconds: Array(24).fill(0),
      hourSessions: Array(24).fill(0)
    })
    d.seconds += l.seconds
    d.sessions += 1
    d.hourSeconds[localHour(l)] += l.seconds
    d.hourSessions[localHour(l)] += 1
    add(itemDays, `${localDay(l)}|${l.kind}|${l.ref}|${l.sku}`, l.seconds)
    add(itemMonths, `${localDay(l).slice(0, 7)}-01|${l.kind}|${l.ref}|${l.sku}`, l.seconds)
  }
  return { days, itemDays, itemMonths }
}

/** The report of a period computed from the raw logs (titles left out: compared by sku and id). */
function referenceReport(logs: RawLog[], period: ReportPeriod, date: string, today: string, courseSku: string) {
  const span = periodOf(period, date > today ? today : date, today)
  const asOf = span.to < today ? span.to : today
  const inSpan = logs.filter((l) => localDay(l) >= span.from && localDay(l) <= span.to)
  const min = (s: number) => Math.round(s / 60)
  const sum = (ls: RawLog[]) => ls.reduce((a, l) => a + l.seconds, 0)
  const top = (kind: RawLog['kind']) => {
    const by: Record<string, RawLog[]> = {}
    for (const l of inSpan.filter((x) => x.kind === kind)) (by[`${l.ref}|${l.sku}`] ??= []).push(l)
    return Object.values(by)
      .map((ls) => ({ ref: ls[0].ref, sku: ls[0].sku, seconds: sum(ls), sessions: ls.length }))
      .sort((a, b) => b.seconds - a.seconds || b.sessions - a.sessions || a.ref - b.ref || (a.sku < b.sku ? -1 : 1))
      .slice(0, 5)
  }
  const allDays = [...new Set(logs.map(localDay))].sort()
  return {
    from: span.from,
    to: span.to,
    minutes: min(sum(inSpan)),
    sessions: inSpan.length,
    days: new Set(inSpan.map(localDay)).size,
    streak: streakOn(allDays, asOf),
    buckets: span.bars.map((bar) => {
      const ls = inSpan.filter((l) => localDay(l) >= bar.from && localDay(l) <= bar.to)
      return { ...bar, minutes: min(sum(ls)), sessions: ls.length }
    }),
    hours: Array.from({ length: 24 }, (_, hour) => {
      const ls = inSpan.filter((l) => localHour(l) === hour)
      return { hour, minutes: min(sum(ls)), sessions: ls.length }
    }),
    tracks: top('track').map((x) => [x.sku, x.ref, min(x.seconds), x.sessions]),
    courses: top('course').map((x) => [courseSku, min(x.seconds), x.sessions])
  }
}
const comparable = (r: ReportDTO) => ({
  from: r.from,
  to: r.to,
  minutes: r.minutes,
  sessions: r.sessions,
  days: r.days,
  streak: r.streak,
  buckets: r.buckets,
  hours: r.hours,
  tracks: r.top_tracks.map((x) => [x.sku, x.resource_id, x.minutes, x.sessions]),
  courses: r.top_courses.map((x) => [x.sku, x.minutes, x.sessions])
})

test('the report from the totals equals the report computed from the raw logs, across periods and edits', async () => {
  const { token: me, id } = await loginWithEmail(t, `reference-${Date.now()}@example.com`)
  const db = t.database.db
  const three = (
    await db
      .select({ id: medResources.id, sku: medGoods.sku })
      .from(medResources)
      .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
      .limit(3)
  ).map((r) => ({ id: r.id, sku: r.sku }))
  const [course] = await db.select({ id: courses.id, sku: courses.sku }).from(courses).where(eq(courses.id, courseId))
  const today = '2026-11-25'
  // deterministic spread over 380 days (under the streak's lookback), some hours busier, some days skipped
  let seed = 7
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const end = tpe('2026-11-25T11:00:00').getTime()
  const at = () => new Date(end - Math.floor(rand() * 380 * 86_400_000))
  const tracksRows = Array.from({ length: 360 }, () => {
    const r = three[Math.floor(rand() * 3)]
    return { userId: id, sku: r.sku, resourceId: r.id, playtime: 10 + Math.floor(rand() * 1500), createdAt: at() }
  })
  // a session from 23:45 to 00:10 in Taipei: logged at its end, it counts to 11-19 (and hour 0), not 11-18
  const crossing = { userId: id, sku: three[0].sku, resourceId: three[0].id, playtime: 1500 }
  tracksRows.push(
    { ...crossing, createdAt: tpe('2026-11-19T00:10:00') },
    { ...crossing, playtime: 30, createdAt: tpe('2026-10-31T23:59:59') }, // the month's last second
    { ...crossing, playtime: 40, createdAt: tpe('2026-11-01T00:00:00') }, // the next month's first
    { ...crossing, sku: three[1].sku, playtime: 50, createdAt: tpe('2026-11-18T12:00:00') } // another sku, same track
  )
  await db.insert(playLogs).values(tracksRows)
  await db.insert(coursePlayLogs).values(
    Array.from({ length: 60 }, () => ({
      userId: id,
      courseId: course.id,
      lessonId: 1,
      playtime: 60 + Math.floor(rand() * 2400),
      createdAt: at()
    }))
  )
  // edits after the fact: deletes and an update moving a log to another day and hour
  const some = await db.select({ id: playLogs.id }).from(playLogs).where(eq(playLogs.userId, id)).limit(12)
  await db.delete(playLogs).where(
    inArray(
      playLogs.id,
      some.slice(0, 10).map((r) => r.id)
    )
  )
  await db
    .update(playLogs)
    .set({ createdAt: tpe('2026-11-20T06:30:00'), playtime: 777 })
    .where(eq(playLogs.id, some[11].id))
  const [c1] = await db.select({ id: coursePlayLogs.id }).from(coursePlayLogs).where(eq(coursePlayLogs.userId, id))
  await db.delete(coursePlayLogs).where(eq(coursePlayLogs.id, c1.id))

  const logs = await rawLogs(id)
  assert.deepEqual(await storedTotals(id), rawTotals(logs))
  const cases: [ReportPeriod, string][] = [
    ['week', '2026-11-19'],
    ['week', today],
    ['week', '2026-10-01'], // Monday 09-28 to Sunday 10-04: across a month's end
    ['week', '2025-11-10'], // the first logs' week
    ['month', '2026-11-01'],
    ['month', '2026-10-15'],
    ['month', '2026-02-03'],
    ['month', '2025-10-01'], // before the first log
    ['year', '2026-06-01'],
    ['year', '2025-06-01']
  ]
  for (const [period, date] of cases) {
    for (const lang of ['zh-Hant', 'en'] as const) {
      const body = (await t.call('GET', '/v3/meditation/report', { token: me, query: { period, date }, lang })).body
      assert.equal(body.code, 0)
      const r: ReportDTO = body.data
      assert.deepEqual(comparable(r), referenceReport(logs, period, date, today, course.sku), `${period} ${date}`)
      assert.ok(r.top_tracks.every((x) => x.title && x.goods_title))
      assert.ok(r.top_courses.every((x) => x.title))
    }
  }
  const crossed = (
    await t.call('GET', '/v3/meditation/report', { token: me, query: { period: 'week', date: '2026-11-19' } })
  ).body.data as ReportDTO
  const day19 = logs.filter((l) => localDay(l) === '2026-11-19')
  assert.ok(day19.some((l) => l.seconds === 1500 && localHour(l) === 0))
  assert.equal(crossed.buckets.find((b) => b.key === '2026-11-19')?.sessions, day19.length)

  // the sessions behind a day, an hour of a month and a page further on: the same rows as the raw logs
  const newestFirst = (ls: RawLog[]) =>
    [...ls]
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .map((l) => [l.kind, l.id, l.seconds, l.at.toISOString()])
  const sessions = async (query: Record<string, string | number>) => {
    const body = (await t.call('GET', '/v3/meditation/report/sessions', { token: me, query })).body
    assert.equal(body.code, 0)
    return body.data as { total: number; list: ReportSessionDTO[]; has_more: boolean }
  }
  const listed = (list: ReportSessionDTO[]) => list.map((s) => [s.kind, s.id, s.seconds, s.created_at])
  const d19 = await sessions({ from: '2026-11-19', to: '2026-11-19' })
  assert.equal(d19.total, day19.length)
  assert.deepEqual(listed(d19.list), newestFirst(day19))
  for (const hour of [0, 7, 21]) {
    const inMonth = logs.filter((l) => localDay(l).startsWith('2026-10') && localHour(l) === hour)
    const page2 = await sessions({ from: '2026-10-01', to: '2026-10-31', hour, page: 2, size: 3 })
    assert.equal(page2.total, inMonth.length)
    assert.deepEqual(listed(page2.list), newestFirst(inMonth).slice(3, 6))
  }
  const year = logs.filter((l) => localDay(l) >= '2025-11-25')
  const all = await sessions({ from: '2025-11-25', to: today, page: 4, size: 50 })
  assert.equal(all.total, year.length)
  assert.deepEqual(listed(all.list), newestFirst(year).slice(150, 200))
  const beyond = await sessions({ from: '2026-11-19', to: '2026-11-19', page: 50, size: 20 })
  assert.deepEqual([beyond.total, beyond.list.length], [day19.length, 0])
})

test('20 parallel play logs of one user (both kinds), then 20 parallel deletes: the totals equal the raw sums', async () => {
  const { token: me, id } = await loginWithEmail(t, `parallel-${Date.now()}@example.com`)
  const db = t.database.db
  const [course] = await db
    .select({ sku: courses.sku, lesson: courseLessons.id })
    .from(courses)
    .innerJoin(courseLessons, eq(courseLessons.courseId, courses.id))
    .where(eq(courses.type, 0))
    .limit(1)
  const results = await Promise.all([
    ...Array.from({ length: 20 }, (_, i) =>
      t.call('POST', '/v3/meditation/playLog', {
        token: me,
        body: { sku: tracks[i % 2].sku, resource_id: tracks[i % 2].id, playtime: 10 + i }
      })
    ),
    ...Array.from({ length: 20 }, (_, i) =>
      t.call('POST', '/v3/course/playLog', {
        token: me,
        body: { sku: course.sku, lesson_id: course.lesson, total_play_time: 100 + i }
      })
    )
  ])
  assert.ok(
    results.every((r) => r.body.code === 0),
    JSON.stringify(results.find((r) => r.body.code !== 0)?.body)
  )
  let logs = await rawLogs(id)
  assert.equal(logs.length, 40)
  assert.deepEqual(await storedTotals(id), rawTotals(logs))
  const [day] = Object.values((await storedTotals(id)).days)
  assert.equal(day.sessions, 40)
  assert.equal(day.seconds, 10 * 20 + 190 + (100 * 20 + 190))
  // the report of today agrees
  const week: ReportDTO = (await t.call('GET', '/v3/meditation/report', { token: me, query: { period: 'week' } })).body
    .data
  const today = userDay(Date.now())
  if (week.from <= today && today <= week.to) assert.equal(week.sessions, 40)

  const ids = logs.filter((l) => l.kind === 'track').map((l) => l.id)
  const courseIds = logs.filter((l) => l.kind === 'course').map((l) => l.id)
  await Promise.all([
    ...ids.slice(0, 10).map((x) => db.delete(playLogs).where(eq(playLogs.id, x))),
    ...courseIds.slice(0, 10).map((x) => db.delete(coursePlayLogs).where(eq(coursePlayLogs.id, x)))
  ])
  logs = await rawLogs(id)
  assert.equal(logs.length, 20)
  assert.deepEqual(await storedTotals(id), rawTotals(logs))
  // every log gone: no totals rows left behind
  await db.delete(playLogs).where(eq(playLogs.userId, id))
  await db.delete(coursePlayLogs).where(eq(coursePlayLogs.userId, id))
  assert.deepEqual(await storedTotals(id), { days: {}, itemDays: {}, itemMonths: {} })
})

test("the migration's backfill rebuilds the same totals from the logs", async () => {
  const db = t.database.db
  const file = readFileSync(join(MIGRATIONS_DIR, '0025_practice_totals.sql'), 'utf8')
  const backfill = file
    .slice(file.indexOf('CREATE TEMPORARY TABLE "practice_backfill"'))
    .split('--> statement-breakpoint')
  assert.equal(backfill.length, 5)
  const users = (await db.selectDistinct({ u: playLogs.userId }).from(playLogs)).map((r) => r.u)
  const before = await Promise.all(users.map(storedTotals))
  assert.ok(Object.keys(before[0].days).length > 0)
  await db.transaction(async (tx) => {
    await tx.delete(practiceDays)
    await tx.delete(practiceItemDays)
    await tx.delete(practiceItemMonths)
    for (const stmt of backfill) await tx.execute(sql.raw(stmt))
  })
  assert.deepEqual(await Promise.all(users.map(storedTotals)), before)
  for (const u of users) assert.deepEqual(await storedTotals(u), rawTotals(await rawLogs(u)))
})
