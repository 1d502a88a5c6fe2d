/**
 * Issue 32 item 12: one time-zone rule. The account keeps the device's IANA zone (PUT /v2/users/{id}/update
 * time_zone, validated, unknown → translated 400 and nothing changed) and the user's days — the report's weeks,
 * hours and streak, the check-in day, achievements, learning-gold months — are counted in it; an account without
 * one is in Asia/Taipei.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { AchievementDTO, ReportDTO } from '@app/protocol'
import { postGold } from '../src/db/repos/gold'
import { medGoods, medResources, playLogs, practiceDays } from '../src/db/schema'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let la: { token: string; id: number }
let tpe: { token: string; id: number }
let track: { id: number; sku: string }

/**
 * 12:00 on 25 Nov in Taipei is 20:00 on 24 Nov in Los Angeles (PST, UTC−8). Log A (02:00 UTC on the 24th) is the
 * 24th at 10:00 in Taipei but the 23rd at 18:00 in Los Angeles; log B (17:00 UTC on the 24th) is the 25th at
 * 01:00 in Taipei, the 24th at 09:00 in Los Angeles.
 */
const NOW = Date.parse('2026-11-25T04:00:00Z')
const A = new Date('2026-11-24T02:00:00Z')
const B = new Date('2026-11-24T17:00:00Z')

