/**
 * Invitations and learning gold (spec §1 "invite friends for a learning-gold reward", §3 Invite, §4).
 *
 * - `invitations`: one row per invitee (unique invitee_id), so a user can be invited — and rewarded for — once.
 * - `gold_ledger`: every change of a user's learning gold, append-only; the balance is the sum, also kept in
 *   gold_accounts (schema/gold.ts) in the same transaction. The ledger keeps the history the learning-gold pages
 *   list, and the unique (reason, ref_id) makes a credit
 *   idempotent: the reward of invitation N can be written once only, even by concurrent requests.
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './users'

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spec §3 invite_product_code / invite_id as the link carried them ('' when absent). */
    productCode: text('product_code').notNull().default(''),
    inviteRef: text('invite_ref').notNull().default(''),
    /** The gold credited to the inviter for this invitation. */
    gold: integer('gold').notNull().default(0),
    /** Why `gold` is 0 ('daily_cap': the inviter's rewards per 24 hours were reached); null when rewarded. */
    rewardNote: text('reward_note'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('invitations_invitee_uq').on(t.inviteeId), index('invitations_inviter_idx').on(t.inviterId, t.id)]
)

export const goldLedger = pgTable(
  'gold_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: credit, negative: spending (the exchange pages, later). */
    amount: integer('amount').notNull(),
    /** 'invite' (ref_id = invitations.id), 'exchange' (ref_id = gold_exchanges.id) */
    reason: text('reason').notNull(),
    refId: integer('ref_id').notNull().default(0),
    /** The caller's key for this change ('invite:<invitee id>', 'exchange:<client key>'): one entry per key. */
    idempotencyKey: text('idempotency_key'),
    /** The account balance right after this entry (gold_accounts.balance). */
    balanceAfter: integer('balance_after'),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('gold_ledger_ref_uq').on(t.reason, t.refId),
    uniqueIndex('gold_ledger_idem_uq').on(t.userId, t.idempotencyKey),
    index('gold_ledger_user_idx').on(t.userId)
  ]
)

/**
 * Identities (e-mail, mobile, WeChat open id, LINE / Facebook id) that can no longer make a new friend for the
 * invitation reward, as keyed hashes (HMAC-SHA256 with the server's IDENTITY_HASH_KEY, lib/identityHash.ts),
 * never the identity itself. reason 'deleted': released by an account deletion; 'invited': held by an invitee
 * when their invitation was recorded (so unbinding it and registering it again in a new account earns nothing).
 */
export const spentIdentities = pgTable('spent_identities', {
  hash: text('hash').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt()
})
