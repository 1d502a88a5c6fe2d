import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  ErrorCode,
  type AchievementDTO,
  type FavoriteDTO,
  type HistoryEntryDTO,
  type TimerPresetDTO
} from '@app/protocol'
import { achievementOf } from '../src/routes/meditation/achievementMath'
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

const goods = async (sku: string, token?: string) =>
  (await t.call('GET', `/v3/meditation/goods/${sku}`, { token })).body.data

test('favorites: a goods and a track (even a VIP one for a non-member), listed newest first, without media URLs; idempotent', async () => {
  const { token } = await loginWithEmail(t, `fav-${Date.now()}@example.com`)
  const g = await goods('m-beginner', token)
  const vipTrack = g.resources.find((r: { is_vip: number }) => r.is_vip === 1)
  const a = await t.call('POST', '/v3/meditation/favorites', { token, body: { sku: 'm-beginner' } })
  assert.equal(a.body.code, 0)
  assert.equal(a.body.data.resource_id, null)
  const b = await t.call('POST', '/v3/meditation/favorites', {
    token,
    body: { sku: 'm-beginner', resource_id: vipTrack.id }
  })
  assert.equal(b.body.data.resource_id, vipTrack.id)
  assert.equal(b.body.data.is_vip, 1)
  assert.equal(
    (await t.call('POST', '/v3/meditation/favorites', { token, body: { sku: 'm-beginner', resource_id: vipTrack.id } }))
      .body.data.id,
    b.body.data.id
  )
  const list = (await t.call('GET', '/v3/meditation/favorites', { token, lang: 'en' })).body.data
  assert.equal(list.total, 2)
  assert.deepEqual(
    list.list.map((f: FavoriteDTO) => f.resource_id),
    [vipTrack.id, null]
  )
  assert.equal(list.list[0].goods_title, 'Seven Days of Meditation')
  assert.ok(!JSON.stringify(list).includes('/media/track'), 'no track URL in favorites')
  assert.equal(
    (
      await t.call('DELETE', '/v3/meditation/favorites', {
        token,
        query: { sku: 'm-beginner', resource_id: vipTrack.id }
      })
    ).body.code,
    0
  )
  assert.equal((await t.call('GET', '/v3/meditation/favorites', { token })).body.data.total, 1)
})

