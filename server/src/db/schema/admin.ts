/**
 * The operator console (issue 31): operator accounts (separate from app users), their sessions and failed
 * sign-ins (tables, so every API process agrees), the append-only audit log, and the console's drafts of
 * meditation albums and tracks (published into med_goods / med_resources, which the app reads).
 */
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex
} from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** scrypt$N$r$p$salt$hash (services/admin/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (otplib 13). */
    totpSecret: text('totp_secret').notNull(),
    /** The last accepted TOTP time step: a code works once. */
    totpLastStep: integer('totp_last_step'),
    /** 'owner' | 'editor' | 'support' | 'moderator' | 'group_admin' */
    role: text('role').notNull(),
    /** The enterprise a group admin is restricted to. */
    enterpriseId: integer('enterprise_id'),
    locale: text('locale').notNull().default('zh-Hant'),
    disabled: smallint('disabled').notNull().default(0),
    lastLoginAt: tz('last_login_at'),
    createdAt: createdAt()
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email)]
)

/** Console sessions, stored as sha256(token); idle and absolute expiry are checked on every request. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull(),
    lastSeenAt: tz('last_seen_at').notNull()
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)]
)

/** Failed console sign-ins (per e-mail and per IP, counted over a window). */
export const operatorLoginFailures = pgTable(
  'operator_login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: tz('at').notNull()
  },
  (t) => [
    index('operator_login_failures_email_idx').on(t.email, t.at),
    index('operator_login_failures_ip_idx').on(t.ip, t.at)
  ]
)

/**
 * Every console write: who, what, on which record, before and after, when. Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE on both engines (migration 0030). No foreign key to operators, so nothing cascades into it.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: tz('at').notNull()
  },
  (t) => [index('admin_audit_at_idx').on(t.at), index('admin_audit_target_idx').on(t.targetType, t.targetId)]
)

/**
 * A meditation album as the console edits it. `id` is the med_goods id it is (or will be) published as: new
 * albums take theirs from the sequence admin_content_ids (far above the seed's ids). Seeded albums get a row here
 * the first time the console edits them.
 */
export const adminAlbums = pgTable('admin_albums', {
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
  sort: integer('sort').notNull().default(0),
  floorId: integer('floor_id'),
  /** 'draft' | 'published' */
  status: text('status').notNull().default('draft'),
  publishedAt: tz('published_at'),
  updatedAt: tz('updated_at').notNull()
})

/** A track of an album as the console edits it; `id` is its med_resources id once published. */
export const adminTracks = pgTable(
  'admin_tracks',
  {
    id: integer('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => adminAlbums.id, { onDelete: 'cascade' }),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    mediaUploadId: text('media_upload_id'),
    mediaPath: text('media_path').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    isVip: smallint('is_vip').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    updatedAt: tz('updated_at').notNull()
  },
  (t) => [index('admin_tracks_album_idx').on(t.albumId, t.sort)]
)

/** An FAQ entry as the console edits it (migration 0041); `id` is its `faqs` id, published or to be. */
export const adminFaqs = pgTable('admin_faqs', {
  id: integer('id').primaryKey(),
  categoryZh: text('category_zh').notNull(),
  categoryEn: text('category_en').notNull(),
  questionZh: text('question_zh').notNull(),
  questionEn: text('question_en').notNull(),
  answerZh: text('answer_zh').notNull(),
  answerEn: text('answer_en').notNull(),
  sort: integer('sort').notNull().default(0),
  /** 'draft' (changes not in the app yet) | 'published' */
  status: text('status').notNull().default('draft'),
  publishedAt: tz('published_at'),
  updatedAt: tz('updated_at').notNull()
})

/**
 * A banner of a home tab as the console edits it (migration 0045); `id` is its `ads` id, published or to be.
 * home 'meditation' publishes to position meditation_index, 'course' to course_index.
 */
export const adminHomeBanners = pgTable('admin_home_banners', {
  id: integer('id').primaryKey(),
  home: text('home').notNull(),
  navId: integer('nav_id'),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  image: text('image').notNull(),
  jumpType: smallint('jump_type').notNull(),
  jumpValue: text('jump_value').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** 'draft' (changes not in the app yet) | 'published' */
  status: text('status').notNull().default('draft'),
  publishedAt: tz('published_at'),
  updatedAt: tz('updated_at').notNull()
})

/** A floor of a home tab as the console edits it (migration 0045); `id` is its med_floors / course_floors id. */
export const adminHomeFloors = pgTable(
  'admin_home_floors',
  {
    home: text('home').notNull(),
    id: integer('id').notNull(),
    navId: integer('nav_id'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    style: smallint('style').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('draft'),
    publishedAt: tz('published_at'),
    updatedAt: tz('updated_at').notNull()
  },
  (t) => [primaryKey({ name: 'admin_home_floors_pk', columns: [t.home, t.id] })]
)
