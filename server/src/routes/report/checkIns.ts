/** The daily check-in (POST /v3/meditation/checkIn: one per day, editing today's replaces it) and its history. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { CHECK_IN_NOTE_MAX, displayLength, type CheckInDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { validZone } from '../../lib/zonedDay'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'
import { dayIndex, dayOf, todayOf } from './period'

const Scale = Type.Integer({ minimum: 1, maximum: 5 })
const CheckInBody = Type.Object({
  mood: Scale,
  sleep: Scale,
  stress: Scale,
  note: Type.Optional(Type.String({ maxLength: CHECK_IN_NOTE_MAX }))
})
const ListQuery = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 366, default: 30 }) })

const dto = (c: CheckInDTO): CheckInDTO => ({
  day: c.day,
  mood: c.mood,
  sleep: c.sleep,
  stress: c.stress,
  note: c.note
})

export default async function checkInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.post('/v3/meditation/checkIn', { schema: { body: CheckInBody } }, async (req) => {
    const user = await requireUser(req)
    const note = (req.body.note ?? '').trim()
    if (displayLength(note) > CHECK_IN_NOTE_MAX)
      throw Errors.badRequest('checkInNoteTooLong', { max: CHECK_IN_NOTE_MAX })
    const row = await repos.report.saveCheckIn(user.id, todayOf(now(), validZone(user.timeZone)), {
      mood: req.body.mood,
      sleep: req.body.sleep,
      stress: req.body.stress,
      note
    })
    return ok(dto(row))
  })

  /** The last `days` days' check-ins up to today, oldest first. */
  app.get('/v3/meditation/checkIn/list', { schema: { querystring: ListQuery } }, async (req) => {
    const user = await requireUser(req)
    const today = todayOf(now(), validZone(user.timeZone))
    const rows = await repos.report.checkIns(user.id, dayOf(dayIndex(today) - req.query.days + 1), today)
    return ok(rows.map(dto))
  })
}
