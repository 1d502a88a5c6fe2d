/**
 * The partner mall (spec §7 `/index.php/api/...`): the mall's own accounts with their deposit balance, and which
 * app user each one is bound to.
 *
 * - `mall_accounts`: one row per mall account, keyed by the address the mall sends its login code to (an e-mail
 *   or `+<nation code> <mobile>`); `balance` is the deposit in NT$ (never below zero).
 * - `mall_bindings`: at most one mall account per user and one user per mall account (both unique), so binding
 *   the same account twice, or twenty times at once, leaves one row.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './users'

export const mallAccounts = pgTable(
  'mall_accounts',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('mall_accounts_account_uq').on(t.account),
    check('mall_accounts_balance_ck', sql`${t.balance} >= 0`)
  ]
)

export const mallBindings = pgTable(
  'mall_bindings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mallAccountId: integer('mall_account_id')
      .notNull()
      .references(() => mallAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('mall_bindings_account_uq').on(t.mallAccountId)]
)
