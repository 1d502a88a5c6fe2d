import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { tz } from './columns'

/**
 * A live course as the console edits it (migration 0047); `id` is its `courses` id, published or to be. Free when
 * price_cents is 0; card_level > 0 makes it members-only (the annual card of that level opens it).
 */
export const adminLives = pgTable('admin_lives', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  teacherZh: text('teacher_zh').notNull().default(''),
  teacherEn: text('teacher_en').notNull().default(''),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  cover: text('cover').notNull().default(''),
  liveStartAt: tz('live_start_at'),
  liveEndAt: tz('live_end_at'),
  priceCents: integer('price_cents').notNull().default(0),
  cardLevel: smallint('card_level').notNull().default(0),
  /** 'draft' (changes not in the app yet) | 'published' */
  status: text('status').notNull().default('draft'),
  publishedAt: tz('published_at'),
  updatedAt: tz('updated_at').notNull()
})
