/** Research forms with one submission per user and form, and the kzero assessments (by user id). */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { kzeroAssessments, researchAnswers, researchForms } from '../schema'

export type ResearchFormRow = typeof researchForms.$inferSelect

export function researchRepo(db: Db) {
  return {
    async form(code: string): Promise<ResearchFormRow | undefined> {
      const [row] = await db.select().from(researchForms).where(eq(researchForms.code, code))
      return row
    },
    /** When the user submitted the form, or null. */
    async submittedAt(formId: number, userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: researchAnswers.createdAt })
        .from(researchAnswers)
        .where(and(eq(researchAnswers.formId, formId), eq(researchAnswers.userId, userId)))
      return row?.at ?? null
    },
    /**
     * Stores the answers unless the user already answered (the primary key decides, so parallel submits store
     * one): the stored row's time, or null when refused.
     */
    async submit(formId: number, userId: number, answers: Record<string, string | string[] | number>) {
      const [row] = await db
        .insert(researchAnswers)
        .values({ formId, userId, answers })
        .onConflictDoNothing()
        .returning({ at: researchAnswers.createdAt })
      return row?.at ?? null
    },
    async kzero(userId: number) {
      const [row] = await db.select().from(kzeroAssessments).where(eq(kzeroAssessments.userId, userId))
      return row
    }
  }
}
export type ResearchRepo = ReturnType<typeof researchRepo>
