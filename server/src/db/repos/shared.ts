/** Catalogue reads shared by meditation and courses: settings lists, banners, products, FAQ. */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { ads, faqs, products, settings } from '../schema'

export type BannerRow = typeof ads.$inferSelect

export function sharedRepo(db: Db) {
  return {
    async settings(scope: 'meditation' | 'course') {
      return db
        .select({ s_key: settings.sKey, s_val: settings.sVal })
        .from(settings)
        .where(eq(settings.scope, scope))
        .orderBy(asc(settings.sKey))
    },
    /** Banners of a position; with navId, those of that course nav (null nav = every nav). */
    async banners(position: string, navId?: number | null): Promise<BannerRow[]> {
      const where =
        navId == null
          ? and(eq(ads.position, position), isNull(ads.navId))
          : and(eq(ads.position, position), eq(ads.navId, navId))
      return db.select().from(ads).where(where).orderBy(asc(ads.sort), asc(ads.id))
    },
    /** The products the app lists (a console draft annual card is not). */
    async products() {
      return db
        .select()
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(asc(products.sort), asc(products.id))
    },
    async faqs() {
      return db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id))
    }
  }
}
export type SharedRepo = ReturnType<typeof sharedRepo>
