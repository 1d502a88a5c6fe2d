/** The console's overview numbers: today's sign-ups, paid orders and revenue, listeners now, reports, failing jobs. */
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { forumModeration, orders, playProgress, users } from '../schema'

export function adminOverviewRepo(db: Db) {
  return {
    async numbers(dayStart: Date, listenersSince: Date, jobsSince: Date) {
      const [signUps] = await db
        .select({ n: count() })
        .from(users)
        .where(and(gte(users.createdAt, dayStart), isNull(users.deletedAt)))
      const [paid] = await db
        .select({ n: count(), cents: sql<number>`coalesce(sum(${orders.payCents}), 0)::int` })
        .from(orders)
        .where(and(gte(orders.paidAt, dayStart), sql`${orders.status} in ('paid', 'refunding', 'refunded')`))
      const [listeners] = await db
        .select({ n: sql<number>`count(distinct ${playProgress.userId})::int` })
        .from(playProgress)
        .where(gte(playProgress.updatedAt, listenersSince))
      const [reports] = await db
        .select({ n: count() })
        .from(forumModeration)
        .where(eq(forumModeration.state, 'pending'))
      // pg-boss keeps its jobs in its own schema, installed when the job runner starts (none: 0).
      const res = (await db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`)) as unknown as {
        rows: { present: boolean }[]
      }
      let jobsFailing = 0
      if (res.rows[0]?.present) {
        const failed = (await db.execute(
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'failed' AND completed_on >= ${jobsSince}`
        )) as unknown as { rows: { n: number }[] }
        jobsFailing = Number(failed.rows[0]?.n ?? 0)
      }
      return {
        signUpsToday: signUps.n,
        ordersToday: paid.n,
        revenueTodayCents: Number(paid.cents),
        activeListeners: Number(listeners.n),
        reportsWaiting: reports.n,
        jobsFailing
      }
    }
  }
}
