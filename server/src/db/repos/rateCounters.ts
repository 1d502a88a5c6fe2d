/**
 * The rate limits' counters in `rate_counters` (plugins/rateLimit's CounterStore for several processes on one
 * PostgreSQL database): each change is one atomic upsert, so concurrent processes never lose a hit.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { rateCounters } from '../schema'
import { backoffMs, type CounterStore, type Limit, type Window } from '../../plugins/rateLimit'

export class DbCounters implements CounterStore {
  private sinceSweep = 0

  constructor(private db: Db) {}

  async increment(key: string, windowMs: number, now: number): Promise<Window> {
    const at = new Date(now)
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, resetAt: new Date(now + windowMs) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.resetAt} <= ${at} then 1 else ${rateCounters.count} + 1 end`,
          blockedUntil: sql`case when ${rateCounters.resetAt} <= ${at} then null else ${rateCounters.blockedUntil} end`,
          resetAt: sql`case when ${rateCounters.resetAt} <= ${at} then excluded.reset_at else ${rateCounters.resetAt} end`
        }
      })
      .returning({ count: rateCounters.count, resetAt: rateCounters.resetAt })
    if (++this.sinceSweep >= 1000) {
      this.sinceSweep = 0
      await this.db.delete(rateCounters).where(sql`${rateCounters.resetAt} <= ${at}`)
    }
    return { count: row.count, resetAt: row.resetAt.getTime() }
  }

  async blockedUntil(key: string, now: number): Promise<number> {
    const [row] = await this.db.select().from(rateCounters).where(eq(rateCounters.key, key))
    if (!row || row.resetAt.getTime() <= now) return 0
    return row.blockedUntil?.getTime() ?? 0
  }

  async fail(key: string, limit: Limit, now: number): Promise<number> {
    const at = new Date(now)
    const [row] = await this.db
      .insert(rateCounters)
      .values({ key, count: 1, resetAt: new Date(now + limit.windowMs) })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`case when ${rateCounters.resetAt} <= ${at} then 1 else ${rateCounters.count} + 1 end`,
          resetAt: sql`excluded.reset_at`
        }
      })
      .returning({ count: rateCounters.count })
    const blockedUntil = now + backoffMs(row.count, limit)
    await this.db
      .update(rateCounters)
      .set({ blockedUntil: new Date(blockedUntil) })
      .where(eq(rateCounters.key, key))
    return blockedUntil
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateCounters).where(eq(rateCounters.key, key))
  }
}
