/**
 * The community's moderation queue (forum_moderation, filled by reports: repos/forum.ts `report`) as the console
 * reviews it. Restore: the post is visible again and reports no longer hide it (state 'kept'). Delete: see
 * services/admin/moderation.ts (the author's own deletion path).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { forumModeration, forumPosts, users } from '../schema'
import { paginate } from './paginate'

export interface ReportFilter {
  state?: string
  hidden?: boolean
}

const SELECT = {
  m: forumModeration,
  p: forumPosts,
  author: users.nickname,
  reasons: sql<string[]>`coalesce((select array_agg(r.reason order by r.created_at) from forum_reports r
    where r.post_id = ${forumModeration.postId} and r.reason <> ''), '{}')`
}
export type AdminReportRow = {
  m: typeof forumModeration.$inferSelect
  p: typeof forumPosts.$inferSelect
  author: string
  reasons: string[]
}

export function adminReportsRepo(db: Db) {
  const where = (f: ReportFilter): SQL | undefined => {
    const conds: SQL[] = []
    if (f.state) conds.push(eq(forumModeration.state, f.state))
    if (f.hidden !== undefined) conds.push(eq(forumModeration.hidden, f.hidden ? 1 : 0))
    return conds.length ? and(...conds) : undefined
  }
  const base = () =>
    db
      .select(SELECT)
      .from(forumModeration)
      .innerJoin(forumPosts, eq(forumPosts.id, forumModeration.postId))
      .innerJoin(users, eq(users.id, forumPosts.userId))
  return {
    async list(f: ReportFilter, sort: SQL | null, offset: number, limit: number) {
      const query = base()
        .where(where(f))
        .orderBy(sort ?? asc(forumModeration.queuedAt), desc(forumModeration.postId))
      return paginate<AdminReportRow>(db, query, { table: forumModeration, where: where(f) }, offset, limit)
    },
    async byPostId(postId: number, lock = false): Promise<AdminReportRow | undefined> {
      const q = base().where(eq(forumModeration.postId, postId))
      const [row] = lock ? await q.for('update', { of: forumModeration }) : await q
      return row
    },
    async pendingCount(): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(forumModeration).where(eq(forumModeration.state, 'pending'))
      return n
    },
    /** The post shows again; the queue row is 'kept' (repos/forum.ts does not hide a kept post again). */
    async restore(postId: number, at: Date): Promise<void> {
      await db.update(forumPosts).set({ status: 'visible' }).where(eq(forumPosts.id, postId))
      await db
        .update(forumModeration)
        .set({ state: 'kept', hidden: 0, reviewedAt: at })
        .where(eq(forumModeration.postId, postId))
    }
  }
}
