/**
 * The meditation timer (spec §7: time/list, addPreset, updatePreset, deletePreset, insightTimeSuccess,
 * insightTimeList, insightTimeDetails). Built-in presets come from the `timer_presets_minutes` setting and
 * have negative ids; the user's own are stored (at most 20).
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { InsightSessionDTO, TimerPresetDTO } from '@app/protocol'
import type { PresetRow, SessionRow } from '../../db/repos/meditationUser'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'
import { validZone } from '../../lib/zonedDay'
import { achievementOfDays } from './achievementMath'

export const MAX_PRESETS = 20
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const PresetFields = {
  title: Type.String({ minLength: 1, maxLength: 20 }),
  minutes: Type.Integer({ minimum: 1, maximum: 180 }),
  interval_minutes: Type.Integer({ minimum: 0, maximum: 60 }),
  warmup_seconds: Type.Integer({ minimum: 0, maximum: 60 }),
  scene_id: Type.Union([Id, Type.Null()])
}
const PresetBody = Type.Object(PresetFields)
const UpdateBody = Type.Object({ id: Id, ...PresetFields })
const DeleteQuery = Type.Object({ id: Id })
const SessionBody = Type.Object({
  // a session is at least a minute and at most the longest timer (180 min) plus slack
  seconds: Type.Integer({ minimum: 60, maximum: 4 * 3600 }),
  preset_id: Type.Optional(Type.Union([Type.Integer({ minimum: -100, maximum: 2_147_483_647 }), Type.Null()])),
  scene_id: Type.Optional(Type.Union([Id, Type.Null()]))
})

function presetDTO(p: PresetRow): TimerPresetDTO {
  return {
    id: p.id,
    title: p.title,
    minutes: p.minutes,
    interval_minutes: p.intervalMinutes,
    warmup_seconds: p.warmupSeconds,
    scene_id: p.sceneId,
    builtin: false
  }
}
function sessionDTO(s: SessionRow): InsightSessionDTO {
  return { id: s.id, seconds: s.seconds, scene_id: s.sceneId, created_at: s.createdAt.toISOString() }
}

export default async function meditationTimerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const mine = repos.meditationUser

  async function checkScene(id: number | null) {
    if (id !== null && !(await repos.meditation.scene(id))) throw Errors.badRequest('badField', { field: 'scene_id' })
  }
  const input = (b: Static<typeof PresetBody>) => ({
    title: b.title.trim() || 'Timer',
    minutes: b.minutes,
    intervalMinutes: b.interval_minutes,
    warmupSeconds: b.warmup_seconds,
    sceneId: b.scene_id
  })

  app.get('/v3/meditation/time/list', async (req) => {
    const settings = await repos.shared.settings('meditation')
    const raw = settings.find((s) => s.s_key === 'timer_presets_minutes')?.s_val ?? '5,10,20'
    const minutes = raw
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => Number.isInteger(n) && n > 0 && n <= 180)
    const builtin: TimerPresetDTO[] = minutes.map((m, i) => ({
      id: -(i + 1),
      title: req.lang === 'en' ? `${m} minutes` : `${m} 分鐘`,
      minutes: m,
      interval_minutes: m >= 20 ? 5 : 0,
      warmup_seconds: 10,
      scene_id: null,
      builtin: true
    }))
    const user = await currentUser(req)
    const own = user ? (await mine.presets(user.id)).map(presetDTO) : []
    return ok([...builtin, ...own])
  })

  app.post('/v3/meditation/addPreset', { schema: { body: PresetBody } }, async (req) => {
    const user = await requireUser(req)
    await checkScene(req.body.scene_id)
    // count and insert under the user's row lock: parallel adds cannot pass the cap together
    const row = await app.ctx.repos.underUserLock(user.id, async ({ meditationUser: r }) => {
      if ((await r.presetCount(user.id)) >= MAX_PRESETS) throw Errors.business('badRequest')
      return r.addPreset(user.id, input(req.body))
    })
    return ok(presetDTO(row))
  })

  app.put('/v3/meditation/updatePreset', { schema: { body: UpdateBody } }, async (req) => {
    const user = await requireUser(req)
    await checkScene(req.body.scene_id)
    const row = await mine.updatePreset(user.id, req.body.id, input(req.body), new Date(now()))
    if (!row) throw Errors.notFound() // another user's preset is not found either
    return ok(presetDTO(row))
  })

  app.delete('/v3/meditation/deletePreset', { schema: { querystring: DeleteQuery } }, async (req) => {
    const user = await requireUser(req)
    if (!(await mine.deletePreset(user.id, req.query.id))) throw Errors.notFound()
    return ok(null)
  })

  app.post('/v3/meditation/insightTimeSuccess', { schema: { body: SessionBody } }, async (req) => {
    const user = await requireUser(req)
    const sceneId = req.body.scene_id ?? null
    await checkScene(sceneId)
    const presetId = req.body.preset_id && req.body.preset_id > 0 ? req.body.preset_id : null
    return ok(sessionDTO(await mine.addSession(user.id, req.body.seconds, presetId, sceneId, new Date(now()))))
  })

  app.get('/v3/meditation/insightTimeList', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await mine.sessionsPage(user.id, (page - 1) * size, size)
    return ok(paged(rows.map(sessionDTO), page, size, total))
  })

  /** Achievements over play logs and timer sessions, from their per-day totals (see achievementMath: gentle streaks). */
  app.get('/v3/meditation/insightTimeDetails', async (req) => {
    const user = await requireUser(req)
    return ok(achievementOfDays(await mine.activityDays(user.id), now(), validZone(user.timeZone)))
  })
}
