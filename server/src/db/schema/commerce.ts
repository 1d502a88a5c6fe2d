/** Products, exchange codes, coupons, FAQ and database meta. */
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
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
    sort: integer('sort').notNull().default(0),
    /** 'published' (the app lists and sells it) or 'draft' (a console annual card not yet, or no longer, published; 0070). */
    status: text('status').notNull().default('published')
  },
  (t) => [uniqueIndex('products_code_uq').on(t.code)]
)

/**
 * Codes issued by operators in one go (the console's code batches, migration 0037): the codes themselves are rows
 * of exchange_codes ('product') or course_codes ('course') carrying batch_id. Disabling a batch ends its unused
 * codes' expires_at at that moment, so the app's redeem refuses them.
 */
export const codeBatches = pgTable('code_batches', {
  id: serial('id').primaryKey(),
  /** 'product' (target = products.code) | 'course' (target = courses.sku) */
  kind: text('kind').notNull(),
  target: text('target').notNull(),
  label: text('label').notNull(),
  count: integer('count').notNull(),
  expiresAt: tz('expires_at').notNull(),
  disabledAt: tz('disabled_at'),
  /** The operator's e-mail. */
  createdBy: text('created_by').notNull(),
  createdAt: tz('created_at').notNull().defaultNow()
})

export const exchangeCodes = pgTable(
  'exchange_codes',
  {
    code: text('code').primaryKey(),
    productCode: text('product_code').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: tz('used_at'),
    batchId: integer('batch_id').references(() => codeBatches.id)
  },
  (t) => [index('exchange_codes_batch_idx').on(t.batchId)]
)

/** Single-use codes that give a course for good (POST /v2/exchange/operation). */
export const courseCodes = pgTable(
  'course_codes',
  {
    code: text('code').primaryKey(),
    courseSku: text('course_sku').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: tz('used_at'),
    batchId: integer('batch_id').references(() => codeBatches.id)
  },
  (t) => [index('course_codes_batch_idx').on(t.batchId)]
)

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
    validDays: integer('valid_days').notNull(),
    /** Disabled in the console (migration 0037): no more grants, the claim code no longer claims. */
    disabledAt: tz('disabled_at'),
    /** Made in the console (null: seeded); console templates take ids from coupons_console_id_seq. */
    createdAt: tz('created_at')
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
