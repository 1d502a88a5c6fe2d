/**
 * Activity tickets (one active ticket per user and event, with the code its QR carries) and online camps' day
 * content with each user's progress; campaign (marketing) pages and their visits.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { courses } from './course'
import { orders } from './orders'
import { users } from './users'

/** A sign-up for an activity (course type 2). Cancelling keeps the row ('cancelled') and frees the seat. */
export const actTickets = pgTable(
  'act_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** The paid order behind the ticket; null for a free sign-up. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the check-in QR code carries: random, unguessable. */
    code: text('code').notNull(),
    /** 'active' | 'cancelled' */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    cancelledAt: tz('cancelled_at')
  },
  (t) => [
    uniqueIndex('act_tickets_code_uq').on(t.code),
    uniqueIndex('act_tickets_active_uq')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'active'`),
    index('act_tickets_user_idx').on(t.userId, t.createdAt)
  ]
)

/** One day of an online camp (course type 1): audio, video or text, open from the camp's start + (day - 1) days. */
export const campDays = pgTable(
  'camp_days',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    day: integer('day').notNull(),
    /** 'audio' | 'video' | 'text' */
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    mediaPath: text('media_path').notNull().default(''),
    duration: integer('duration').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.courseId, t.day] })]
)

/** A user's progress on one camp day: furthest position (s) and when it was completed (set once). */
export const campProgress = pgTable(
  'camp_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    day: integer('day').notNull(),
    position: integer('position').notNull().default(0),
    completedAt: tz('completed_at'),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.day] })]
)

/** A campaign page (/pages/course/marketing?id): one item to buy, its pitch and selling points (seeded). */
export const marketingPages = pgTable('marketing_pages', {
  id: integer('id').primaryKey(),
  /** What the page sells: a course sku or a product code (the normal order flow). */
  sku: text('sku').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  /** [[zh, en], …] */
  points: jsonb('points').$type<[string, string][]>().notNull().default([]),
  cover: text('cover').notNull().default(''),
  published: smallint('published').notNull().default(1)
})

/** One row per visit of a campaign page: the app names each visit (visit_id), so a retried report counts once. */
export const marketingVisits = pgTable(
  'marketing_visits',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => marketingPages.id, { onDelete: 'cascade' }),
    visitId: text('visit_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('marketing_visits_visit_uq').on(t.pageId, t.visitId)]
)
