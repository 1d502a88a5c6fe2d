/** The 13-moon calendar's tables: a user's saved people (verbs scoped to the owner) and the articles. */
import { and, asc, count, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { mayaArticles, mayaKins } from '../schema/maya'

export type MayaKinRow = typeof mayaKins.$inferSelect
export type MayaArticleRow = typeof mayaArticles.$inferSelect
export interface MayaKinValues {
  name: string
  birthday: string
}

export function mayaRepo(db: Db) {
  return {
    /** The user's people in the order they were added. */
    async kins(userId: number): Promise<MayaKinRow[]> {
      return db.select().from(mayaKins).where(eq(mayaKins.userId, userId)).orderBy(asc(mayaKins.id))
    },
    async kinCount(userId: number): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(mayaKins).where(eq(mayaKins.userId, userId))
      return n
    },
    async addKins(userId: number, values: MayaKinValues[], now: Date): Promise<MayaKinRow[]> {
      if (!values.length) return []
      return db
        .insert(mayaKins)
        .values(values.map((v) => ({ userId, ...v, createdAt: now, updatedAt: now })))
        .returning()
    },
    /** Another user's row is not found (undefined) rather than forbidden: ids are not disclosed. */
    async updateKin(userId: number, id: number, v: MayaKinValues, now: Date): Promise<MayaKinRow | undefined> {
      const [row] = await db
        .update(mayaKins)
        .set({ ...v, updatedAt: now })
        .where(and(eq(mayaKins.id, id), eq(mayaKins.userId, userId)))
        .returning()
      return row
    },
    async deleteKin(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(mayaKins)
        .where(and(eq(mayaKins.id, id), eq(mayaKins.userId, userId)))
        .returning({ id: mayaKins.id })
      return rows.length > 0
    },
    /** Account deletion: the saved people (names and birthdays) are personal data. */
    async deleteKinsByUser(userId: number): Promise<number> {
      const rows = await db.delete(mayaKins).where(eq(mayaKins.userId, userId)).returning({ id: mayaKins.id })
      return rows.length
    },

    async articles(category?: string): Promise<MayaArticleRow[]> {
      const q = db.select().from(mayaArticles)
      return (category ? q.where(eq(mayaArticles.category, category)) : q).orderBy(
        asc(mayaArticles.sort),
        asc(mayaArticles.id)
      )
    },
    async article(id: number): Promise<MayaArticleRow | undefined> {
      const [row] = await db.select().from(mayaArticles).where(eq(mayaArticles.id, id))
      return row
    }
  }
}
export type MayaRepo = ReturnType<typeof mayaRepo>
