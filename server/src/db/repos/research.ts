/** Research forms with one submission per user and form, and the kzero assessments (by user id). */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { kzeroAssessments, researchAnswers, researchForms } from '../schema'

export type ResearchFormRow = typeof researchForms.$inferSelect
/** The app pages that show a research form (commonPage/pages/questionnaire, survey). */
export const RESEARCH_PAGES = ['questionnaire', 'survey'] as const
export type ResearchPage = (typeof RESEARCH_PAGES)[number]

export function researchRepo(db: Db) {
  return {
    /**
     * The published form the app asks for: a page's name (`questionnaire`, `survey`) means the newest form
     * published for that page (the seeded one until an editor publishes another); any other code names one form.
     * Drafts are never served.
     */
    async form(code: string): Promise<ResearchFormRow | undefined> {
      const published = eq(researchForms.status, 'published')
      if (RESEARCH_PAGES.includes(code as ResearchPage)) {
        const [row] = await db
          .select()
          .from(researchForms)
          .where(and(eq(researchForms.page, code as ResearchPage), published))
          .orderBy(sql`${researchForms.publishedAt} DESC NULLS LAST`, desc(researchForms.id))
          .limit(1)
        return row
      }
      const [row] = await db
        .select()
        .from(researchForms)
        .where(and(eq(researchForms.code, code), published))
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
