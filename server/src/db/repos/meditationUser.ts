/**
 * Per-user meditation state: favorites, likes, study-plan joins, timer presets and sessions, listening history
 * with titles, the resume point for "continue listening", and the activity the achievements are computed from.
 */
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  activityDays,
  insightSessions,
  medFavorites,
  medGoods,
  medResourceLikes,
  medResources,
  playLogs,
  playProgress,
  timerPresets,
  userStudyPlans
} from '../schema'
import { paginate } from './paginate'

export type FavoriteRow = {
  id: number
  resourceId: number
  createdAt: Date
  g: typeof medGoods.$inferSelect
  r: typeof medResources.$inferSelect | null
}
export type PresetRow = typeof timerPresets.$inferSelect
export type SessionRow = typeof insightSessions.$inferSelect
/** A practised day: days since 1970-01-01 in the user's zone, seconds and activities that day. */
export interface ActivityDay {
  day: number
  seconds: number
  sessions: number
}

export interface PresetInput {
  title: string
  minutes: number
  intervalMinutes: number
  warmupSeconds: number
  sceneId: number | null
}

export function meditationUserRepo(db: Db) {
  return {
    async resource(id: number) {
      const [row] = await db
        .select({ r: medResources, g: medGoods })
        .from(medResources)
        .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(eq(medResources.id, id))
      return row
    },

    // ---------------------------------------------------------------- favorites
    async addFavorite(userId: number, goodsId: number, resourceId: number): Promise<number> {
      await db.insert(medFavorites).values({ userId, goodsId, resourceId }).onConflictDoNothing()
      const [row] = await db
        .select({ id: medFavorites.id })
        .from(medFavorites)
        .where(
          and(
            eq(medFavorites.userId, userId),
            eq(medFavorites.goodsId, goodsId),
            eq(medFavorites.resourceId, resourceId)
          )
        )
      return row.id
    },
    async removeFavorite(userId: number, goodsId: number, resourceId: number): Promise<boolean> {
      const rows = await db
        .delete(medFavorites)
        .where(
          and(
            eq(medFavorites.userId, userId),
            eq(medFavorites.goodsId, goodsId),
            eq(medFavorites.resourceId, resourceId)
          )
        )
        .returning({ id: medFavorites.id })
      return rows.length > 0
    },
    async favoritesPage(
      userId: number,
      offset: number,
      limit: number
    ): Promise<{ rows: FavoriteRow[]; total: number }> {
      const query = db
        .select({
          id: medFavorites.id,
          resourceId: medFavorites.resourceId,
          createdAt: medFavorites.createdAt,
          g: medGoods,
          r: medResources
        })
        .from(medFavorites)
        .innerJoin(medGoods, eq(medGoods.id, medFavorites.goodsId))
        .leftJoin(medResources, eq(medResources.id, medFavorites.resourceId))
        .where(eq(medFavorites.userId, userId))
        .orderBy(desc(medFavorites.id))
      return paginate(db, query, { table: medFavorites, where: eq(medFavorites.userId, userId) }, offset, limit)
    },

    // ---------------------------------------------------------------- likes
    async setLike(userId: number, resourceId: number, liked: boolean): Promise<number> {
      if (liked) await db.insert(medResourceLikes).values({ userId, resourceId }).onConflictDoNothing()
      else
        await db
          .delete(medResourceLikes)
          .where(and(eq(medResourceLikes.userId, userId), eq(medResourceLikes.resourceId, resourceId)))
      return this.likeCount(resourceId)
    },
    async likeCount(resourceId: number): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(medResourceLikes)
        .where(eq(medResourceLikes.resourceId, resourceId))
      return n
    },
    async liked(userId: number, resourceId: number): Promise<boolean> {
      const rows = await db
        .select({ r: medResourceLikes.resourceId })
        .from(medResourceLikes)
        .where(and(eq(medResourceLikes.userId, userId), eq(medResourceLikes.resourceId, resourceId)))
      return rows.length > 0
    },

    // ---------------------------------------------------------------- study plans
    async joinPlan(userId: number, planId: number, now: Date): Promise<Date> {
      await db.insert(userStudyPlans).values({ userId, planId, joinedAt: now }).onConflictDoNothing()
      const [row] = await db
        .select({ at: userStudyPlans.joinedAt })
        .from(userStudyPlans)
        .where(and(eq(userStudyPlans.userId, userId), eq(userStudyPlans.planId, planId)))
      return row.at
    },

    // ---------------------------------------------------------------- timer presets and sessions
    async presets(userId: number): Promise<PresetRow[]> {
      return db.select().from(timerPresets).where(eq(timerPresets.userId, userId)).orderBy(timerPresets.id)
    },
    async presetCount(userId: number): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(timerPresets).where(eq(timerPresets.userId, userId))
      return n
    },
    async addPreset(userId: number, p: PresetInput): Promise<PresetRow> {
      const [row] = await db
        .insert(timerPresets)
        .values({ userId, ...p })
        .returning()
      return row
    },
    async updatePreset(userId: number, id: number, p: PresetInput, now: Date): Promise<PresetRow | undefined> {
      const [row] = await db
        .update(timerPresets)
        .set({ ...p, updatedAt: now })
        .where(and(eq(timerPresets.id, id), eq(timerPresets.userId, userId)))
        .returning()
      return row
    },
    async deletePreset(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(timerPresets)
        .where(and(eq(timerPresets.id, id), eq(timerPresets.userId, userId)))
        .returning({ id: timerPresets.id })
      return rows.length > 0
    },
    async addSession(
      userId: number,
      seconds: number,
      presetId: number | null,
      sceneId: number | null,
      now: Date
    ): Promise<SessionRow> {
      const [row] = await db
        .insert(insightSessions)
        .values({ userId, seconds, presetId, sceneId, createdAt: now })
        .returning()
      return row
    },
    async sessionsPage(userId: number, offset: number, limit: number) {
      const query = db
        .select()
        .from(insightSessions)
        .where(eq(insightSessions.userId, userId))
        .orderBy(desc(insightSessions.id))
      return paginate(db, query, { table: insightSessions, where: eq(insightSessions.userId, userId) }, offset, limit)
    },

    // ---------------------------------------------------------------- history, resume, activity
    /** Play logs with the track and goods they belong to, newest first. */
    async historyPage(userId: number, offset: number, limit: number) {
      const query = db
        .select({ log: playLogs, r: medResources, g: medGoods })
        .from(playLogs)
        .leftJoin(medResources, eq(medResources.id, playLogs.resourceId))
        .leftJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(eq(playLogs.userId, userId))
        .orderBy(desc(playLogs.id))
      return paginate(db, query, { table: playLogs, where: eq(playLogs.userId, userId) }, offset, limit)
    },
    /** The most recently touched audio resume point that is neither at the start nor at the end. */
    async lastUnfinished(userId: number, kind: number) {
      const rows = await db
        .select({ p: playProgress, r: medResources, g: medGoods })
        .from(playProgress)
        .innerJoin(medResources, eq(medResources.id, playProgress.resourceId))
        .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(
          and(
            eq(playProgress.userId, userId),
            eq(playProgress.kind, kind),
            gt(playProgress.position, 0),
            sql`${playProgress.position} < ${medResources.duration} - 3`
          )
        )
        .orderBy(desc(playProgress.updatedAt))
        .limit(1)
      return rows[0]
    },
    /** Seconds practised per activity (play logs and timer sessions), with their times: the achievements' input. */
    async activity(userId: number): Promise<{ seconds: number; at: Date }[]> {
      const logs = await db
        .select({ seconds: playLogs.playtime, at: playLogs.createdAt })
        .from(playLogs)
        .where(eq(playLogs.userId, userId))
      const sessions = await db
        .select({ seconds: insightSessions.seconds, at: insightSessions.createdAt })
        .from(insightSessions)
        .where(eq(insightSessions.userId, userId))
      return [...logs, ...sessions]
    },
    /**
     * The achievements' input as per-day totals (activity_days, migration 0048: kept by triggers in the user's
     * zone): one row per practised day, its number the days since 1970-01-01; the same sums as `activity` gives.
     */
    async activityDays(userId: number): Promise<ActivityDay[]> {
      const rows = await db
        .select({
          day: sql<number>`(${activityDays.day} - date '1970-01-01')`.mapWith(Number),
          seconds: activityDays.seconds,
          sessions: activityDays.sessions
        })
        .from(activityDays)
        .where(eq(activityDays.userId, userId))
      return rows
    }
  }
}
export type MeditationUserRepo = ReturnType<typeof meditationUserRepo>
