/** Uploaded files (avatars): stored in the database so every deployment (PGlite or PostgreSQL) keeps them. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { uploadedFiles } from '../schema'

export type FileRow = typeof uploadedFiles.$inferSelect

export function filesRepo(db: Db) {
  return {
    async create(values: { userId: number; name: string; mime: string; data: Buffer }): Promise<FileRow> {
      const [row] = await db
        .insert(uploadedFiles)
        .values({ ...values, size: values.data.length })
        .returning()
      return row
    },
    async findByName(name: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name))
      return row
    },
    /** Account deletion: the user's uploads are personal data. Returns how many were removed. */
    async deleteByUser(userId: number): Promise<number> {
      const rows = await db
        .delete(uploadedFiles)
        .where(eq(uploadedFiles.userId, userId))
        .returning({ id: uploadedFiles.id })
      return rows.length
    },
    async countByUser(userId: number): Promise<number> {
      return (
        await db
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.userId, userId)))
      ).length
    }
  }
}
export type FilesRepo = ReturnType<typeof filesRepo>
