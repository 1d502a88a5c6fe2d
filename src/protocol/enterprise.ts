/**
 * Enterprises (spec §1, §6): brand spaces with their groups. A user belongs to an enterprise through one of its
 * groups: by the enterprise WeChat (WeCom) login of spec §8's 1200 answer, by a `wecom_token` at launch (a
 * session issued for a WeCom member), or by a group invite code. Admins ban (mute) and feng (remove) users of
 * their group. Paths under /v3/enterprise/ (spec §7).
 */
import type { CourseCardDTO } from './course'
import type { LoginResult } from './user'

/** The four brand spaces of spec §2: /study/pages/enterprise/<slug>. */
export const ENTERPRISE_SLUGS = ['bsj', 'jiuzai', 'kzero', 'saintsophia'] as const
export type EnterpriseSlug = (typeof ENTERPRISE_SLUGS)[number]

export interface EnterpriseBrandDTO {
  slug: string
  name: string
  intro: string
  logo: string
}

/** A group the user is in. role: 0 member, 1 admin. */
export interface EnterpriseGroupDTO {
  id: number
  name: string
  role: 0 | 1
  enterprise: EnterpriseBrandDTO
  /** Admins only: the group's invite code and its end (POST /v3/enterprise/group/code renews it). */
  code?: string | null
  code_expires_at?: string | null
}

/** GET /v3/enterprise/mine → the user's groups (empty for visitors). */
export interface MyEnterprisesDTO {
  groups: EnterpriseGroupDTO[]
}

/** GET /v3/enterprise/group/invite?code= → what a code admits to (1116 with a message for unknown/expired codes). */
export interface GroupInviteDTO {
  group_id: number
  code: string
  name: string
  enterprise: EnterpriseBrandDTO
  expires_at: string | null
  /** The caller is already in the group. */
  joined: boolean
}

/** POST /v3/enterprise/group/join { code } (logged in): idempotent. */
export interface JoinGroupBody {
  code: string
}
export interface JoinGroupDTO {
  group_id: number
  enterprise: string
  /** false when the user already was in the group. */
  joined_now: boolean
}

/** POST /v3/enterprise/group/code { group_id } (a group admin) → the group's new invite code; the old one is dead. */
export interface GroupCodeBody {
  group_id: number
}
export interface GroupCodeDTO {
  group_id: number
  code: string
  expires_at: string | null
}

/** An album of members-only audio; play it at /study/pages/enterprise/play?sku=&space=. */
export interface EnterpriseAlbumDTO {
  sku: string
  title: string
  cover: string
  tracks: number
}

/**
 * GET /v3/enterprise/space/:slug → the brand space. Non-members (and visitors) get the brand and `member:
 * false` with empty content lists. `kzero_open_id` (kzero only, members) is the user's id at the kzero partner
 * (kept under the `kzeroOpenId` storage key, spec §3).
 */
export interface EnterpriseSpaceDTO {
  enterprise: EnterpriseBrandDTO
  logged_in: boolean
  member: boolean
  courses: CourseCardDTO[]
  lives: CourseCardDTO[]
  albums: EnterpriseAlbumDTO[]
  kzero_open_id: string | null
}

/**
 * GET /v3/enterprise/live/monitor?id=|sku= → what a monitor page shows. An enterprise live answers 1200 (spec §8)
 * to visitors and to users outside the enterprise; a public live answers everyone.
 */
export interface LiveMonitorDTO {
  id: number
  sku: string
  title: string
  teacher: string
  cover: string
  /** 0 ended without replay, 1 not started, 2 live, 3 replay. */
  status: 0 | 1 | 2 | 3
  start_at: string | null
  end_at: string | null
  enterprise: EnterpriseBrandDTO | null
  logged_in: boolean
  member: boolean
  booked: boolean
  /** Login (and for an enterprise live, membership) satisfied and the live is on or has a replay. */
  can_enter: boolean
}

/** POST /v3/enterprise/ban and /v3/enterprise/unban (group admins): 'ban' mutes, 'feng' removes. */
export type SanctionKind = 'ban' | 'feng'
export interface SanctionBody {
  group_id: number
  user_id: number
  kind: SanctionKind
}
export interface SanctionDTO {
  group_id: number
  user_id: number
  kind: SanctionKind
  active: boolean
}

/** GET /v3/enterprise/group/:id/members (group admins). */
export interface GroupMemberDTO {
  user_id: number
  nickname: string
  role: 0 | 1
  banned: boolean
  removed: boolean
}

/** GET /v3/enterprise/wecom/authorize?redirect= → where to send the browser for the WeCom login. */
export interface WecomAuthorizeDTO {
  url: string
}
/** POST /v3/enterprise/wecom/login { code } → a login, plus the enterprise the WeCom corporation belongs to. */
export interface WecomLoginBody {
  code: string
}
export interface WecomLoginDTO extends LoginResult {
  enterprise: string
}
