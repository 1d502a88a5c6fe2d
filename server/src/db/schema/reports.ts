/**
 * Practice report companions (spec §2 commonPage report, health, questionnaire, survey, kzero).
 *
 * - `check_ins`: one daily check-in per user and calendar day in the users' zone (`day` is YYYY-MM-DD); mood,
 *   sleep and stress on 1–5 scales. Editing today's check-in replaces it (an upsert on the primary key).
 * - `research_forms`: server-defined forms (questionnaire, survey) with their questions in both languages.
 * - `research_answers`: one submission per user and form (primary key), so a repeated submit is refused.
 * - `kzero_assessments`: the kzero partner assessment of a user with a kzero identity (`open_id`), keyed by
 *   user id; `result` is a {@link KzeroResultData} document.
 */
import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { users } from './users'

export const checkIns = pgTable(
  'check_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    mood: smallint('mood').notNull(),
    sleep: smallint('sleep').notNull(),
    stress: smallint('stress').notNull(),
    note: text('note').notNull().default(''),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check(
      'check_ins_scales',
      sql`${t.mood} BETWEEN 1 AND 5 AND ${t.sleep} BETWEEN 1 AND 5 AND ${t.stress} BETWEEN 1 AND 5`
    )
  ]
)

/** One question of a research form as stored (both languages). */
export interface ResearchQuestionData {
  key: string
  kind: 'single' | 'multiple' | 'scale' | 'text'
  required: boolean
  titleZh: string
  titleEn: string
  options?: { value: string; zh: string; en: string }[]
  /** scale: lowest and highest value; text: shortest and longest length. */
  min?: number
  max?: number
}

/**
 * `page`: the app page that shows the form (the newest published one of that page; migration 0068). The seeded
 * forms are published (the column's default); console forms are drafts until published, ids from 1000.
 */
export const researchForms = pgTable('research_forms', {
  id: integer('id')
    .primaryKey()
    .default(sql`nextval('research_forms_id_seq')`),
  code: text('code').notNull().unique(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  questions: jsonb('questions').$type<ResearchQuestionData[]>().notNull().default([]),
  page: text('page').$type<'questionnaire' | 'survey'>().notNull().default('questionnaire'),
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  publishedAt: tz('published_at'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow()
})

export const researchAnswers = pgTable(
  'research_answers',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => researchForms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, string | string[] | number>>().notNull(),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.formId, t.userId] })]
)

/** A kzero assessment as stored: dimension scores (0–100) with both languages' names and advice. */
export interface KzeroResultData {
  summaryZh: string
  summaryEn: string
  dimensions: { key: string; zh: string; en: string; score: number; adviceZh: string; adviceEn: string }[]
}

export const kzeroAssessments = pgTable('kzero_assessments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openId: text('open_id').notNull(),
  result: jsonb('result').$type<KzeroResultData>().notNull(),
  assessedAt: tz('assessed_at').notNull().defaultNow()
})
