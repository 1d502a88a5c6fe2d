/**
 * The `media_uploads` table (migrations 0031, 0052) and its repository: a console upload from its first byte
 * (tus) to the probed, converted file the apps play: AAC for audio (a track), HLS with a poster for video (a
 * lesson). The admin API's tracks take `mediaPath`/`duration` from a ready audio upload with `readyUpload`, lessons
 * from a ready video upload with `readyVideoUpload` (the member variant for member-only or paid content: only that
 * name is served signed).
 */
import { desc, eq, sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { createdAt, tz } from '../db/schema/columns'

export type UploadStatus = 'uploading' | 'processing' | 'ready' | 'failed'

export const mediaUploads = pgTable(
  'media_uploads',
  {
    /** The tus upload id (random, URL-safe). */
    id: text('id').primaryKey(),
    operatorId: integer('operator_id'),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('uploading'),
    /** Whole seconds, read from the file by ffmpeg. */
    duration: integer('duration'),
    /** `/media/track-u….mp4`: the public AAC file, for free tracks. */
    mediaPath: text('media_path'),
    /** `/media/track-member-u….mp4`: the same bytes under a name served only with a member signature. */
    memberMediaPath: text('member_media_path'),
    /** Video: the poster still (public, under a name unrelated to either video name). */
    posterPath: text('poster_path'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow()
  },
  (t) => [index('media_uploads_created_idx').on(t.createdAt)]
)

export type MediaUpload = typeof mediaUploads.$inferSelect

/** The upload as the admin API answers it (GET /admin/api/uploads/<id>). */
export function uploadDTO(u: MediaUpload) {
  return {
    id: u.id,
    fileName: u.fileName,
    mime: u.mime,
    kind: u.mime.startsWith('video/') ? ('video' as const) : ('audio' as const),
    size: u.size,
    status: u.status,
    duration: u.duration,
    mediaPath: u.mediaPath,
    memberMediaPath: u.memberMediaPath,
    posterPath: u.posterPath,
    error: u.error,
    createdAt: u.createdAt.toISOString()
  }
}

export function uploadsRepo(db: Db) {
  return {
    async create(row: { id: string; operatorId: number | null; fileName: string; mime: string; size: number }) {
      await db.insert(mediaUploads).values(row).onConflictDoNothing()
    },
    async find(id: string): Promise<MediaUpload | null> {
      const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1)
      return row ?? null
    },
    withStatus(status: UploadStatus): Promise<MediaUpload[]> {
      return db.select().from(mediaUploads).where(eq(mediaUploads.status, status))
    },
    async list(start: number, end: number): Promise<{ rows: MediaUpload[]; total: number }> {
      const rows = await db
        .select()
        .from(mediaUploads)
        .orderBy(desc(mediaUploads.createdAt))
        .offset(start)
        .limit(Math.max(0, end - start))
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mediaUploads)
      return { rows, total: Number(n) }
    },
    async update(id: string, patch: Partial<Omit<MediaUpload, 'id' | 'createdAt'>>) {
      await db
        .update(mediaUploads)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(mediaUploads.id, id))
    }
  }
}

/**
 * A finished upload's path and duration for a track (`member`: the signed-only variant), or null when the
 * upload does not exist or is not ready.
 */
export async function readyUpload(
  db: Db,
  id: string,
  member: boolean
): Promise<{ mediaPath: string; duration: number } | null> {
  const u = await uploadsRepo(db).find(id)
  if (!u || !u.mime.startsWith('audio/')) return null
  if (u.status !== 'ready' || !u.mediaPath || !u.memberMediaPath || u.duration === null) return null
  return { mediaPath: member ? u.memberMediaPath : u.mediaPath, duration: u.duration }
}

/**
 * A finished video upload for a lesson: its HLS playlist (`member`: the signed-only variant, for paid lessons),
 * poster and duration; null when the upload does not exist, is not a video, or is not ready.
 */
export async function readyVideoUpload(
  db: Db,
  id: string,
  member: boolean
): Promise<{ videoPath: string; posterPath: string; duration: number } | null> {
  const u = await uploadsRepo(db).find(id)
  if (!u || !u.mime.startsWith('video/')) return null
  if (u.status !== 'ready' || !u.mediaPath || !u.memberMediaPath || !u.posterPath || u.duration === null) return null
  return { videoPath: member ? u.memberMediaPath : u.mediaPath, posterPath: u.posterPath, duration: u.duration }
}
