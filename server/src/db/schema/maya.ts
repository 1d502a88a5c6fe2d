/**
 * 13-moon calendar: the people a user saved (name + birthday; the signature is computed, not stored)
 * and the information articles (seeded, bilingual; paragraphs separated by blank lines).
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { users } from './users'

export const mayaKins = pgTable(
  'maya_kins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'YYYY-MM-DD' as entered (a calendar date, no time zone), 1900–2100. */
    birthday: text('birthday').notNull(),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [index('maya_kins_user_idx').on(t.userId, t.id)]
)

export const mayaArticles = pgTable(
  'maya_articles',
  {
    id: integer('id').primaryKey(),
    /** 'calendar' | 'seals' | 'tones' | 'moons' */
    category: text('category').notNull(),
    sort: integer('sort').notNull().default(0),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull()
  },
  (t) => [index('maya_articles_category_idx').on(t.category, t.sort)]
)
