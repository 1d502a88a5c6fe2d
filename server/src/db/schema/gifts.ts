/**
 * Membership invitations and gifts.
 *
 * - `member_invites`: a friend invited to the meditation membership (spec §3 Invite: invite_product_code,
 *   invite_id). One row per invitee (unique invitee_id): the trial is granted with the row, once ever; the
 *   inviter's reward is written when the friend's first order is paid (`rewarded_at` set by a conditional update,
 *   the gold through the ledger's idempotency key).
 * - `gifts`: a course or membership bought for someone else (an order with is_gift). The token is the share
 *   link's secret; status moves unclaimed → claimed (by another account, before expires_at) or unclaimed →
 *   reclaimed (by the giver, after expires_at), each by one conditional update.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { orders } from './orders'
import { users } from './users'

export const memberInvites = pgTable(
  'member_invites',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    inviteRef: text('invite_ref').notNull().default(''),
    trialDays: integer('trial_days').notNull(),
    /** The gold the inviter gets at the friend's first payment (0 until then). */
    rewardGold: integer('reward_gold').notNull().default(0),
    rewardOrderId: integer('reward_order_id'),
    rewardedAt: tz('rewarded_at'),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('member_invites_invitee_uq').on(t.inviteeId),
    index('member_invites_inviter_idx').on(t.inviterId, t.id)
  ]
)

/**
 * Keyed hashes (lib/identityHash.ts) of the identities that have had a membership trial: the trial is once per
 * identity ever, so deleting the account, or moving its e-mail or phone to a fresh one, does not bring it back.
 */
export const memberTrialIdentities = pgTable('member_trial_identities', {
  hash: text('hash').primaryKey(),
  createdAt: createdAt()
})

export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    giverId: integer('giver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's kind and item ('course' with course_id, or a product kind with product_id). */
    kind: text('kind').notNull(),
    sku: text('sku').notNull(),
    productId: integer('product_id'),
    courseId: integer('course_id'),
    token: text('token').notNull(),
    /** 'unclaimed' | 'claimed' | 'reclaimed' | 'revoked' (an unclaimed gift past expires_at shows as expired). */
    status: text('status').notNull().default('unclaimed'),
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: tz('claimed_at'),
    expiresAt: tz('expires_at').notNull(),
    /** Support revoked the unclaimed gift (status 'revoked'; migration 0069): who, when and why. */
    revokedAt: tz('revoked_at'),
    revokedBy: text('revoked_by'),
    revokeReason: text('revoke_reason'),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('gifts_order_uq').on(t.orderId),
    uniqueIndex('gifts_token_uq').on(t.token),
    index('gifts_giver_idx').on(t.giverId, t.id)
  ]
)
