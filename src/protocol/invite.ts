/**
 * Invitation (spec §1, §3 Invite, §4). Conventions in ./common. The summary (GET /v3/get/invite/gold) is a TypeBox
 * schema in ./inviteSchemas (the server answers through it); its type is re-exported here.
 */
import type { Flag } from './common'

/** POST /v3/meditation/inviteAccept (called by the app after login with the kept launch parameters). */
export interface InviteAcceptBody {
  /** The inviter's user id (a string from the launch query; a number is accepted too). */
  invite_user_id?: string | number
  invite_product_code?: string
  invite_id?: string
}

/**
 * Why an accept did not reward: `self` (own link), `already` (this user was invited before), `not_new` (the
 * account is older than the sign-up window: only friends who sign up through the link count), `no_inviter`
 * (missing or unknown inviter).
 */
export type InviteRefusal = 'self' | 'already' | 'not_new' | 'no_inviter'

/** inviteAccept answers 200 either way: the invite is best-effort and the app drops the pending flag (spec §4). */
export interface InviteAcceptDTO {
  accepted: boolean
  reason: InviteRefusal | null
  /** Gold credited to the inviter (0 when not accepted). */
  gold: number
}

/** GET /v3/meditation/inviteRecord?page&size → Paged<InviteRecordDTO>: friends who accepted my invitation. */
export interface InviteRecordDTO {
  id: number
  /** Masked ("王**明"): friends are shown, not identified. */
  nickname: string
  avatar: string
  gold: number
  /** Why `gold` is 0: `daily_cap` (the inviter's rewarded invitations per 24 hours were reached); else null. */
  reward_note: InviteRewardNote | null
  created_at: string
}

/** The reason an accepted invitation earned no gold (shown on its line of the inviter's records). */
export type InviteRewardNote = 'daily_cap'

/** GET /v3/meditation/inviteRankList → the top inviters (at most 10), masked names. */
export interface InviteRankDTO {
  rank: number
  nickname: string
  avatar: string
  invited: number
  gold: number
  /** 1 for the caller's own row (when logged in). */
  is_me: Flag
}

/** GET /v3/get/invite/gold → my learning gold and invitation summary: a TypeBox schema in ./inviteSchemas. */
export type { InviteGoldDTO } from './inviteSchemas'
