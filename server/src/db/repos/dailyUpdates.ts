/** Meditation tracks by their publishing time (migration 0043): what is new on a day (GET /v3/meditation/dailyUpdate). */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm'
import type { Db } from '../client'
import { medGoods, medResources } from '../schema'

export function dailyUpdatesRepo(db: Db) {
  return {
    /** Tracks published from `from` up to `to` (a scheduled one appears at its time), newest first, with their album. */
    async publishedBetween(from: Date, to: Date, limit: number) {
      return db
        .select({ r: medResources, g: medGoods })
        .from(medResources)
        .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(and(gte(medResources.publishedAt, from), lte(medResources.publishedAt, to)))
        .orderBy(desc(medResources.publishedAt), asc(medResources.id))
        .limit(limit)
    }
  }
}
export type DailyUpdatesRepo = ReturnType<typeof dailyUpdatesRepo>
