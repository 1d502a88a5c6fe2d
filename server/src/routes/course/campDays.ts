/**
 * Online camp days (course type 1): each day holds audio, video or text and opens at the midnight of its date
 * (the camp's start date + day − 1) in the user's zone (`tz`, an IANA name sent by the app; else the account's
 * users.time_zone; else Asia/Taipei), to those who may learn the camp (signed up, or everyone when it is free). Progress is per user and
 * day; reporting it again is harmless (the position only moves forward, the day is completed once).
 *   GET  /v2/commodity/{id}/days/{day}            one open day's content and the user's progress on it
 *   POST /v2/commodity/{id}/days/{day}/progress   { position, done?, tz? }
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { CampDayContentDTO, CampDayDTO, CampDayKind, CampProgressDTO, CourseAccessDTO } from '@app/protocol'
import type { CampDayRow, CampProgressRow, TicketsRepo } from '../../db/repos/tickets'
import type { CourseRow } from '../../db/repos/course'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { requestZone, zonedDayNumber, zonedMidnight } from '../../lib/zonedDay'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { viewerMedia } from '../dto'
import { TzString, type TypeBoxTypeProvider } from '../schemas'
import { accessFor } from './access'

const Params = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  day: Type.Integer({ minimum: 1, maximum: 366 })
})
const ProgressBody = Type.Object({
  position: Type.Integer({ minimum: 0, maximum: 86_400 }),
  done: Type.Optional(Type.Boolean()),
  tz: Type.Optional(TzString)
})
export const Zone = Type.Object({ tz: Type.Optional(TzString) })

/** When day `day` of a camp starting at `start` opens in `zone`. */
export function dayOpensAt(start: Date, day: number, zone: string): number {
  return zonedMidnight(zone, zonedDayNumber(zone, start.getTime()) + day - 1)
}

export interface CampSchedule {
  days: CampDayDTO[]
  /** The day whose turn it is today (the newest open one while the camp runs), or null. */
  today: number | null
  completed_days: number
}

/** The day list of a camp with content days: open by date for those who may learn it, with the user's progress. */
export function campSchedule(
  rows: CampDayRow[],
  progress: CampProgressRow[],
  c: CourseRow,
  access: CourseAccessDTO,
  lang: Lang,
  zone: string,
  now: number
): CampSchedule {
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.day))
  let today: number | null = null
  const days = rows.map((r): CampDayDTO => {
    const opens = c.liveStartAt ? dayOpensAt(c.liveStartAt, r.day, zone) : null
    const dateOpen = opens === null || now >= opens
    if (dateOpen && opens !== null && now < opens + 86_400_000) today = r.day
    return {
      day: r.day,
      date: opens === null ? null : new Date(opens).toISOString(),
      title: pick(lang, r.titleZh, r.titleEn),
      duration: r.duration,
      locked: !(access.can_learn && dateOpen),
      kind: r.kind as CampDayKind,
      opens_at: opens === null ? null : new Date(opens).toISOString(),
      lock: !access.can_learn ? 'signup' : dateOpen ? null : 'date',
      completed: done.has(r.day)
    }
  })
  return { days, today, completed_days: done.size }
}

export default async function campDayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const tickets: TicketsRepo = repos.tickets

  /** The camp, its day row and whether the request's user may open it now (else 1116 campDayLocked). */
  async function openDay(req: Parameters<typeof accessFor>[0], id: number, day: number, tz: string | undefined) {
    const c = await repos.course.course(id)
    if (!c || c.type !== 1) throw Errors.notFound()
    const row = await tickets.campDay(c.id, day)
    if (!row) throw Errors.notFound()
    const { access, user } = await accessFor(req, repos.course, c)
    // the device's zone the app sends, else the account's (a client that sends none), else Asia/Taipei
    const zone = requestZone(tz, user)
    const opens = c.liveStartAt ? dayOpensAt(c.liveStartAt, day, zone) : null
    if (!access.can_learn) throw Errors.business('campDayLocked')
    if (opens !== null && now() < opens) throw Errors.business('campDayLocked')
    return { c, row, opens }
  }

  app.get('/v2/commodity/:id/days/:day', { schema: { params: Params, querystring: Zone } }, async (req) => {
    const user = await requireUser(req)
    const { c, row, opens } = await openDay(req, req.params.id, req.params.day, req.query.tz)
    const mine = (await tickets.campProgress(user.id, c.id)).find((p) => p.day === row.day)
    const data: CampDayContentDTO = {
      commodity_id: c.id,
      day: row.day,
      kind: row.kind as CampDayKind,
      title: pick(req.lang, row.titleZh, row.titleEn),
      body: pick(req.lang, row.bodyZh, row.bodyEn),
      media: viewerMedia(app.ctx, user)(row.mediaPath),
      duration: row.duration,
      opens_at: opens === null ? null : new Date(opens).toISOString(),
      position: mine?.position ?? 0,
      completed: !!mine?.completedAt
    }
    return ok(data)
  })

  app.post('/v2/commodity/:id/days/:day/progress', { schema: { params: Params, body: ProgressBody } }, async (req) => {
    const user = await requireUser(req)
    const { c, row } = await openDay(req, req.params.id, req.params.day, req.body.tz)
    const position = row.duration > 0 ? Math.min(req.body.position, row.duration) : req.body.position
    const p = await tickets.recordCampProgress(user.id, c.id, row.day, position, !!req.body.done, now())
    const data: CampProgressDTO = {
      day: p.day,
      position: p.position,
      completed: !!p.completedAt,
      completed_at: p.completedAt?.toISOString() ?? null,
      completed_days: await tickets.completedDays(user.id, c.id)
    }
    return ok(data)
  })
}
