/**
 * The floors of the app's two home tabs as the console edits them (migration 0045), in the shape of adminHome.ts's
 * banners: publishing writes a floor into `med_floors` or `course_floors` (a course floor belongs to a nav), whose
 * change-feed triggers (0009) drop every API process's cached home.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { adminHomeFloors, courseFloors, medFloors } from '../schema'
import { bySort, nextOf, type Home } from './adminHome'

export type HomeFloorRow = typeof adminHomeFloors.$inferSelect
export type HomeFloorFields = Omit<HomeFloorRow, 'id' | 'home' | 'status' | 'publishedAt' | 'updatedAt'>

/** The catalogue table of each home's floors (course floors belong to a nav). */
const FLOOR_TABLE = { meditation: medFloors, course: courseFloors } as const

export function adminHomeFloorRepo(db: Db, home: Home) {
  const table = FLOOR_TABLE[home]
  type CatalogueFloor = {
    id: number
    titleZh: string
    titleEn: string
    style: number
    sort: number
    navId?: number | null
  }
  const fromCatalogue = (f: CatalogueFloor): HomeFloorRow => ({
    home,
    id: f.id,
    navId: f.navId ?? null,
    titleZh: f.titleZh,
    titleEn: f.titleEn,
    style: f.style,
    sort: f.sort,
    status: 'published',
    publishedAt: null,
    updatedAt: new Date(0)
  })
  const mineOf = (id: number) => and(eq(adminHomeFloors.home, home), eq(adminHomeFloors.id, id))
  const catalogue = async (id: number): Promise<CatalogueFloor | undefined> => {
    const [f] = await db.select().from(table).where(eq(table.id, id))
    return f
  }
  const repo = {
    async list(): Promise<HomeFloorRow[]> {
      const [mine, live] = await Promise.all([
        db.select().from(adminHomeFloors).where(eq(adminHomeFloors.home, home)),
        db.select().from(table) as Promise<CatalogueFloor[]>
      ])
      const byId = new Map(live.map((f) => [f.id, fromCatalogue(f)]))
      for (const r of mine) byId.set(r.id, r)
      return [...byId.values()].sort(bySort)
    },
    async find(id: number): Promise<HomeFloorRow | undefined> {
      const [mine] = await db.select().from(adminHomeFloors).where(mineOf(id))
      if (mine) return mine
      const f = await catalogue(id)
      return f && fromCatalogue(f)
    },
    async adopt(id: number, now: Date): Promise<HomeFloorRow | undefined> {
      const [mine] = await db.select().from(adminHomeFloors).where(mineOf(id)).for('update')
      if (mine) return mine
      const f = await catalogue(id)
      if (!f) return undefined
      const [row] = await db
        .insert(adminHomeFloors)
        .values({ ...fromCatalogue(f), updatedAt: now })
        .returning()
      return row
    },
    async create(fields: HomeFloorFields, now: Date): Promise<HomeFloorRow> {
      const t = sql.identifier(home === 'meditation' ? 'med_floors' : 'course_floors')
      const next = nextOf(
        await db.execute(
          sql`SELECT GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${t}), (SELECT COALESCE(MAX(id), 0) FROM admin_home_floors WHERE home = ${home})) + 1 AS next`
        )
      )
      const [row] = await db
        .insert(adminHomeFloors)
        .values({ ...fields, home, id: next, status: 'draft', updatedAt: now })
        .returning()
      return row
    },
    async update(id: number, fields: Partial<HomeFloorFields>, now: Date): Promise<HomeFloorRow> {
      const [row] = await db
        .update(adminHomeFloors)
        .set({ ...fields, status: 'draft', updatedAt: now })
        .where(mineOf(id))
        .returning()
      return row
    },
    /** Writes the floor into the home's catalogue table (insert or replace) and marks it published. */
    async publish(r: HomeFloorRow, now: Date): Promise<HomeFloorRow> {
      const values = { titleZh: r.titleZh, titleEn: r.titleEn, style: r.style, sort: r.sort }
      if (home === 'course') {
        const course = { ...values, navId: r.navId }
        await db
          .insert(courseFloors)
          .values({ id: r.id, ...course })
          .onConflictDoUpdate({ target: courseFloors.id, set: course })
      } else {
        await db
          .insert(medFloors)
          .values({ id: r.id, ...values })
          .onConflictDoUpdate({ target: medFloors.id, set: values })
      }
      const [row] = await db
        .update(adminHomeFloors)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(mineOf(r.id))
        .returning()
      return row
    },
    async setSort(r: HomeFloorRow, sort: number, now: Date): Promise<HomeFloorRow> {
      const [row] = await db.update(adminHomeFloors).set({ sort, updatedAt: now }).where(mineOf(r.id)).returning()
      await db.update(table).set({ sort }).where(eq(table.id, r.id))
      return row
    },
    async isInCatalogue(id: number): Promise<boolean> {
      return !!(await catalogue(id))
    },
    async remove(id: number): Promise<void> {
      await db.delete(adminHomeFloors).where(mineOf(id))
    }
  }
  return repo
}
