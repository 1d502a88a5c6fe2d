/**
 * The one database schema (Drizzle pg-core) for PGlite and PostgreSQL alike. Migrations in ./migrations are
 * generated from this file with `npx drizzle-kit generate --config server/drizzle.config.ts`.
 *
 * Catalogue tables (seeded, read-mostly) use plain integer ids chosen by the seed so that cross references in
 * the seed stay readable and re-seeding is an idempotent upsert. Tables written by users use serial ids.
 * Bilingual text is stored as *_zh (traditional Chinese) + *_en; the API picks one by the request language.
 */
import {
  bigserial, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex
} from 'drizzle-orm/pg-core'

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => tz('created_at').notNull().defaultNow()

// ---------------------------------------------------------------- users and auth

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  email: text('email'),
  nationcode: text('nationcode'),
  mobile: text('mobile'),
  passwordHash: text('password_hash'),
  lang: text('lang').notNull().default('zh-Hant'),
  wechatOpenid: text('wechat_openid'),
  lineId: text('line_id'),
  facebookId: text('facebook_id'),
  vipExpireAt: tz('vip_expire_at'),
  /** 0 none, 1 course annual card, 2 advanced annual card. */
  annualCardLevel: smallint('annual_card_level').notNull().default(0),
  annualCardExpireAt: tz('annual_card_expire_at'),
  createdAt: createdAt(),
  /** Account deletion (POST /v3/user/signOut) anonymises the row and sets this. */
  deletedAt: tz('deleted_at')
}, (t) => [
  uniqueIndex('users_email_uq').on(t.email),
  uniqueIndex('users_mobile_uq').on(t.nationcode, t.mobile),
  uniqueIndex('users_wechat_uq').on(t.wechatOpenid),
  uniqueIndex('users_line_uq').on(t.lineId),
  uniqueIndex('users_facebook_uq').on(t.facebookId)
])

/** Session tokens, stored as sha256(token) so a database leak does not leak sessions. */
export const authTokens = pgTable('auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tz('expires_at').notNull(),
  createdAt: createdAt()
}, (t) => [index('auth_tokens_user_idx').on(t.userId)])

/** One-time codes sent by mail or SMS; the code itself is stored hashed. */
export const verifyCodes = pgTable('verify_codes', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: tz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: tz('consumed_at'),
  createdAt: createdAt()
}, (t) => [index('verify_codes_target_idx').on(t.channel, t.target, t.purpose, t.id)])

// ---------------------------------------------------------------- meditation catalogue

export const medGoods = pgTable('med_goods', {
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
}, (t) => [uniqueIndex('med_goods_sku_uq').on(t.sku)])

export const medResources = pgTable('med_resources', {
  id: integer('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => medGoods.id),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  fullPath: text('full_path').notNull(),
  duration: integer('duration').notNull(),
  isVip: smallint('is_vip').notNull().default(0),
  sort: integer('sort').notNull().default(0)
}, (t) => [index('med_resources_goods_idx').on(t.goodsId, t.sort)])

export const medFloors = pgTable('med_floors', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  /** Layout hint for the home screen: 1 horizontal scroller, 2 two-column grid, 3 list, 4 big card. */
  style: smallint('style').notNull().default(1),
  sort: integer('sort').notNull().default(0)
})

export const medFloorGoods = pgTable('med_floor_goods', {
  floorId: integer('floor_id').notNull().references(() => medFloors.id),
  goodsId: integer('goods_id').notNull().references(() => medGoods.id),
  sort: integer('sort').notNull().default(0)
}, (t) => [primaryKey({ columns: [t.floorId, t.goodsId] })])

export const medDayRecommend = pgTable('med_day_recommend', {
  id: integer('id').primaryKey(),
  resourceId: integer('resource_id').notNull().references(() => medResources.id),
  quoteZh: text('quote_zh').notNull(),
  quoteEn: text('quote_en').notNull(),
  cover: text('cover').notNull().default('')
})

export const studyPlans = pgTable('study_plans', {
  id: integer('id').primaryKey(),
  sku: text('sku').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  cover: text('cover').notNull().default(''),
  isVip: smallint('is_vip').notNull().default(0),
  sort: integer('sort').notNull().default(0)
}, (t) => [uniqueIndex('study_plans_sku_uq').on(t.sku)])

export const studyPlanDays = pgTable('study_plan_days', {
  planId: integer('plan_id').notNull().references(() => studyPlans.id),
  day: integer('day').notNull(),
  sort: integer('sort').notNull().default(0),
  resourceId: integer('resource_id').notNull().references(() => medResources.id)
}, (t) => [primaryKey({ columns: [t.planId, t.day, t.sort] })])

export const userStudyPlans = pgTable('user_study_plans', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id').notNull().references(() => studyPlans.id),
  joinedAt: tz('joined_at').notNull().defaultNow()
}, (t) => [primaryKey({ columns: [t.userId, t.planId] })])

export const scenes = pgTable('scenes', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  cover: text('cover').notNull().default(''),
  music: text('music').notNull(),
  sort: integer('sort').notNull().default(0)
})

export const userScenes = pgTable('user_scenes', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  sceneId: integer('scene_id').notNull().references(() => scenes.id),
  updatedAt: tz('updated_at').notNull().defaultNow()
})

/** Settings lists of spec §3 (s_key / s_val); scope is 'meditation' or 'course'. */
export const settings = pgTable('settings', {
  scope: text('scope').notNull(),
  sKey: text('s_key').notNull(),
  sVal: text('s_val').notNull()
}, (t) => [primaryKey({ columns: [t.scope, t.sKey] })])