test('favorites: a track of another goods is not found; visitors are asked to log in', async () => {
  const other = (await goods('m-sleep')).resources[0].id
  assert.equal(
    (
      await t.call('POST', '/v3/meditation/favorites', {
        token: plain,
        body: { sku: 'm-beginner', resource_id: other }
      })
    ).status,
    404
  )
  assert.equal((await t.call('GET', '/v3/meditation/favorites')).body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal(
    (await t.call('POST', '/v3/meditation/favorites', { body: { sku: 'm-beginner' } })).body.code,
    ErrorCode.NOT_LOGGED_IN
  )
})

test('resourceLike: like, count, unlike; playInfo carries the like state', async () => {
  const rid = (await goods('m-breath')).resources[0].id
  const liked = await t.call('POST', '/v3/meditation/resourceLike', { token: plain, body: { resource_id: rid } })
  assert.deepEqual(liked.body.data, { resource_id: rid, liked: true, like_count: 1 })
  assert.equal(
    (await t.call('POST', '/v3/meditation/resourceLike', { token: vip, body: { resource_id: rid } })).body.data
      .like_count,
    2
  )
  const info = (await t.call('GET', '/v3/meditation/playInfo/m-breath', { token: plain, query: { resource_id: rid } }))
    .body.data
  assert.equal(info.liked, true)
  assert.equal(info.like_count, 2)
  assert.deepEqual(
    (await t.call('DELETE', '/v3/meditation/resourceLike', { token: plain, query: { resource_id: rid } })).body.data,
    { resource_id: rid, liked: false, like_count: 1 }
  )
  assert.equal(
    (await t.call('POST', '/v3/meditation/resourceLike', { token: plain, body: { resource_id: 999999 } })).status,
    404
  )
})

test("joinStudyPlan: joined shows on the plan; a members' plan needs membership (30001) on the server", async () => {
  const { token } = await loginWithEmail(t, `plan-${Date.now()}@example.com`)
  const r = await t.call('POST', '/v3/meditation/joinStudyPlan', { token, body: { sku: 'plan-beginner' } })
  assert.equal(r.body.code, 0)
  assert.equal(r.body.data.joined, true)
  assert.equal((await t.call('GET', '/v3/meditation/plan/plan-beginner', { token })).body.data.joined, true)
  const refused = await t.call('POST', '/v3/meditation/joinStudyPlan', { token, body: { sku: 'plan-stress' } })
  assert.equal(refused.body.code, ErrorCode.MEMBERSHIP_REQUIRED)
  assert.equal(
    (await t.call('POST', '/v3/meditation/joinStudyPlan', { token: vip, body: { sku: 'plan-stress' } })).body.code,
    0
  )
})

test('playLog keeps the stop position as resume point; history has titles; resume offers the unfinished track', async () => {
  const { token } = await loginWithEmail(t, `hist-${Date.now()}@example.com`)
  const g = await goods('m-nature', token)
  const [first, second] = g.resources
  assert.equal(
    (
      await t.call('POST', '/v3/meditation/playLog', {
        token,
        body: { sku: 'm-nature', resource_id: first.id, playtime: 20, position: 20 }
      })
    ).body.code,
    0
  )
  assert.equal(
    (await t.call('GET', '/v3/meditation/playInfo/m-nature', { token, query: { resource_id: first.id } })).body.data
      .position,
    20
  )
  const resume = (await t.call('GET', '/v3/meditation/resume', { token, lang: 'en' })).body.data
  assert.deepEqual(
    { sku: resume.sku, id: resume.resource_id, pos: resume.position, title: resume.title },
    { sku: 'm-nature', id: first.id, pos: 20, title: 'Rain at the Window' }
  )
  // finished: position 0 → nothing to continue
  await t.call('POST', '/v3/meditation/playLog', {
    token,
    body: { sku: 'm-nature', resource_id: first.id, playtime: 60, position: 0 }
  })
  await t.call('POST', '/v3/meditation/playLog', {
    token,
    body: { sku: 'm-nature', resource_id: second.id, playtime: 12 }
  })
  assert.equal((await t.call('GET', '/v3/meditation/resume', { token })).body.data, null)
  const hist = (await t.call('GET', '/v3/meditation/userHistory', { token, query: { page: 1, size: 2 } })).body.data
  assert.equal(hist.total, 3)
  assert.equal(hist.has_more, true)
  const top: HistoryEntryDTO = hist.list[0]
  assert.equal(top.resource_id, second.id)
  assert.equal(top.title, second.title)
  assert.equal(top.goods_title, g.title)
  assert.match(top.cover, /^\/media\//)
  assert.equal(
    (
      await t.call('POST', '/v3/meditation/playLog', {
        token,
        body: { sku: 'm-nature', resource_id: first.id, playtime: 9 }
      })
    ).status,
    400
  )
})

test("timer presets: built-in ones for everybody, own ones add/update/delete, never another user's", async () => {
  const visitor: TimerPresetDTO[] = (await t.call('GET', '/v3/meditation/time/list')).body.data
  assert.ok(visitor.length >= 3 && visitor.every((p) => p.builtin && p.id < 0))
  const { token } = await loginWithEmail(t, `timer-${Date.now()}@example.com`)
  const body = { title: 'Morning', minutes: 15, interval_minutes: 5, warmup_seconds: 10, scene_id: 1 }
  const added = (await t.call('POST', '/v3/meditation/addPreset', { token, body })).body.data
  assert.equal(added.builtin, false)
  const list: TimerPresetDTO[] = (await t.call('GET', '/v3/meditation/time/list', { token })).body.data
  assert.deepEqual(
    list.filter((p) => !p.builtin).map((p) => p.title),
    ['Morning']
  )
  const updated = await t.call('PUT', '/v3/meditation/updatePreset', {
    token,
    body: { ...body, id: added.id, minutes: 20 }
  })
  assert.equal(updated.body.data.minutes, 20)
  assert.equal(
    (await t.call('PUT', '/v3/meditation/updatePreset', { token: plain, body: { ...body, id: added.id } })).status,
    404
  )
  assert.equal(
    (await t.call('DELETE', '/v3/meditation/deletePreset', { token: plain, query: { id: added.id } })).status,
    404
  )
  assert.equal((await t.call('POST', '/v3/meditation/addPreset', { token, body: { ...body, minutes: 0 } })).status, 400)
  assert.equal(
    (await t.call('POST', '/v3/meditation/addPreset', { token, body: { ...body, scene_id: 9999 } })).status,
    400
  )
  assert.equal((await t.call('DELETE', '/v3/meditation/deletePreset', { token, query: { id: added.id } })).body.code, 0)
  assert.equal(
    (await t.call('GET', '/v3/meditation/time/list', { token })).body.data.filter((p: TimerPresetDTO) => !p.builtin)
      .length,
    0
  )
})

test('insight time: sessions and play logs make the achievements', async () => {
  const { token } = await loginWithEmail(t, `ach-${Date.now()}@example.com`)
  assert.equal((await t.call('GET', '/v3/meditation/insightTimeDetails', { token })).body.data.sessions, 0)
  assert.equal(
    (
      await t.call('POST', '/v3/meditation/insightTimeSuccess', {
        token,
        body: { seconds: 600, preset_id: -2, scene_id: null }
      })
    ).body.code,
    0
  )
  await t.call('POST', '/v3/meditation/playLog', {
    token,
    body: { sku: 'm-breath', resource_id: (await goods('m-breath')).resources[0].id, playtime: 120 }
  })
  const a: AchievementDTO = (await t.call('GET', '/v3/meditation/insightTimeDetails', { token })).body.data
  assert.deepEqual({ m: a.total_minutes, s: a.sessions, d: a.days, streak: a.streak }, { m: 12, s: 2, d: 1, streak: 1 })
  assert.deepEqual(a.milestones, ['first'])
  assert.equal(a.week.length, 7)
  assert.equal(a.week[6].minutes, 12)
  assert.equal((await t.call('GET', '/v3/meditation/insightTimeList', { token })).body.data.total, 1)
  assert.equal(
    (await t.call('POST', '/v3/meditation/insightTimeSuccess', { token, body: { seconds: 30 } })).status,
    400
  )
  assert.equal((await t.call('GET', '/v3/meditation/insightTimeDetails')).body.code, ErrorCode.NOT_LOGGED_IN)
})

const DAY = 86_400_000
// noon in UTC+8 of day n after a fixed start
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 4) + n * DAY)

