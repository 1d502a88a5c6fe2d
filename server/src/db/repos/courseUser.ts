/** Course pages: one course with its lessons and event, and the per-user state around it. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courseCommentLikes,
  courseComments,
  courseEvents,
  courseFloorItems,
  courseFloors,
  courseLessons,
  coursePlayLogs,
  courses,
  liveBookings,
  playProgress,
  shortVideoLikes,
  userCourses,
  users
} from '../schema'
import type { CourseRow } from './course'

export type LessonRow = typeof courseLessons.$inferSelect
export type EventRow = typeof courseEvents.$inferSelect
export type CommentRow = typeof courseComments.$inferSelect & { nickname: string; avatar: string }

export function courseUserRepo(db: Db) {
  return {
    async course(key: string | number): Promise<CourseRow | undefined> {
      const where = typeof key === 'number' || /^\d+$/.test(key) ? eq(courses.id, Number(key)) : eq(courses.sku, key)
      const [row] = await db.select().from(courses).where(where)
      return row
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
    },

    // comments
    async comments(courseId: number, offset: number, limit: number): Promise<{ rows: CommentRow[]; total: number }> {
      const rows = await db
        .select({ c: courseComments, nickname: users.nickname, avatar: users.avatar })
        .from(courseComments)
        .innerJoin(users, eq(users.id, courseComments.userId))
        .where(and(eq(courseComments.courseId, courseId), isNull(users.deletedAt)))
        .orderBy(desc(courseComments.id))
        .offset(offset)
        .limit(limit)
      return {
        rows: rows.map((r) => ({ ...r.c, nickname: r.nickname, avatar: r.avatar })),
        total: await this.commentCount(courseId)
      }
    },
    async commentCount(courseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(courseComments)
        .innerJoin(users, eq(users.id, courseComments.userId))
        .where(and(eq(courseComments.courseId, courseId), isNull(users.deletedAt)))
      return row.n
    },
    async comment(id: number) {
      const [row] = await db.select().from(courseComments).where(eq(courseComments.id, id))
      return row
    },
    async addComment(courseId: number, userId: number, content: string) {
      const [row] = await db.insert(courseComments).values({ courseId, userId, content }).returning()
      return row
    },
    async likedComments(userId: number, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set()
      const rows = await db
        .select({ id: courseCommentLikes.commentId })
        .from(courseCommentLikes)
        .where(and(eq(courseCommentLikes.userId, userId), inArray(courseCommentLikes.commentId, ids)))
      return new Set(rows.map((r) => r.id))
    },
    /** Idempotent: liking twice counts once. Returns the new count. */
    async setCommentLike(commentId: number, userId: number, like: boolean): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = like
          ? await tx
              .insert(courseCommentLikes)
              .values({ commentId, userId })
              .onConflictDoNothing()
              .returning({ id: courseCommentLikes.commentId })
          : await tx
              .delete(courseCommentLikes)
              .where(and(eq(courseCommentLikes.commentId, commentId), eq(courseCommentLikes.userId, userId)))
              .returning({ id: courseCommentLikes.commentId })
        const delta = changed.length ? (like ? 1 : -1) : 0
        const [row] = await tx
          .update(courseComments)
          .set({ likeCount: sql`greatest(0, ${courseComments.likeCount} + ${delta})` })
          .where(eq(courseComments.id, commentId))
          .returning({ n: courseComments.likeCount })
        return row.n
      })
    },

    // live bookings
    async isBooked(userId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(liveBookings)
        .where(and(eq(liveBookings.userId, userId), eq(liveBookings.courseId, courseId)))
      return row.n > 0
    },
    async bookedCount(courseId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(liveBookings).where(eq(liveBookings.courseId, courseId))
      return row.n
    },
    async setBooking(userId: number, courseId: number, book: boolean): Promise<void> {
      if (book) await db.insert(liveBookings).values({ userId, courseId }).onConflictDoNothing()
      else
        await db.delete(liveBookings).where(and(eq(liveBookings.userId, userId), eq(liveBookings.courseId, courseId)))
    },

    // short videos
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
        .where(and(eq(courseFloorItems.floorId, floor.floorId), eq(courses.type, 0), eq(courses.subType, 13)))
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
export type CourseUserRepo = ReturnType<typeof courseUserRepo>
