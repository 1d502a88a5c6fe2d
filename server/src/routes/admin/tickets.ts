/**
 * Activity tickets (editor, owner): draft, publish, seats, delete a never-published one; their sign-ups
 * (`/ticket-signups`: support too). docs/admin-api.md "tickets".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminTicketRepo, type TicketFields } from '../../db/repos/adminTickets'
import type { Role } from '../../services/admin/access'
import { CONTENT } from '../../services/admin/access'
import { AdminErrors } from '../../services/admin/messages'
import {
  createTicket,
  deleteTicket,
  publishTicket,
  setTicketSeats,
  ticketDto,
  updateTicket
} from '../../services/admin/tickets'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100 })
const Short = Type.String({ maxLength: 100 })
const Long = Type.String({ maxLength: 5000 })
const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})$'
})
const Seats = Type.Integer({ minimum: 0, maximum: 100_000 })
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
  venueZh: Type.Optional(Type.String({ maxLength: 200 })),
  venueEn: Type.Optional(Type.String({ maxLength: 200 })),
  addressZh: Type.Optional(Type.String({ maxLength: 300 })),
  addressEn: Type.Optional(Type.String({ maxLength: 300 })),
  needsMobile: Type.Optional(Type.Boolean()),
  priceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  startAt: Instant,
  endAt: Instant
}
const TicketCreate = Type.Object({ ...Fields, seats: Seats })
const TicketPatch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const TicketList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})
const SeatsBody = Type.Object({ seats: Seats })
const SignUpList = listQuery({ ticketId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) })

const instant = (s: string, field: string) => {
  const d = new Date(s)
  if (Number.isNaN(d.getTime())) throw AdminErrors.badRequest('bad_field', field)
  return d
}
/** Sign-ups are for the content team and support (who answers the people who signed up). */
const SIGNUPS: readonly Role[] = ['owner', 'editor', 'support']

export default async function adminTicketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminTicketRepo(db)

  app.get('/tickets', { config, schema: { querystring: TicketList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.titleZh, r.titleEn, r.venueZh, r.venueEn].some((s) => s.toLowerCase().includes(q)))
    )
    const taken = await repo.taken()
    const page = rows.slice(offset, offset + limit).map((r) => ticketDto(r, taken.get(r.id) ?? 0))
    return sendList(reply, page, rows.length)
  })
  app.get('/tickets/:id', { config, schema: { params: IdParams } }, async (req) => {
    const row = orNotFound(await repo.find(req.params.id))
    return ticketDto(row, (await repo.taken(row.id)).get(row.id) ?? 0)
  })
  app.post('/tickets', { config, schema: { body: TicketCreate } }, async (req) => {
    const { startAt, endAt, ...rest } = req.body
    const fields: TicketFields = {
      subtitleZh: '',
      subtitleEn: '',
      teacherZh: '',
      teacherEn: '',
      introZh: '',
      introEn: '',
      cover: '',
      venueZh: '',
      venueEn: '',
      addressZh: '',
      addressEn: '',
      needsMobile: false,
      priceCents: 0,
      ...rest,
      startAt: instant(startAt, 'startAt'),
      endAt: instant(endAt, 'endAt')
    }
    return createTicket(db, fields, actorOf(req), now())
  })
  app.patch('/tickets/:id', { config, schema: { params: IdParams, body: TicketPatch } }, async (req) => {
    const { startAt, endAt, ...rest } = req.body
    const fields: Partial<TicketFields> = { ...rest }
    if (startAt !== undefined) fields.startAt = instant(startAt, 'startAt')
    if (endAt !== undefined) fields.endAt = instant(endAt, 'endAt')
    return updateTicket(db, req.params.id, fields, actorOf(req), now())
  })
  app.post('/tickets/:id/seats', { config, schema: { params: IdParams, body: SeatsBody } }, async (req) =>
    setTicketSeats(db, req.params.id, req.body.seats, actorOf(req), now())
  )
  app.post('/tickets/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    publishTicket(db, req.params.id, actorOf(req), now())
  )
  app.delete('/tickets/:id', { config, schema: { params: IdParams } }, async (req) =>
    deleteTicket(db, req.params.id, actorOf(req), now())
  )
  /** Every activity, published or draft, for the sign-ups' filter (support cannot read /tickets). */
  app.get('/ticket-signups/tickets', { config: { adminRoles: SIGNUPS } }, async (_req, reply) => {
    const rows = (await repo.list()).map((r) => ({
      id: r.id,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      startAt: r.startAt?.toISOString() ?? null
    }))
    return sendList(reply, rows, rows.length)
  })
  app.get(
    '/ticket-signups',
    { config: { adminRoles: SIGNUPS }, schema: { querystring: SignUpList } },
    async (req, reply) => {
      const { offset, limit } = pageOf(req.query)
      const { ticketId } = req.query
      if (ticketId !== undefined) orNotFound(await repo.find(ticketId))
      const { rows, total } = await repo.signUps({ ticketId, q: req.query.q?.trim() || undefined }, offset, limit)
      const list = rows.map((r) => ({
        ...r,
        id: r.ticketId,
        startAt: r.startAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        cancelledAt: r.cancelledAt?.toISOString() ?? null
      }))
      return sendList(reply, list, total)
    }
  )
}
