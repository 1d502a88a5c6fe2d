import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { ReportDTO, ReportSessionDTO } from '@app/protocol'
import { coursePlayLogs, courses, medGoods, medResources, playLogs, researchAnswers } from '../src/db/schema'
import { periodOf, streakOn } from '../src/routes/report/period'
import { createTestApp, loginDemo, loginWithEmail, type TestApp } from './helpers'

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
