/**
 * Enterprise groups as the console manages them: list (one enterprise's, for its group admins), members with their
 * sanctions, mute (ban) / remove (feng) and lifting them, and a new invite code. Sanctions by an operator have no
 * `by_user_id` (operators are not app users): the audit log says who.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { enterpriseGroups, enterpriseMembers, enterprises, enterpriseSanctions } from '../schema'
import { enterpriseRepo } from './enterprise'
import { paginate } from './paginate'

export type SanctionKind = 'ban' | 'feng'

const SELECT = {
  g: enterpriseGroups,
  enterpriseZh: enterprises.nameZh,
  enterpriseEn: enterprises.nameEn,
  memberCount: sql<number>`(select count(*) from enterprise_members m where m.group_id = ${enterpriseGroups.id})::int`
}
export type AdminGroupRow = {
  g: typeof enterpriseGroups.$inferSelect
  enterpriseZh: string
  enterpriseEn: string
  memberCount: number
}

export function adminEnterpriseRepo(db: Db) {
  const base = () =>
    db.select(SELECT).from(enterpriseGroups).innerJoin(enterprises, eq(enterprises.id, enterpriseGroups.enterpriseId))
  return {
    async groups(enterpriseId: number | undefined, offset: number, limit: number) {
      const where: SQL | undefined =
        enterpriseId !== undefined ? eq(enterpriseGroups.enterpriseId, enterpriseId) : undefined
      const query = base().where(where).orderBy(asc(enterpriseGroups.enterpriseId), asc(enterpriseGroups.id))
      return paginate<AdminGroupRow>(db, query, { table: enterpriseGroups, where: where }, offset, limit)
    },
    async group(id: number): Promise<AdminGroupRow | undefined> {
      const [row] = await base().where(eq(enterpriseGroups.id, id))
      return row
    },
    members: (groupId: number) => enterpriseRepo(db).members(groupId),
    async isMember(groupId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(enterpriseMembers)
        .where(and(eq(enterpriseMembers.groupId, groupId), eq(enterpriseMembers.userId, userId)))
      return row.n > 0
    },
    async sanction(groupId: number, userId: number, kind: SanctionKind): Promise<void> {
      await db.insert(enterpriseSanctions).values({ groupId, userId, kind, byUserId: null }).onConflictDoNothing()
      // removed: no longer a group admin either (as a group admin's own removal does)
      if (kind === 'feng')
        await db
          .update(enterpriseMembers)
          .set({ role: 0 })
          .where(and(eq(enterpriseMembers.groupId, groupId), eq(enterpriseMembers.userId, userId)))
    },
    lift: (groupId: number, userId: number, kind: SanctionKind) => enterpriseRepo(db).lift(groupId, userId, kind),
    setCode: (groupId: number, code: string) => enterpriseRepo(db).setCode(groupId, code)
  }
}
