/** Live rooms: channels, teachers, sign-ins, chat messages, mutes and removals (schema/live.ts). */
import { and, asc, count, desc, eq, gte, isNull, lt, lte } from 'drizzle-orm'
import type { Db } from '../client'
import {
  enterpriseCourses,
  enterpriseGroups,
  enterpriseSanctions,
  liveBans,
  liveChannels,
  liveMessages,
  liveSigns,
  liveTeachers,
  users
} from '../schema'

export type BanKind = 'ban' | 'feng'

export interface LiveMessageRow {
  id: number
  courseId: number
  userId: number
  nickname: string
  kind: number
  text: string
  offsetMs: number
  createdAt: Date
}

const messageColumns = {
  id: liveMessages.id,
  courseId: liveMessages.courseId,
  userId: liveMessages.userId,
  nickname: users.nickname,
  kind: liveMessages.kind,
  text: liveMessages.text,
  offsetMs: liveMessages.offsetMs,
  createdAt: liveMessages.createdAt
}

export function liveRepo(db: Db) {
  return {
    async channel(courseId: number) {
      const [row] = await db.select().from(liveChannels).where(eq(liveChannels.courseId, courseId))
      return row ?? null
    },
    async setChannel(
      courseId: number,
      v: { status: number; provider: string; startedAt?: Date | null; endedAt?: Date | null; replayPath?: string }
    ) {
      await db
        .insert(liveChannels)
        .values({ courseId, ...v })
        .onConflictDoUpdate({ target: liveChannels.courseId, set: v })
    },
    async pin(courseId: number, messageId: number | null) {
      await db
        .insert(liveChannels)
        .values({ courseId, pinnedMessageId: messageId })
        .onConflictDoUpdate({ target: liveChannels.courseId, set: { pinnedMessageId: messageId } })
    },
    async isTeacher(userId: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(liveTeachers).where(eq(liveTeachers.userId, userId))
      return row.n > 0
    },
    /** Signs the user in (idempotent); answers whether this call signed and the room's sign-in count. */
    async sign(courseId: number, userId: number): Promise<{ count: number }> {
      await db.insert(liveSigns).values({ courseId, userId }).onConflictDoNothing()
      return { count: await this.signCount(courseId) }
    },
    async isSigned(courseId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(liveSigns)
        .where(and(eq(liveSigns.courseId, courseId), eq(liveSigns.userId, userId)))
      return row.n > 0
    },
    async signCount(courseId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(liveSigns).where(eq(liveSigns.courseId, courseId))
      return row.n
    },
    async addMessage(v: {
      courseId: number
      userId: number
      kind: number
      text: string
      offsetMs: number
    }): Promise<LiveMessageRow> {
      const [row] = await db
        .insert(liveMessages)
        .values(v)
        .returning({ id: liveMessages.id, createdAt: liveMessages.createdAt })
      const [u] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, v.userId))
      return { ...v, id: row.id, createdAt: row.createdAt, nickname: u?.nickname ?? '' }
    },
    async message(id: number): Promise<LiveMessageRow | null> {
      const [row] = await db
        .select(messageColumns)
        .from(liveMessages)
        .innerJoin(users, eq(users.id, liveMessages.userId))
        .where(and(eq(liveMessages.id, id), isNull(liveMessages.hiddenAt)))
      return row ?? null
    },
    /** The newest `limit` messages before `beforeId` (all when null), oldest first. */
    async history(courseId: number, beforeId: number | null, limit: number): Promise<LiveMessageRow[]> {
      const rows = await db
        .select(messageColumns)
        .from(liveMessages)
        .innerJoin(users, eq(users.id, liveMessages.userId))
        .where(
          and(
            eq(liveMessages.courseId, courseId),
            isNull(liveMessages.hiddenAt),
            beforeId ? lt(liveMessages.id, beforeId) : undefined
          )
        )
        .orderBy(desc(liveMessages.id))
        .limit(limit)
      return rows.reverse()
    },
    /** Messages sent between two stream times (replay), in stream order. */
    async between(courseId: number, fromMs: number, toMs: number, limit: number): Promise<LiveMessageRow[]> {
      return db
        .select(messageColumns)
        .from(liveMessages)
        .innerJoin(users, eq(users.id, liveMessages.userId))
        .where(
          and(
            eq(liveMessages.courseId, courseId),
            isNull(liveMessages.hiddenAt),
            gte(liveMessages.offsetMs, fromMs),
            lte(liveMessages.offsetMs, toMs)
          )
        )
        .orderBy(asc(liveMessages.offsetMs), asc(liveMessages.id))
        .limit(limit)
    },
    async setBan(courseId: number, userId: number, kind: BanKind, on: boolean) {
      if (on) await db.insert(liveBans).values({ courseId, userId, kind }).onConflictDoNothing()
      else
        await db
          .delete(liveBans)
          .where(and(eq(liveBans.courseId, courseId), eq(liveBans.userId, userId), eq(liveBans.kind, kind)))
    },
    /**
     * The teacher's bans of this user in this live, and, for an enterprise's live, the bans its group admins gave
     * the user in any group of that enterprise (enterprise_sanctions: 'ban' mutes, 'feng' removes, as here).
     */
    async bans(courseId: number, userId: number): Promise<BanKind[]> {
      const own = await db
        .select({ kind: liveBans.kind })
        .from(liveBans)
        .where(and(eq(liveBans.courseId, courseId), eq(liveBans.userId, userId)))
      const group = await db
        .select({ kind: enterpriseSanctions.kind })
        .from(enterpriseSanctions)
        .innerJoin(enterpriseGroups, eq(enterpriseGroups.id, enterpriseSanctions.groupId))
        .innerJoin(
          enterpriseCourses,
          and(
            eq(enterpriseCourses.enterpriseId, enterpriseGroups.enterpriseId),
            eq(enterpriseCourses.courseId, courseId),
            eq(enterpriseCourses.kind, 'live')
          )
        )
        .where(eq(enterpriseSanctions.userId, userId))
      return [...new Set([...own, ...group].map((r) => r.kind as BanKind))]
    }
  }
}
export type LiveRepo = ReturnType<typeof liveRepo>
