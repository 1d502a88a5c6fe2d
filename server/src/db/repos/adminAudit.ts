/** The console's audit log: append (inside the write's own transaction) and read. There is no update or delete. */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { adminAudit } from '../schema'
import { paginate } from './paginate'

export type AuditRow = typeof adminAudit.$inferSelect
export type AuditEntry = Omit<typeof adminAudit.$inferInsert, 'id'>

export interface AuditFilter {
  operatorId?: number
  action?: string
  targetType?: string
  targetId?: string
}

export function adminAuditRepo(db: Db) {
  const where = (f: AuditFilter): SQL | undefined => {
    const conds: SQL[] = []
    if (f.operatorId !== undefined) conds.push(eq(adminAudit.operatorId, f.operatorId))
    if (f.action) conds.push(eq(adminAudit.action, f.action))
    if (f.targetType) conds.push(eq(adminAudit.targetType, f.targetType))
    if (f.targetId) conds.push(eq(adminAudit.targetId, f.targetId))
    return conds.length ? and(...conds) : undefined
  }
  return {
    async append(entry: AuditEntry): Promise<AuditRow> {
      const [row] = await db.insert(adminAudit).values(entry).returning()
      return row
    },
    async byId(id: number): Promise<AuditRow | undefined> {
      const [row] = await db.select().from(adminAudit).where(eq(adminAudit.id, id))
      return row
    },
    async list(f: AuditFilter, sort: SQL | null, offset: number, limit: number) {
      const query = db
        .select()
        .from(adminAudit)
        .where(where(f))
        .orderBy(sort ?? desc(adminAudit.id), desc(adminAudit.id))
      return paginate(db, query, { table: adminAudit, where: where(f) }, offset, limit)
    }
  }
}
