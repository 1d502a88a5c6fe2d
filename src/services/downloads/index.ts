/**
 * Offline downloads: the bookkeeping (local storage `downloads`) over a platform MediaSaver. A download keeps the
 * track's bytes (Cache Storage on H5, a saved file on weapp) and its metadata; the player falls back to
 * `offlinePlayInfo` when the play data cannot be fetched. Member tracks stay playable only while the membership
 * lasts: `pruneExpiredDownloads` (at launch) drops the bytes of expired ones and keeps them listed as expired.
 */
import { StorageKey, type Storage } from '../storage'
import type { MemberInfoDTO, PlayInfoDTO, ResourceDTO } from '../../protocol/meditation'
import { DownloadError, type DownloadEntry, type MediaSaver } from './types'
import { mediaSaver as platformSaver } from './downloads'

export * from './types'

/** The platform's saver (jest: one that cannot keep anything). */
export const mediaSaver: MediaSaver = platformSaver

/** The media path without origin, query or fragment: `https://x/media/a.mp3?exp=1&sig=2` → `/media/a.mp3`. */
export function mediaKey(url: string): string {
  const u = new URL(url, 'http://key.invalid')
  return u.pathname
}

/** A membership with no end date (isVip without expire_at) never expires. */
const FOREVER = Number.MAX_SAFE_INTEGER

/** When the membership ends (epoch ms), or null for no membership. */
export function memberExpiry(info: MemberInfoDTO | null | undefined): number | null {
  if (!info || info.isVip !== 1) return null
  if (!info.expire_at) return FOREVER
  const at = Date.parse(info.expire_at)
  return Number.isFinite(at) ? at : null
}

export function listDownloads(storage: Storage): DownloadEntry[] {
  const v = storage.get<DownloadEntry[]>(StorageKey.downloads)
  return Array.isArray(v) ? v.filter((e) => e && typeof e.key === 'string' && typeof e.sku === 'string') : []
}

function writeDownloads(storage: Storage, list: DownloadEntry[]): void {
  if (list.length) storage.set(StorageKey.downloads, list)
  else storage.remove(StorageKey.downloads)
}

export function findDownload(storage: Storage, sku: string, resourceId: number): DownloadEntry | undefined {
  return listDownloads(storage).find((e) => e.sku === sku && e.resourceId === resourceId)
}

/** Whether a kept track may be played now: free tracks always, member tracks until the membership ends. */
export function isPlayable(entry: DownloadEntry, now: number): boolean {
  if (entry.expired) return false
  return !entry.member || (entry.memberUntil !== null && entry.memberUntil > now)
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

/**
 * Launch: member tracks follow the last known membership (a renewal extends them; no membership, or no member
 * logged in, ends them); those whose membership has ended lose their bytes and stay listed as expired. Returns
 * how many expired now.
 */
export async function pruneExpiredDownloads(
  storage: Storage,
  memberInfo: MemberInfoDTO | null,
  now: number,
  saver: MediaSaver = mediaSaver
): Promise<number> {
  const until = memberExpiry(memberInfo)
  const list = listDownloads(storage)
  if (!list.length) return 0
  const expiredNow: DownloadEntry[] = []
  const next = list.map((e) => {
    if (!e.member || e.expired) return e
    const renewed =
      until === null
        ? { ...e, memberUntil: null }
        : e.memberUntil === null || until > e.memberUntil
          ? { ...e, memberUntil: until }
          : e
    if (isPlayable(renewed, now)) return renewed
    const expired = { ...renewed, expired: true, size: 0 }
    delete expired.file
    expiredNow.push(e)
    return expired
  })
  writeDownloads(storage, next)
  for (const e of expiredNow) {
    if (!next.some((x) => x.key === e.key && !x.expired)) await saver.remove(e).catch(() => {})
  }
  return expiredNow.length
}

/**
 * The play data of a downloaded goods when the network is gone: its playable downloaded tracks, starting at
 * `resourceId` (null when that track was not downloaded or nothing of the goods can be played offline).
 */
export function offlinePlayInfo(
  storage: Storage,
  sku: string,
  resourceId: number | undefined,
  now: number,
  saver: MediaSaver = mediaSaver
): PlayInfoDTO | null {
  const kept = listDownloads(storage)
    .filter((e) => e.sku === sku && isPlayable(e, now))
    .sort((a, b) => a.resourceId - b.resourceId)
  if (!kept.length) return null
  const first = resourceId ? kept.find((e) => e.resourceId === resourceId) : kept[0]
  if (!first) return null
  const list: ResourceDTO[] = kept.map((e) => ({
    id: e.resourceId,
    title: e.title,
    duration: e.duration,
    is_vip: e.member ? 1 : 0,
    full_path: saver.playableSrc(e)
  }))
  return {
    sku,
    cid: '',
    title: first.album,
    cover: first.cover,
    resource: list.find((r) => r.id === first.resourceId)!,
    list,
    isEnterPrise: 0,
    isVip: first.member ? 1 : 0,
    position: 0
  }
}
