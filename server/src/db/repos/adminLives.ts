/**
 * The console's live courses (issue 31): catalogue lives (`courses` type 0, sub_type 2 or with a live status) that
 * were never edited are listed as published; an edit first copies the live into `admin_lives` ("adopts" it), and
 * publishing writes it back to `courses`, whose change-feed trigger (0009) makes every API process drop its cached
 * catalogue. A reschedule of a published live is written to both at once. New ids come from `allocateCourseId`.
 */
import { and, eq, gt, or, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { courses } from '../schema'
import { adminLives } from '../schema/adminLives'
import type { CourseRow } from './course'

export type LiveRow = typeof adminLives.$inferSelect
export type LiveFields = Omit<LiveRow, 'id' | 'status' | 'publishedAt' | 'updatedAt'>
export interface Schedule {
  liveStartAt: Date
  liveEndAt: Date
}

const isLive = and(eq(courses.type, 0), or(eq(courses.subType, 2), gt(courses.liveStatus, 0)))

const fromCatalogue = (c: CourseRow): LiveRow => ({
  id: c.id,
  titleZh: c.titleZh,
  titleEn: c.titleEn,
  teacherZh: c.teacherZh,
  teacherEn: c.teacherEn,
  introZh: c.introZh,
  introEn: c.introEn,
  cover: c.cover,
  liveStartAt: c.liveStartAt,
  liveEndAt: c.liveEndAt,
  priceCents: c.priceCents,
  cardLevel: c.cardLevel,
  status: 'published',
  publishedAt: null,
  updatedAt: new Date(0)
})

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows

/**
 * A new `courses` id no other caller can get: `nextval` of admin_course_ids (0047) hands each number out once;
 * a number the catalogue or a console draft already holds (rows seeded after the sequence was made) is skipped by
 * drawing past the highest id, with nextval again, so the sequence never moves back.
 */
export async function allocateCourseId(db: Db): Promise<number> {
  for (;;) {
    const [{ n, taken, top }] = rowsOf<{ n: string | number; taken: boolean; top: string | number }>(
      await db.execute(sql`
        WITH s AS (SELECT nextval('admin_course_ids') AS n)
        SELECT s.n,
          EXISTS (SELECT 1 FROM courses WHERE id = s.n) OR EXISTS (SELECT 1 FROM admin_lives WHERE id = s.n) AS taken,
          GREATEST((SELECT COALESCE(MAX(id), 0) FROM courses), (SELECT COALESCE(MAX(id), 0) FROM admin_lives)) AS top
        FROM s`)
    )
    if (!taken) return Number(n)
    const skip = Number(top) - Number(n)
    if (skip > 0) await db.execute(sql`SELECT MAX(nextval('admin_course_ids')) FROM generate_series(1, ${skip}::int)`)
  }
}

export function adminLiveRepo(db: Db) {
  return {
    /** Every live, the console's copy where there is one, by start time (newest first). */
    async list(): Promise<LiveRow[]> {
      const [own, live] = await Promise.all([db.select().from(adminLives), db.select().from(courses).where(isLive)])
      const byId = new Map(live.map((c) => [c.id, fromCatalogue(c)]))
      for (const r of own) byId.set(r.id, r)
      const at = (r: LiveRow) => r.liveStartAt?.getTime() ?? 0
      return [...byId.values()].sort((a, b) => at(b) - at(a) || b.id - a.id)
    },
    async find(id: number): Promise<LiveRow | undefined> {
      const [own] = await db.select().from(adminLives).where(eq(adminLives.id, id))
      if (own) return own
      const c = await this.catalogue(id)
      return c && fromCatalogue(c)
    },
    /** The live as the app has it (undefined: not published). */
    async catalogue(id: number): Promise<CourseRow | undefined> {
      const [c] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.id, id), isLive))
      return c
    },
    /** The console's row for `id`, copied from the catalogue the first time (locked for the transaction). */
    async adopt(id: number, now: Date): Promise<LiveRow | undefined> {
      const [own] = await db.select().from(adminLives).where(eq(adminLives.id, id)).for('update')
      if (own) return own
      const c = await this.catalogue(id)
      if (!c) return undefined
      const [row] = await db
        .insert(adminLives)
        .values({ ...fromCatalogue(c), updatedAt: now })
        .returning()
      return row
    },
    async create(fields: LiveFields, now: Date): Promise<LiveRow> {
      const id = await allocateCourseId(db)
      const [row] = await db
        .insert(adminLives)
        .values({ ...fields, id, status: 'draft', updatedAt: now })
        .returning()
      return row
    },
    async update(id: number, fields: Partial<LiveFields>, now: Date): Promise<LiveRow> {
      const [row] = await db
        .update(adminLives)
        .set({ ...fields, status: 'draft', updatedAt: now })
        .where(eq(adminLives.id, id))
        .returning()
      return row
    },
    /** New times, on the console's row (its status kept) and, when published, in the app at once. */
    async reschedule(id: number, s: Schedule, now: Date): Promise<LiveRow> {
      await db.update(courses).set(s).where(eq(courses.id, id))
      const [row] = await db
        .update(adminLives)
        .set({ ...s, updatedAt: now })
        .where(eq(adminLives.id, id))
        .returning()
      return row
    },
    /** Writes the live into the app's `courses` (insert or replace) and marks it published. */
    async publish(r: LiveRow, now: Date): Promise<LiveRow> {
      const values = {
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        teacherZh: r.teacherZh,
        teacherEn: r.teacherEn,
        introZh: r.introZh,
        introEn: r.introEn,
        cover: r.cover,
        liveStartAt: r.liveStartAt,
        liveEndAt: r.liveEndAt,
        priceCents: r.priceCents,
        cardLevel: r.cardLevel
      }
      await db
        .insert(courses)
        .values({
          id: r.id,
          sku: `live-${r.id}`,
          type: 0,
          subType: 2,
          liveStatus: 1,
          originalPriceCents: r.priceCents,
          ...values
        })
        .onConflictDoUpdate({ target: courses.id, set: values })
      const [row] = await db
        .update(adminLives)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(eq(adminLives.id, r.id))
        .returning()
      return row
    },
    async remove(id: number): Promise<void> {
      await db.delete(adminLives).where(eq(adminLives.id, id))
    }
  }
}
