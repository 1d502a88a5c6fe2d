/** Meditation catalogue reads: floors, goods, tracks, study plans, daily recommendation, scenes. */
import { and, asc, count, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  medDayRecommend,
  medFloorGoods,
  medFloors,
  medGoods,
  medResources,
  scenes,
  studyPlanDays,
  studyPlans,
  userScenes,
  userStudyPlans
} from '../schema'

export type GoodsRow = typeof medGoods.$inferSelect & { trackCount: number }
export type ResourceRow = typeof medResources.$inferSelect
export type PlanRow = typeof studyPlans.$inferSelect & { days: number }

// Written out with qualified names: Drizzle drops the table prefix of columns when a query has one table,
// which would turn the correlation into `goods_id = id` inside the subquery.
const trackCount = sql<number>`(select count(*)::int from "med_resources" r where r."goods_id" = "med_goods"."id")`
const planDays = sql<number>`(select count(distinct d."day")::int from "study_plan_days" d where d."plan_id" = "study_plans"."id")`

/** `m-sleep` or `12`: the app navigates by sku (detail?sku), older links by id. */
function bySkuOrId<T extends { sku: unknown; id: unknown }>(table: T, key: string) {
  const t = table as unknown as { sku: typeof medGoods.sku; id: typeof medGoods.id }
  return /^\d{1,9}$/.test(key) ? eq(t.id, Number(key)) : eq(t.sku, key)
}

export function meditationRepo(db: Db) {
  return {
    async floor(id: number) {
      const [row] = await db.select().from(medFloors).where(eq(medFloors.id, id))
      return row
    },
    /**
     * Every floor with its goods in one query (the home screen's hot path: on PGlite each statement costs
     * ~1 ms of fixed overhead, so one join beats two lookups). Floors without goods come with goods = [].
     */
    /**
     * Every floor with its goods in order; with `perFloor`, only each floor's first `perFloor` goods (the home
     * shows a preview): the goods past it are neither read nor counted, so the home stays flat as a floor grows.
     */
    async floorsWithGoods(perFloor?: number): Promise<{ floor: typeof medFloors.$inferSelect; goods: GoodsRow[] }[]> {
      const fg = db
        .select({
          floorId: medFloorGoods.floorId,
          goodsId: medFloorGoods.goodsId,
          sort: medFloorGoods.sort,
          n: sql<number>`row_number() over (partition by ${medFloorGoods.floorId} order by ${medFloorGoods.sort})`.as(
            'n'
          )
        })
        .from(medFloorGoods)
        .as('fg')
      const rows = await db
        .select({ f: medFloors, g: medGoods, trackCount })
        .from(medFloors)
        .leftJoin(
          fg,
          perFloor === undefined ? eq(fg.floorId, medFloors.id) : and(eq(fg.floorId, medFloors.id), lte(fg.n, perFloor))
        )
        .leftJoin(medGoods, eq(medGoods.id, fg.goodsId))
        .orderBy(asc(medFloors.sort), asc(medFloors.id), asc(fg.n))
      const out: { floor: typeof medFloors.$inferSelect; goods: GoodsRow[] }[] = []
      for (const r of rows) {
        if (out[out.length - 1]?.floor.id !== r.f.id) out.push({ floor: r.f, goods: [] })
        if (r.g) out[out.length - 1].goods.push({ ...r.g, trackCount: r.trackCount })
      }
      return out
    },
    async floorGoodsPage(floorId: number, offset: number, limit: number): Promise<{ rows: GoodsRow[]; total: number }> {
      const rows = await db
        .select({ g: medGoods, trackCount })
        .from(medFloorGoods)
        .innerJoin(medGoods, eq(medGoods.id, medFloorGoods.goodsId))
        .where(eq(medFloorGoods.floorId, floorId))
        .orderBy(asc(medFloorGoods.sort))
        .offset(offset)
        .limit(limit)
      const [{ n }] = await db.select({ n: count() }).from(medFloorGoods).where(eq(medFloorGoods.floorId, floorId))
      return { rows: rows.map((r) => ({ ...r.g, trackCount: r.trackCount })), total: n }
    },
    async goods(key: string): Promise<GoodsRow | undefined> {
      const [row] = await db.select({ g: medGoods, trackCount }).from(medGoods).where(bySkuOrId(medGoods, key))
      return row && { ...row.g, trackCount: row.trackCount }
    },
    async resources(goodsId: number): Promise<ResourceRow[]> {
      return db
        .select()
        .from(medResources)
        .where(eq(medResources.goodsId, goodsId))
        .orderBy(asc(medResources.sort), asc(medResources.id))
    },
    async plans(): Promise<PlanRow[]> {
      const rows = await db
        .select({ p: studyPlans, days: planDays })
        .from(studyPlans)
        .where(eq(studyPlans.status, 'published'))
        .orderBy(asc(studyPlans.sort))
      return rows.map((r) => ({ ...r.p, days: r.days }))
    },
    async plan(key: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select({ p: studyPlans, days: planDays })
        .from(studyPlans)
        .where(and(bySkuOrId(studyPlans, key), eq(studyPlans.status, 'published')))
      return row && { ...row.p, days: row.days }
    },
    async planDays(planId: number) {
      return db
        .select({ day: studyPlanDays.day, r: medResources, sku: medGoods.sku })
        .from(studyPlanDays)
        .innerJoin(medResources, eq(medResources.id, studyPlanDays.resourceId))
        .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(eq(studyPlanDays.planId, planId))
        .orderBy(asc(studyPlanDays.day), asc(studyPlanDays.sort))
    },
    async hasJoinedPlan(userId: number, planId: number): Promise<boolean> {
      const rows = await db
        .select({ p: userStudyPlans.planId })
        .from(userStudyPlans)
        .where(and(eq(userStudyPlans.userId, userId), eq(userStudyPlans.planId, planId)))
      return rows.length > 0
    },
    async dayRecommends() {
      return db
        .select({ rec: medDayRecommend, r: medResources, g: medGoods })
        .from(medDayRecommend)
        .innerJoin(medResources, eq(medResources.id, medDayRecommend.resourceId))
        .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(eq(medDayRecommend.status, 'published'))
        .orderBy(asc(medDayRecommend.id))
    },
    /** Published scenes only (console drafts are not in the app). */
    async scenes() {
      return db.select().from(scenes).where(eq(scenes.status, 'published')).orderBy(asc(scenes.sort), asc(scenes.id))
    },
    async scene(id: number) {
      const [row] = await db
        .select()
        .from(scenes)
        .where(and(eq(scenes.id, id), eq(scenes.status, 'published')))
      return row
    },
    /** The user's chosen scene while it is published (an unpublished one: none, the default is used). */
    async userScene(userId: number) {
      const [row] = await db
        .select({ s: scenes })
        .from(userScenes)
        .innerJoin(scenes, eq(scenes.id, userScenes.sceneId))
        .where(and(eq(userScenes.userId, userId), eq(scenes.status, 'published')))
      return row?.s
    },
    async setUserScene(userId: number, sceneId: number, now: Date) {
      await db
        .insert(userScenes)
        .values({ userId, sceneId, updatedAt: now })
        .onConflictDoUpdate({ target: userScenes.userId, set: { sceneId, updatedAt: now } })
    }
  }
}
export type MeditationRepo = ReturnType<typeof meditationRepo>
