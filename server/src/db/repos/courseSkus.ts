/** Courses looked up by a list of skus or ids (POST /v3/get/sku/list, GET /v3/get/middle/sku) or by a video (vod comments). */
import { eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../client'
import { courseLessons, courses } from '../schema'
import type { CourseRow } from './course'

export function courseSkusRepo(db: Db) {
  return {
    /** The courses whose sku or numeric id is among `keys`, keyed by each key as given (unknown keys absent). */
    async byKeys(keys: string[]): Promise<Map<string, CourseRow>> {
      if (!keys.length) return new Map()
      const ids = keys.filter((k) => /^\d+$/.test(k)).map(Number)
      const skus = keys.filter((k) => !/^\d+$/.test(k))
      const conds = [
        ...(skus.length ? [inArray(courses.sku, skus)] : []),
        ...(ids.length ? [inArray(courses.id, ids)] : [])
      ]
      const rows = await db
        .select()
        .from(courses)
        .where(conds.length === 1 ? conds[0] : or(...conds))
      const out = new Map<string, CourseRow>()
      for (const k of keys) {
        const row = /^\d+$/.test(k) ? rows.find((r) => r.id === Number(k)) : rows.find((r) => r.sku === k)
        if (row) out.set(k, row)
      }
      return out
    },
    /** The course a video belongs to: a lesson's course, or a course whose own video is its replay (ids never meet). */
    async courseOfVod(id: number): Promise<CourseRow | undefined> {
      const [lesson] = await db
        .select({ courseId: courseLessons.courseId })
        .from(courseLessons)
        .where(eq(courseLessons.id, id))
      const [row] = await db
        .select()
        .from(courses)
        .where(eq(courses.id, lesson?.courseId ?? id))
      return lesson || row?.videoPath ? row : undefined
    }
  }
}
export type CourseSkusRepo = ReturnType<typeof courseSkusRepo>
