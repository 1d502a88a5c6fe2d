/**
 * Learning gold: the account balance and what it can be exchanged for (spec §2 mine/pages/invitation/*).
 *
 * - `gold_accounts`: one row per user holding gold; `balance` is the sum of the user's `gold_ledger` rows,
 *   kept in the same transaction as every ledger insert by a conditional update (`balance + amount >= 0`), and
 *   the CHECK makes a negative balance impossible even for a path that forgot the condition.
 * - `gold_gifts`: what gold buys. `stock` is null for unlimited gifts (membership days, a course) and counts
 *   down for physical items; the CHECK keeps it at zero or above. `initial_stock` is the count the gift started
 *   with (stock + exchanged = initial).
 * - `gold_exchanges`: one row per exchange, unique per (user, idempotency key), so the same confirmation sent
 *   twice (a double tap, a retried request) exchanges once.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { users } from './users'

export const goldAccounts = pgTable(
  'gold_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [check('gold_accounts_balance_ck', sql`${t.balance} >= 0`)]
)

export const goldGifts = pgTable(
  'gold_gifts',
  {
    id: integer('id').primaryKey(),
    /** 'vip_days' (meditation membership days) | 'course' (a course by sku) | 'physical' (shipped) */
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    descZh: text('desc_zh').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    priceGold: integer('price_gold').notNull(),
    /** vip_days: the days granted. */
    days: integer('days').notNull().default(0),
    /** course: the course sku granted. */
    courseSku: text('course_sku'),
    /** null: unlimited. */
    stock: integer('stock'),
    initialStock: integer('initial_stock'),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [check('gold_gifts_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`)]
)

export const goldExchanges = pgTable(
  'gold_exchanges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => goldGifts.id),
    gold: integer('gold').notNull(),
    /** 'done' (granted in the app) | 'to_ship' (a physical item waiting to be sent) | 'shipped' */
    status: text('status').notNull(),
    recipientName: text('recipient_name').notNull(),
    nationcode: text('nationcode').notNull().default('86'),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('gold_exchanges_idem_uq').on(t.userId, t.idempotencyKey),
    index('gold_exchanges_user_idx').on(t.userId, t.id)
  ]
)

/**
 * An operator's learning-gold adjustment (issue 31, the console): signed `amount`, the `reason` the user reads on
 * the app's ledger, and who made it. The gold moves only through its ledger line (reason 'admin_adjust', ref_id =
 * this id), written in the same transaction.
 */
export const goldAdjustments = pgTable(
  'gold_adjustments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    createdAt: createdAt()
  },
  (t) => [
    check('gold_adjustments_amount_ck', sql`${t.amount} <> 0`),
    index('gold_adjustments_user_idx').on(t.userId, t.id)
  ]
)
