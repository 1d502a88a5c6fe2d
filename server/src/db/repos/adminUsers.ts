/** App users as the console finds them (e-mail, phone, id) with their recent orders and plays; membership changes. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { playLogs, users } from '../schema'
import { paginate } from './paginate'

export type AdminUserRow = typeof users.$inferSelect

export function adminUsersRepo(db: Db) {
  const where = (q?: string): SQL | undefined => {
    const text = q?.trim()
    if (!text) return undefined
    const conds: SQL[] = []
    if (/^\d{1,9}$/.test(text)) conds.push(eq(users.id, Number(text)))
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    if (text.includes('@') || /[a-z]/i.test(text)) conds.push(ilike(users.email, like))
    const digits = text.replace(/[^\d]/g, '')
    if (digits.length >= 4) {
      conds.push(ilike(users.mobile, `%${digits}%`))
      // '+886 912345678' or '886912345678': the country code and the number together
      conds.push(sql`coalesce(${users.nationcode}, '') || coalesce(${users.mobile}, '') = ${digits}`)
    }
    return conds.length ? or(...conds) : sql`false`
  }
  return {
    async list(q: string | undefined, sort: SQL | null, offset: number, limit: number) {
      const query = db
        .select()
        .from(users)
        .where(where(q))
        .orderBy(sort ?? desc(users.id), desc(users.id))
      return paginate(db, query, { table: users, where: where(q) }, offset, limit)
    },
    async byId(id: number): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    },
    async lockById(id: number): Promise<AdminUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update')
      return row
    },
    async setVipExpireAt(id: number, at: Date | null): Promise<AdminUserRow> {
      const [row] = await db.update(users).set({ vipExpireAt: at }).where(eq(users.id, id)).returning()
      return row
    },
    async recentPlays(userId: number, limit = 20) {
      return db
        .select({
          sku: playLogs.sku,
          resourceId: playLogs.resourceId,
          playtime: playLogs.playtime,
          createdAt: playLogs.createdAt
        })
        .from(playLogs)
        .where(and(eq(playLogs.userId, userId)))
        .orderBy(desc(playLogs.id))
        .limit(limit)
    }
  }
}
