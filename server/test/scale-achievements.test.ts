/**
 * Issue 34: the achievements read per-day totals (activity_days, migration 0048, kept by triggers on play_logs and
 * insight_sessions in the user's zone) instead of every activity. On a varied data set — three zones (one with a
 * half-hour offset), activities near local midnight, several a day, zero seconds, runs with rest days and gaps,
 * rows moved to another day, resized, deleted, and a change of zone after the rows were written — the route
 * answers exactly what the old computation over every activity (achievementOf) answers, on several days.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { AchievementDTO } from '@app/protocol'
import { activityDays, insightSessions, medGoods, medResources, playLogs } from '../src/db/schema'
import { validZone } from '../src/lib/zonedDay'
import { achievementOf } from '../src/routes/meditation/achievementMath'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

const NOW = Date.parse('2026-11-25T04:00:00Z')
const DAY = 86_400_000

let t: TestApp
type Who = { token: string; id: number }
let users: { who: Who; zone: string | null }[]
let track: { id: number; sku: string }

/** A deterministic pseudo-random sequence (the same data on every run and engine). */
function lcg(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

/** Activities over ~300 days before NOW: bursts of daily practice with rest days and long gaps. */
function activities(seed: number) {
  const rnd = lcg(seed)
  const rows: { seconds: number; at: Date }[] = []
  let day = 300
  while (day > 0) {
    if (rnd() < 0.15)
      day -= 3 + Math.floor(rnd() * 20) // a gap: breaks a run
    else {
      const n = 1 + Math.floor(rnd() * 3)
      for (let i = 0; i < n; i++) {
        // any minute of the day in UTC, so local days differ by zone; some right around midnights
        const minute =
          rnd() < 0.3 ? [0, 1, 959, 960, 961, 1439, 1050, 1080][Math.floor(rnd() * 8)] : Math.floor(rnd() * 1440)
        const seconds = rnd() < 0.05 ? 0 : 30 + Math.floor(rnd() * 1800)
        rows.push({ seconds, at: new Date(NOW - day * DAY + (minute - 240) * 60_000) })
      }
      day -= rnd() < 0.2 ? 2 : 1 // a rest day keeps the run
    }
  }
  return rows
}

const achievement = async (who: Who) => {
  const res = await t.call('GET', '/v3/meditation/insightTimeDetails', { token: who.token })
  assert.equal(res.body.code, 0, JSON.stringify(res.body))
  return res.body.data as AchievementDTO
}
const zoneOf = async (who: Who) =>
  (await t.call('GET', '/v2/users', { token: who.token })).body.data.time_zone as string
/** The old computation: every activity of the user, summed per day in the route's zone. */
const expected = async (who: Who) =>
  achievementOf(await t.app.ctx.repos.meditationUser.activity(who.id), t.clock.now, validZone(await zoneOf(who)))
const days = async (who: Who) =>
  t.database.db
    .select({ day: activityDays.day, seconds: activityDays.seconds, sessions: activityDays.sessions })
    .from(activityDays)
    .where(eq(activityDays.userId, who.id))
    .orderBy(asc(activityDays.day))

async function assertSame(label: string) {
  for (const { who } of users) {
    const got = await achievement(who)
    assert.deepEqual(got, await expected(who), `${label}: user ${who.id}`)
  }
}

before(async () => {
  t = await createTestApp()
  t.clock.now = NOW
  const [r] = await t.database.db
    .select({ id: medResources.id, sku: medGoods.sku })
    .from(medResources)
    .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
    .limit(1)
  track = r
  users = []
  for (const [i, zone] of [null, 'America/Los_Angeles', 'Asia/Kolkata'].entries()) {
    const who = await loginWithEmail(t, `scale-ach-${i}-${Date.now()}@example.com`)
    if (zone) {
      const res = await t.call('PUT', `/v2/users/${who.id}/update`, { token: who.token, body: { time_zone: zone } })
      assert.equal(res.body.code, 0, JSON.stringify(res.body))
    }
    users.push({ who, zone })
    const acts = activities(17 + i * 101)
    const logs = acts.filter((_, k) => k % 3 !== 0)
    const sessions = acts.filter((_, k) => k % 3 === 0)
    await t.database.db.insert(playLogs).values(
      logs.map((a) => ({
        userId: who.id,
        sku: track.sku,
        resourceId: track.id,
        playtime: a.seconds,
        createdAt: a.at
      }))
    )
    await t.database.db
      .insert(insightSessions)
      .values(sessions.map((a) => ({ userId: who.id, seconds: a.seconds, createdAt: a.at })))
  }
})
after(() => t.close())

test('a varied data set: the per-day totals give the same achievements as every activity, on several days', async () => {
  const a = await achievement(users[0].who)
  assert.ok(a.sessions > 200 && a.days > 100 && a.best_streak > 5, JSON.stringify(a)) // the data set is varied
  try {
    // up to 20 days on: a session stays valid (and the old runs end, the week empties)
    for (const offset of [0, 0.5, 1, 2, 3, 20]) {
      t.clock.now = NOW + offset * DAY
      await assertSame(`${offset} days after`)
    }
  } finally {
    t.clock.now = NOW
  }
})

test('rows moved to another day, resized and deleted, then a change of zone: still the same answers', async () => {
  for (const { who } of users) {
    const logs = await t.database.db
      .select({ id: playLogs.id })
      .from(playLogs)
      .where(eq(playLogs.userId, who.id))
      .orderBy(asc(playLogs.id))
    const ids = logs.map((l) => l.id)
    await t.database.db
      .update(playLogs)
      .set({ createdAt: sql`${playLogs.createdAt} + interval '13 hours'` })
      .where(
        inArray(
          playLogs.id,
          ids.filter((_, k) => k % 7 === 0)
        )
      )
    await t.database.db
      .update(playLogs)
      .set({ playtime: 4000 })
      .where(
        inArray(
          playLogs.id,
          ids.filter((_, k) => k % 11 === 0)
        )
      )
    await t.database.db.delete(playLogs).where(
      inArray(
        playLogs.id,
        ids.filter((_, k) => k % 5 === 0)
      )
    )
    const sessions = await t.database.db
      .select({ id: insightSessions.id })
      .from(insightSessions)
      .where(eq(insightSessions.userId, who.id))
    await t.database.db.delete(insightSessions).where(
      inArray(
        insightSessions.id,
        sessions.map((s) => s.id).filter((_, k) => k % 4 === 0)
      )
    )
  }
  await assertSame('after updates and deletes')

  // the Kolkata user moves to Los Angeles; the Taipei one to Kolkata: their days are recounted in the new zone
  const moves: [Who, string][] = [
    [users[2].who, 'America/Los_Angeles'],
    [users[0].who, 'Asia/Kolkata']
  ]
  for (const [who, zone] of moves) {
    const before = await days(who)
    const res = await t.call('PUT', `/v2/users/${who.id}/update`, { token: who.token, body: { time_zone: zone } })
    assert.equal(res.body.code, 0, JSON.stringify(res.body))
    assert.notDeepEqual(await days(who), before, 'the days were recounted in the new zone')
  }
  await assertSame('after a change of zone')
  await t.database.db
    .insert(insightSessions)
    .values({ userId: users[0].who.id, seconds: 125, createdAt: new Date(NOW) })
  await assertSame('a session written after the change')
})

test('the recount from the rows (as the migration backfills) equals what the triggers kept', async () => {
  for (const { who } of users) {
    const kept = await days(who)
    await t.database.db.execute(sql`select activity_days_rebuild(${who.id})`)
    assert.deepEqual(await days(who), kept)
  }
  // deleting every row leaves no day behind
  const who = users[1].who
  await t.database.db.delete(playLogs).where(eq(playLogs.userId, who.id))
  await t.database.db.delete(insightSessions).where(eq(insightSessions.userId, who.id))
  assert.deepEqual(await days(who), [])
  const none = await achievement(who)
  assert.deepEqual(none, await expected(who))
  assert.equal(none.sessions, 0)
  assert.deepEqual(none.milestones, [])
})
