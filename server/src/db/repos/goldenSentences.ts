/** Golden sentences (migration 0063): the app's published rotation and the console's reads and writes. */
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { goldenSentences, type GoldenSentence } from '../schema'

export type GoldenSentenceFields = Partial<Pick<GoldenSentence, 'textZh' | 'textEn' | 'authorZh' | 'authorEn' | 'sort'>>

export function goldenSentencesRepo(db: Db) {
  return {
    /** The published sentences in their rotation order (sort, then id): the same for every user (cached). */
    async published() {
      return db
        .select()
        .from(goldenSentences)
        .where(eq(goldenSentences.status, 'published'))
        .orderBy(asc(goldenSentences.sort), asc(goldenSentences.id))
    },
    async list() {
      return db.select().from(goldenSentences).orderBy(desc(goldenSentences.id))
    },
    /** One sentence; `lock`: under a row lock (a console step inside its transaction). */
    async find(id: number, lock = false) {
      const q = db.select().from(goldenSentences).where(eq(goldenSentences.id, id))
      const [row] = lock ? await q.for('update') : await q
      return row
    },
    async create(f: GoldenSentenceFields & { textZh: string }, now: Date) {
      const [row] = await db
        .insert(goldenSentences)
        .values({ ...f, status: 'draft', createdAt: now, updatedAt: now })
        .returning()
      return row
    },
    async update(id: number, f: GoldenSentenceFields, now: Date) {
      const [row] = await db
        .update(goldenSentences)
        .set({ ...f, updatedAt: now })
        .where(eq(goldenSentences.id, id))
        .returning()
      return row
    },
    async setStatus(id: number, status: 'draft' | 'published', now: Date) {
      const [row] = await db
        .update(goldenSentences)
        .set({ status, publishedAt: status === 'published' ? now : null, updatedAt: now })
        .where(eq(goldenSentences.id, id))
        .returning()
      return row
    },
    async remove(id: number) {
      await db.delete(goldenSentences).where(eq(goldenSentences.id, id))
    }
  }
}
export type GoldenSentencesRepo = ReturnType<typeof goldenSentencesRepo>
