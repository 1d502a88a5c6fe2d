/** Activity tickets and online camp days (spec §7 Commerce: acttickets, actorders, actpays, act_zero_pays, …). */
import type { Http } from '../http'
import type { Paged } from '../../protocol/common'
import type { CreateOrderBody, OrderDTO, PayBody, PayResultDTO } from '../../protocol/commerce'
import type {
  CampDayContentDTO,
  MarketingPageDTO,
  MarketingVisitBody,
  MarketingVisitDTO,
  TicketSiteDTO,
  UserTicketDTO
} from '../../protocol/events'
import { registerApiDomain } from './registry'

const seg = (v: string | number) => encodeURIComponent(String(v))

export function createEventsApi(http: Http) {
  return {
    /** A free activity: the ticket at once. */
    zeroPay: (actId: number) => http.post<UserTicketDTO>('/v2/act_zero_pays', { act_id: actId }, { silent: true }),
    /** A paid activity: the order (the server prices it), then its payment. */
    actOrder: (body: CreateOrderBody) => http.post<OrderDTO>('/v2/actorders', { ...body }, { silent: true }),
    /** `method`: one of GET /v3/pay/methods usable here (services/payment); omitted: the server's first. */
    actPay: (orderNo: string, method?: string, channel?: PayBody['channel']) =>
      http.post<PayResultDTO>(
        '/v2/actpays',
        { order_no: orderNo, ...(method ? { method } : {}), ...(channel ? { channel } : {}) } satisfies PayBody,
        { silent: true }
      ),
    tickets: (page = 1, size = 20) =>
      http.get<Paged<UserTicketDTO>>('/v2/useracttickets', { page, size }, { silent: true }),
    ticket: (id: number | string) =>
      http.get<UserTicketDTO>(`/v2/useracttickets/${seg(id)}`, undefined, { silent: true }),
    cancelTicket: (id: number) => http.del<UserTicketDTO>(`/v2/useracttickets/${seg(id)}`),
    site: (actId: number | string) =>
      http.get<TicketSiteDTO>(`/v2/ticketsite/${seg(actId)}`, undefined, { silent: true }),

    campDay: (commodityId: number | string, day: number, tz?: string) =>
      http.get<CampDayContentDTO>(`/v2/commodity/${seg(commodityId)}/days/${day}`, tz ? { tz } : undefined, {
        silent: true
      }),
    marketingPage: (id: number | string) =>
      http.get<MarketingPageDTO>(`/v3/marketing/page/${seg(id)}`, undefined, { silent: true }),
    marketingVisit: (body: MarketingVisitBody) =>
      http.post<MarketingVisitDTO>('/v3/marketing/visit', { ...body }, { silent: true })
    // a camp day's progress goes through the play keeper (api.course.campProgress, stores/playRecords)
  }
}

export type EventsApi = ReturnType<typeof createEventsApi>

registerApiDomain('events', createEventsApi)
