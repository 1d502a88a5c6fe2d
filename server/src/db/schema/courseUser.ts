/**
 * Course events and per-user course state: ownership (bought or signed up), comments and their likes, live
 * bookings, short-video likes and course play logs.
 */
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { courses } from './course'
import { users } from './users'

/** In-person details of an activity ticket and the seat count of camps and tickets (seeded). */
export const courseEvents = pgTable('course_events', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id),
  venueZh: text('venue_zh').notNull().default(''),
  venueEn: text('venue_en').notNull().default(''),
  addressZh: text('address_zh').notNull().default(''),
  addressEn: text('address_en').notNull().default(''),
  seats: integer('seats').notNull().default(0),
  /** Where the event is on a map (WGS84), for the ticket's map; null for online events. */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** Signing up needs a bound mobile: a user without one is answered 5001 (spec §8) and binds it first. */
  needsMobile: boolean('needs_mobile').notNull().default(false)
})

/** A course the user owns: bought (commerce writes here after payment), signed up, or granted. */
export const userCourses = pgTable(
  'user_courses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** 'order' | 'signup' | 'grant' */
    source: text('source').notNull().default('order'),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('user_courses_course_idx').on(t.courseId, t.createdAt)]
)

export const courseComments = pgTable(
  'course_comments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt()
  },
  (t) => [index('course_comments_course_idx').on(t.courseId, t.id)]
)

export const courseCommentLikes = pgTable(
  'course_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => courseComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })]
)

export const liveBookings = pgTable(
  'live_bookings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('live_bookings_course_idx').on(t.courseId)]
)

export const shortVideoLikes = pgTable(
  'short_video_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: createdAt()
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('short_video_likes_course_idx').on(t.courseId)]
)

/** Finished course viewing sessions (POST /v3/course/playLog; spec §3 recordCoursePlayData, ≥ 10 s). */
export const coursePlayLogs = pgTable(
  'course_play_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    lessonId: integer('lesson_id').notNull(),
    playtime: integer('playtime').notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index('course_play_logs_user_idx').on(t.userId, t.id),
    index('course_play_logs_course_idx').on(t.courseId, t.id),
    index('course_play_logs_user_created_idx').on(t.userId, t.createdAt)
  ]
)
