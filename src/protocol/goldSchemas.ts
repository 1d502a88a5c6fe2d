/**
 * TypeBox schemas of the learning-gold payloads (./gold lists the routes and keeps the app's runtime-free view).
 * The server validates the exchange body with them and answers every gold route through them (response schemas:
 * an answer that does not fit fails the server's tests, and a field not named here is never sent); the app imports
 * only their `Static` types, so TypeBox is not bundled into it (issue 30 item 2).
 */
import { Type, type Static } from '@sinclair/typebox'
import { MOBILE_PATTERN } from './common'

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))

/**
 * Why gold moved: an invited friend (credit), a friend invited to the membership who paid for the first time
 * (credit), that payment refunded (the reward taken back, as far as the balance allows), an exchange (spending) or
 * an operator's adjustment in the console (either way; the detail is the operator's reason).
 */
export const GOLD_REASONS = ['invite', 'member_invite', 'member_invite_refund', 'exchange', 'admin_adjust'] as const
export const GoldReason = literals(GOLD_REASONS)
export type GoldReason = Static<typeof GoldReason>

/** GET /v3/get/invite/ledger?page&size → Paged<GoldEntryDTO>: my learning-gold entries, newest first. */
export const GoldEntryDTO = Type.Object({
  id: Type.Integer(),
  /** Positive: credit; negative: spending. */
  amount: Type.Integer(),
  reason: GoldReason,
  /** What the entry was for: the invited friend's masked name, the gift's title, or the operator's reason. */
  detail: Type.String(),
  /** The balance right after this entry. */
  balance_after: Type.Integer(),
  created_at: Type.String()
})
export type GoldEntryDTO = Static<typeof GoldEntryDTO>

/** GET /v3/get/invite/statement → the account by month in the users' zone, newest month first. */
export const GoldMonthDTO = Type.Object({
  /** 'YYYY-MM' in the users' zone. */
  month: Type.String(),
  /** Gold credited in the month. */
  earned: Type.Integer(),
  /** Gold spent in the month (a positive number). */
  spent: Type.Integer(),
  entries: Type.Integer(),
  /** The balance at the end of the month. */
  closing: Type.Integer()
})
export type GoldMonthDTO = Static<typeof GoldMonthDTO>

/** 'vip_days': meditation membership days; 'course': a course; 'physical': an item shipped to an address. */
export const GoldGiftKind = literals(['vip_days', 'course', 'physical'] as const)
export type GoldGiftKind = Static<typeof GoldGiftKind>

/** GET /v3/get/invite/gifts → what gold can be exchanged for. */
export const GoldGiftDTO = Type.Object({
  id: Type.Integer(),
  kind: GoldGiftKind,
  title: Type.String(),
  desc: Type.String(),
  price_gold: Type.Integer(),
  /** vip_days: the days granted. */
  days: Type.Integer(),
  /** course: the course granted. */
  course_sku: Type.Union([Type.String(), Type.Null()]),
  /** Items left; null when unlimited. */
  stock: Type.Union([Type.Integer(), Type.Null()])
})
export type GoldGiftDTO = Static<typeof GoldGiftDTO>

/** POST /v3/invite/exchange: exchange gold for a gift. */
export const GoldExchangeBody = Type.Object({
  gift_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  recipient_name: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
  /** 6 to 12 digits (spec §5). */
  phone: Type.String({ pattern: MOBILE_PATTERN }),
  nationcode: Type.Optional(Type.String({ pattern: '^\\d{1,4}$' })),
  /** Required for physical gifts. */
  address: Type.Optional(Type.String({ maxLength: 200 })),
  /**
   * One key per confirmation (the confirm page makes it once): the same key sent twice exchanges once and
   * answers the first exchange again.
   */
  idempotency_key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
})
export type GoldExchangeBody = Static<typeof GoldExchangeBody>

/** 'done': granted in the app; 'to_ship': a physical item waiting to be sent; 'shipped'. */
export const GoldExchangeStatus = literals(['done', 'to_ship', 'shipped'] as const)
export type GoldExchangeStatus = Static<typeof GoldExchangeStatus>

/** An exchange (POST /v3/invite/exchange, GET /v3/get/invite/exchanges → Paged, GET /v3/get/invite/exchange/{id}). */
export const GoldExchangeDTO = Type.Object({
  id: Type.Integer(),
  gift: GoldGiftDTO,
  gold: Type.Integer(),
  status: GoldExchangeStatus,
  recipient_name: Type.String(),
  /** Masked except the last 4 digits. */
  phone: Type.String(),
  address: Type.String(),
  created_at: Type.String(),
  /** The balance after this exchange (only on the POST answer). */
  balance: Type.Optional(Type.Integer()),
  /** 1 when this answer repeats an exchange already made with the same idempotency key. */
  repeated: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)]))
})
export type GoldExchangeDTO = Static<typeof GoldExchangeDTO>