test('gentle streaks: one rest day keeps the run; a longer break ends it but never takes days or the best run away', () => {
  const acts = [0, 1, 2, 4, 5].map((n) => ({ seconds: 600, at: at(n) })) // day 3 is a rest day
  const a = achievementOf(acts, at(5).getTime())
  assert.deepEqual(
    { days: a.days, streak: a.streak, best: a.best_streak, min: a.total_minutes },
    { days: 5, streak: 5, best: 5, min: 50 }
  )
  // two days later (one rest day): still alive
  assert.equal(achievementOf(acts, at(7).getTime()).streak, 5)
  // a week later: the run is over, the progress is not
  const later = achievementOf(acts, at(12).getTime())
  assert.deepEqual(
    { days: later.days, streak: later.streak, best: later.best_streak, min: later.total_minutes },
    { days: 5, streak: 0, best: 5, min: 50 }
  )
  // practising again starts a new run of 1, best stays 5
  const again = achievementOf([...acts, { seconds: 60, at: at(12) }], at(12).getTime())
  assert.deepEqual({ days: again.days, streak: again.streak, best: again.best_streak }, { days: 6, streak: 1, best: 5 })
})

test('achievement days flip at midnight UTC+8', () => {
  const justBefore = new Date(Date.UTC(2026, 0, 1, 16) - 1000) // 23:59:59 UTC+8
  const justAfter = new Date(Date.UTC(2026, 0, 1, 16) + 1000) // 00:00:01 UTC+8 next day
  const a = achievementOf(
    [
      { seconds: 60, at: justBefore },
      { seconds: 60, at: justAfter }
    ],
    justAfter.getTime()
  )
  assert.equal(a.days, 2)
  assert.deepEqual(
    a.week.slice(5).map((d) => d.date),
    ['2026-01-01', '2026-01-02']
  )
})