const update = (who: { token: string; id: number }, body: object, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('PUT', `/v2/users/${who.id}/update`, { token: who.token, body, lang })
const report = async (who: { token: string }, query: Record<string, string | number>) => {
  const res = await t.call('GET', '/v3/meditation/report', { token: who.token, query })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data as ReportDTO
}
const practised = (r: ReportDTO) => r.buckets.filter((b) => b.sessions > 0).map((b) => `${b.key}×${b.sessions}`)
const hours = (r: ReportDTO) => r.hours.filter((h) => h.sessions > 0).map((h) => h.hour)
const log = (userId: number, at: Date) => ({
  userId,
  sku: track.sku,
  resourceId: track.id,
  playtime: 600,
  createdAt: at
})

before(async () => {
  t = await createTestApp()
  t.clock.now = NOW
  la = await loginWithEmail(t, `tz-la-${Date.now()}@example.com`)
  tpe = await loginWithEmail(t, `tz-tpe-${Date.now()}@example.com`)
  const [r] = await t.database.db
    .select({ id: medResources.id, sku: medGoods.sku })
    .from(medResources)
    .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
    .limit(1)
  track = r
  // log A exists before the zone is set (the change recounts it), log B is written after (the trigger counts it)
  await t.database.db.insert(playLogs).values([log(la.id, A), log(tpe.id, A), log(tpe.id, B)])
})
after(() => t.close())

test('an unknown zone or an offset is a translated 400 and changes nothing, not even the other fields', async () => {
  for (const zone of ['Mars/Olympus_Mons', '+08:00', 'Asia/Taipei; drop table users']) {
    const zh = await update(la, { nickname: '不該改變', time_zone: zone })
    assert.equal(zh.status, 400, JSON.stringify(zh.body))
    assert.equal(zh.body.msg, `無法辨識時區「${zone}」，請確認裝置的時區設定後再試`)
    const en = await update(la, { time_zone: zone }, 'en')
    assert.equal(en.status, 400)
    assert.match(en.body.msg, /^The time zone ".+" is not recognised\. Check your device's time zone/)
  }
  const me = (await t.call('GET', '/v2/users', { token: la.token })).body.data
  assert.notEqual(me.nickname, '不該改變')
  assert.equal(me.time_zone, 'Asia/Taipei', 'an account without a zone is in Asia/Taipei')
})

test('the device zone is kept on the account by its canonical name; days are counted in it', async () => {
  const res = await update(la, { time_zone: 'america/los_angeles' })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  assert.equal(res.body.data.time_zone, 'America/Los_Angeles')
  assert.equal((await t.call('GET', '/v2/users', { token: la.token })).body.data.time_zone, 'America/Los_Angeles')
  await t.database.db.insert(playLogs).values(log(la.id, B))

  // today is the 24th in Los Angeles: the week Monday 23rd – Sunday 29th, A on the 23rd at 18:00, B on the 24th at 9:00
  const mine = await report(la, { period: 'week' })
  assert.deepEqual([mine.from, mine.to, mine.next], ['2026-11-23', '2026-11-29', null])
  assert.deepEqual(practised(mine), ['2026-11-23×1', '2026-11-24×1'])
  assert.deepEqual(hours(mine), [9, 18])
  assert.equal(mine.streak, 2)
  // the same two instants for a user without a zone: Taipei's 24th at 10:00 and 25th at 01:00
  const theirs = await report(tpe, { period: 'week' })
  assert.deepEqual(practised(theirs), ['2026-11-24×1', '2026-11-25×1'])
  assert.deepEqual(hours(theirs), [1, 10])

  // the sessions behind the 18:00 bar of the 23rd are those of 18:00 in Los Angeles
  const sessions = await t.call('GET', '/v3/meditation/report/sessions', {
    token: la.token,
    query: { from: '2026-11-23', to: '2026-11-23', hour: 18 }
  })
  assert.equal(sessions.body.code, 0)
  assert.deepEqual(
    sessions.body.data.list.map((s: { created_at: string }) => s.created_at),
    [A.toISOString()]
  )
  const wholeDay = await t.call('GET', '/v3/meditation/report/sessions', {
    token: la.token,
    query: { from: '2026-11-24', to: '2026-11-24' }
  })
  assert.deepEqual(
    wholeDay.body.data.list.map((s: { created_at: string }) => s.created_at),
    [B.toISOString()]
  )
})

test("the check-in, achievements and the gold statement's months are the user's", async () => {
  const checkIn = async (who: { token: string }) =>
    (await t.call('POST', '/v3/meditation/checkIn', { token: who.token, body: { mood: 3, sleep: 3, stress: 3 } })).body
      .data.day
  assert.equal(await checkIn(la), '2026-11-24')
  assert.equal(await checkIn(tpe), '2026-11-25')

  const achievement = async (who: { token: string }) =>
    (await t.call('GET', '/v3/meditation/insightTimeDetails', { token: who.token })).body.data as AchievementDTO
  const laWeek = (await achievement(la)).week
  assert.equal(laWeek[laWeek.length - 1].date, '2026-11-24')
  assert.deepEqual(
    laWeek.filter((d) => d.minutes > 0).map((d) => d.date),
    ['2026-11-23', '2026-11-24']
  )
  const tpeWeek = (await achievement(tpe)).week
  assert.equal(tpeWeek[tpeWeek.length - 1].date, '2026-11-25')

  // 03:00 on 1 December in Taipei is still 30 November in Los Angeles
  const at = new Date('2026-11-30T19:00:00Z')
  for (const who of [la, tpe])
    await t.database.db.transaction((tx) =>
      postGold(tx, { userId: who.id, amount: 5, reason: 'invite', refId: who.id, idempotencyKey: `tz:${who.id}`, at })
    )
  const months = async (who: { token: string }) =>
    (await t.call('GET', '/v3/get/invite/statement', { token: who.token })).body.data.map(
      (m: { month: string }) => m.month
    )
  assert.deepEqual(await months(la), ['2026-11'])
  assert.deepEqual(await months(tpe), ['2026-12'])
})

test('changing zone recounts the totals, and a log deleted afterwards leaves none behind', async () => {
  assert.equal((await update(la, { time_zone: 'Asia/Taipei' })).body.data.time_zone, 'Asia/Taipei')
  assert.deepEqual(practised(await report(la, { period: 'week' })), ['2026-11-24×1', '2026-11-25×1'])
  const same = await update(la, { time_zone: 'Asia/Taipei' })
  assert.equal(same.body.code, 0, 'the same zone again is fine')
  await update(la, { time_zone: 'America/Los_Angeles' })
  await t.database.db.delete(playLogs).where(eq(playLogs.userId, la.id))
  const left = await t.database.db
    .select()
    .from(practiceDays)
    .where(and(eq(practiceDays.userId, la.id)))
  assert.deepEqual(left, [], 'each delete subtracted from the day its log was counted on')
  assert.deepEqual(practised(await report(la, { period: 'week' })), [])
})

test("the daily pick and what is new today turn at the user's midnight: the zone sent, else the account's", async () => {
  // NOW is the 25th at noon in Taipei and the 24th at 20:00 in Los Angeles; `la` is in Los Angeles by now
  await update(la, { time_zone: 'America/Los_Angeles' })
  await update(tpe, { time_zone: 'Asia/Taipei' })
  const pick = async (opts: { token?: string; query?: Record<string, string> }) => {
    const res = await t.call('GET', '/v3/meditation/dayRecommend', opts)
    assert.equal(res.body.code, 0, JSON.stringify(res.body))
    return res.body.data.date as string
  }
  assert.equal(await pick({ token: la.token }), '2026-11-24')
  assert.equal(await pick({ token: tpe.token }), '2026-11-25')
  assert.equal(await pick({}), '2026-11-25', 'a visitor without a zone: Asia/Taipei')
  assert.equal(await pick({ query: { tz: 'America/Los_Angeles' } }), '2026-11-24', "the device's zone")
  assert.equal(await pick({ token: tpe.token, query: { tz: 'America/Los_Angeles' } }), '2026-11-24')
  assert.equal(await pick({ query: { tz: 'Mars/Base' } }), '2026-11-25', 'an unknown zone: Asia/Taipei')
  const bad = await t.call('GET', '/v3/meditation/dayRecommend', { query: { tz: "x'; drop" } })
  assert.equal(bad.status, 400)

  const recent = await t.call('GET', '/v3/meditation/dayRecommend/get', { token: la.token, query: { days: 2 } })
  assert.deepEqual(
    recent.body.data.list.map((d: { date: string }) => d.date),
    ['2026-11-24', '2026-11-23']
  )
  // a track published at 21:00 on the 24th in Taipei (05:00 in Los Angeles) is new today only in Los Angeles
  const published = new Date('2026-11-24T13:00:00Z')
  await t.database.db.update(medResources).set({ publishedAt: null })
  await t.database.db.update(medResources).set({ publishedAt: published }).where(eq(medResources.id, track.id))
  const news = async (token: string) => (await t.call('GET', '/v3/meditation/dailyUpdate', { token })).body.data
  const there = await news(la.token)
  assert.equal(there.date, '2026-11-24')
  assert.deepEqual(
    there.list.map((i: { resource: { id: number } }) => i.resource.id),
    [track.id]
  )
  const here = await news(tpe.token)
  assert.equal(here.date, '2026-11-25')
  assert.deepEqual(here.list, [])
})
