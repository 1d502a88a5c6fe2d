/** Campaign (marketing) pages and their visits: one row per visit, whatever is retried. */
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { marketingPages, marketingVisits } from '../schema'

export type MarketingPageRow = typeof marketingPages.$inferSelect

export function marketingRepo(db: Db) {
  return {
    async page(id: number): Promise<MarketingPageRow | undefined> {
      const [row] = await db
        .select()
        .from(marketingPages)
        .where(and(eq(marketingPages.id, id), eq(marketingPages.published, 1)))
      return row
    },
    /** Records a visit once per (page, visit id); true when this call recorded it. */
    async visit(pageId: number, visitId: string, userId: number | null, channel: string | null): Promise<boolean> {
      const rows = await db
        .insert(marketingVisits)
        .values({ pageId, visitId, userId, channel })
        .onConflictDoNothing()
        .returning({ id: marketingVisits.id })
      return rows.length > 0
    },
    async visits(pageId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(marketingVisits).where(eq(marketingVisits.pageId, pageId))
      return row.n
    }
  }
}
