/** Course catalogue reads: navigation, floors and their cards. */
import { asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { courseFloorItems, courseFloors, courseNavs, courses } from '../schema'

export type CourseRow = typeof courses.$inferSelect
export type FloorItemRow = typeof courseFloorItems.$inferSelect & { course: CourseRow | null }

export function courseRepo(db: Db) {
  const itemsQuery = () =>
    db
      .select({ item: courseFloorItems, course: courses })
      .from(courseFloorItems)
      .leftJoin(courses, eq(courses.id, courseFloorItems.courseId))
  const flatten = (rows: { item: typeof courseFloorItems.$inferSelect; course: CourseRow | null }[]): FloorItemRow[] =>
    rows.map((r) => ({ ...r.item, course: r.course }))

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
      const rows = flatten(
        await itemsQuery()
          .where(eq(courseFloorItems.floorId, floorId))
          .orderBy(asc(courseFloorItems.sort))
          .offset(offset)
          .limit(limit)
      )
      const [{ n }] = await db
        .select({ n: count() })
        .from(courseFloorItems)
        .where(eq(courseFloorItems.floorId, floorId))
      return { rows, total: n }
    }
  }
}
export type CourseRepo = ReturnType<typeof courseRepo>