/** Resume points from the realtime socket: latest position per user + kind (3 audio, 9 video) + resource. */
export const playProgress = pgTable('play_progress', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: smallint('kind').notNull(),
  resourceId: integer('resource_id').notNull(),
  sku: text('sku').notNull().default(''),
  position: integer('position').notNull(),
  status: smallint('status').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow()
}, (t) => [primaryKey({ columns: [t.userId, t.kind, t.resourceId] })])

/** Finished listening sessions (POST /v3/meditation/playLog, spec §4: sent when ≥ 10 s were played). */
export const playLogs = pgTable('play_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull(),
  resourceId: integer('resource_id').notNull(),
  playtime: integer('playtime').notNull(),
  createdAt: createdAt()
}, (t) => [index('play_logs_user_idx').on(t.userId, t.id)])

// ---------------------------------------------------------------- courses

export const courseNavs = pgTable('course_navs', {
  id: integer('id').primaryKey(),
  tag: text('tag').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0)
}, (t) => [uniqueIndex('course_navs_tag_uq').on(t.tag)])

/**
 * Every purchasable course-like commodity in one table, told apart by spec §2's card codes:
 * type 0 course (sub_type 1/9/10/12 VOD kinds, 2 live, 13 short video, 14 replay), 1 online camp,
 * 2 activity ticket.
 */
export const courses = pgTable('courses', {
  id: integer('id').primaryKey(),
  sku: text('sku').notNull(),
  type: smallint('type').notNull(),
  subType: smallint('sub_type').notNull().default(0),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  subtitleZh: text('subtitle_zh').notNull().default(''),
  subtitleEn: text('subtitle_en').notNull().default(''),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  teacherZh: text('teacher_zh').notNull().default(''),
  teacherEn: text('teacher_en').notNull().default(''),
  cover: text('cover').notNull().default(''),
  videoPath: text('video_path').notNull().default(''),
  duration: integer('duration').notNull().default(0),
  priceCents: integer('price_cents').notNull().default(0),
  originalPriceCents: integer('original_price_cents').notNull().default(0),
  /** Lowest annual card level that includes this course: 0 none (buy it), 1 annual, 2 advanced. */
  cardLevel: smallint('card_level').notNull().default(0),
  /** 0 not live, 1 upcoming, 2 live now, 3 replay available. */
  liveStatus: smallint('live_status').notNull().default(0),
  liveStartAt: tz('live_start_at'),
  liveEndAt: tz('live_end_at'),
  studyPeople: integer('study_people').notNull().default(0),
  sort: integer('sort').notNull().default(0)
}, (t) => [uniqueIndex('courses_sku_uq').on(t.sku)])

export const courseLessons = pgTable('course_lessons', {
  id: integer('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => courses.id),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  videoPath: text('video_path').notNull(),
  duration: integer('duration').notNull(),
  isFree: smallint('is_free').notNull().default(0),
  sort: integer('sort').notNull().default(0)
}, (t) => [index('course_lessons_course_idx').on(t.courseId, t.sort)])

export const courseFloors = pgTable('course_floors', {
  id: integer('id').primaryKey(),
  navId: integer('nav_id').references(() => courseNavs.id),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  /** 1 horizontal scroller, 2 grid, 3 list, 4 waterfall (short videos). */
  style: smallint('style').notNull().default(1),
  sort: integer('sort').notNull().default(0)
}, (t) => [index('course_floors_nav_idx').on(t.navId, t.sort)])

/** A card on a course floor: either a course (course_id) or a jump card (jump_type 0..3 of spec §2). */
export const courseFloorItems = pgTable('course_floor_items', {
  floorId: integer('floor_id').notNull().references(() => courseFloors.id),
  sort: integer('sort').notNull(),
  courseId: integer('course_id').references(() => courses.id),
  jumpType: smallint('jump_type'),
  jumpSku: text('jump_sku'),
  titleZh: text('title_zh'),
  titleEn: text('title_en'),
  cover: text('cover'),
  isWaterfall: smallint('is_waterfall').notNull().default(0)
}, (t) => [primaryKey({ columns: [t.floorId, t.sort] })])

/** Banners and ads; jump_type is spec §2's banner jump type, jump_value its target (sku, id, url, deep link). */
export const ads = pgTable('ads', {
  id: integer('id').primaryKey(),
  position: text('position').notNull(),
  navId: integer('nav_id'),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  image: text('image').notNull(),
  jumpType: smallint('jump_type').notNull(),
  jumpValue: text('jump_value').notNull().default(''),
  sort: integer('sort').notNull().default(0)
}, (t) => [index('ads_position_idx').on(t.position, t.sort)])

// ---------------------------------------------------------------- commerce and help

export const products = pgTable('products', {
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
}, (t) => [uniqueIndex('products_code_uq').on(t.code)])

export const exchangeCodes = pgTable('exchange_codes', {
  code: text('code').primaryKey(),
  productCode: text('product_code').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  usedAt: tz('used_at')
})

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  amountCents: integer('amount_cents').notNull(),
  minAmountCents: integer('min_amount_cents').notNull().default(0),
  /** 'all' or 'course' */
  scope: text('scope').notNull().default('all'),
  validDays: integer('valid_days').notNull()
}, (t) => [uniqueIndex('coupons_code_uq').on(t.code)])

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
