/** Products, exchange codes, coupons, FAQ and database meta. */
import { integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz } from './columns'
import { users } from './users'

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    /** 'meditation_vip' | 'course_annual' | 'course_annual_advanced' */
    kind: text('kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    descZh: text('desc_zh').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    days: integer('days').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [uniqueIndex('products_code_uq').on(t.code)]
)

export const exchangeCodes = pgTable('exchange_codes', {
  code: text('code').primaryKey(),
  productCode: text('product_code').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  usedAt: tz('used_at')
})

/** Single-use codes that give a course for good (POST /v2/exchange/operation). */
export const courseCodes = pgTable('course_codes', {
  code: text('code').primaryKey(),
  courseSku: text('course_sku').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  usedAt: tz('used_at')
})

/**
 * Pages composed by operations from blocks (GET /v3/course/system/list, /v3/course/system/{id}); `blocks` holds
 * both languages (see routes/discover/system.ts for the stored shape).
 */
export const courseSystemPages = pgTable('course_system_pages', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  blocks: jsonb('blocks').notNull().default([]),
  published: smallint('published').notNull().default(1),
  sort: integer('sort').notNull().default(0)
})

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey(),
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    amountCents: integer('amount_cents').notNull(),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    /** 'all' or 'course' */
    scope: text('scope').notNull().default('all'),
    validDays: integer('valid_days').notNull()
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)]
)

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey(),
  categoryZh: text('category_zh').notNull(),
  categoryEn: text('category_en').notNull(),
  questionZh: text('question_zh').notNull(),
  questionEn: text('question_en').notNull(),
  answerZh: text('answer_zh').notNull(),
  answerEn: text('answer_en').notNull(),
  sort: integer('sort').notNull().default(0)
})

/** Small key/value facts about the database itself (seed version). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull()
})
