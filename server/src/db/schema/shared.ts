/**
 * State shared by several server processes on one PostgreSQL database: signature nonces and rate-limit
 * counters. With PGlite (one process) the same state lives in memory; these tables stay empty.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tz } from './columns'

/** A nonce is remembered until its request's timestamp leaves the signature window. */
export const requestNonces = pgTable(
  'request_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: tz('expires_at').notNull()
  },
  (t) => [index('request_nonces_expires_idx').on(t.expiresAt)]
)

/**
 * Fixed-window counters (`count` hits until `reset_at`) and password back-off (`blocked_until`: no attempt on
 * that account before this time).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: tz('reset_at').notNull(),
    blockedUntil: tz('blocked_until')
  },
  (t) => [index('rate_counters_reset_idx').on(t.resetAt)]
)
