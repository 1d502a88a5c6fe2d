/**
 * A learner's work on a lesson (spec §7 "notes and repo answers"): private notes, and answers to a lesson's
 * homework that the course's teachers read and reply to. Homework prompts are catalogue rows (the seed, the
 * operators); notes and answers are written by users. Images of an answer are files of `uploaded_files`.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, tz } from './columns'
import { courseLessons } from './course'
import { users } from './users'

/** A learner's private note on a lesson: only its author ever reads it. */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [index('lesson_notes_user_idx').on(t.userId, t.id), index('lesson_notes_lesson_idx').on(t.userId, t.lessonId)]
)

/** The homework of a lesson (a lesson without a row has none). */
export const lessonHomework = pgTable('lesson_homework', {
  lessonId: integer('lesson_id')
    .primaryKey()
    .references(() => courseLessons.id, { onDelete: 'cascade' }),
  promptZh: text('prompt_zh').notNull(),
  promptEn: text('prompt_en').notNull()
})

/** A learner's answer to a lesson's homework, and the teacher's reply once given. */
export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessonHomework.lessonId, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    images: text('images').array().notNull().default([]),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: tz('replied_at'),
    createdAt: createdAt()
  },
  (t) => [
    index('homework_answers_user_idx').on(t.userId, t.id),
    index('homework_answers_lesson_idx').on(t.lessonId, t.id)
  ]
)
