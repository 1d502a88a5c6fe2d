/**
 * Meditation albums and tracks in the console: drafts until published; publishing writes them into the app's
 * catalogue, and once published every edit goes live at once (the catalogue triggers tell every process to
 * drop its cache). Every write is audited in its own transaction. Courses and study plans hold a published item's
 * edits back as pending changes (migration 0074); albums do not yet: an album's edit and its tracks' would both have
 * to wait, and its tracks are rows of their own (docs/admin-api.md "albums").
 */
import type { Db } from '../../db/client'
import {
  adminContentRepo,
  type AlbumInsert,
  type AlbumView,
  type TrackInsert,
  type TrackView
} from '../../db/repos/adminContent'
import { readyUpload } from '../../storage/mediaUploads'
import { audited, type Actor } from './audit'
import { createDraft, draftStep } from './drafts'
import { AdminErrors } from './messages'

export interface AlbumDto {
  id: number
  sku: string
  title: string
  titleEn: string
  subtitle: string
  subtitleEn: string
  intro: string
  introEn: string
  teacher: string
  teacherEn: string
  cover: string
  member: boolean
  sort: number
  floorId: number | null
  status: 'draft' | 'published'
  trackCount: number
  publishedAt: string | null
  updatedAt: string | null
}

export interface AlbumFields {
  title?: string
  titleEn?: string
  subtitle?: string | null
  subtitleEn?: string | null
  intro?: string | null
  introEn?: string | null
  teacher?: string | null
  teacherEn?: string | null
  cover?: string | null
  member?: boolean
  sort?: number
  floorId?: number | null
}

export interface TrackDto {
  id: number
  albumId: number
  title: string
  titleEn: string
  duration: number
  mediaUploadId: string | null
  mediaPath: string
  member: boolean
  sort: number
  status: 'draft' | 'published'
}

export interface TrackFields {
  albumId?: number
  title?: string
  titleEn?: string
  duration?: number
  mediaUploadId?: string | null
  mediaPath?: string | null
  member?: boolean
  sort?: number
}

export function albumDto(a: AlbumView): AlbumDto {
  return {
    id: a.id,
    sku: a.sku,
    title: a.titleZh,
    titleEn: a.titleEn,
    subtitle: a.subtitleZh,
    subtitleEn: a.subtitleEn,
    intro: a.introZh,
    introEn: a.introEn,
    teacher: a.teacherZh,
    teacherEn: a.teacherEn,
    cover: a.cover,
    member: a.isVip === 1,
    sort: a.sort,
    floorId: a.floorId,
    status: a.status === 'published' ? 'published' : 'draft',
    trackCount: a.trackCount,
    publishedAt: a.publishedAt?.toISOString() ?? null,
    updatedAt: a.updatedAt?.toISOString() ?? null
  }
}

export function trackDto(t: TrackView): TrackDto {
  return {
    id: t.id,
    albumId: t.albumId,
    title: t.titleZh,
    titleEn: t.titleEn,
    duration: t.duration,
    mediaUploadId: t.mediaUploadId ?? null,
    mediaPath: t.mediaPath,
    member: t.isVip === 1,
    sort: t.sort,
    status: t.status
  }
}

const ALBUM = { name: 'album', dto: albumDto }

function albumColumns(f: AlbumFields): Partial<AlbumInsert> {
  const out: Partial<AlbumInsert> = {}
  if (f.title !== undefined) out.titleZh = f.title
  if (f.titleEn !== undefined) out.titleEn = f.titleEn
  if (f.subtitle !== undefined) out.subtitleZh = f.subtitle ?? ''
  if (f.subtitleEn !== undefined) out.subtitleEn = f.subtitleEn ?? ''
  if (f.intro !== undefined) out.introZh = f.intro ?? ''
  if (f.introEn !== undefined) out.introEn = f.introEn ?? ''
  if (f.teacher !== undefined) out.teacherZh = f.teacher ?? ''
  if (f.teacherEn !== undefined) out.teacherEn = f.teacherEn ?? ''
  if (f.cover !== undefined) out.cover = f.cover ?? ''
  if (f.member !== undefined) out.isVip = f.member ? 1 : 0
  if (f.sort !== undefined) out.sort = f.sort
  if (f.floorId !== undefined) out.floorId = f.floorId
  return out
}

function trackColumns(f: TrackFields): Partial<TrackInsert> {
  const out: Partial<TrackInsert> = {}
  if (f.albumId !== undefined) out.albumId = f.albumId
  if (f.title !== undefined) out.titleZh = f.title
  if (f.titleEn !== undefined) out.titleEn = f.titleEn
  if (f.duration !== undefined) out.duration = f.duration
  if (f.mediaUploadId !== undefined) out.mediaUploadId = f.mediaUploadId
  if (f.mediaPath !== undefined) out.mediaPath = f.mediaPath ?? ''
  if (f.member !== undefined) out.isVip = f.member ? 1 : 0
  if (f.sort !== undefined) out.sort = f.sort
  return out
}

