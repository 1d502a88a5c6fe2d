/**
 * Questionnaires in the console (routes/admin/questionnaires.ts): the app's research forms (`research_forms`,
 * migration 0068) with how many answers each has, and the answers with who gave them. Writes take the form's row
 * lock first, so an edit of the questions and the first answer (which forbids it) are ordered.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { researchAnswers, researchForms, users, type ResearchQuestionData } from '../schema'
import type { ResearchFormRow, ResearchPage } from './research'

export interface QuestionnaireFields {
  titleZh: string
  titleEn: string
  introZh: string
  introEn: string
  page: ResearchPage
  questions: ResearchQuestionData[]
}

export type QuestionnaireRow = ResearchFormRow & { answerCount: number }

export function adminQuestionnaireRepo(db: Db) {
  const answerCount = (formId: number) =>
    db
      .select({ n: count() })
      .from(researchAnswers)
      .where(eq(researchAnswers.formId, formId))
      .then(([r]) => r.n)
  return {
    /** Every form, newest first, with its number of answers. */
    async list(): Promise<QuestionnaireRow[]> {
      const counts = db
        .select({ formId: researchAnswers.formId, n: count().as('n') })
        .from(researchAnswers)
        .groupBy(researchAnswers.formId)
        .as('counts')
      const rows = await db
        .select({ f: researchForms, n: counts.n })
        .from(researchForms)
        .leftJoin(counts, eq(counts.formId, researchForms.id))
        .orderBy(desc(researchForms.id))
      return rows.map((r) => ({ ...r.f, answerCount: Number(r.n ?? 0) }))
    },
    /** One form (`lock`: its row locked until the transaction ends). */
    async find(id: number, lock = false): Promise<QuestionnaireRow | undefined> {
      const q = db.select().from(researchForms).where(eq(researchForms.id, id))
      const [row] = lock ? await q.for('update') : await q
      return row && { ...row, answerCount: await answerCount(id) }
    },
    /** A new draft; its code (`form-<id>`) names it in the app. */
    async create(f: QuestionnaireFields, now: Date): Promise<QuestionnaireRow> {
      const res = await db.execute(sql`SELECT nextval('research_forms_id_seq') AS id`)
      const id = Number((res as unknown as { rows: { id: number | string }[] }).rows[0].id)
      const [row] = await db
        .insert(researchForms)
        .values({ ...f, id, code: `form-${id}`, status: 'draft', updatedAt: now })
        .returning()
      return { ...row, answerCount: 0 }
    },
    async update(id: number, f: Partial<QuestionnaireFields>, now: Date) {
      await db
        .update(researchForms)
        .set({ ...f, updatedAt: now })
        .where(eq(researchForms.id, id))
      return (await this.find(id))!
    },
    async setStatus(id: number, status: 'draft' | 'published', now: Date) {
      await db
        .update(researchForms)
        .set(status === 'published' ? { status, publishedAt: now, updatedAt: now } : { status, updatedAt: now })
        .where(eq(researchForms.id, id))
      return (await this.find(id))!
    },
    async remove(id: number) {
      await db.delete(researchForms).where(eq(researchForms.id, id))
    },
    /** A page of a form's answers, newest first, with who answered. */
    async answers(formId: number, offset: number, limit: number) {
      const rows = await db
        .select({
          userId: researchAnswers.userId,
          nickname: users.nickname,
          email: users.email,
          answers: researchAnswers.answers,
          createdAt: researchAnswers.createdAt
        })
        .from(researchAnswers)
        .innerJoin(users, eq(users.id, researchAnswers.userId))
        .where(and(eq(researchAnswers.formId, formId)))
        .orderBy(desc(researchAnswers.createdAt), desc(researchAnswers.userId))
        .offset(offset)
        .limit(limit)
      return { rows, total: await answerCount(formId) }
    }
  }
}
