/**
 * The banners and floors of the app's two home tabs as the console edits them (migration 0045), in the FAQ's shape
 * (adminFaqs.ts): catalogue items never edited list as published; an edit first copies the item into the console's
 * table ("adopts" it); publishing writes it back to `ads` / `med_floors` / `course_floors`, whose change-feed
 * triggers (0009) make every API process drop its cached home (GET /v3/meditation/indexFloor, /v3/course/indexAds,
 * /v3/course/indexFloor). Home lists are short, so the merged lists are sorted in memory.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { adminHomeBanners, adminHomeFloors, ads, courseFloors, courseNavs, medFloors } from '../schema'

export const HOMES = ['meditation', 'course'] as const
export type Home = (typeof HOMES)[number]
/** The `ads.position` of each home's banners. */
export const BANNER_POSITION: Record<Home, string> = { meditation: 'meditation_index', course: 'course_index' }

export type HomeBannerRow = typeof adminHomeBanners.$inferSelect
export type HomeBannerFields = Omit<HomeBannerRow, 'id' | 'home' | 'status' | 'publishedAt' | 'updatedAt'>
export type HomeFloorRow = typeof adminHomeFloors.$inferSelect
export type HomeFloorFields = Omit<HomeFloorRow, 'id' | 'home' | 'status' | 'publishedAt' | 'updatedAt'>

const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id
const nextOf = (res: unknown) => Number((res as { rows: { next: number | string }[] }).rows[0].next)

export function adminHomeBannerRepo(db: Db, home: Home) {
  const position = BANNER_POSITION[home]
  const fromCatalogue = (a: typeof ads.$inferSelect): HomeBannerRow => ({
    id: a.id,
    home,
    navId: a.navId,
    titleZh: a.titleZh,
    titleEn: a.titleEn,
    image: a.image,
    jumpType: a.jumpType,
    jumpValue: a.jumpValue,
    sort: a.sort,
    status: 'published',
    publishedAt: null,
    updatedAt: new Date(0)
  })
  const repo = {
    /** Every banner of the home, the console's copy where there is one, in display order. */
    async list(): Promise<HomeBannerRow[]> {
      const [mine, live] = await Promise.all([
        db.select().from(adminHomeBanners).where(eq(adminHomeBanners.home, home)),
        db.select().from(ads).where(eq(ads.position, position))
      ])
      const byId = new Map(live.map((a) => [a.id, fromCatalogue(a)]))
      for (const r of mine) byId.set(r.id, r)
      return [...byId.values()].sort(bySort)
    },
    async find(id: number): Promise<HomeBannerRow | undefined> {
      const [mine] = await db
        .select()
        .from(adminHomeBanners)
        .where(and(eq(adminHomeBanners.id, id), eq(adminHomeBanners.home, home)))
      if (mine) return mine
      const [a] = await db
        .select()
        .from(ads)
        .where(and(eq(ads.id, id), eq(ads.position, position)))
      return a && fromCatalogue(a)
    },
    /** The console's row for `id`, copied from the catalogue the first time (locked for the transaction). */
    async adopt(id: number, now: Date): Promise<HomeBannerRow | undefined> {
      const [mine] = await db
        .select()
        .from(adminHomeBanners)
        .where(and(eq(adminHomeBanners.id, id), eq(adminHomeBanners.home, home)))
        .for('update')
      if (mine) return mine
      const [a] = await db
        .select()
        .from(ads)
        .where(and(eq(ads.id, id), eq(ads.position, position)))
      if (!a) return undefined
      const [row] = await db
        .insert(adminHomeBanners)
        .values({ ...fromCatalogue(a), updatedAt: now })
        .returning()
      return row
    },
    async create(fields: HomeBannerFields, now: Date): Promise<HomeBannerRow> {
      // ids are shared with `ads` (the row keeps its id when published): one past both tables' highest
      const next = nextOf(
        await db.execute(
          sql`SELECT GREATEST((SELECT COALESCE(MAX(id), 0) FROM ads), (SELECT COALESCE(MAX(id), 0) FROM admin_home_banners)) + 1 AS next`
        )
      )
      const [row] = await db
        .insert(adminHomeBanners)
        .values({ ...fields, id: next, home, status: 'draft', updatedAt: now })
        .returning()
      return row
    },
    async update(id: number, fields: Partial<HomeBannerFields>, now: Date): Promise<HomeBannerRow> {
      const [row] = await db
        .update(adminHomeBanners)
        .set({ ...fields, status: 'draft', updatedAt: now })
        .where(eq(adminHomeBanners.id, id))
        .returning()
      return row
    },
    /** Writes the banner into the app's `ads` (insert or replace) and marks it published. */
    async publish(r: HomeBannerRow, now: Date): Promise<HomeBannerRow> {
      const values = {
        position,
        navId: r.navId,
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        image: r.image,
        jumpType: r.jumpType,
        jumpValue: r.jumpValue,
        sort: r.sort
      }
      await db
        .insert(ads)
        .values({ id: r.id, ...values })
        .onConflictDoUpdate({ target: ads.id, set: values })
      const [row] = await db
        .update(adminHomeBanners)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(eq(adminHomeBanners.id, r.id))
        .returning()
      return row
    },
    /** A new display order; a published banner's order is live at once (the order is not its content). */
    async setSort(r: HomeBannerRow, sort: number, now: Date): Promise<HomeBannerRow> {
      const [row] = await db
        .update(adminHomeBanners)
        .set({ sort, updatedAt: now })
        .where(eq(adminHomeBanners.id, r.id))
        .returning()
      await db.update(ads).set({ sort }).where(eq(ads.id, r.id))
      return row
    },
    async isInCatalogue(id: number): Promise<boolean> {
      const [a] = await db.select({ id: ads.id }).from(ads).where(eq(ads.id, id))
      return !!a
    },
    async remove(id: number): Promise<void> {
      await db.delete(adminHomeBanners).where(eq(adminHomeBanners.id, id))
    }
  }
  return repo
}

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

/** The course home's navs (a course floor belongs to one). */
export async function courseNavOptions(db: Db) {
  return db
    .select({ id: courseNavs.id, tag: courseNavs.tag, titleZh: courseNavs.titleZh, titleEn: courseNavs.titleEn })
    .from(courseNavs)
    .orderBy(asc(courseNavs.sort), asc(courseNavs.id))
}

export async function courseNavExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: courseNavs.id }).from(courseNavs).where(eq(courseNavs.id, id))
  return rows.length > 0
}
