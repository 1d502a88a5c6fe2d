/**
 * Campaign landing definitions written in the console (issue 31, migration 0062). A row is the operator's copy of
 * a campaign: `draft` is the working copy, `published` what the app serves instead of the seed file while the state
 * is 'published'; 'unpublished' takes the landing out of the app. The app reads the row on every request (no cache),
 * so what the console publishes is what GET /v2/activity/page/:id answers at once in every process.
 */
import { eq } from 'drizzle-orm'
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { CampaignDef, CampaignSet } from '../../campaigns/definitions'
import type { Db } from '../client'
import { createdAt, tz } from '../schema/columns'

export type LandingState = 'draft' | 'published' | 'unpublished'

export const landingDefinitions = pgTable('landing_definitions', {
  id: text('id').primaryKey(),
  state: text('state').$type<LandingState>().notNull().default('draft'),
  draft: jsonb('draft').$type<CampaignDef>().notNull(),
  published: jsonb('published').$type<CampaignDef>(),
  publishedAt: tz('published_at'),
  createdAt: createdAt(),
  updatedAt: tz('updated_at').notNull().defaultNow()
})

export type LandingRow = typeof landingDefinitions.$inferSelect

export function landingRepo(db: Db) {
  return {
    async list(): Promise<LandingRow[]> {
      return db.select().from(landingDefinitions)
    },
    async find(id: string, lock = false): Promise<LandingRow | undefined> {
      const q = db.select().from(landingDefinitions).where(eq(landingDefinitions.id, id))
      const [row] = lock ? await q.for('update') : await q
      return row
    },
    /** Inserts the row unless it exists (two first edits at once: one inserts, both then lock the same row). */
    async ensure(id: string, draft: CampaignDef, now: Date): Promise<void> {
      await db.insert(landingDefinitions).values({ id, draft, createdAt: now, updatedAt: now }).onConflictDoNothing()
    },
    async update(id: string, set: Partial<Omit<LandingRow, 'id' | 'createdAt'>>, now: Date): Promise<LandingRow> {
      const [row] = await db
        .update(landingDefinitions)
        .set({ ...set, updatedAt: now })
        .where(eq(landingDefinitions.id, id))
        .returning()
      return row
    }
  }
}

/**
 * The campaign the app shows for `id`: the console's published copy, none while unpublished, else the seed file
 * (a landing drafted in the console and never published has none).
 */
export async function liveCampaign(db: Db, files: CampaignSet, id: string): Promise<CampaignDef | null> {
  const row = await landingRepo(db).find(id)
  if (row?.state === 'published') return row.published
  if (row?.state === 'unpublished') return null
  return files.get(id) ?? null
}
