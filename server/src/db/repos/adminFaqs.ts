/**
 * The console's FAQ entries (issue 31): the catalogue's `faqs` that were never edited are listed as published;
 * an edit first copies the entry into `admin_faqs` ("adopts" it), and publishing writes it back to `faqs`, whose
 * change-feed trigger (migration 0009) makes every API process drop its cached `/v2/faqs`. FAQ lists are short,
 * so the merged list is paged in memory.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { adminFaqs, faqs } from '../schema'

export type FaqRow = typeof adminFaqs.$inferSelect
export type FaqFields = Omit<FaqRow, 'id' | 'status' | 'publishedAt' | 'updatedAt'>

const fromCatalogue = (f: typeof faqs.$inferSelect): FaqRow => ({
  ...f,
  status: 'published',
  publishedAt: null,
  updatedAt: new Date(0)
})

export function adminFaqRepo(db: Db) {
  return {
    /** Every entry, the console's copy where there is one, by display order. */
    async list(): Promise<FaqRow[]> {
      const [own, live] = await Promise.all([db.select().from(adminFaqs), db.select().from(faqs)])
      const byId = new Map(live.map((f) => [f.id, fromCatalogue(f)]))
      for (const r of own) byId.set(r.id, r)
      return [...byId.values()].sort((a, b) => a.sort - b.sort || a.id - b.id)
    },
    async find(id: number): Promise<FaqRow | undefined> {
      const [own] = await db.select().from(adminFaqs).where(eq(adminFaqs.id, id))
      if (own) return own
      const [f] = await db.select().from(faqs).where(eq(faqs.id, id))
      return f && fromCatalogue(f)
    },
    /** The console's row for `id`, copied from the catalogue the first time (locked for the transaction). */
    async adopt(id: number, now: Date): Promise<FaqRow | undefined> {
      const [own] = await db.select().from(adminFaqs).where(eq(adminFaqs.id, id)).for('update')
      if (own) return own
      const [f] = await db.select().from(faqs).where(eq(faqs.id, id))
      if (!f) return undefined
      const [row] = await db
        .insert(adminFaqs)
        .values({ ...f, status: 'published', publishedAt: null, updatedAt: now })
        .returning()
      return row
    },
    async create(fields: FaqFields, now: Date): Promise<FaqRow> {
      // ids are shared with `faqs` (the row keeps its id when published): one past both tables' highest
      const res = await db.execute(
        sql`SELECT GREATEST((SELECT COALESCE(MAX(id), 0) FROM faqs), (SELECT COALESCE(MAX(id), 0) FROM admin_faqs)) + 1 AS next`
      )
      const next = (res as unknown as { rows: { next: number | string }[] }).rows[0].next
      const [row] = await db
        .insert(adminFaqs)
        .values({ id: Number(next), ...fields, status: 'draft', updatedAt: now })
        .returning()
      return row
    },
    async update(id: number, fields: Partial<FaqFields>, now: Date): Promise<FaqRow> {
      const [row] = await db
        .update(adminFaqs)
        .set({ ...fields, status: 'draft', updatedAt: now })
        .where(eq(adminFaqs.id, id))
        .returning()
      return row
    },
    /** Writes the entry into the app's `faqs` (insert or replace) and marks it published. */
    async publish(r: FaqRow, now: Date): Promise<FaqRow> {
      const values = {
        categoryZh: r.categoryZh,
        categoryEn: r.categoryEn,
        questionZh: r.questionZh,
        questionEn: r.questionEn,
        answerZh: r.answerZh,
        answerEn: r.answerEn,
        sort: r.sort
      }
      await db
        .insert(faqs)
        .values({ id: r.id, ...values })
        .onConflictDoUpdate({ target: faqs.id, set: values })
      const [row] = await db
        .update(adminFaqs)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(eq(adminFaqs.id, r.id))
        .returning()
      return row
    },
    async isInCatalogue(id: number): Promise<boolean> {
      const [f] = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.id, id))
      return !!f
    },
    async remove(id: number): Promise<void> {
      await db.delete(adminFaqs).where(eq(adminFaqs.id, id))
    }
  }
}
