/**
 * Curated collections (meditation albums and courses, seeded) with users' favourites, and the comments under a
 * meditation track with their likes (the course comments live in courseUser.ts).
 */
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, tz } from './columns'
import { courses } from './course'
import { medGoods, medResources } from './meditation'
import { users } from './users'

export const collections = pgTable('collections', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  introZh: text('intro_zh').notNull().default(''),
  introEn: text('intro_en').notNull().default(''),
  cover: text('cover').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** Console drafts and unpublished collections are not in the app (migration 0060); the seed's are published. */
  status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
  publishedAt: tz('published_at')
})

/** One entry of a collection: exactly one of a meditation goods or a course. */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    goodsId: integer('goods_id').references(() => medGoods.id),
    courseId: integer('course_id').references(() => courses.id)
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.position] }),
    check('collection_items_one_target', sql`(${t.goodsId} is null) <> (${t.courseId} is null)`)
  ]
)

export const collectionFavorites = pgTable(
  'collection_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectionId] }),
    index('collection_favorites_collection_idx').on(t.collectionId)
  ]
)

export const medResourceComments = pgTable(
  'med_resource_comments',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => medResources.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [index('med_resource_comments_resource_idx').on(t.resourceId, t.id)]
)

export const medResourceCommentLikes = pgTable(
  'med_resource_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => medResourceComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })]
)
