/**
 * The console's scene music and daily picks (issue 31), written straight into the app's `scenes` and
 * `med_day_recommend` (their change-feed triggers, migration 0009, drop every process's cached lists): a new one is
 * a draft (`status`, migration 0067), which the app does not show, until published. A daily pick names a date (the
 * listener's calendar day) and a track of the catalogue; one pick per date (unique index).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { medDayRecommend, medGoods, medResources, scenes, timerPresets, userScenes } from '../schema'

export type SceneRow = typeof scenes.$inferSelect
export type SceneFields = Pick<SceneRow, 'titleZh' | 'titleEn' | 'cover' | 'music' | 'sort' | 'uploadId'>
export type PickRow = typeof medDayRecommend.$inferSelect
export type PickFields = Pick<PickRow, 'day' | 'resourceId' | 'quoteZh' | 'quoteEn' | 'cover'>
export type Status = 'draft' | 'published'

/** A pick with its track and album titles (the console's list and form). */
export interface PickWithTrack {
  p: PickRow
  track: { id: number; titleZh: string; titleEn: string; albumZh: string; albumEn: string; sku: string } | null
}

/** The next id of a table whose ids the seed also writes (ids are not serial). */
async function nextId(db: Db, table: 'scenes' | 'med_day_recommend'): Promise<number> {
  const res = await db.execute(sql`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${sql.identifier(table)}`)
  return Number((res as unknown as { rows: { next: number | string }[] }).rows[0].next)
}

/** Postgres's unique violation (two picks for one date written at the same time). */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } }
  return err?.code === '23505' || err?.cause?.code === '23505'
}

export function adminScenesRepo(db: Db) {
  return {
    list(): Promise<SceneRow[]> {
      return db.select().from(scenes).orderBy(asc(scenes.sort), asc(scenes.id))
    },
    async find(id: number, lock = false): Promise<SceneRow | undefined> {
      const q = db.select().from(scenes).where(eq(scenes.id, id))
      const [row] = lock ? await q.for('update') : await q
      return row
    },
    async create(f: SceneFields): Promise<SceneRow> {
      // one console write of a new id at a time (MAX + 1 would collide otherwise)
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('scenes.create'))`)
      const id = await nextId(db, 'scenes')
      const [row] = await db
        .insert(scenes)
        .values({ ...f, id, status: 'draft' })
        .returning()
      return row
    },
    async update(id: number, f: Partial<SceneFields>): Promise<SceneRow> {
      if (Object.keys(f).length) await db.update(scenes).set(f).where(eq(scenes.id, id))
      return (await this.find(id))!
    },
    async setStatus(id: number, status: Status, now: Date): Promise<SceneRow> {
      const before = (await this.find(id))!
      if (before.status === status) return before
      const [row] = await db
        .update(scenes)
        .set({ status, ...(status === 'published' ? { publishedAt: now } : {}) })
        .where(eq(scenes.id, id))
        .returning()
      return row
    },
    /** Deletes a draft; a listener who had chosen it (when it was published) and timer presets naming it lose it. */
    async remove(id: number) {
      await db.delete(userScenes).where(eq(userScenes.sceneId, id))
      await db.update(timerPresets).set({ sceneId: null }).where(eq(timerPresets.sceneId, id))
      await db.delete(scenes).where(and(eq(scenes.id, id), eq(scenes.status, 'draft')))
    }
  }
}

export function adminPicksRepo(db: Db) {
  const withTrack = () =>
    db
      .select({ p: medDayRecommend, r: medResources, g: medGoods })
      .from(medDayRecommend)
      .leftJoin(medResources, eq(medResources.id, medDayRecommend.resourceId))
      .leftJoin(medGoods, eq(medGoods.id, medResources.goodsId))
  const shape = (row: {
    p: PickRow
    r: typeof medResources.$inferSelect | null
    g: typeof medGoods.$inferSelect | null
  }): PickWithTrack => ({
    p: row.p,
    track:
      row.r && row.g
        ? {
            id: row.r.id,
            titleZh: row.r.titleZh,
            titleEn: row.r.titleEn,
            albumZh: row.g.titleZh,
            albumEn: row.g.titleEn,
            sku: row.g.sku
          }
        : null
  })
  return {
    /** Dated picks newest date first, then the undated rotation (the seed's) in its order. */
    async list(): Promise<PickWithTrack[]> {
      const rows = await withTrack().orderBy(
        sql`${medDayRecommend.day} IS NULL`,
        desc(medDayRecommend.day),
        asc(medDayRecommend.id)
      )
      return rows.map(shape)
    },
    async find(id: number, lock = false): Promise<PickWithTrack | undefined> {
      if (lock)
        await db
          .select({ id: medDayRecommend.id })
          .from(medDayRecommend)
          .where(eq(medDayRecommend.id, id))
          .for('update')
      const [row] = await withTrack().where(eq(medDayRecommend.id, id))
      return row && shape(row)
    },
    /** The pick of `day` other than `except` (a second pick for a date is refused). */
    async onDay(day: string, except?: number): Promise<PickRow | undefined> {
      const [row] = await db.select().from(medDayRecommend).where(eq(medDayRecommend.day, day))
      return row && row.id !== except ? row : undefined
    },
    async trackExists(id: number): Promise<boolean> {
      const rows = await db.select({ id: medResources.id }).from(medResources).where(eq(medResources.id, id))
      return rows.length > 0
    },
    /** One write of a pick's date at a time (until the transaction ends): the date check then sees the others. */
    async lockDays() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('med_day_recommend.day'))`)
    },
    async create(f: PickFields): Promise<PickWithTrack> {
      const id = await nextId(db, 'med_day_recommend')
      await db.insert(medDayRecommend).values({ ...f, id, status: 'draft' })
      return (await this.find(id))!
    },
    async update(id: number, f: Partial<PickFields>): Promise<PickWithTrack> {
      if (Object.keys(f).length) await db.update(medDayRecommend).set(f).where(eq(medDayRecommend.id, id))
      return (await this.find(id))!
    },
    async setStatus(id: number, status: Status, now: Date): Promise<PickWithTrack> {
      const before = (await this.find(id))!
      if (before.p.status === status) return before
      await db
        .update(medDayRecommend)
        .set({ status, ...(status === 'published' ? { publishedAt: now } : {}) })
        .where(eq(medDayRecommend.id, id))
      return (await this.find(id))!
    },
    async remove(id: number) {
      await db.delete(medDayRecommend).where(and(eq(medDayRecommend.id, id), eq(medDayRecommend.status, 'draft')))
    }
  }
}
