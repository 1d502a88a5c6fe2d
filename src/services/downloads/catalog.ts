/**
 * The downloads' catalogue (local storage `downloads`): what is kept, what may be played offline, and the launch's
 * expiry of member tracks. Apart from ./index.ts (saving and removing), so the app's first load carries only what
 * the player's offline fallback and the launch use.
 */
import { StorageKey, type Storage } from '../storage'
import type { MemberInfoDTO, PlayInfoDTO, ResourceDTO } from '../../protocol/meditation'
import type { DownloadEntry, MediaSaver } from './types'
import { mediaSaver } from './downloads'

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

export function writeDownloads(storage: Storage, list: DownloadEntry[]): void {
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
