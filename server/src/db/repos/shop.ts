/** Site documents and support messages (schema/shop.ts). */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { siteDocuments, supportMessages } from '../schema'
import { paginate } from './paginate'

export type SiteDocumentRow = typeof siteDocuments.$inferSelect
export type SupportMessageRow = typeof supportMessages.$inferSelect

export function shopRepo(db: Db) {
  return {
    async documents(): Promise<SiteDocumentRow[]> {
      return db.select().from(siteDocuments).orderBy(siteDocuments.key)
    },
    async document(key: string): Promise<SiteDocumentRow | undefined> {
      const [row] = await db.select().from(siteDocuments).where(eq(siteDocuments.key, key))
      return row
    },
    async updateDocument(
      key: string,
      patch: Partial<Pick<SiteDocumentRow, 'titleZh' | 'titleEn' | 'bodyZh' | 'bodyEn'>>,
      now: Date
    ): Promise<SiteDocumentRow | undefined> {
      const [row] = await db
        .update(siteDocuments)
        .set({ ...patch, updatedAt: now })
        .where(eq(siteDocuments.key, key))
        .returning()
      return row
    },
    async addMessage(row: typeof supportMessages.$inferInsert): Promise<SupportMessageRow> {
      const [created] = await db.insert(supportMessages).values(row).returning()
      return created
    },
    async message(id: number): Promise<SupportMessageRow | undefined> {
      const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id))
      return row
    },
    /** Newest first; `status` and a search in the address, subject and text. */
    async messages(
      filter: { status?: 'open' | 'handled'; q?: string },
      offset: number,
      limit: number
    ): Promise<{ rows: SupportMessageRow[]; total: number }> {
      const conds: SQL[] = []
      if (filter.status) conds.push(eq(supportMessages.status, filter.status))
      if (filter.q) {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        conds.push(
          or(
            ilike(supportMessages.email, like),
            ilike(supportMessages.subject, like),
            ilike(supportMessages.message, like)
          )!
        )
      }
      const where = conds.length ? and(...conds) : undefined
      const query = db
        .select()
        .from(supportMessages)
        .where(where)
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      return paginate(db, query, { table: supportMessages, where }, offset, limit)
    },
    async markHandled(id: number, by: string, now: Date): Promise<SupportMessageRow | undefined> {
      const [row] = await db
        .update(supportMessages)
        .set({ status: 'handled', handledBy: by, handledAt: now })
        .where(eq(supportMessages.id, id))
        .returning()
      return row
    }
  }
}