async function checkFloor(db: Db, floorId: number | null | undefined) {
  if (floorId != null && !(await adminContentRepo(db).floorExists(floorId)))
    throw AdminErrors.badRequest('bad_field', 'floorId')
}

export async function createAlbum(
  db: Db,
  f: AlbumFields & { title: string; titleEn: string },
  actor: Actor,
  nowMs: number
) {
  await checkFloor(db, f.floorId)
  return createDraft(db, ALBUM, actor, nowMs, async (tx, now) => ({
    ...(await adminContentRepo(tx).createAlbum(albumColumns(f) as AlbumInsert, now)),
    trackCount: 0
  }))
}

export async function updateAlbum(db: Db, id: number, f: AlbumFields, actor: Actor, nowMs: number) {
  await checkFloor(db, f.floorId)
  return draftStep(db, ALBUM, id, actor, nowMs, {
    verb: 'update',
    load: (tx) => adminContentRepo(tx).album(id),
    apply: async (tx, _before, now) => {
      const repo = adminContentRepo(tx)
      await repo.adopt(id, now)
      const row = (await repo.updateAlbum(id, albumColumns(f), now))!
      // Published: the edit is live at once.
      if (row.status === 'published') await repo.publish(row, [])
      return repo.album(id)
    }
  })
}

export async function deleteAlbum(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, ALBUM, id, actor, nowMs, {
    verb: 'delete',
    load: (tx) => adminContentRepo(tx).album(id),
    apply: async (tx, before) => {
      const repo = adminContentRepo(tx)
      if (before.status === 'published' || (await repo.isInCatalogue(id))) throw AdminErrors.conflict('published')
      await repo.deleteAlbum(id)
      return undefined
    }
  })
}

export async function publishAlbum(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, ALBUM, id, actor, nowMs, {
    verb: 'publish',
    load: (tx) => adminContentRepo(tx).album(id),
    apply: async (tx, _before, now) => {
      const repo = adminContentRepo(tx)
      const album = (await repo.adopt(id, now))!
      const tracks = await repo.albumTracks(id)
      if (!tracks.length) throw AdminErrors.conflict('no_tracks')
      await repo.publish(album, tracks)
      await repo.markPublished(id, now)
      return repo.album(id)
    }
  })
}

/**
 * A track naming an upload takes its file and duration from it (storage/mediaUploads.ts): the member-only name for a
 * member track, the public one otherwise. The upload must be converted already.
 */
async function withUploadedMedia(
  db: Db,
  f: TrackFields,
  current?: { mediaUploadId: string | null; isVip: number }
): Promise<TrackFields> {
  const uploadId = f.mediaUploadId !== undefined ? f.mediaUploadId : (current?.mediaUploadId ?? null)
  const member = f.member ?? current?.isVip === 1
  if (!uploadId || (f.mediaUploadId === undefined && f.member === undefined)) return f
  const media = await readyUpload(db, uploadId, member)
  if (!media) throw AdminErrors.conflict('upload_not_ready')
  return { ...f, mediaPath: media.mediaPath, duration: media.duration }
}

export async function createTrack(
  db: Db,
  f: TrackFields & { albumId: number; title: string; titleEn: string },
  actor: Actor,
  nowMs: number
) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminContentRepo(tx)
    const album = await repo.adopt(f.albumId, now)
    if (!album) throw AdminErrors.badRequest('bad_field', 'albumId')
    const fields = await withUploadedMedia(tx, f)
    const row = await repo.createTrack(trackColumns(fields) as TrackInsert, now)
    if (album.status === 'published') await repo.publishTrack(row)
    const dto = trackDto({ ...row, status: album.status as 'draft' | 'published' })
    return { result: dto, audit: { action: 'track.create', targetType: 'track', targetId: row.id, after: dto } }
  })
}

export async function updateTrack(db: Db, id: number, f: TrackFields, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminContentRepo(tx)
    const before = await repo.track(id)
    if (!before) throw AdminErrors.notFound()
    if (f.albumId !== undefined && f.albumId !== before.albumId) throw AdminErrors.badRequest('bad_field', 'albumId')
    const album = (await repo.adopt(before.albumId, now))!
    const fields = await withUploadedMedia(tx, f, before)
    const row = (await repo.updateTrack(id, trackColumns(fields), now))!
    if (album.status === 'published') await repo.publishTrack(row)
    const after = trackDto({ ...row, status: album.status as 'draft' | 'published' })
    return {
      result: after,
      audit: { action: 'track.update', targetType: 'track', targetId: id, before: trackDto(before), after }
    }
  })
}

export async function deleteTrack(db: Db, id: number, actor: Actor, nowMs: number) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = adminContentRepo(tx)
    const before = await repo.track(id)
    if (!before) throw AdminErrors.notFound()
    // Study plans and daily picks may point at a published track: it stays.
    if (before.status === 'published') throw AdminErrors.conflict('published')
    await repo.deleteTrack(id)
    const dto = trackDto(before)
    return { result: dto, audit: { action: 'track.delete', targetType: 'track', targetId: id, before: dto } }
  })
}
