/**
 * The console's study plans (issue 31), written straight into the app's `study_plans`/`study_plan_days` (their
 * change-feed triggers, migration 0009, drop every process's cached plans): a new plan is a draft (`status`,
 * migration 0059), which the app does not show, until published. Each day lists published tracks (`med_resources`).
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { medGoods, medResources, studyPlanDays, studyPlans } from '../schema'

export type PlanRow = typeof studyPlans.$inferSelect
export type PlanFields = Omit<PlanRow, 'id' | 'sku' | 'status' | 'publishedAt' | 'pending'>
export interface PlanItemRef {
  day: number
  trackId: number
}
export interface PlanItem extends PlanItemRef {
  titleZh: string
  titleEn: string
  albumZh: string
  albumEn: string
}
export interface PlanWithItems {
  p: PlanRow
  items: PlanItem[]
  /** the days of the plan's pending changes, when they change its days */
  pendingItems?: PlanItem[]
}
/** A published plan's unpublished changes (migration 0074): its fields, and its days when they change. */
export type PlanPending = Partial<PlanFields> & { items?: PlanItemRef[] }

export function adminPlanRepo(db: Db) {
  /** The days `refs` name, with their tracks' and albums' titles, in the order given. */
  async function resolve(refs: PlanItemRef[]): Promise<PlanItem[]> {
    if (!refs.length) return []
    const rows = await db
      .select({ r: medResources, g: medGoods })
      .from(medResources)
      .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
      .where(
        inArray(
          medResources.id,
          refs.map((x) => x.trackId)
        )
      )
    const by = new Map(rows.map(({ r, g }) => [r.id, { r, g }]))
    return refs.flatMap(({ day, trackId }) => {
      const x = by.get(trackId)
      return x
        ? [{ day, trackId, titleZh: x.r.titleZh, titleEn: x.r.titleEn, albumZh: x.g.titleZh, albumEn: x.g.titleEn }]
        : []
    })
  }
  async function itemsOf(id: number): Promise<PlanItem[]> {
    const rows = await db
      .select({ d: studyPlanDays, r: medResources, g: medGoods })
      .from(studyPlanDays)
      .innerJoin(medResources, eq(medResources.id, studyPlanDays.resourceId))
      .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
      .where(eq(studyPlanDays.planId, id))
      .orderBy(asc(studyPlanDays.day), asc(studyPlanDays.sort))
    return rows.map(({ d, r, g }) => ({
      day: d.day,
      trackId: r.id,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      albumZh: g.titleZh,
      albumEn: g.titleEn
    }))
  }
  return {
    async list(): Promise<(PlanRow & { dayCount: number })[]> {
      const rows = await db
        .select({
          p: studyPlans,
          n: sql<number>`(select count(distinct d.day)::int from study_plan_days d where d.plan_id = ${studyPlans.id})`
        })
        .from(studyPlans)
        .orderBy(asc(studyPlans.sort), asc(studyPlans.id))
      return rows.map((r) => ({ ...r.p, dayCount: Number(r.n) }))
    },
    async find(id: number, lock = false): Promise<PlanWithItems | undefined> {
      const q = db.select().from(studyPlans).where(eq(studyPlans.id, id))
      const [p] = lock ? await q.for('update') : await q
      const pendingItems = (p?.pending as PlanPending | null)?.items
      return (
        p && { p, items: await itemsOf(id), ...(pendingItems ? { pendingItems: await resolve(pendingItems) } : {}) }
      )
    },
    /** The track ids among `ids` that name no track. */
    async unknownTracks(ids: number[]): Promise<number[]> {
      if (!ids.length) return []
      const rows = await db.select({ id: medResources.id }).from(medResources).where(inArray(medResources.id, ids))
      const ok = new Set(rows.map((r) => r.id))
      return ids.filter((id) => !ok.has(id))
    },
    async create(f: PlanFields, items: PlanItemRef[]): Promise<PlanWithItems> {
      const res = await db.execute(sql`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM study_plans`)
      const next = Number((res as unknown as { rows: { next: number | string }[] }).rows[0].next)
      await db.insert(studyPlans).values({ ...f, id: next, sku: `plan${next}`, status: 'draft' })
      await this.setItems(next, items)
      return (await this.find(next))!
    },
    async update(id: number, f: Partial<PlanFields>, items?: PlanItemRef[]): Promise<PlanWithItems> {
      if (Object.keys(f).length) await db.update(studyPlans).set(f).where(eq(studyPlans.id, id))
      if (items) await this.setItems(id, items)
      return (await this.find(id))!
    },
    /** Replaces the plan's days: the tracks of a day in the order given. */
    async setItems(id: number, items: PlanItemRef[]) {
      await db.delete(studyPlanDays).where(eq(studyPlanDays.planId, id))
      const perDay = new Map<number, number>()
      const rows = items.map((r) => {
        const sort = (perDay.get(r.day) ?? 0) + 1
        perDay.set(r.day, sort)
        return { planId: id, day: r.day, sort, resourceId: r.trackId }
      })
      if (rows.length) await db.insert(studyPlanDays).values(rows)
    },
    /** Keeps `pending` as the plan's unpublished changes (null: none); what the app reads stays. */
    async setPending(id: number, pending: PlanPending | null): Promise<PlanWithItems> {
      await db.update(studyPlans).set({ pending }).where(eq(studyPlans.id, id))
      return (await this.find(id))!
    },
    /** Writes the pending changes into the plan and its days and clears them (the caller holds the row lock). */
    async applyPending(id: number, { items, ...fields }: PlanPending): Promise<PlanWithItems> {
      await db
        .update(studyPlans)
        .set({ ...fields, pending: null })
        .where(eq(studyPlans.id, id))
      if (items) await this.setItems(id, items)
      return (await this.find(id))!
    },
    async publish(id: number, now: Date): Promise<PlanWithItems> {
      await db.update(studyPlans).set({ status: 'published', publishedAt: now }).where(eq(studyPlans.id, id))
      return (await this.find(id))!
    },
    async remove(id: number) {
      await db.delete(studyPlanDays).where(eq(studyPlanDays.planId, id))
      await db.delete(studyPlans).where(and(eq(studyPlans.id, id), eq(studyPlans.status, 'draft')))
    },
    /** Tracks whose title, or whose album's title, holds `q` (the plan's track select). */
    async tracks(q: string, limit: number): Promise<PlanItem[]> {
      const like = `%${q}%`
      const rows = await db
        .select({ r: medResources, g: medGoods })
        .from(medResources)
        .innerJoin(medGoods, eq(medGoods.id, medResources.goodsId))
        .where(
          q
            ? or(
                ilike(medResources.titleZh, like),
                ilike(medResources.titleEn, like),
                ilike(medGoods.titleZh, like),
                ilike(medGoods.titleEn, like)
              )
            : undefined
        )
        .orderBy(asc(medResources.id))
        .limit(limit)
      return rows.map(({ r, g }) => ({
        day: 0,
        trackId: r.id,
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        albumZh: g.titleZh,
        albumEn: g.titleEn
      }))
    }
  }
}
