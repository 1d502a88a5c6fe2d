/**
 * Courses: the catalogue (navigation, floors and their cards), one course with its lessons and event, and who
 * owns or watched it.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courseEvents,
  courseFloorItems,
  courseFloors,
  courseLessons,
  courseNavs,
  coursePlayLogs,
  courses,
  playProgress,
  userCourses,
  users
} from '../schema'
import { paginate } from './paginate'

export type CourseRow = typeof courses.$inferSelect
export type FloorItemRow = typeof courseFloorItems.$inferSelect & { course: CourseRow | null }
export type LessonRow = typeof courseLessons.$inferSelect
export type EventRow = typeof courseEvents.$inferSelect

export function courseRepo(db: Db) {
  const itemsQuery = () =>
    db
      .select({ item: courseFloorItems, course: courses })
      .from(courseFloorItems)
      .leftJoin(courses, eq(courses.id, courseFloorItems.courseId))
  const flatten = (rows: { item: typeof courseFloorItems.$inferSelect; course: CourseRow | null }[]): FloorItemRow[] =>
    // a card of a draft course (console, unpublished) is not shown
    rows.filter((r) => r.course?.status !== 'draft').map((r) => ({ ...r.item, course: r.course }))

  return {
    async navs() {
      return db.select().from(courseNavs).orderBy(asc(courseNavs.sort), asc(courseNavs.id))
    },
    async floorsOfNav(navId: number) {
      return db
        .select()
        .from(courseFloors)
        .where(eq(courseFloors.navId, navId))
        .orderBy(asc(courseFloors.sort), asc(courseFloors.id))
    },
    async floor(id: number) {
      const [row] = await db.select().from(courseFloors).where(eq(courseFloors.id, id))
      return row
    },
    async floorItems(floorIds: number[]): Promise<FloorItemRow[]> {
      if (!floorIds.length) return []
      return flatten(
        await itemsQuery()
          .where(inArray(courseFloorItems.floorId, floorIds))
          .orderBy(asc(courseFloorItems.floorId), asc(courseFloorItems.sort))
      )
    },
    async floorItemsPage(
      floorId: number,
      offset: number,
      limit: number
    ): Promise<{ rows: FloorItemRow[]; total: number }> {
      // a draft course's card is left out in SQL, so that pages stay full and the total counts shown cards only
      const shown = and(eq(courseFloorItems.floorId, floorId), or(isNull(courses.status), ne(courses.status, 'draft')))
      const page = await paginate(
        db,
        itemsQuery().where(shown).orderBy(asc(courseFloorItems.sort)),
        undefined,
        offset,
        limit
      )
      return { rows: flatten(page.rows), total: page.total }
    },

    // one course and the people around it
    async course(key: string | number): Promise<CourseRow | undefined> {
      const where = typeof key === 'number' || /^\d+$/.test(key) ? eq(courses.id, Number(key)) : eq(courses.sku, key)
      const [row] = await db
        .select()
        .from(courses)
        .where(and(where, eq(courses.status, 'published')))
      return row
    },
    /** Commodity type and sub type of some courses (what page a card or a search hit opens). */
    async kindsOf(ids: number[]): Promise<Map<number, { type: number; subType: number }>> {
      if (!ids.length) return new Map()
      const rows = await db
        .select({ id: courses.id, type: courses.type, subType: courses.subType })
        .from(courses)
        .where(inArray(courses.id, ids))
      return new Map(rows.map((r) => [r.id, { type: r.type, subType: r.subType }]))
    },
    async lessons(courseId: number): Promise<LessonRow[]> {
      return db
        .select()
        .from(courseLessons)
        .where(eq(courseLessons.courseId, courseId))
        .orderBy(asc(courseLessons.sort), asc(courseLessons.id))
    },
    async event(courseId: number): Promise<EventRow | undefined> {
      const [row] = await db.select().from(courseEvents).where(eq(courseEvents.courseId, courseId))
      return row
    },
    async owns(userId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(userCourses)
        .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
      return row.n > 0
    },
    async grant(userId: number, courseId: number, source: 'order' | 'signup' | 'grant'): Promise<void> {
      await db.insert(userCourses).values({ userId, courseId, source }).onConflictDoNothing()
    },
    async ownerCount(courseId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userCourses).where(eq(userCourses.courseId, courseId))
      return row.n
    },
    /** The newest learners: owners and viewers, one entry per live account. */
    async recentLearners(courseId: number, limit: number) {
      const owners = await db
        .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, at: userCourses.createdAt })
        .from(userCourses)
        .innerJoin(users, eq(users.id, userCourses.userId))
        .where(and(eq(userCourses.courseId, courseId), isNull(users.deletedAt)))
        .orderBy(desc(userCourses.createdAt))
        .limit(limit)
      const viewers = await db
        .select({
          id: users.id,
          nickname: users.nickname,
          avatar: users.avatar,
          at: sql<Date>`max(${coursePlayLogs.createdAt})`
        })
        .from(coursePlayLogs)
        .innerJoin(users, eq(users.id, coursePlayLogs.userId))
        .where(and(eq(coursePlayLogs.courseId, courseId), isNull(users.deletedAt)))
        .groupBy(users.id, users.nickname, users.avatar)
        .orderBy(desc(sql`max(${coursePlayLogs.createdAt})`))
        .limit(limit)
      const seen = new Set<number>()
      return [...owners, ...viewers]
        .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime())
        .filter((p) => !seen.has(p.id) && seen.add(p.id))
        .slice(0, limit)
    },
    /** The lesson (video id) the user touched last among `ids`, from the realtime resume points (kind 9). */
    async lastWatched(userId: number, ids: number[]): Promise<number | undefined> {
      if (!ids.length) return undefined
      const [row] = await db
        .select({ id: playProgress.resourceId })
        .from(playProgress)
        .where(and(eq(playProgress.userId, userId), eq(playProgress.kind, 9), inArray(playProgress.resourceId, ids)))
        .orderBy(desc(playProgress.updatedAt))
        .limit(1)
      return row?.id
    },
    async addPlayLog(userId: number, courseId: number, lessonId: number, playtime: number): Promise<number> {
      const [row] = await db
        .insert(coursePlayLogs)
        .values({ userId, courseId, lessonId, playtime })
        .returning({ id: coursePlayLogs.id })
      return row.id
    }
  }
}
export type CourseRepo = ReturnType<typeof courseRepo>
