/** Golden sentences (migration 0063): the operators' daily quotes, drafts until published. */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'

export const goldenSentences = pgTable('golden_sentences', {
  id: serial('id').primaryKey(),
  textZh: text('text_zh').notNull(),
  textEn: text('text_en').notNull().default(''),
  authorZh: text('author_zh').notNull().default(''),
  authorEn: text('author_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
  publishedAt: tz('published_at'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow()
})
export type GoldenSentence = typeof goldenSentences.$inferSelect
