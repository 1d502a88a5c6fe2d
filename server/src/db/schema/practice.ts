/**
 * Practice totals: what the practice report reads instead of scanning the play logs (`play_logs` and
 * `course_play_logs`). Kept by row triggers on both log tables (migration 0025_practice_totals), so every write
 * of a log — the app's, a test's or an operator's — updates them in its own transaction; inserts are upserts
 * with increments, deletes and updates subtract. A log counts whole to the day and hour of the users' zone
 * (Asia/Taipei, UTC+8, lib/zonedDay) of its `created_at`: the time it was written, at the end of the session. A
 * session that crosses midnight counts to the day it ended, like the sessions list of a day shows it. (A TRUNCATE
 * of a log table is not followed: nothing truncates them.)
 *
 * - `practice_days`: per user and local day: seconds, sessions and the same per hour of the day (arrays of 24,
 *   index 1 is 00:00–00:59).
 * - `practice_item_days` / `practice_item_months`: per user, local day (or month, keyed by its first day) and
 *   item — a track (`kind` 'track', `ref` the resource id, with the sku the log named) or a course (`kind`
 *   'course', `ref` the course id, sku '') — seconds and sessions: the most-played lists of a week (days) and
 *   of a month or year (months).
 */
import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './users'

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

export const practiceDays = pgTable(
  'practice_days',
  {
    userId: userId(),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    hourSeconds: integer('hour_seconds').array().notNull(),
    hourSessions: integer('hour_sessions').array().notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })]
)

const itemColumns = () => ({
  kind: text('kind').notNull(),
  ref: integer('ref').notNull(),
  sku: text('sku').notNull().default(''),
  seconds: integer('seconds').notNull().default(0),
  sessions: integer('sessions').notNull().default(0)
})

export const practiceItemDays = pgTable(
  'practice_item_days',
  { userId: userId(), day: date('day', { mode: 'string' }).notNull(), ...itemColumns() },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.kind, t.ref, t.sku] }),
    check('practice_item_days_kind', sql`${t.kind} IN ('track', 'course')`)
  ]
)

export const practiceItemMonths = pgTable(
  'practice_item_months',
  { userId: userId(), month: date('month', { mode: 'string' }).notNull(), ...itemColumns() },
  (t) => [
    primaryKey({ columns: [t.userId, t.month, t.kind, t.ref, t.sku] }),
    check('practice_item_months_kind', sql`${t.kind} IN ('track', 'course')`)
  ]
)

/**
 * Per user and local day (their zone) the seconds and count of play logs and timer sessions: the achievements'
 * input (routes/meditation/achievementMath). Kept by row triggers on `play_logs` and `insight_sessions` and
 * recounted on a change of zone (migration 0048_scale); course play logs are not in it.
 */
export const activityDays = pgTable(
  'activity_days',
  {
    userId: userId(),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    sessions: integer('sessions').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })]
)
