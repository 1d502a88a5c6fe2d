/**
 * Enterprises (brand spaces), their groups and members, group sanctions (ban = muted in the live chat, feng =
 * removed from the group), WeCom identities, and the content only members see: courses and lives (rows of
 * `courses`) and members-only audio albums with their tracks.
 */
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { courses } from './course'
import { users } from './users'

export const enterprises = pgTable(
  'enterprises',
  {
    id: integer('id').primaryKey(),
    /** The brand space's route name: /study/pages/enterprise/<slug>. */
    slug: text('slug').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** The WeCom corporation whose staff belong to this enterprise when they log in with WeCom. */
    wecomCorpId: text('wecom_corp_id'),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [uniqueIndex('enterprises_slug_uq').on(t.slug), uniqueIndex('enterprises_corp_uq').on(t.wecomCorpId)]
)

export const enterpriseGroups = pgTable(
  'enterprise_groups',
  {
    id: integer('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** The invite code (typed or in the QR link); upper-case letters and digits. */
    joinCode: text('join_code').notNull(),
    /** The code no longer admits anyone after this; null: no end. */
    codeExpiresAt: tz('code_expires_at'),
    /** The group WeCom logins of the enterprise join. */
    isDefault: smallint('is_default').notNull().default(0)
  },
  (t) => [
    uniqueIndex('enterprise_groups_code_uq').on(t.joinCode),
    index('enterprise_groups_ent_idx').on(t.enterpriseId)
  ]
)

export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => enterpriseGroups.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 member, 1 admin. */
    role: smallint('role').notNull().default(0),
    /** How the user joined: wecom, token, invite, seed. */
    via: text('via').notNull().default('invite'),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('enterprise_members_user_idx').on(t.userId)]
)

export const enterpriseSanctions = pgTable(
  'enterprise_sanctions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => enterpriseGroups.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'ban': muted in the group's live chat; 'feng': removed from the group (cannot rejoin until lifted). */
    kind: text('kind').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.kind] })]
)

export const enterpriseWecomUsers = pgTable(
  'enterprise_wecom_users',
  {
    corpId: text('corp_id').notNull(),
    wecomUserId: text('wecom_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.corpId, t.wecomUserId] })]
)

/** Courses and lives of an enterprise's space (kind 'course' | 'live'). */
export const enterpriseCourses = pgTable(
  'enterprise_courses',
  {
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    kind: text('kind').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.courseId] }), index('enterprise_courses_course_idx').on(t.courseId)]
)

export const enterpriseAlbums = pgTable(
  'enterprise_albums',
  {
    id: integer('id').primaryKey(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    sku: text('sku').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    cover: text('cover').notNull().default(''),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [uniqueIndex('enterprise_albums_sku_uq').on(t.sku)]
)

export const enterpriseTracks = pgTable(
  'enterprise_tracks',
  {
    id: integer('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => enterpriseAlbums.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    fullPath: text('full_path').notNull(),
    duration: integer('duration').notNull(),
    sort: integer('sort').notNull().default(0)
  },
  (t) => [index('enterprise_tracks_album_idx').on(t.albumId, t.sort)]
)
