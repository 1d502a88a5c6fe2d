/**
 * What every shop has (issue 32): the site documents the operators edit (privacy policy, terms of service,
 * refund policy; one row per key, zh-Hant and English bodies) and the messages users send to a human through
 * the contact page, kept for the operators until one marks them handled.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'

export const siteDocuments = pgTable('site_documents', {
  /** 'privacy' | 'terms' | 'refund' (SITE_DOCUMENT_KEYS). */
  key: text('key').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  bodyZh: text('body_zh').notNull(),
  bodyEn: text('body_en').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow()
})

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    /** The signed-in sender, or null for a visitor. */
    userId: integer('user_id'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the user wrote in ('zh-Hant' | 'en'): the language to answer in. */
    lang: text('lang').notNull(),
    /** 'open' | 'handled' */
    status: text('status').notNull().default('open'),
    handledBy: text('handled_by'),
    handledAt: tz('handled_at'),
    createdAt: createdAt()
  },
  (t) => [index('support_messages_status_idx').on(t.status, t.createdAt)]
)
