/**
 * Campaign landing data: submitted forms (one row per request id, whatever the number of retries), the
 * behaviour log (a visit once per visit id) and short links (one code per url).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { behaviorLogs, campaignForms, orders, shortUrls } from '../schema'

export type CampaignFormInsert = typeof campaignForms.$inferInsert
export type CampaignFormRow = typeof campaignForms.$inferSelect
export type BehaviorInsert = typeof behaviorLogs.$inferInsert

export function thirdRepo(db: Db) {
  return {
    /**
     * Stores a form unless this (kind, request id) is stored already; answers the stored row either way.
     * Concurrent identical submits race on the unique index: one inserts, the others read its row.
     */
    async submitForm(values: CampaignFormInsert): Promise<{ row: CampaignFormRow; duplicate: boolean }> {
      const [inserted] = await db.insert(campaignForms).values(values).onConflictDoNothing().returning()
      if (inserted) return { row: inserted, duplicate: false }
      const [row] = await db
        .select()
        .from(campaignForms)
        .where(and(eq(campaignForms.kind, values.kind), eq(campaignForms.requestId, values.requestId)))
      return { row, duplicate: true }
    },
    async formsOf(campaign: string): Promise<CampaignFormRow[]> {
      return db.select().from(campaignForms).where(eq(campaignForms.campaign, campaign)).orderBy(campaignForms.id)
    },
    /** Logs an event; a second 'visit' with the same visit id is ignored. True when a row was written. */
    async logBehavior(values: BehaviorInsert): Promise<boolean> {
      const rows = await db.insert(behaviorLogs).values(values).onConflictDoNothing().returning({ id: behaviorLogs.id })
      return rows.length > 0
    },
    /** Time on page for a visit: only ever grows (a retried or late report never lowers it). */
    async addVisitTime(visitId: string, seconds: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(behaviorLogs)
        .set({ seconds: sql`greatest(${behaviorLogs.seconds}, ${seconds})`, updatedAt: now })
        .where(and(eq(behaviorLogs.visitId, visitId), eq(behaviorLogs.event, 'visit')))
        .returning({ id: behaviorLogs.id })
      return rows.length > 0
    },
    async behaviors(visitId: string) {
      return db.select().from(behaviorLogs).where(eq(behaviorLogs.visitId, visitId)).orderBy(behaviorLogs.id)
    },
    /** The code of `url`: an existing one, or `code` newly stored (concurrent adds of one url agree). */
    async shortUrl(url: string, code: string, userId: number | null): Promise<string> {
      await db.insert(shortUrls).values({ code, url, userId }).onConflictDoNothing()
      const [row] = await db.select({ code: shortUrls.code }).from(shortUrls).where(eq(shortUrls.url, url))
      return row.code
    },
    async resolveShortUrl(code: string): Promise<string | null> {
      const [row] = await db.select({ url: shortUrls.url }).from(shortUrls).where(eq(shortUrls.code, code))
      return row?.url ?? null
    },
    async orderAttribution(orderNo: string) {
      const [row] = await db
        .select({
          campaign: orders.campaign,
          channelTag: orders.channelTag,
          pullChannelId: orders.pullChannelId,
          channel: orders.channel
        })
        .from(orders)
        .where(eq(orders.orderNo, orderNo))
      return row ?? null
    }
  }
}
export type ThirdRepo = ReturnType<typeof thirdRepo>
