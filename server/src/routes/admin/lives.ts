/** Live courses and their schedule (editor, owner): draft, publish, reschedule, delete a never-published one. docs/admin-api.md "Live courses". */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminLiveRepo, type LiveFields } from '../../db/repos/adminLives'
import { CONTENT } from '../../services/admin/access'
import { AdminErrors } from '../../services/admin/messages'
import {
  createLive,
  deleteLive,
  liveDto,
  liveProviderOf,
  publishLive,
  rescheduleLive,
  setLiveProvider,
  updateLive
} from '../../services/admin/lives'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100 })
const Teacher = Type.String({ maxLength: 100 })
const Intro = Type.String({ maxLength: 5000 })
/** An ISO time with its zone (a schedule is a moment, not a wall-clock time). */
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})$'
})
const Fields = {
  titleZh: Title,
  titleEn: Title,
  teacherZh: Type.Optional(Teacher),
  teacherEn: Type.Optional(Teacher),
  introZh: Type.Optional(Intro),
  introEn: Type.Optional(Intro),
  cover: Type.Optional(Type.String({ maxLength: 500 })),
  /** 0: free (unless members-only) */
  priceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  /** 0: open to all; 1 annual card, 2 advanced card: members-only */
  cardLevel: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]))
}
const LiveCreate = Type.Object({ ...Fields, startAt: Instant, endAt: Instant })
const LivePatch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const ScheduleBody = Type.Object({ startAt: Instant, endAt: Instant })
/** The streaming service of a live (issue 33): our own room, or a Polyv channel (its numeric id). */
const ProviderBody = Type.Object({
  provider: Type.Union([Type.Literal('own'), Type.Literal('polyv')]),
  polyvChannelId: Type.Optional(Type.String({ maxLength: 20 }))
})
const LiveList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})

const instant = (s: string, field: string) => {
  const d = new Date(s)
  if (Number.isNaN(d.getTime())) throw AdminErrors.badRequest('bad_field', field)
  return d
}
const scheduleOf = (b: { startAt: string; endAt: string }) => ({
  liveStartAt: instant(b.startAt, 'startAt'),
  liveEndAt: instant(b.endAt, 'endAt')
})

export default async function adminLiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminLiveRepo(db)

  app.get('/lives', { config, schema: { querystring: LiveList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.titleZh, r.titleEn, r.teacherZh, r.teacherEn].some((s) => s.toLowerCase().includes(q)))
    )
    return sendList(reply, rows.slice(offset, offset + limit).map(liveDto), rows.length)
  })
  app.get('/lives/:id', { config, schema: { params: IdParams } }, async (req) =>
    liveDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/lives', { config, schema: { body: LiveCreate } }, async (req) => {
    const { startAt, endAt, ...rest } = req.body
    const fields: LiveFields = {
      teacherZh: '',
      teacherEn: '',
      introZh: '',
      introEn: '',
      cover: '',
      priceCents: 0,
      cardLevel: 0,
      ...rest,
      ...scheduleOf({ startAt, endAt })
    }
    return createLive(db, fields, actorOf(req), now())
  })
  app.patch('/lives/:id', { config, schema: { params: IdParams, body: LivePatch } }, async (req) =>
    updateLive(db, req.params.id, req.body, actorOf(req), now())
  )
  app.post('/lives/:id/schedule', { config, schema: { params: IdParams, body: ScheduleBody } }, async (req) =>
    rescheduleLive(db, req.params.id, scheduleOf(req.body), actorOf(req), now())
  )
  app.post('/lives/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    publishLive(db, req.params.id, actorOf(req), now())
  )
  app.get('/lives/:id/provider', { config, schema: { params: IdParams } }, async (req) => {
    orNotFound(await repo.find(req.params.id))
    return liveProviderOf(db, req.params.id)
  })
  app.put('/lives/:id/provider', { config, schema: { params: IdParams, body: ProviderBody } }, async (req) => {
    orNotFound(await repo.find(req.params.id))
    const channel = (req.body.polyvChannelId ?? '').trim()
    if (req.body.provider === 'polyv') {
      if (!/^[0-9]{1,20}$/.test(channel)) throw AdminErrors.badRequest('bad_field', 'polyvChannelId')
      if (!app.ctx.polyv) throw AdminErrors.badRequest('polyv_not_configured')
    }
    return setLiveProvider(db, req.params.id, req.body.provider, channel, actorOf(req), now())
  })
  app.delete('/lives/:id', { config, schema: { params: IdParams } }, async (req) =>
    deleteLive(db, req.params.id, actorOf(req), now())
  )
}
