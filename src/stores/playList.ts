/**
 * The rules of the meditation play list: where its play data comes from (spec §7 GET playInfo; without network
 * a downloaded track's, src/services/downloads), where a track resumes, which tracks a user may play (spec §4:
 * a non-member skips VIP tracks) and what the end of the list says. Pure, apart from the play-info call.
 */
import type { RootDeps } from './RootStore'
import type { MemberInfoDTO, PlayInfoDTO, ResourceDTO } from '../protocol/meditation'
import { isApiError } from '../services/http/errors'

/** Resume only when the saved point leaves this much of the track; else start over. */
export const RESUME_TAIL_SECONDS = 3

/** The play data of goods `sku` at `resourceId`; a network failure falls back to the downloaded track's. */
export async function loadPlayInfo(
  deps: Pick<RootDeps, 'api' | 'offlinePlayInfo'>,
  sku: string,
  resourceId?: number
): Promise<PlayInfoDTO> {
  try {
    return await deps.api.meditation.playInfo(sku, resourceId)
  } catch (e) {
    const offline = isApiError(e) && e.kind === 'network' ? await deps.offlinePlayInfo?.(sku, resourceId) : null
    if (offline) return offline
    throw e
  }
}

/** The track to open (the requested resource, else the first of the list), its index and where to start it. */
export function resumePoint(info: PlayInfoDTO): { index: number; track: ResourceDTO; startAt: number } {
  const index = Math.max(
    0,
    info.list.findIndex((r) => r.id === info.resource.id)
  )
  const track = info.list[index] ?? info.resource
  const startAt = info.position > 0 && info.position < track.duration - RESUME_TAIL_SECONDS ? info.position : 0
  return { index, track, startAt }
}

/** A non-member cannot play a VIP track (the server sends no full_path for it either). */
export function canPlayTrack(track: ResourceDTO | null | undefined, isVip: boolean): boolean {
  if (!track || !track.full_path) return false
  return track.is_vip !== 1 || isVip
}

/** The nearest track after (`step` 1) or before (-1) index `from` that `canPlay`, or -1. */
export function nearestPlayable(
  list: ResourceDTO[],
  from: number,
  step: 1 | -1,
  canPlay: (track: ResourceDTO) => boolean
): number {
  for (let j = from + step; j >= 0 && j < list.length; j += step) if (canPlay(list[j])) return j
  return -1
}

/**
 * What the end of the list says (spec §4): "membership has expired and it is the last one" only when VIP tracks
 * were skipped for a user whose membership did expire; a never-member hears the plain "already the last one".
 */
export function endOfListKey(
  list: ResourceDTO[],
  from: number,
  user: { isVip: boolean; memberInfo: Pick<MemberInfoDTO, 'expire_at'> | null }
): 'audio.lastOneExpired' | 'audio.lastOne' {
  const skippedVip = list.slice(from + 1).some((r) => r.is_vip === 1)
  const expired = !user.isVip && !!user.memberInfo?.expire_at
  return skippedVip && expired ? 'audio.lastOneExpired' : 'audio.lastOne'
}
