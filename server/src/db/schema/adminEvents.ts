import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { tz } from './columns'

/**
 * An online camp as the console edits it (migration 0051); `id` is its `courses` id (type 1), published or to be.
 * Day n opens at the midnight of the start's date + n − 1 (routes/course/campDays.ts).
 */
export const adminCamps = pgTable('admin_camps', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleZh: text('subtitle_zh').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  teacherZh: text('teacher_zh').notNull().default(''),
  teacherEn: text('teacher_en').notNull().default(''),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  cover: text('cover').notNull().default(''),
  startAt: tz('start_at'),
  priceCents: integer('price_cents').notNull().default(0),
  cardLevel: smallint('card_level').notNull().default(0),
  /** 'draft' (changes not in the app yet) | 'published' */
  status: text('status').notNull().default('draft'),
  publishedAt: tz('published_at'),
  updatedAt: tz('updated_at').notNull()
})

/** A camp's day as the console edits it; publishing replaces the camp's `camp_days` with these. */
export const adminCampDays = pgTable(
  'admin_camp_days',
  {
    campId: integer('camp_id')
      .notNull()
      .references(() => adminCamps.id, { onDelete: 'cascade' }),
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
  (t) => [primaryKey({ columns: [t.campId, t.day] })]
)

/** An activity ticket as the console edits it (0051); `id` is its `courses` id (type 2). Seats 0: no limit. */
export const adminTickets = pgTable('admin_tickets', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleZh: text('subtitle_zh').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  teacherZh: text('teacher_zh').notNull().default(''),
  teacherEn: text('teacher_en').notNull().default(''),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  cover: text('cover').notNull().default(''),
  startAt: tz('start_at'),
  endAt: tz('end_at'),
  venueZh: text('venue_zh').notNull().default(''),
  venueEn: text('venue_en').notNull().default(''),
  addressZh: text('address_zh').notNull().default(''),
  addressEn: text('address_en').notNull().default(''),
  seats: integer('seats').notNull().default(0),
  needsMobile: boolean('needs_mobile').notNull().default(false),
  priceCents: integer('price_cents').notNull().default(0),
  status: text('status').notNull().default('draft'),
  publishedAt: tz('published_at'),
  updatedAt: tz('updated_at').notNull()
})
