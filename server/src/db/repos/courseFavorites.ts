/**
 * Saved courses and course watch history of a user. Saving is idempotent (the unique index on user and course
 * decides, so parallel saves leave one row); the history keeps one row per course, moved to the lesson and
 * position watched last.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courseFavorites, courseHistories, courseLessons, courses } from '../schema'
import type { CourseRow, LessonRow } from './course'
import { upsertProgress, type ProgressRow } from './progress'
import { paginate } from './paginate'

export interface FavoriteCourseRow {
  id: number
  createdAt: Date
  course: CourseRow
}

export interface HistoryCourseRow {
  id: number
  lessonId: number
  position: number
  updatedAt: Date
  course: CourseRow
  lesson: LessonRow | null
}

export function courseFavoritesRepo(db: Db) {
  const historyQuery = (where: SQL | undefined) =>
    db
      .select({ h: courseHistories, course: courses, lesson: courseLessons })
      .from(courseHistories)
      .innerJoin(courses, eq(courses.id, courseHistories.courseId))
      .leftJoin(courseLessons, eq(courseLessons.id, courseHistories.lessonId))
      .where(where)
      .orderBy(desc(courseHistories.updatedAt), desc(courseHistories.id))
  const historyRow = (r: {
    h: typeof courseHistories.$inferSelect
    course: CourseRow
    lesson: LessonRow | null
  }): HistoryCourseRow => ({
    id: r.h.id,
    lessonId: r.h.lessonId,
    position: r.h.position,
    updatedAt: r.h.updatedAt,
    course: r.course,
    lesson: r.lesson
  })

  return {
    /** Saves the course (a no-op when saved already); returns the favourite's id either way. */
    async add(userId: number, courseId: number): Promise<number> {
      const [row] = await db
        .insert(courseFavorites)
        .values({ userId, courseId })
        .onConflictDoNothing({ target: [courseFavorites.userId, courseFavorites.courseId] })
        .returning({ id: courseFavorites.id })
      if (row) return row.id
      const [kept] = await db
        .select({ id: courseFavorites.id })
        .from(courseFavorites)
        .where(and(eq(courseFavorites.userId, userId), eq(courseFavorites.courseId, courseId)))
      return kept.id
    },
    /** False when the course was not saved (a repeated or parallel removal). */
    async remove(userId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .delete(courseFavorites)
        .where(and(eq(courseFavorites.userId, userId), eq(courseFavorites.courseId, courseId)))
        .returning({ id: courseFavorites.id })
      return rows.length > 0
    },
    async isSaved(userId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: courseFavorites.id })
        .from(courseFavorites)
        .where(and(eq(courseFavorites.userId, userId), eq(courseFavorites.courseId, courseId)))
      return !!row
    },
    async get(userId: number, courseId: number): Promise<FavoriteCourseRow | undefined> {
      const [row] = await db
        .select({ f: courseFavorites, course: courses })
        .from(courseFavorites)
        .innerJoin(courses, eq(courses.id, courseFavorites.courseId))
        .where(and(eq(courseFavorites.userId, userId), eq(courseFavorites.courseId, courseId)))
      return row ? { id: row.f.id, createdAt: row.f.createdAt, course: row.course } : undefined
    },
    /** Newest first. */
    async page(userId: number, offset: number, limit: number): Promise<{ rows: FavoriteCourseRow[]; total: number }> {
      const mine = eq(courseFavorites.userId, userId)
      const query = db
        .select({ f: courseFavorites, course: courses })
        .from(courseFavorites)
        .innerJoin(courses, eq(courses.id, courseFavorites.courseId))
        .where(mine)
        .orderBy(desc(courseFavorites.id))
      const page = await paginate(db, query, { table: courseFavorites, where: mine }, offset, limit)
      return {
        rows: page.rows.map((r) => ({ id: r.f.id, createdAt: r.f.createdAt, course: r.course })),
        total: page.total
      }
    },

    /** The course's history row moves to this lesson and position (one row per user and course). */
    /**
     * Moves the course's history to this lesson and position and writes the lesson's resume point, in one
     * transaction. The history row's lock orders parallel ticks, so the history and the resume point always end
     * on the same tick (written apart, two ticks committing at once could leave them on different ones).
     */
    async watch(
      userId: number,
      courseId: number,
      lessonId: number,
      position: number,
      at: Date,
      resume: ProgressRow
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(courseHistories)
          .values({ userId, courseId, lessonId, position, createdAt: at, updatedAt: at })
          .onConflictDoUpdate({
            target: [courseHistories.userId, courseHistories.courseId],
            set: {
              lessonId: sql`excluded.lesson_id`,
              position: sql`excluded.position`,
              updatedAt: sql`excluded.updated_at`
            }
          })
          .returning({ id: courseHistories.id })
        await upsertProgress(tx, [resume])
        return row.id
      })
    },
    async history(userId: number, courseId: number): Promise<HistoryCourseRow | undefined> {
      const [row] = await historyQuery(
        and(eq(courseHistories.userId, userId), eq(courseHistories.courseId, courseId))
      ).limit(1)
      return row ? historyRow(row) : undefined
    },
    /** Most recently watched first. */
    async historyPage(
      userId: number,
      offset: number,
      limit: number
    ): Promise<{ rows: HistoryCourseRow[]; total: number }> {
      const mine = eq(courseHistories.userId, userId)
      const page = await paginate(db, historyQuery(mine), { table: courseHistories, where: mine }, offset, limit)
      return { rows: page.rows.map(historyRow), total: page.total }
    }
  }
}
export type CourseFavoritesRepo = ReturnType<typeof courseFavoritesRepo>
