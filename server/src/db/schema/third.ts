/**
 * Campaign landing pages: what their forms collected, the behaviour log of landing visits, and short links
 * that share a campaign. Campaign definitions themselves are versioned seed files (src/db/campaigns), not rows.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { users } from './users'

/** A submitted campaign form. `request_id` is the client's id of one submit: a retry stores nothing new. */
export const campaignForms = pgTable(
  'campaign_forms',
  {
    id: serial('id').primaryKey(),
    /** 'order' | 'virtual' | 'add' (the endpoint it was posted to). */
    kind: text('kind').notNull(),
    campaign: text('campaign').notNull(),
    campaignVersion: integer('campaign_version').notNull(),
    requestId: text('request_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    nationcode: text('nationcode').notNull(),
    phone: text('phone').notNull(),
    name: text('name'),
    /** Other fields the form asked for (wechat, email, note). */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    channelTag: text('channel_tag'),
    pullChannelId: text('pull_channel_id'),
    channel: text('channel'),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('campaign_forms_request_uq').on(t.kind, t.requestId),
    index('campaign_forms_campaign_idx').on(t.campaign, t.id)
  ]
)

/** The behaviour log: one row per event; a visit (event 'visit') is stored once per visit id. */
export const behaviorLogs = pgTable(
  'behavior_logs',
  {
    id: serial('id').primaryKey(),
    visitId: text('visit_id').notNull(),
    event: text('event').notNull(),
    page: text('page').notNull(),
    campaign: text('campaign'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channelTag: text('channel_tag'),
    pullChannelId: text('pull_channel_id'),
    channel: text('channel'),
    /** Time spent on the page during the visit (POST /v3/user/behaviors/time/add; the largest report wins). */
    seconds: integer('seconds').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('behavior_logs_visit_uq')
      .on(t.visitId)
      .where(sql`event = 'visit'`),
    index('behavior_logs_campaign_idx').on(t.campaign, t.event)
  ]
)

/** A short link: `code` redirects to the in-app `url`; one code per url. */
export const shortUrls = pgTable(
  'short_urls',
  {
    code: text('code').primaryKey(),
    url: text('url').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('short_urls_url_uq').on(t.url)]
)
