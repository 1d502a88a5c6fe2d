/** Online camps (GET /v2/commodity/{id}, course type 1) and activity tickets (GET /v2/acttickets/{id}, type 2). */
import type { FastifyInstance } from 'fastify'
import type { CampDTO, TicketDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { ok } from '../../plugins/errors'
import { courseCardDTO } from '../dto'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'
import { accessFor } from './access'
import { asCard } from './detail'
import { campSchedule, Zone } from './campDays'
import { requestZone } from '../../lib/zonedDay'

const DAY = 86_400_000

export default async function courseEventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  /** The commodity of `type`, the user's sign-up state and the seats left (owners take seats). */
  async function load(req: Parameters<typeof accessFor>[0], id: number, type: 1 | 2) {
    const c = await repos.course.course(id)
    if (!c || c.type !== type) throw Errors.notFound()
    const { user, access } = await accessFor(req, repos.course, c)
    const event = await repos.course.event(c.id)
    const seats = event?.seats ?? 0
    const taken = await repos.course.ownerCount(c.id)
    return {
      c,
      user,
      access,
      event,
      seats,
      seats_left: Math.max(0, seats - taken),
      base: {
        ...courseCardDTO(asCard(c), req.lang, app.ctx.now()),
        intro: pick(req.lang, c.introZh, c.introEn),
        start_at: c.liveStartAt?.toISOString() ?? null,
        end_at: c.liveEndAt?.toISOString() ?? null
      }
    }
  }

  app.get('/v2/commodity/:id', { schema: { params: NumericId, querystring: Zone } }, async (req) => {
    const { c, user, access, seats, seats_left, base } = await load(req, req.params.id, 1)
    const favorited = user ? await repos.courseFavorites.isSaved(user.id, c.id) : false
    const content = await repos.tickets.campDays(c.id)
    if (content.length) {
      const progress = user ? await repos.tickets.campProgress(user.id, c.id) : []
      const schedule = campSchedule(
        content,
        progress,
        c,
        access,
        req.lang,
        requestZone(req.query.tz, user),
        app.ctx.now()
      )
      const data: CampDTO = { ...base, ...schedule, signed_up: access.via === 'owned', seats, seats_left, favorited }
      return ok(data)
    }
    const start = c.liveStartAt?.getTime()
    // Day 1 is the open preview; the rest unlock with the sign-up (ownership).
    const days = (await repos.course.lessons(c.id)).map((l, i) => ({
      day: i + 1,
      date: start ? new Date(start + i * DAY).toISOString() : null,
      title: pick(req.lang, l.titleZh, l.titleEn),
      duration: l.duration,
      locked: !(access.can_learn || l.isFree)
    }))
    const data: CampDTO = { ...base, days, signed_up: access.via === 'owned', seats, seats_left, favorited }
    return ok(data)
  })

  app.get('/v2/acttickets/:id', { schema: { params: NumericId } }, async (req) => {
    const { c, user, access, event, seats, seats_left, base } = await load(req, req.params.id, 2)
    const ticket = user ? await repos.tickets.activeTicket(user.id, c.id) : undefined
    const data: TicketDTO = {
      ...base,
      venue: event ? pick(req.lang, event.venueZh, event.venueEn) : '',
      address: event ? pick(req.lang, event.addressZh, event.addressEn) : '',
      seats,
      seats_left,
      signed_up: !!ticket || access.via === 'owned',
      ticket_id: ticket?.id ?? null
    }
    return ok(data)
  })
}
