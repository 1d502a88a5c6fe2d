/** Resume points written by the realtime socket (in batches) and read by play-info endpoints. */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { playProgress } from '../schema'

export interface ProgressRow {
  userId: number
  kind: number
  resourceId: number
  sku: string
  position: number
  status: number
  updatedAt: Date
}

/** Writes resume points, a row per user + kind + resource (the newest wins); `db` may be a transaction. */
export async function upsertProgress(db: Db, rows: ProgressRow[]): Promise<void> {
  if (!rows.length) return
  await db
    .insert(playProgress)
    .values(rows)
    .onConflictDoUpdate({
      target: [playProgress.userId, playProgress.kind, playProgress.resourceId],
      set: {
        sku: sql`excluded.sku`,
        position: sql`excluded.position`,
        status: sql`excluded.status`,
        updatedAt: sql`excluded.updated_at`
      }
    })
}

export function progressRepo(db: Db) {
  return {
    /** One multi-row upsert: PGlite pays ~1 ms per statement, so a batch of 1 000 ticks is one statement. */
    async upsertMany(rows: ProgressRow[]): Promise<void> {
      await upsertProgress(db, rows)
    },
    async get(userId: number, kind: number, resourceId: number): Promise<ProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(playProgress)
        .where(
          and(eq(playProgress.userId, userId), eq(playProgress.kind, kind), eq(playProgress.resourceId, resourceId))
        )
      return row
    }
  }
}
export type ProgressRepo = ReturnType<typeof progressRepo>
