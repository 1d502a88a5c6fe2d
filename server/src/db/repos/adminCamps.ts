/**
 * The console's online camps and their days (issue 31), in the shape of adminLives: catalogue camps (`courses`
 * type 1) never edited are listed as published; an edit first copies the camp and its `camp_days` into
 * `admin_camps`/`admin_camp_days` ("adopts" it); publishing writes them back (`courses`, whose change-feed trigger
 * drops every process's catalogue cache, and the camp's `camp_days`, replaced by the console's).
 */
import { and, asc, eq, notInArray } from 'drizzle-orm'
import type { Db } from '../client'
import { campDays, courses } from '../schema'
import { adminCampDays, adminCamps } from '../schema/adminEvents'
import { allocateCourseId } from './adminLives'
import type { CourseRow } from './course'

export type CampRow = typeof adminCamps.$inferSelect
export type CampFields = Omit<CampRow, 'id' | 'status' | 'publishedAt' | 'updatedAt'>
export type CampDayRow = typeof adminCampDays.$inferSelect
export type CampDayFields = Omit<CampDayRow, 'campId' | 'day'>
export interface CampWithDays {
  camp: CampRow
  days: CampDayRow[]
}

const CAMP = 1

const fromCatalogue = (c: CourseRow): CampRow => ({
  id: c.id,
  titleZh: c.titleZh,
  titleEn: c.titleEn,
  subtitleZh: c.subtitleZh,
  subtitleEn: c.subtitleEn,
  teacherZh: c.teacherZh,
  teacherEn: c.teacherEn,
  introZh: c.introZh,
  introEn: c.introEn,
  cover: c.cover,
  startAt: c.liveStartAt,
  priceCents: c.priceCents,
  cardLevel: c.cardLevel,
  status: 'published',
  publishedAt: null,
  updatedAt: new Date(0)
})

export function adminCampRepo(db: Db) {
  async function catalogueDays(id: number): Promise<CampDayRow[]> {
    const rows = await db.select().from(campDays).where(eq(campDays.courseId, id)).orderBy(asc(campDays.day))
    return rows.map(({ courseId, ...d }) => ({ ...d, campId: courseId }))
  }
  async function ownDays(id: number): Promise<CampDayRow[]> {
    return db.select().from(adminCampDays).where(eq(adminCampDays.campId, id)).orderBy(asc(adminCampDays.day))
  }
  return {
    /** Every camp, the console's copy where there is one, by start (newest first). */
    async list(): Promise<CampRow[]> {
      const [own, cat] = await Promise.all([
        db.select().from(adminCamps),
        db.select().from(courses).where(eq(courses.type, CAMP))
      ])
      const byId = new Map(cat.map((c) => [c.id, fromCatalogue(c)]))
      for (const r of own) byId.set(r.id, r)
      const at = (r: CampRow) => r.startAt?.getTime() ?? 0
      return [...byId.values()].sort((a, b) => at(b) - at(a) || b.id - a.id)
    },
    /** The number of days of each camp (the list's column). */
    async dayCounts(): Promise<Map<number, number>> {
      const [own, cat] = await Promise.all([
        db.select({ id: adminCampDays.campId }).from(adminCampDays),
        db.select({ id: campDays.courseId }).from(campDays)
      ])
      const ownIds = new Set(own.map((r) => r.id))
      const n = new Map<number, number>()
      for (const r of own) n.set(r.id, (n.get(r.id) ?? 0) + 1)
      for (const r of cat) if (!ownIds.has(r.id)) n.set(r.id, (n.get(r.id) ?? 0) + 1)
      return n
    },
    async find(id: number): Promise<CampWithDays | undefined> {
      const [own] = await db.select().from(adminCamps).where(eq(adminCamps.id, id))
      if (own) return { camp: own, days: await ownDays(id) }
      const c = await this.catalogue(id)
      return c && { camp: fromCatalogue(c), days: await catalogueDays(id) }
    },
    /** The camp as the app has it (undefined: not published). */
    async catalogue(id: number): Promise<CourseRow | undefined> {
      const [c] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.id, id), eq(courses.type, CAMP)))
      return c
    },
    /** The console's copy of `id` (locked for the transaction), made from the catalogue the first time. */
    async adopt(id: number, now: Date): Promise<CampWithDays | undefined> {
      const [own] = await db.select().from(adminCamps).where(eq(adminCamps.id, id)).for('update')
      if (own) return { camp: own, days: await ownDays(id) }
      const c = await this.catalogue(id)
      if (!c) return undefined
      const [camp] = await db
        .insert(adminCamps)
        .values({ ...fromCatalogue(c), updatedAt: now })
        .returning()
      const days = await catalogueDays(id)
      if (days.length) await db.insert(adminCampDays).values(days)
      return { camp, days }
    },
    async create(fields: CampFields, now: Date): Promise<CampWithDays> {
      const id = await allocateCourseId(db)
      const [camp] = await db
        .insert(adminCamps)
        .values({ ...fields, id, status: 'draft', updatedAt: now })
        .returning()
      return { camp, days: [] }
    },
    /** Changes the camp's fields (any may be empty) and marks it a draft again. */
    async update(id: number, fields: Partial<CampFields>, now: Date): Promise<CampWithDays> {
      const [camp] = await db
        .update(adminCamps)
        .set({ ...fields, status: 'draft', updatedAt: now })
        .where(eq(adminCamps.id, id))
        .returning()
      return { camp, days: await ownDays(id) }
    },
    /** Writes day `day` (new or replaced) and marks the camp a draft again. */
    async putDay(id: number, day: number, f: CampDayFields, now: Date): Promise<CampWithDays> {
      await db
        .insert(adminCampDays)
        .values({ ...f, campId: id, day })
        .onConflictDoUpdate({ target: [adminCampDays.campId, adminCampDays.day], set: f })
      return this.update(id, {}, now)
    },
    async removeDay(id: number, day: number, now: Date): Promise<CampWithDays> {
      await db.delete(adminCampDays).where(and(eq(adminCampDays.campId, id), eq(adminCampDays.day, day)))
      return this.update(id, {}, now)
    },
    /** Writes the camp into `courses` (insert or replace) and its days into `camp_days`; marks it published. */
    async publish({ camp: r, days }: CampWithDays, now: Date): Promise<CampWithDays> {
      const values = {
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        subtitleZh: r.subtitleZh,
        subtitleEn: r.subtitleEn,
        teacherZh: r.teacherZh,
        teacherEn: r.teacherEn,
        introZh: r.introZh,
        introEn: r.introEn,
        cover: r.cover,
        liveStartAt: r.startAt,
        priceCents: r.priceCents,
        cardLevel: r.cardLevel
      }
      await db
        .insert(courses)
        .values({ id: r.id, sku: `camp-${r.id}`, type: CAMP, originalPriceCents: r.priceCents, ...values })
        .onConflictDoUpdate({ target: courses.id, set: values })
      const keep = days.map((d) => d.day)
      await db
        .delete(campDays)
        .where(
          keep.length ? and(eq(campDays.courseId, r.id), notInArray(campDays.day, keep)) : eq(campDays.courseId, r.id)
        )
      for (const { campId, day, ...d } of days)
        await db
          .insert(campDays)
          .values({ ...d, courseId: campId, day })
          .onConflictDoUpdate({ target: [campDays.courseId, campDays.day], set: d })
      const [camp] = await db
        .update(adminCamps)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(eq(adminCamps.id, r.id))
        .returning()
      return { camp, days }
    },
    async remove(id: number): Promise<void> {
      await db.delete(adminCamps).where(eq(adminCamps.id, id))
    }
  }
}
