/**
 * Activity tickets after sign-up: the free sign-up (POST /v2/act_zero_pays), the user's tickets
 * (GET /v2/useracttickets[/{id}]), cancelling one (DELETE /v2/useracttickets/{id}: until TICKET_CANCEL_HOURS before
 * the start; a paid ticket's payment is refunded through the provider) and the venue (GET /v2/ticketsite/{id}).
 * Paid sign-ups go through /v2/actorders + /v2/actpays (commerce/orders.ts); their settle step writes the ticket.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { TICKET_CANCEL_HOURS, type TicketSiteDTO, type UserTicketDTO } from '@app/protocol'
import type { TicketView } from '../../db/repos/tickets'
import { cancelDeadline } from '../../db/repos/tickets'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { refund } from '../commerce/settle'
import { NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

const ZeroPayBody = Type.Object({ act_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

/** A web map of the place: the pin when the event has a position, else a search for its address. */
export function mapUrl(lat: number | null, lng: number | null, address: string): string {
  if (lat !== null && lng !== null) return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`
}

export default async function ticketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now, providers } = app.ctx

  async function ticketDTO(v: TicketView, lang: Lang): Promise<UserTicketDTO> {
    const { ticket, course: c, order } = v
    const event = await repos.course.event(c.id)
    const seats = event?.seats ?? 0
    const taken = await repos.course.ownerCount(c.id)
    const deadline = cancelDeadline(c.liveStartAt, TICKET_CANCEL_HOURS)
    return {
      id: ticket.id,
      act_id: c.id,
      sku: c.sku,
      title: pick(lang, c.titleZh, c.titleEn),
      cover: c.cover,
      code: ticket.code,
      status: ticket.status === 'active' ? 'active' : 'cancelled',
      start_at: c.liveStartAt?.toISOString() ?? null,
      end_at: c.liveEndAt?.toISOString() ?? null,
      venue: event ? pick(lang, event.venueZh, event.venueEn) : '',
      address: event ? pick(lang, event.addressZh, event.addressEn) : '',
      admits: 1,
      seats,
      seats_left: Math.max(0, seats - taken),
      pay_amount: order ? order.payCents / 100 : 0,
      order_no: order?.orderNo ?? null,
      created_at: ticket.createdAt.toISOString(),
      cancelled_at: ticket.cancelledAt?.toISOString() ?? null,
      cancel_until: deadline === null ? null : new Date(deadline).toISOString(),
      can_cancel: ticket.status === 'active' && (deadline === null || now() < deadline)
    }
  }

  app.post('/v2/act_zero_pays', { schema: { body: ZeroPayBody } }, async (req) => {
    const user = await requireUser(req)
    // an event that needs a way to reach the attendee: 5001, the app binds a mobile and signs up again
    if (!user.mobile && (await repos.course.event(req.body.act_id))?.needsMobile) throw Errors.bindMobile()
    const result = await repos.tickets.signUpFree(user.id, req.body.act_id, now())
    if ('reason' in result) {
      if (result.reason === 'notFound') throw Errors.notFound()
      throw Errors.business(result.reason)
    }
    return ok(await ticketDTO(result, req.lang))
  })

  app.get('/v2/useracttickets', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await repos.tickets.tickets(user.id, (page - 1) * size, size)
    const list: UserTicketDTO[] = []
    for (const v of rows) list.push(await ticketDTO(v, req.lang))
    return ok(paged(list, page, size, total))
  })

  app.get('/v2/useracttickets/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const v = await repos.tickets.ticket(user.id, req.params.id)
    if (!v) throw Errors.notFound()
    return ok(await ticketDTO(v, req.lang))
  })

  app.delete('/v2/useracttickets/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const result = await repos.tickets.cancel(user.id, req.params.id, now(), TICKET_CANCEL_HOURS)
    if ('reason' in result) {
      if (result.reason === 'notFound') throw Errors.notFound()
      throw Errors.business(result.reason)
    }
    const o = result.refund
    if (o)
      await refund(
        repos.commerce,
        providers.payment,
        o,
        { orderNo: o.orderNo, txn: o.providerTxn ?? '', amountCents: o.payCents },
        now(),
        req.log,
        'ticketRefunded'
      )
    return ok(await ticketDTO(result.view, req.lang))
  })

  app.get('/v2/ticketsite/:id', { schema: { params: NumericId } }, async (req) => {
    const c = await repos.course.course(req.params.id)
    if (!c || c.type !== 2) throw Errors.notFound()
    const event = await repos.course.event(c.id)
    const address = event ? pick(req.lang, event.addressZh, event.addressEn) : ''
    const lat = event?.lat ?? null
    const lng = event?.lng ?? null
    const data: TicketSiteDTO = {
      act_id: c.id,
      venue: event ? pick(req.lang, event.venueZh, event.venueEn) : '',
      address,
      lat,
      lng,
      map_url: mapUrl(lat, lng, address)
    }
    return ok(data)
  })
}
