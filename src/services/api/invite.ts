/**
 * Invitation and learning-gold calls (spec §7 inviteRecord / inviteRankList, /v3/get/invite/*). Accepting an
 * invite stays in ./user (UserStore.acceptPendingInvite calls it after login). Screen loads are silent: the
 * invitation page shows failures with a retry.
 */
import type { Http } from '../http'
import type { InviteGoldDTO, InviteRankDTO, InviteRecordDTO } from '../../protocol/invite'
import type { Paged } from '../../protocol/common'

const quiet = { silent: true } as const

export function createInviteApi(http: Http) {
  return {
    /** GET /v3/get/invite/gold: my learning-gold balance and invitation summary. */
    gold: () => http.get<InviteGoldDTO>('/v3/get/invite/gold', undefined, quiet),
    /** GET /v3/meditation/inviteRecord: friends who accepted my invitation, newest first. */
    records: (page = 1, size = 20) =>
      http.get<Paged<InviteRecordDTO>>('/v3/meditation/inviteRecord', { page, size }, quiet),
    /** GET /v3/meditation/inviteRankList: top inviters (public). */
    rankList: () => http.get<InviteRankDTO[]>('/v3/meditation/inviteRankList', undefined, quiet)
  }
}

export type InviteApi = ReturnType<typeof createInviteApi>
