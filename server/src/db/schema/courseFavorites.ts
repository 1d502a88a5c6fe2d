/**
 * A user's saved courses and watch history (spec §7 "Other": /v2/favorites, /v2/histories). One favourite per user
 * and course (the unique index makes a repeated save a no-op); one history row per user and course, holding the
 * lesson watched last, its position and when.
 */
import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { courses } from './course'
import { users } from './users'

export const courseFavorites = pgTable(
  'course_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex('course_favorites_uq').on(t.userId, t.courseId),
    index('course_favorites_user_idx').on(t.userId, t.id)
  ]
)

export const courseHistories = pgTable(
  'course_histories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    lessonId: integer('lesson_id').notNull(),
    /** Seconds into the lesson. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('course_histories_uq').on(t.userId, t.courseId),
    index('course_histories_user_idx').on(t.userId, t.updatedAt)
  ]
)
