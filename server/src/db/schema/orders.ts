/**
 * Orders and the coupons users hold. Prices are copied onto the order when it is created (the server's own
 * quote), so a later catalogue change never alters what a pending or paid order costs.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { coupons } from './commerce'
import { users } from './users'

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ProductDTO kind ('meditation_vip' | 'course_annual' | 'course_annual_advanced') or 'course'. */
    kind: text('kind').notNull(),
    /** Product code or course sku. */
    sku: text('sku').notNull(),
    productId: integer('product_id'),
    courseId: integer('course_id'),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    payCents: integer('pay_cents').notNull(),
    userCouponId: integer('user_coupon_id'),
    nationcode: text('nationcode'),
    phone: text('phone'),
    contactName: text('contact_name'),
    /** The campaign (third/pages/<id>) and channel parameters of the landing URL the purchase started from. */
    campaign: text('campaign'),
    channelTag: text('channel_tag'),
    pullChannelId: text('pull_channel_id'),
    channel: text('channel'),
    /** Bought as a gift: paying it creates a `gifts` row to share instead of granting the item to the buyer. */
    isGift: boolean('is_gift').notNull().default(false),
    /**
     * 'pending' | 'paid' | 'closed' | 'refunding' | 'refunded'. Refunding: money was taken but the grant could not
     * happen (sold out, owned meanwhile, coupon spent elsewhere, order closed); refunded once the provider confirmed.
     */
    status: text('status').notNull().default('pending'),
    /** Payment provider name ('dev', 'exchange', ...) and its transaction id, set when paid. */
    provider: text('provider'),
    providerTxn: text('provider_txn'),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    paidAt: tz('paid_at'),
    /** The provider's refund reference and time, when refunded. */
    refundTxn: text('refund_txn'),
    refundedAt: tz('refunded_at'),
    /**
     * An annual card's order: the card the buyer held when it was priced (level 0 and null: none), so settle can
     * tell a price made for another card state (services/commerce/annualCard.ts).
     */
    pricedCardLevel: integer('priced_card_level'),
    pricedCardExpireAt: tz('priced_card_expire_at'),
    /** A refund asked for after payment (services/commerce/refund.ts): why, by whom ('user:1', 'operator:7', 'system'), when. */
    refundReason: text('refund_reason'),
    refundActor: text('refund_actor'),
    refundRequestedAt: tz('refund_requested_at')
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    index('orders_user_idx').on(t.userId, t.status, t.id),
    // The close-unpaid-orders job reads pending orders past their time.
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // At most one pending order per user and item: a second checkout answers the first (repos/commerce.ts).
    uniqueIndex('orders_pending_item_uq')
      .on(t.userId, t.sku)
      .where(sql`status = 'pending'`)
  ]
)

/** A coupon claimed by a user. `order_id` is the order holding it (pending) or that spent it (used). */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    /** 'unused' | 'used' (expiry is read from expires_at). */
    status: text('status').notNull().default('unused'),
    orderId: integer('order_id'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('user_coupons_user_coupon_uq').on(t.userId, t.couponId),
    index('user_coupons_user_idx').on(t.userId, t.id)
  ]
)
