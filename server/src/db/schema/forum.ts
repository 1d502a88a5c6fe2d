/**
 * The study community (forum): posts with text and up to nine images or one video, their comments, likes and
 * reports, the users each user has blocked, and the banned words a post or comment may not contain. Images,
 * videos and posters are files of `uploaded_files`, named here by their public name.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { users } from './users'

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'text' (text and images) | 'video' */
    kind: text('kind').notNull().default('text'),
    content: text('content').notNull().default(''),
    images: text('images').array().notNull().default([]),
    video: text('video'),
    poster: text('poster'),
    videoSeconds: integer('video_seconds').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** 'visible' | 'review' (hidden after enough reports, until someone reviews it) */
    status: text('status').notNull().default('visible'),
    createdAt: createdAt()
  },
  (t) => [
    index('forum_posts_latest_idx').on(t.status, t.id),
    index('forum_posts_user_idx').on(t.userId),
    // the popular tab's order (0044_scale_indexes)
    index('forum_posts_popular_idx').on(t.status, sql`(${t.likeCount} + 2 * ${t.commentCount}) DESC`, t.id.desc())
  ]
)

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt()
  },
  (t) => [index('forum_comments_post_idx').on(t.postId, t.id)]
)

export const forumLikes = pgTable(
  'forum_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_likes_user_idx').on(t.userId)]
)

export const forumReports = pgTable(
  'forum_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })]
)

/**
 * The moderation queue: posts that reports hid (`hidden` 1, the post's status 'review'), or that reports would
 * have hidden but whose author is an established member (`hidden` 0: still visible, for a person to look at).
 * The operator console reviews them: `state` 'pending' → 'kept' (the post shows again and reports no longer hide
 * it) or 'removed'. `points` are the weighted reports when it was queued (routes/forum/rules.ts).
 */
export const forumModeration = pgTable(
  'forum_moderation',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending'),
    hidden: smallint('hidden').notNull(),
    points: integer('points').notNull(),
    queuedAt: tz('queued_at').notNull(),
    reviewedAt: tz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' })
  },
  (t) => [index('forum_moderation_state_idx').on(t.state, t.queuedAt)]
)

export const forumBlocks = pgTable(
  'forum_blocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: integer('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedUserId] })]
)

/** A video uploaded for a post (POST /v3/forum/video): the poster frame the server made and the duration. */
export const forumVideos = pgTable('forum_videos', {
  video: text('video').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  poster: text('poster').notNull(),
  seconds: integer('seconds').notNull(),
  createdAt: createdAt()
})

/** Words a post or comment may not contain, compared after the search normalisation (lib/searchText.ts). */
export const forumBannedWords = pgTable('forum_banned_words', {
  word: text('word').primaryKey(),
  createdAt: createdAt()
})
