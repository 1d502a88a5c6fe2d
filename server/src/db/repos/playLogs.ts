/** Play logs: one row per finished listening session. */
import { count, desc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { playLogs } from '../schema'

export function playLogsRepo(db: Db) {
  return {
    async add(userId: number, sku: string, resourceId: number, playtime: number): Promise<number> {
      const [row] = await db
        .insert(playLogs)
        .values({ userId, sku, resourceId, playtime })
        .returning({ id: playLogs.id })
      return row.id
    },
    async page(userId: number, offset: number, limit: number) {
      const rows = await db
        .select()
        .from(playLogs)
        .where(eq(playLogs.userId, userId))
        .orderBy(desc(playLogs.id))
        .offset(offset)
        .limit(limit)
      const [{ n }] = await db.select({ n: count() }).from(playLogs).where(eq(playLogs.userId, userId))
      return { rows, total: n }
    }
  }
}
export type PlayLogsRepo = ReturnType<typeof playLogsRepo>
