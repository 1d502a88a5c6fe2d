/**
 * Course notes and homework answers (issue 33). Every read and write of a note or an answer names its owner, so
 * one user can never reach another's note; teachers (`live_teachers`) read all answers and write the replies.
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courseLessons, courses, homeworkAnswers, lessonHomework, lessonNotes, liveTeachers, users } from '../schema'
import { paginate } from './paginate'

export interface LessonRefRow {
  lessonId: number
  lessonTitleZh: string
  lessonTitleEn: string
  courseId: number
  courseSku: string
  courseTitleZh: string
  courseTitleEn: string
}
export type NoteRow = typeof lessonNotes.$inferSelect & LessonRefRow
export type AnswerRow = typeof homeworkAnswers.$inferSelect &
  LessonRefRow & { nickname: string; teacherNickname: string | null }

const refFields = {
  lessonTitleZh: courseLessons.titleZh,
  lessonTitleEn: courseLessons.titleEn,
  courseId: courses.id,
  courseSku: courses.sku,
  courseTitleZh: courses.titleZh,
  courseTitleEn: courses.titleEn
}

export function learningNotesRepo(db: Db) {
  const noteQuery = (where: SQL | undefined) =>
    db
      .select({ n: lessonNotes, ...refFields })
      .from(lessonNotes)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonNotes.lessonId))
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(where)
  const noteRow = ({ n, ...ref }: Awaited<ReturnType<typeof noteQuery>>[number]): NoteRow => ({ ...n, ...ref })

  const teacher = db.$with('teacher').as(db.select({ id: users.id, nickname: users.nickname }).from(users))
  const answerQuery = (where: SQL | undefined) =>
    db
      .with(teacher)
      .select({ a: homeworkAnswers, ...refFields, nickname: users.nickname, teacherNickname: teacher.nickname })
      .from(homeworkAnswers)
      .innerJoin(users, eq(users.id, homeworkAnswers.userId))
      .innerJoin(courseLessons, eq(courseLessons.id, homeworkAnswers.lessonId))
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .leftJoin(teacher, eq(teacher.id, homeworkAnswers.repliedBy))
      .where(and(isNull(users.deletedAt), where))
  const answerRow = ({ a, ...rest }: Awaited<ReturnType<typeof answerQuery>>[number]): AnswerRow => ({
    ...a,
    ...rest
  })

  return {
    async lessonExists(lessonId: number): Promise<boolean> {
      const [row] = await db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.id, lessonId))
      return !!row
    },

    /** The user's notes (of one lesson, or all), newest first. */
    async notes(userId: number, lessonId: number | null, offset: number, limit: number) {
      const where = and(eq(lessonNotes.userId, userId), lessonId ? eq(lessonNotes.lessonId, lessonId) : undefined)
      const query = noteQuery(where).orderBy(desc(lessonNotes.id))
      const page = await paginate(db, query, { table: lessonNotes, where }, offset, limit)
      return { rows: page.rows.map(noteRow), total: page.total }
    },

    async note(userId: number, id: number): Promise<NoteRow | undefined> {
      const [row] = await noteQuery(and(eq(lessonNotes.id, id), eq(lessonNotes.userId, userId)))
      return row && noteRow(row)
    },

    async createNote(userId: number, lessonId: number, content: string): Promise<number> {
      const [row] = await db.insert(lessonNotes).values({ userId, lessonId, content }).returning({ id: lessonNotes.id })
      return row.id
    },

    /** False when the note is not the user's (or gone). */
    async updateNote(userId: number, id: number, content: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(lessonNotes)
        .set({ content, updatedAt: at })
        .where(and(eq(lessonNotes.id, id), eq(lessonNotes.userId, userId)))
        .returning({ id: lessonNotes.id })
      return rows.length > 0
    },

    async deleteNote(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(lessonNotes)
        .where(and(eq(lessonNotes.id, id), eq(lessonNotes.userId, userId)))
        .returning({ id: lessonNotes.id })
      return rows.length > 0
    },

    async homework(lessonId: number) {
      const [row] = await db.select().from(lessonHomework).where(eq(lessonHomework.lessonId, lessonId))
      return row
    },

    /** Answers, newest first: the user's own (of one lesson or all), or every answer (a teacher's inbox). */
    async answers(filter: { userId?: number; lessonId?: number }, offset: number, limit: number) {
      const where = and(
        filter.userId ? eq(homeworkAnswers.userId, filter.userId) : undefined,
        filter.lessonId ? eq(homeworkAnswers.lessonId, filter.lessonId) : undefined
      )
      const page = await paginate(db, answerQuery(where).orderBy(desc(homeworkAnswers.id)), undefined, offset, limit)
      return { rows: page.rows.map(answerRow), total: page.total }
    },

    async answer(id: number): Promise<AnswerRow | undefined> {
      const [row] = await answerQuery(eq(homeworkAnswers.id, id))
      return row && answerRow(row)
    },

    async createAnswer(a: { userId: number; lessonId: number; content: string; images: string[] }): Promise<number> {
      const [row] = await db.insert(homeworkAnswers).values(a).returning({ id: homeworkAnswers.id })
      return row.id
    },

    async deleteAnswer(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(homeworkAnswers)
        .where(and(eq(homeworkAnswers.id, id), eq(homeworkAnswers.userId, userId)))
        .returning({ id: homeworkAnswers.id })
      return rows.length > 0
    },

    async reply(id: number, teacherId: number, content: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(homeworkAnswers)
        .set({ reply: content, repliedBy: teacherId, repliedAt: at })
        .where(eq(homeworkAnswers.id, id))
        .returning({ id: homeworkAnswers.id })
      return rows.length > 0
    },

    async isTeacher(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: liveTeachers.userId })
        .from(liveTeachers)
        .where(eq(liveTeachers.userId, userId))
      return !!row
    }
  }
}
export type LearningNotesRepo = ReturnType<typeof learningNotesRepo>
