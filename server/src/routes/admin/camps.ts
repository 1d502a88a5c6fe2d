/** Online camps and their days (editor, owner): draft, days, publish, delete a never-published one. docs/admin-api.md "camps". */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminCampRepo, type CampFields } from '../../db/repos/adminCamps'
import { CONTENT } from '../../services/admin/access'
import {
  campDto,
  createCamp,
  deleteCamp,
  deleteCampDay,
  publishCamp,
  putCampDay,
  updateCamp
} from '../../services/admin/camps'
import { AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100 })
const Short = Type.String({ maxLength: 100 })
const Long = Type.String({ maxLength: 5000 })
/** An ISO time with its zone: the camp's first day is the start's date. */
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})$'
})
const Fields = {
  titleZh: Title,
  titleEn: Title,
  subtitleZh: Type.Optional(Short),
  subtitleEn: Type.Optional(Short),
  teacherZh: Type.Optional(Short),
  teacherEn: Type.Optional(Short),
  introZh: Type.Optional(Long),
  introEn: Type.Optional(Long),
  cover: Type.Optional(Type.String({ maxLength: 500 })),
  startAt: Instant,
  priceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  cardLevel: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]))
}
const CampCreate = Type.Object(Fields)
const CampPatch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const CampList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})
const Day = Type.Integer({ minimum: 1, maximum: 366 })
const DayFields = {
  kind: Type.Union([Type.Literal('audio'), Type.Literal('video'), Type.Literal('text')]),
  titleZh: Title,
  titleEn: Title,
  bodyZh: Type.Optional(Type.String({ maxLength: 20_000 })),
  bodyEn: Type.Optional(Type.String({ maxLength: 20_000 })),
  mediaPath: Type.Optional(Type.String({ maxLength: 512 })),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 }))
}
const DayCreate = Type.Object({ day: Day, ...DayFields })
const DayPut = Type.Object(DayFields)
const DayParams = Type.Object({ id: IdParams.properties.id, day: Day })

const startOf = (s: string) => {
  const d = new Date(s)
  if (Number.isNaN(d.getTime())) throw AdminErrors.badRequest('bad_field', 'startAt')
  return d
}
/** audio and video days play a file: they need one. */
function dayFields(b: { kind: string; titleZh: string; titleEn: string } & Partial<Record<string, unknown>>) {
  const f = {
    kind: b.kind,
    titleZh: b.titleZh,
    titleEn: b.titleEn,
    bodyZh: (b.bodyZh as string | undefined) ?? '',
    bodyEn: (b.bodyEn as string | undefined) ?? '',
    mediaPath: ((b.mediaPath as string | undefined) ?? '').trim(),
    duration: (b.duration as number | undefined) ?? 0
  }
  if (f.kind !== 'text' && !f.mediaPath) throw AdminErrors.badRequest('missing_field', 'mediaPath')
  if (f.kind === 'text' && !f.bodyZh.trim()) throw AdminErrors.badRequest('missing_field', 'bodyZh')
  return f
}

export default async function adminCampRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminCampRepo(db)

  app.get('/camps', { config, schema: { querystring: CampList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.titleZh, r.titleEn, r.teacherZh, r.teacherEn].some((s) => s.toLowerCase().includes(q)))
    )
    const counts = await repo.dayCounts()
    const page = rows.slice(offset, offset + limit).map((camp) => {
      const { days: _days, ...rest } = campDto({ camp, days: [] })
      return { ...rest, dayCount: counts.get(camp.id) ?? 0 }
    })
    return sendList(reply, page, rows.length)
  })
  app.get('/camps/:id', { config, schema: { params: IdParams } }, async (req) =>
    campDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/camps', { config, schema: { body: CampCreate } }, async (req) => {
    const { startAt, ...rest } = req.body
    const fields: CampFields = {
      subtitleZh: '',
      subtitleEn: '',
      teacherZh: '',
      teacherEn: '',
      introZh: '',
      introEn: '',
      cover: '',
      priceCents: 0,
      cardLevel: 0,
      ...rest,
      startAt: startOf(startAt)
    }
    return createCamp(db, fields, actorOf(req), now())
  })
  app.patch('/camps/:id', { config, schema: { params: IdParams, body: CampPatch } }, async (req) => {
    const { startAt, ...rest } = req.body
    const fields: Partial<CampFields> = startAt === undefined ? rest : { ...rest, startAt: startOf(startAt) }
    return updateCamp(db, req.params.id, fields, actorOf(req), now())
  })
  app.post('/camps/:id/days', { config, schema: { params: IdParams, body: DayCreate } }, async (req) =>
    putCampDay(db, req.params.id, req.body.day, dayFields(req.body), true, actorOf(req), now())
  )
  app.put('/camps/:id/days/:day', { config, schema: { params: DayParams, body: DayPut } }, async (req) =>
    putCampDay(db, req.params.id, req.params.day, dayFields(req.body), false, actorOf(req), now())
  )
  app.delete('/camps/:id/days/:day', { config, schema: { params: DayParams } }, async (req) =>
    deleteCampDay(db, req.params.id, req.params.day, actorOf(req), now())
  )
  app.post('/camps/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    publishCamp(db, req.params.id, actorOf(req), now())
  )
  app.delete('/camps/:id', { config, schema: { params: IdParams } }, async (req) =>
    deleteCamp(db, req.params.id, actorOf(req), now())
  )
}
