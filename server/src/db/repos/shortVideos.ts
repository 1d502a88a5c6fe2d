/** Short videos (course sub_type 13): the floor a video is shown in, and likes. */
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { courseFloorItems, courseFloors, courses, shortVideoLikes } from '../schema'
import type { CourseRow } from './course'

export function shortVideosRepo(db: Db) {
  return {
    /** Short videos (sub_type 13) of the first floor holding `courseId` (a waterfall floor when asked), in order. */
    async shortVideoFloor(courseId: number, waterfall: boolean): Promise<CourseRow[]> {
      const floors = await db
        .select({ floorId: courseFloorItems.floorId, style: courseFloors.style })
        .from(courseFloorItems)
        .innerJoin(courseFloors, eq(courseFloors.id, courseFloorItems.floorId))
        .where(eq(courseFloorItems.courseId, courseId))
        .orderBy(asc(courseFloors.sort), asc(courseFloors.id))
      const floor = (waterfall ? floors.find((f) => f.style === 4) : undefined) ?? floors[0]
      if (!floor) return []
      const rows = await db
        .select({ c: courses })
        .from(courseFloorItems)
        .innerJoin(courses, eq(courses.id, courseFloorItems.courseId))
        .where(
          and(
            eq(courseFloorItems.floorId, floor.floorId),
            eq(courses.type, 0),
            eq(courses.subType, 13),
            eq(courses.status, 'published')
          )
        )
        .orderBy(asc(courseFloorItems.sort))
      return rows.map((r) => r.c)
    },
    async shortVideoLikes(
      ids: number[],
      userId: number | null
    ): Promise<{ counts: Map<number, number>; liked: Set<number> }> {
      if (!ids.length) return { counts: new Map(), liked: new Set() }
      const rows = await db
        .select({ id: shortVideoLikes.courseId, n: count() })
        .from(shortVideoLikes)
        .where(inArray(shortVideoLikes.courseId, ids))
        .groupBy(shortVideoLikes.courseId)
      const mine =
        userId === null
          ? []
          : await db
              .select({ id: shortVideoLikes.courseId })
              .from(shortVideoLikes)
              .where(and(eq(shortVideoLikes.userId, userId), inArray(shortVideoLikes.courseId, ids)))
      return { counts: new Map(rows.map((r) => [r.id, r.n])), liked: new Set(mine.map((r) => r.id)) }
    },
    async setShortVideoLike(userId: number, courseId: number, like: boolean): Promise<void> {
      if (like) await db.insert(shortVideoLikes).values({ userId, courseId }).onConflictDoNothing()
      else
        await db
          .delete(shortVideoLikes)
          .where(and(eq(shortVideoLikes.userId, userId), eq(shortVideoLikes.courseId, courseId)))
    }
  }
}
export type ShortVideosRepo = ReturnType<typeof shortVideosRepo>
