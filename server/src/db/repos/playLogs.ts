/** Play logs: one row per finished listening session. */
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { playLogs } from '../schema'
import { paginate } from './paginate'

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
      const mine = eq(playLogs.userId, userId)
      const query = db.select().from(playLogs).where(mine).orderBy(desc(playLogs.id))
      return paginate(db, query, { table: playLogs, where: mine }, offset, limit)
    }
  }
}
export type PlayLogsRepo = ReturnType<typeof playLogsRepo>
