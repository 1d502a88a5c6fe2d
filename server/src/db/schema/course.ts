/** Course catalogue: navigation, commodities, lessons, floors, banners. */
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz } from './columns'

export const courseNavs = pgTable(
  'course_navs',
  {
    id: integer('id').primaryKey(),
    tag: text('tag').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [uniqueIndex('course_navs_tag_uq').on(t.tag)]
)

/**
 * Every purchasable course-like commodity in one table, told apart by spec §2's card codes:
 * type 0 course (sub_type 1/9/10/12 VOD kinds, 2 live, 13 short video, 14 replay), 1 online camp,
 * 2 activity ticket.
 */
export const courses = pgTable(
  'courses',
  {
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
    /**
     * End of the course's current offer: while it is ahead and price_cents is below original_price_cents, the
     * offer is real and a campaign landing may strike the original price and count down to this end. Null: no
     * offer (the landing shows the price only).
     */
    offerEndsAt: tz('offer_ends_at'),
    studyPeople: integer('study_people').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** 'published' (the app finds it) or 'draft' (a console course not yet, or no longer, published; 0057). */
    status: text('status').notNull().default('published'),
    publishedAt: tz('published_at'),
    /** A published course's edited fields not yet published (the console's "Publish changes", 0074); null: none. */
    pending: jsonb('pending').$type<Record<string, unknown>>()
  },
  (t) => [uniqueIndex('courses_sku_uq').on(t.sku)]
)

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: integer('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    videoPath: text('video_path').notNull(),
    duration: integer('duration').notNull(),
    isFree: smallint('is_free').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** 'video' (HLS), 'audio' (AAC) or 'text' (0070: body_zh/body_en, no file); the console upload it came from (0057). */
    mediaKind: text('media_kind').notNull().default('video'),
    uploadId: text('upload_id'),
    /** A text lesson's body (plain text, paragraphs split on blank lines; never HTML); '' for media lessons (0070). */
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default('')
  },
  (t) => [index('course_lessons_course_idx').on(t.courseId, t.sort)]
)

export const courseFloors = pgTable(
  'course_floors',
  {
    id: integer('id').primaryKey(),
    navId: integer('nav_id').references(() => courseNavs.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    /** 1 horizontal scroller, 2 grid, 3 list, 4 waterfall (short videos). */
    style: smallint('style').notNull().default(1),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('course_floors_nav_idx').on(t.navId, t.sort)]
)

/** A card on a course floor: either a course (course_id) or a jump card (jump_type 0..3 of spec §2). */
export const courseFloorItems = pgTable(
  'course_floor_items',
  {
    floorId: integer('floor_id')
      .notNull()
      .references(() => courseFloors.id),
    sort: integer('sort').notNull(),
    courseId: integer('course_id').references(() => courses.id),
    jumpType: smallint('jump_type'),
    jumpSku: text('jump_sku'),
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    cover: text('cover'),
    isWaterfall: smallint('is_waterfall').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.floorId, t.sort] })]
)

/** Banners and ads; jump_type is spec §2's banner jump type, jump_value its target (sku, id, url, deep link). */
export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey(),
    position: text('position').notNull(),
    navId: integer('nav_id'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    image: text('image').notNull(),
    jumpType: smallint('jump_type').notNull(),
    jumpValue: text('jump_value').notNull().default(''),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('ads_position_idx').on(t.position, t.sort)]
)
