/**
 * The discovery feed's reads: a shuffled pick of the catalogue's courses (the shuffle fixed by a seed, so one
 * feed pages through one order with no repeats and a pull-to-refresh with a new seed reshuffles), the newest
 * courses, and the short videos. Member cards (type 3) are bought on the member page and are not picked.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { courseSystemPages, courses } from '../schema'
import { paginate } from './paginate'

type CourseRow = typeof courses.$inferSelect

/** Course sub_type 13: a short video (spec §2 course card jump). */
export const SHORT_VIDEO_SUB_TYPE = 13
const MEMBER_CARD_TYPE = 3

export function discoverRepo(db: Db) {
  const picked = and(ne(courses.type, MEMBER_CARD_TYPE), ne(courses.subType, SHORT_VIDEO_SUB_TYPE))
  return {
    async random(seed: number, offset: number, limit: number): Promise<{ rows: CourseRow[]; total: number }> {
      const query = db
        .select()
        .from(courses)
        .where(picked)
        .orderBy(sql`md5(${courses.id}::text || ':' || ${String(seed)})`, courses.id)
      return paginate(db, query, { table: courses, where: picked }, offset, limit)
    },
    async newest(limit: number): Promise<CourseRow[]> {
      return db.select().from(courses).where(picked).orderBy(desc(courses.id)).limit(limit)
    },
    async coursesBySku(skus: string[]): Promise<CourseRow[]> {
      if (!skus.length) return []
      return db.select().from(courses).where(inArray(courses.sku, skus))
    },
    async systemPages() {
      return db
        .select({ id: courseSystemPages.id, titleZh: courseSystemPages.titleZh, titleEn: courseSystemPages.titleEn })
        .from(courseSystemPages)
        .where(eq(courseSystemPages.published, 1))
        .orderBy(asc(courseSystemPages.sort), asc(courseSystemPages.id))
    },
    async systemPage(id: number) {
      const [row] = await db
        .select()
        .from(courseSystemPages)
        .where(and(eq(courseSystemPages.id, id), eq(courseSystemPages.published, 1)))
      return row
    },
    async shortVideos(limit: number): Promise<CourseRow[]> {
      return db
        .select()
        .from(courses)
        .where(eq(courses.subType, SHORT_VIDEO_SUB_TYPE))
        .orderBy(courses.sort, courses.id)
        .limit(limit)
    }
  }
}
export type DiscoverRepo = ReturnType<typeof discoverRepo>
