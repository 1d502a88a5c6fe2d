/**
 * Invitation and learning-gold calls (spec §7 inviteRecord / inviteRankList, /v3/get/invite/*). Accepting an
 * invite stays in ./user (UserStore.acceptPendingInvite calls it after login). Screen loads are silent: the
 * invitation page shows failures with a retry.
 */
import type { Http } from '../http'
import type { InviteGoldDTO, InviteRankDTO, InviteRecordDTO } from '../../protocol/invite'
import type { GoldEntryDTO, GoldExchangeBody, GoldExchangeDTO, GoldGiftDTO, GoldMonthDTO } from '../../protocol/gold'
import type { Paged } from '../../protocol/common'
import { registerApiDomain } from './registry'

const quiet = { silent: true } as const

export function createInviteApi(http: Http) {
  return {
    /** GET /v3/get/invite/gold: my learning-gold balance and invitation summary. */
    gold: () => http.get<InviteGoldDTO>('/v3/get/invite/gold', undefined, quiet),
    /** GET /v3/meditation/inviteRecord: friends who accepted my invitation, newest first. */
    records: (page = 1, size = 20) =>
      http.get<Paged<InviteRecordDTO>>('/v3/meditation/inviteRecord', { page, size }, quiet),
    /** GET /v3/meditation/inviteRankList: top inviters (public). */
    rankList: () => http.get<InviteRankDTO[]>('/v3/meditation/inviteRankList', undefined, quiet),
    /** GET /v3/get/invite/ledger: my learning-gold entries, newest first. */
    ledger: (page = 1, size = 20) => http.get<Paged<GoldEntryDTO>>('/v3/get/invite/ledger', { page, size }, quiet),
    /** GET /v3/get/invite/statement: my gold account by month, newest first. */
    statement: () => http.get<GoldMonthDTO[]>('/v3/get/invite/statement', undefined, quiet),
    /** GET /v3/get/invite/gifts: what gold can be exchanged for. */
    gifts: () => http.get<GoldGiftDTO[]>('/v3/get/invite/gifts', undefined, quiet),
    /** GET /v3/get/invite/exchanges: what I exchanged, newest first. */
    exchanges: (page = 1, size = 20) =>
      http.get<Paged<GoldExchangeDTO>>('/v3/get/invite/exchanges', { page, size }, quiet),
    /** GET /v3/get/invite/exchange/{id}: one of my exchanges. */
    exchangeOf: (id: number) => http.get<GoldExchangeDTO>(`/v3/get/invite/exchange/${id}`, undefined, quiet),
    /**
     * POST /v3/invite/exchange: spends gold on a gift. Silent: the confirm page shows the refusal next to the
     * button. The same idempotency key answers the first exchange again.
     */
    exchange: (body: GoldExchangeBody) => http.post<GoldExchangeDTO>('/v3/invite/exchange', { ...body }, quiet)
  }
}

export type InviteApi = ReturnType<typeof createInviteApi>

registerApiDomain('invite', createInviteApi)
