/**
 * Offline downloads: the bookkeeping (local storage `downloads`) over a platform MediaSaver. A download keeps the
 * track's bytes (Cache Storage on H5, a saved file on weapp) and its metadata; the player falls back to
 * `offlinePlayInfo` when the play data cannot be fetched. Member tracks stay playable only while the membership
 * lasts: `pruneExpiredDownloads` (at launch) drops the bytes of expired ones and keeps them listed as expired.
 */
import type { Storage } from '../storage'
import type { MemberInfoDTO, ResourceDTO } from '../../protocol/meditation'
import { DownloadError, type DownloadEntry, type MediaSaver } from './types'
import { mediaSaver as platformSaver } from './downloads'
import { listDownloads, memberExpiry, writeDownloads } from './catalog'

export * from './types'
export * from './catalog'

/** The platform's saver (jest: one that cannot keep anything). */
export const mediaSaver: MediaSaver = platformSaver

/** The media path without origin, query or fragment: `https://x/media/a.mp3?exp=1&sig=2` → `/media/a.mp3`. */
export function mediaKey(url: string): string {
  const u = new URL(url, 'http://key.invalid')
  return u.pathname
}

export const totalBytes = (list: DownloadEntry[]): number => list.reduce((n, e) => n + (e.expired ? 0 : e.size || 0), 0)

/** 1.2 MB / 850 KB (1 MB = 1024 × 1024 bytes). */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(n > 0 ? 1 : 0, Math.round(n / 1024))} KB`
}

export interface TrackToKeep {
  sku: string
  /** The goods title. */
  album: string
  cover: string
  track: ResourceDTO
  /** The URL to fetch the audio from (mediaUrl of full_path, possibly signed). */
  url: string
}

export interface DownloadContext {
  storage: Storage
  memberInfo: MemberInfoDTO | null
  now: number
  saver?: MediaSaver
}

/**
 * Download a track and record it (a second download of the same track replaces the first). A member track
 * needs a current membership; the track's media path without its query string is the key.
 */
export async function downloadTrack(ctx: DownloadContext, item: TrackToKeep): Promise<DownloadEntry> {
  const saver = ctx.saver ?? mediaSaver
  const { track } = item
  if (!saver.available()) throw new DownloadError('unsupported')
  const member = track.is_vip === 1
  const until = memberExpiry(ctx.memberInfo)
  if (!track.full_path || (member && (until === null || until <= ctx.now))) throw new DownloadError('memberOnly')
  const key = mediaKey(track.full_path)
  const others = listDownloads(ctx.storage).filter((e) => !(e.sku === item.sku && e.resourceId === track.id))
  const { size, file } = await saver.save(item.url, key, totalBytes(others))
  const entry: DownloadEntry = {
    key,
    sku: item.sku,
    resourceId: track.id,
    title: track.title,
    album: item.album,
    cover: item.cover,
    duration: track.duration,
    size,
    downloadedAt: ctx.now,
    member,
    memberUntil: member ? until : null,
    ...(file ? { file } : {})
  }
  // read again: another download may have finished meanwhile
  const list = listDownloads(ctx.storage).filter((e) => !(e.sku === item.sku && e.resourceId === track.id))
  writeDownloads(ctx.storage, [...list, entry])
  return entry
}

/** Remove a download: its bytes (unless another entry shares them) and its record. */
export async function removeDownload(
  storage: Storage,
  entry: Pick<DownloadEntry, 'sku' | 'resourceId'>,
  saver: MediaSaver = mediaSaver
): Promise<void> {
  const list = listDownloads(storage)
  const gone = list.find((e) => e.sku === entry.sku && e.resourceId === entry.resourceId)
  const rest = list.filter((e) => e !== gone)
  writeDownloads(storage, rest)
  if (gone && !rest.some((e) => e.key === gone.key && !e.expired)) await saver.remove(gone)
}
