/**
 * Learning gold: the ledger, the account statement and exchanging gold for gifts (spec §2
 * mine/pages/invitation/*, §7 /v3/invite/* and /v3/get/invite/*). Conventions in ./common.
 */

/**
 * Why gold moved: an invited friend (credit), a friend invited to the membership who paid for the first time
 * (credit), that payment refunded (the reward taken back, as far as the balance allows), an exchange (spending) or
 * an operator's adjustment in the console (either way; the detail is the operator's reason).
 */
export type GoldReason = 'invite' | 'member_invite' | 'member_invite_refund' | 'exchange' | 'admin_adjust'

/** GET /v3/get/invite/ledger?page&size → Paged<GoldEntryDTO>: my learning-gold entries, newest first. */
export interface GoldEntryDTO {
  id: number
  /** Positive: credit; negative: spending. */
  amount: number
  reason: GoldReason
  /** What the entry was for: the invited friend's masked name, the gift's title, or the operator's reason. */
  detail: string
  /** The balance right after this entry. */
  balance_after: number
  created_at: string
}

/** GET /v3/get/invite/statement → the account by month in the users' zone, newest month first. */
export interface GoldMonthDTO {
  /** 'YYYY-MM' in the users' zone. */
  month: string
  /** Gold credited in the month. */
  earned: number
  /** Gold spent in the month (a positive number). */
  spent: number
  entries: number
  /** The balance at the end of the month. */
  closing: number
}

/** 'vip_days': meditation membership days; 'course': a course; 'physical': an item shipped to an address. */
export type GoldGiftKind = 'vip_days' | 'course' | 'physical'

/** GET /v3/get/invite/gifts → what gold can be exchanged for. */
export interface GoldGiftDTO {
  id: number
  kind: GoldGiftKind
  title: string
  desc: string
  price_gold: number
  /** vip_days: the days granted. */
  days: number
  /** course: the course granted. */
  course_sku: string | null
  /** Items left; null when unlimited. */
  stock: number | null
}

/** POST /v3/invite/exchange: exchange gold for a gift. */
export interface GoldExchangeBody {
  gift_id: number
  recipient_name: string
  /** 6 to 12 digits (spec §5). */
  phone: string
  nationcode?: string
  /** Required for physical gifts. */
  address?: string
  /**
   * One key per confirmation (the confirm page makes it once): the same key sent twice exchanges once and
   * answers the first exchange again.
   */
  idempotency_key: string
}

/** 'done': granted in the app; 'to_ship': a physical item waiting to be sent; 'shipped'. */
export type GoldExchangeStatus = 'done' | 'to_ship' | 'shipped'

/** An exchange (POST /v3/invite/exchange, GET /v3/get/invite/exchanges → Paged, GET /v3/get/invite/exchange/{id}). */
export interface GoldExchangeDTO {
  id: number
  gift: GoldGiftDTO
  gold: number
  status: GoldExchangeStatus
  recipient_name: string
  /** Masked except the last 4 digits. */
  phone: string
  address: string
  created_at: string
  /** The balance after this exchange (only on the POST answer). */
  balance?: number
  /** 1 when this answer repeats an exchange already made with the same idempotency key. */
  repeated?: 0 | 1
}
