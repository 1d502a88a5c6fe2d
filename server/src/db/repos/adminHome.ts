/**
 * The banners of the app's two home tabs (floors: adminHomeFloors.ts) as the console edits them (migration 0045), in the FAQ's shape
 * (adminFaqs.ts): catalogue items never edited list as published; an edit first copies the item into the console's
 * table ("adopts" it); publishing writes it back to `ads` / `med_floors` / `course_floors`, whose change-feed
 * triggers (0009) make every API process drop its cached home (GET /v3/meditation/indexFloor, /v3/course/indexAds,
 * /v3/course/indexFloor). Home lists are short, so the merged lists are sorted in memory.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { adminHomeBanners, ads, courseNavs } from '../schema'

export const HOMES = ['meditation', 'course'] as const
export type Home = (typeof HOMES)[number]
/** The `ads.position` of each home's banners. */
export const BANNER_POSITION: Record<Home, string> = { meditation: 'meditation_index', course: 'course_index' }

export type HomeBannerRow = typeof adminHomeBanners.$inferSelect
export type HomeBannerFields = Omit<HomeBannerRow, 'id' | 'home' | 'status' | 'publishedAt' | 'updatedAt'>

export const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id
export const nextOf = (res: unknown) => Number((res as { rows: { next: number | string }[] }).rows[0].next)

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
