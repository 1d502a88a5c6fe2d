/**
 * Search: one document per searchable item (meditation album, course, short video, live, article), rebuilt from
 * the catalogue tables whenever they change, and the queries people ran (for "hot searches").
 */
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tz } from './columns'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const searchDocs = pgTable(
  'search_docs',
  {
    /** 'meditation' | 'course' | 'short_video' | 'live' | 'article' */
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    sku: text('sku').notNull().default(''),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleZh: text('subtitle_zh').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    teacherZh: text('teacher_zh').notNull().default(''),
    teacherEn: text('teacher_en').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Normalised titles (both languages), for exact and prefix boosts. */
    titleNorm: text('title_norm').notNull(),
    /** Title terms and body terms (see lib/searchText.ts); title terms weigh more in the ranking. */
    titleTerms: tsvector('title_terms').notNull(),
    terms: tsvector('terms').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.refId] }),
    index('search_docs_terms_gin').using('gin', t.terms),
    index('search_docs_kind_idx').on(t.kind)
  ]
)

export const searchLog = pgTable(
  'search_log',
  {
    /** The normalised query as typed. */
    query: text('query').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.query, t.day] }), index('search_log_day_idx').on(t.day)]
)
