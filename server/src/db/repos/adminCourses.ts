/**
 * The console's VOD courses (type 0, sub_type 1/9/10/12) with their lessons, and short videos (sub_type 13), issue
 * 31. They live in `courses` itself: a console-created one is a draft (status 'draft', which the app's lookup in
 * repos/course.ts skips) until published; unpublishing makes it a draft again. Writes to `courses` and
 * `course_lessons` fire the change-feed trigger (0009), so every process drops its catalogue cache.
 * Lesson ids follow the catalogue's rule: course id × 100 + n.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courseLessons, courses } from '../schema'
import { allocateCourseId } from './adminLives'
import type { CourseRow, LessonRow } from './course'
import { paginate } from './paginate'

export const VOD_SUBTYPES = [1, 9, 10, 12] as const
export const SHORT_VIDEO = 13

export type CourseFields = Pick<
  CourseRow,
  | 'subType'
  | 'titleZh'
  | 'titleEn'
  | 'subtitleZh'
  | 'subtitleEn'
  | 'teacherZh'
  | 'teacherEn'
  | 'introZh'
  | 'introEn'
  | 'cover'
  | 'videoPath'
  | 'duration'
  | 'priceCents'
  | 'originalPriceCents'
  | 'cardLevel'
>
export type LessonFields = Pick<
  LessonRow,
  'titleZh' | 'titleEn' | 'videoPath' | 'duration' | 'isFree' | 'mediaKind' | 'uploadId'
> &
  Partial<Pick<LessonRow, 'bodyZh' | 'bodyEn'>>
export interface CourseWithLessons {
  course: CourseRow
  lessons: LessonRow[]
}

export interface CourseFilter {
  subTypes: readonly number[]
  status?: string
  q?: string
}

export function adminCourseRepo(db: Db) {
  const lessonsOf = (id: number) =>
    db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, id))
      .orderBy(asc(courseLessons.sort), asc(courseLessons.id))
  const where = (f: CourseFilter): SQL => {
    const q = f.q?.trim()
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
    return and(
      eq(courses.type, 0),
      inArray(courses.subType, [...f.subTypes]),
      f.status ? eq(courses.status, f.status) : undefined,
      like
        ? or(
            ilike(courses.titleZh, like),
            ilike(courses.titleEn, like),
            ilike(courses.teacherZh, like),
            ilike(courses.teacherEn, like),
            ilike(courses.sku, like)
          )
        : undefined
    )!
  }
  return {
    async list(
      f: CourseFilter,
      offset: number,
      limit: number
    ): Promise<{ rows: (CourseRow & { lessonCount: number })[]; total: number }> {
      const query = db
        .select()
        .from(courses)
        .where(where(f))
        .orderBy(sql`${courses.id} desc`)
      const { rows, total } = await paginate(db, query, { table: courses, where: where(f) }, offset, limit)
      const counts = rows.length
        ? await db
            .select({ id: courseLessons.courseId, n: count() })
            .from(courseLessons)
            .where(
              inArray(
                courseLessons.courseId,
                rows.map((r) => r.id)
              )
            )
            .groupBy(courseLessons.courseId)
        : []
      const by = new Map(counts.map((c) => [c.id, Number(c.n)]))
      return { rows: rows.map((r) => ({ ...r, lessonCount: by.get(r.id) ?? 0 })), total }
    },
    /** The course (of the given sub types), locked for the transaction when `lock`. */
    async find(id: number, subTypes: readonly number[], lock = false): Promise<CourseWithLessons | undefined> {
      const q = db
        .select()
        .from(courses)
        .where(and(eq(courses.id, id), eq(courses.type, 0), inArray(courses.subType, [...subTypes])))
      const [course] = lock ? await q.for('update') : await q
      return course && { course, lessons: await lessonsOf(id) }
    },
    async create(f: CourseFields, skuPrefix: string): Promise<CourseWithLessons> {
      const id = await allocateCourseId(db)
      const [course] = await db
        .insert(courses)
        .values({ ...f, id, sku: `${skuPrefix}-${id}`, type: 0, status: 'draft' })
        .returning()
      return { course, lessons: [] }
    },
    async update(id: number, f: Partial<CourseFields>): Promise<CourseWithLessons> {
      if (Object.keys(f).length) await db.update(courses).set(f).where(eq(courses.id, id))
      const [course] = await db.select().from(courses).where(eq(courses.id, id))
      return { course, lessons: await lessonsOf(id) }
    },
    /** Keeps `pending` as the course's unpublished changes (null: none); the fields the app reads stay. */
    async setPending(id: number, pending: Record<string, unknown> | null): Promise<CourseWithLessons> {
      await db.update(courses).set({ pending }).where(eq(courses.id, id))
      return this.update(id, {})
    },
    /** Writes the pending changes into the course's fields and clears them (the caller holds the row lock). */
    async applyPending(id: number, pending: Partial<CourseFields>): Promise<CourseWithLessons> {
      await db
        .update(courses)
        .set({ ...pending, pending: null })
        .where(eq(courses.id, id))
      return this.update(id, {})
    },
    async setStatus(id: number, status: 'draft' | 'published', now: Date): Promise<CourseWithLessons> {
      await db
        .update(courses)
        .set(status === 'published' ? { status, publishedAt: now } : { status })
        .where(eq(courses.id, id))
      return this.update(id, {})
    },
    async addLesson(id: number, f: LessonFields): Promise<CourseWithLessons> {
      const [{ top, last }] = await db
        .select({
          top: sql<number>`coalesce(max(${courseLessons.id}), 0)`,
          last: sql<number>`coalesce(max(${courseLessons.sort}), 0)`
        })
        .from(courseLessons)
        .where(eq(courseLessons.courseId, id))
      const lessonId = Math.max(Number(top) + 1, id * 100 + 1)
      await db.insert(courseLessons).values({ ...f, id: lessonId, courseId: id, sort: Number(last) + 1 })
      return this.update(id, {})
    },
    async updateLesson(id: number, lessonId: number, f: Partial<LessonFields>): Promise<CourseWithLessons> {
      await db
        .update(courseLessons)
        .set(f)
        .where(and(eq(courseLessons.courseId, id), eq(courseLessons.id, lessonId)))
      return this.update(id, {})
    },
    /** Writes the lessons' order: `ids` is every lesson of the course once. */
    async reorder(id: number, ids: number[]): Promise<CourseWithLessons> {
      for (const [i, lessonId] of ids.entries())
        await db
          .update(courseLessons)
          .set({ sort: i + 1 })
          .where(and(eq(courseLessons.courseId, id), eq(courseLessons.id, lessonId)))
      return this.update(id, {})
    },
    async removeLesson(id: number, lessonId: number): Promise<CourseWithLessons> {
      await db.delete(courseLessons).where(and(eq(courseLessons.courseId, id), eq(courseLessons.id, lessonId)))
      return this.update(id, {})
    }
  }
}
