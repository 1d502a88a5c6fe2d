/**
 * Membership invitations (/v3/invite/member/*, /v3/get/invite/member/*) and gifts (/v3/gifts, /v3/get/gift/*,
 * /v3/gift/*). Screen loads are silent (the pages show failures with a retry); claims and take-backs are silent
 * too: the page shows the server's translated refusal next to its button.
 */
import type { Http } from '../http'
import type { Paged } from '../../protocol/common'
import type {
  GiftDTO,
  MemberInviteAcceptBody,
  MemberInviteAcceptDTO,
  MemberInviteOfferDTO,
  MemberInviteRecordDTO
} from '../../protocol/gifts'

const quiet = { silent: true } as const

export type GiftTab = 'all' | 'unclaimed' | 'claimed' | 'expired'

export function createGiftsApi(http: Http) {
  return {
    /** GET /v3/get/invite/member/offer: the terms, who invites, and whether I accepted one already. */
    memberOffer: (inviteUserId?: string | number) =>
      http.get<MemberInviteOfferDTO>(
        '/v3/get/invite/member/offer',
        inviteUserId ? { invite_user_id: String(inviteUserId) } : undefined,
        quiet
      ),
    /** POST /v3/invite/member/accept (UserStore.acceptPendingInvite, after login). */
    acceptMemberInvite: (body: MemberInviteAcceptBody) =>
      http.post<MemberInviteAcceptDTO>('/v3/invite/member/accept', { ...body }, quiet),
    /** GET /v3/get/invite/member/records: friends I invited to the membership. */
    memberRecords: (page = 1, size = 20) =>
      http.get<Paged<MemberInviteRecordDTO>>('/v3/get/invite/member/records', { page, size }, quiet),
    /** GET /v3/gifts: my gifts, one tab at a time. */
    list: (tab: GiftTab, page = 1, size = 20) =>
      http.get<Paged<GiftDTO>>('/v3/gifts', { status: tab, page, size }, quiet),
    /** GET /v3/get/gift/{id}: one of my gifts. */
    byId: (id: number) => http.get<GiftDTO>(`/v3/get/gift/${id}`, undefined, quiet),
    /** GET /v3/get/gift/order: my gift bought by this order (the checkout lands here). */
    byOrder: (orderNo: string) => http.get<GiftDTO>('/v3/get/gift/order', { order_no: orderNo }, quiet),
    /** GET /v3/get/gift/share/{token}: the gift a link names (public). */
    shared: (token: string) => http.get<GiftDTO>(`/v3/get/gift/share/${encodeURIComponent(token)}`, undefined, quiet),
    /** POST /v3/gift/claim */
    claim: (token: string) => http.post<GiftDTO>('/v3/gift/claim', { token }, quiet),
    /** POST /v3/gift/reclaim */
    reclaim: (id: number) => http.post<GiftDTO>('/v3/gift/reclaim', { id }, quiet)
  }
}

export type GiftsApi = ReturnType<typeof createGiftsApi>
