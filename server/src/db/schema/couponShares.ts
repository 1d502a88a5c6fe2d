/**
 * Coupons passing from one account to another: a transfer (to an account named by e-mail or phone, done at
 * once) or a share (a claim link; the first other account to claim it gets the coupon). One row per hand-over;
 * the coupon row itself (user_coupons) changes owner in the same transaction, so the coupon is in exactly one
 * account at every moment. An open share (to_user_id null) is unique per coupon: making the link twice gives the
 * same link.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { userCoupons } from './orders'
import { users } from './users'

export const couponShares = pgTable(
  'coupon_shares',
  {
    id: serial('id').primaryKey(),
    userCouponId: integer('user_coupon_id')
      .notNull()
      .references(() => userCoupons.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'transfer' | 'share' */
    kind: text('kind').notNull(),
    /** The claim link's secret (shares only). */
    token: text('token'),
    createdAt: createdAt(),
    claimedAt: tz('claimed_at')
  },
  (t) => [
    uniqueIndex('coupon_shares_token_uq').on(t.token),
    uniqueIndex('coupon_shares_open_uq')
      .on(t.userCouponId)
      .where(sql`kind = 'share' and claimed_at is null`),
    index('coupon_shares_from_idx').on(t.fromUserId, t.id)
  ]
)
