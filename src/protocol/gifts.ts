/**
 * Membership invitations (spec §2 /pages/meditation/invitation and /commonPage/pages/inviteMember, §3 Invite,
 * §7 /v3/invite/*, /v3/get/invite/*) and gifts (spec §2 /mine/pages/presentManage/{index, detail, give}).
 */
import type { Flag } from './common'
import type { InviteRefusal } from './invite'

/** The product a membership invitation is for (spec §3 invite_product_code). */
export const MEMBER_INVITE_PRODUCT = 'meditation_vip'

/** GET /v3/get/invite/member/offer?invite_user_id → the terms and who invites (public). */
export interface MemberInviteOfferDTO {
  /** The inviter (null when the id is missing or unknown). */
  inviter: { id: number; nickname: string; avatar: string } | null
  product_code: string
  /** Membership days the friend gets by accepting. */
  trial_days: number
  /** Learning gold the inviter gets when the friend first pays. */
  reward_gold: number
  /** Logged in: the invitation this account accepted (as the friend), else null. */
  mine: { trial_days: number; accepted_at: string } | null
}

/** POST /v3/invite/member/accept (after login, with the kept launch parameters). */
export interface MemberInviteAcceptBody {
  invite_user_id?: string | number
  invite_product_code?: string
  invite_id?: string
}

/** The accept answers 200 either way (like inviteAccept): the app drops its pending flags. */
export interface MemberInviteAcceptDTO {
  accepted: boolean
  reason: InviteRefusal | null
  trial_days: number
  /** The membership's end after the trial (accepted only). */
  vip_expire_at: string | null
}

/** GET /v3/get/invite/member/records?page&size → Paged<MemberInviteRecordDTO>: friends I invited, newest first. */
export interface MemberInviteRecordDTO {
  id: number
  /** Masked ("王**明"). */
  nickname: string
  avatar: string
  /** 'trial': on the trial; 'rewarded': paid, and my gold arrived. */
  status: 'trial' | 'rewarded'
  gold: number
  created_at: string
}

/** A gift as its giver sees it (the list and the detail) or as the link shows it (`give`). */
/** `revoked`: customer support revoked it before it was claimed (it cannot be claimed nor taken back). */
export type GiftStatus = 'unclaimed' | 'claimed' | 'expired' | 'reclaimed' | 'revoked'

export interface GiftDTO {
  id: number
  /** 'course' or a membership / card product kind. */
  kind: string
  sku: string
  title: string
  cover: string
  status: GiftStatus
  /** The giver's name (shown to the friend). */
  giver: string
  /** The giver only: the share token of the link (the friend's page has it already). */
  token: string | null
  /** Masked name of who claimed it (the giver only). */
  claimed_by: string | null
  claimed_at: string | null
  expires_at: string
  created_at: string
  /** 1 when the caller gave it. */
  is_mine: Flag
  /** 1 when the caller may take it back now (expired, unclaimed, the giver). */
  reclaimable: Flag
}

/** POST /v3/gift/claim { token } and POST /v3/gift/reclaim { id } → the gift after the change. */
export interface GiftClaimBody {
  token: string
}
export interface GiftReclaimBody {
  id: number
}
