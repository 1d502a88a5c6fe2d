/** Activity tickets (sign-up, the user's tickets, the venue) and online camp days with progress. */

/** 'active': admits the holder; 'cancelled': the seat was given back. */
export type TicketStatus = 'active' | 'cancelled'

/** Hours before an activity starts after which a ticket can no longer be cancelled. */
export const TICKET_CANCEL_HOURS = 24

/** GET /v2/useracttickets[/{id}], POST /v2/act_zero_pays, DELETE /v2/useracttickets/{id}: one of the user's tickets. */
export interface UserTicketDTO {
  id: number
  act_id: number
  sku: string
  title: string
  cover: string
  /** What the check-in QR code encodes. */
  code: string
  status: TicketStatus
  start_at: string | null
  end_at: string | null
  venue: string
  address: string
  /** Seats this ticket admits. */
  admits: number
  /** The event's seats and how many are left now. */
  seats: number
  seats_left: number
  /** 0 for a free sign-up. */
  pay_amount: number
  order_no: string | null
  created_at: string
  cancelled_at: string | null
  /** Until when it can be cancelled (start − TICKET_CANCEL_HOURS); null when there is no start. */
  cancel_until: string | null
  can_cancel: boolean
}

/** GET /v2/ticketsite/{act id}: where the activity takes place. */
export interface TicketSiteDTO {
  act_id: number
  venue: string
  address: string
  /** WGS84; null when the event has no map position (online). */
  lat: number | null
  lng: number | null
  /** A web map of the place (H5 opens it in a new tab). */
  map_url: string
}

/** POST /v2/act_zero_pays: sign up for a free activity. */
export interface ZeroPayBody {
  act_id: number
}

/** A camp day's content kind. */
export type CampDayKind = 'audio' | 'video' | 'text'

/** GET /v2/commodity/{id}/days/{day}: one open day of an online camp with the user's progress. */
export interface CampDayContentDTO {
  commodity_id: number
  day: number
  kind: CampDayKind
  title: string
  /** Text of a text day, or notes under audio and video. */
  body: string
  /** Media path of an audio or video day ('' for text). */
  media: string
  duration: number
  /** When the day opens (the camp's start + day − 1 days, in the user's zone). */
  opens_at: string | null
  position: number
  completed: boolean
}

/** POST /v2/commodity/{id}/days/{day}/progress: the furthest position; `done` marks the day completed (once). */
export interface CampProgressBody {
  position: number
  done?: boolean
  /** The user's zone (IANA), in which the day opens. */
  tz?: string
}

/** A camp day's progress as the play keeper sends and keeps it (src/stores/playRecords, kind `camp`). */
export interface CampProgressRecord extends CampProgressBody {
  commodity_id: number
  day: number
}

export interface CampProgressDTO {
  day: number
  position: number
  completed: boolean
  completed_at: string | null
  /** Days of the camp the user has completed. */
  completed_days: number
}

/** GET /v3/marketing/page/{id}: a campaign page selling one item through the normal order flow. */
export interface MarketingPageDTO {
  id: number
  title: string
  intro: string
  points: string[]
  cover: string
  /** What the page sells (the order page's `sku`). */
  item: { sku: string; title: string; price: number; original_price: number }
}

/** POST /v3/marketing/visit: one per visit of the page; `visit_id` is made by the app once per visit. */
export interface MarketingVisitBody {
  page_id: number
  visit_id: string
  channel?: string
}
export interface MarketingVisitDTO {
  /** false when this visit was already recorded (a retry). */
  recorded: boolean
  visits: number
}
