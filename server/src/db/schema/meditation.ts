/** Meditation catalogue, scenes, settings and per-user listening state. */
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import { tz, createdAt } from './columns'
import { users } from './users'

export const medGoods = pgTable(
  'med_goods',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleZh: text('subtitle_zh').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    teacherZh: text('teacher_zh').notNull().default(''),
    teacherEn: text('teacher_en').notNull().default(''),
    cover: text('cover').notNull().default(''),
    isVip: smallint('is_vip').notNull().default(0),
    playCount: integer('play_count').notNull().default(0),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [uniqueIndex('med_goods_sku_uq').on(t.sku)]
)

export const medResources = pgTable(
  'med_resources',
  {
    id: integer('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => medGoods.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    fullPath: text('full_path').notNull(),
    duration: integer('duration').notNull(),
    isVip: smallint('is_vip').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** When it was published (migration 0043; null: in the catalogue from the start): GET /v3/meditation/dailyUpdate. */
    publishedAt: tz('published_at')
  },
  (t) => [index('med_resources_goods_idx').on(t.goodsId, t.sort)]
)

export const medFloors = pgTable('med_floors', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  /** Layout hint for the home screen: 1 horizontal scroller, 2 two-column grid, 3 list, 4 big card. */
  style: smallint('style').notNull().default(1),
  sort: integer('sort').notNull().default(0)
})

export const medFloorGoods = pgTable(
  'med_floor_goods',
  {
    floorId: integer('floor_id')
      .notNull()
      .references(() => medFloors.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => medGoods.id),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.floorId, t.goodsId] })]
)

export const medDayRecommend = pgTable(
  'med_day_recommend',
  {
    id: integer('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => medResources.id),
    quoteZh: text('quote_zh').notNull(),
    quoteEn: text('quote_en').notNull(),
    cover: text('cover').notNull().default(''),
    /** The listener's calendar day it is the pick of (migration 0067); null: in the rotation of the other days. */
    day: date('day', { mode: 'string' }),
    /** Console drafts are not in the app (migration 0067); the seed's picks are published. */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    publishedAt: tz('published_at')
  },
  (t) => [uniqueIndex('med_day_recommend_day_uq').on(t.day)]
)

export const studyPlans = pgTable(
  'study_plans',
  {
    id: integer('id').primaryKey(),
    sku: text('sku').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    cover: text('cover').notNull().default(''),
    isVip: smallint('is_vip').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** Console drafts are not in the app (migration 0059); the seed's plans are published. */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    publishedAt: tz('published_at'),
    /** A published plan's edited fields (and days, `items`) not yet published (0074); null: none. */
    pending: jsonb('pending').$type<Record<string, unknown>>()
  },
  (t) => [uniqueIndex('study_plans_sku_uq').on(t.sku)]
)

export const studyPlanDays = pgTable(
  'study_plan_days',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id),
    day: integer('day').notNull(),
    sort: integer('sort').notNull().default(0),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => medResources.id)
  },
  (t) => [primaryKey({ columns: [t.planId, t.day, t.sort] })]
)

export const userStudyPlans = pgTable(
  'user_study_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => studyPlans.id),
    joinedAt: tz('joined_at').notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] })]
)

export const scenes = pgTable('scenes', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  cover: text('cover').notNull().default(''),
  music: text('music').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Console drafts are not in the app (migration 0067); the seed's scenes are published. */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  publishedAt: tz('published_at'),
  /** The console audio upload the music came from (null: a seeded scene). */
  uploadId: text('upload_id')
})

export const userScenes = pgTable('user_scenes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sceneId: integer('scene_id')
    .notNull()
    .references(() => scenes.id),
  updatedAt: tz('updated_at').notNull().defaultNow()
})

/** Settings lists of spec §3 (s_key / s_val); scope is 'meditation' or 'course'. */
export const settings = pgTable(
  'settings',
  {
    scope: text('scope').notNull(),
    sKey: text('s_key').notNull(),
    sVal: text('s_val').notNull()
  },
  (t) => [primaryKey({ columns: [t.scope, t.sKey] })]
)

/** Resume points from the realtime socket: latest position per user + kind (3 audio, 9 video) + resource. */
export const playProgress = pgTable(
  'play_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    resourceId: integer('resource_id').notNull(),
    sku: text('sku').notNull().default(''),
    position: integer('position').notNull(),
    status: smallint('status').notNull(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.resourceId] })]
)

/** Finished listening sessions (POST /v3/meditation/playLog, spec §4: sent when ≥ 10 s were played). */
export const playLogs = pgTable(
  'play_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    resourceId: integer('resource_id').notNull(),
    playtime: integer('playtime').notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index('play_logs_user_idx').on(t.userId, t.id),
    // the practice report reads a user's logs by time range
    index('play_logs_user_created_idx').on(t.userId, t.createdAt)
  ]
)
