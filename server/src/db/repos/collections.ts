/** Curated collections (catalogue) and the users' favourites of them. */
import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { collectionFavorites, collectionItems, collections, courses, medGoods } from '../schema'

export type CollectionRow = typeof collections.$inferSelect
export type CollectionItemRow = {
  position: number
  goods: typeof medGoods.$inferSelect | null
  course: typeof courses.$inferSelect | null
}

export function collectionsRepo(db: Db) {
  return {
    async list(): Promise<(CollectionRow & { itemCount: number })[]> {
      const rows = await db
        .select()
        .from(collections)
        .where(eq(collections.status, 'published'))
        .orderBy(asc(collections.sort), asc(collections.id))
      const counts = await db
        .select({ id: collectionItems.collectionId, n: count() })
        .from(collectionItems)
        .groupBy(collectionItems.collectionId)
      const by = new Map(counts.map((c) => [c.id, c.n]))
      return rows.map((r) => ({ ...r, itemCount: by.get(r.id) ?? 0 }))
    },
    /** A published collection (a console draft is not in the app). */
    async get(id: number): Promise<CollectionRow | undefined> {
      const [row] = await db
        .select()
        .from(collections)
        .where(and(eq(collections.id, id), eq(collections.status, 'published')))
      return row
    },
    async items(id: number): Promise<CollectionItemRow[]> {
      return db
        .select({ position: collectionItems.position, goods: medGoods, course: courses })
        .from(collectionItems)
        .leftJoin(medGoods, eq(medGoods.id, collectionItems.goodsId))
        .leftJoin(courses, eq(courses.id, collectionItems.courseId))
        .where(eq(collectionItems.collectionId, id))
        .orderBy(asc(collectionItems.position))
    },
    async favoriteCount(id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(collectionFavorites)
        .where(eq(collectionFavorites.collectionId, id))
      return row.n
    },
    async isFavorite(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: collectionFavorites.collectionId })
        .from(collectionFavorites)
        .where(and(eq(collectionFavorites.userId, userId), eq(collectionFavorites.collectionId, id)))
      return rows.length > 0
    },
    /** Idempotent both ways: one row per user and collection (primary key). */
    async setFavorite(userId: number, id: number, favorite: boolean): Promise<void> {
      if (favorite) await db.insert(collectionFavorites).values({ userId, collectionId: id }).onConflictDoNothing()
      else
        await db
          .delete(collectionFavorites)
          .where(and(eq(collectionFavorites.userId, userId), eq(collectionFavorites.collectionId, id)))
    }
  }
}
export type CollectionsRepo = ReturnType<typeof collectionsRepo>
