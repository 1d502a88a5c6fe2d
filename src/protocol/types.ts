/**
 * API payload types shared by the app and the server (spec §3, §7).
 * Field names follow the spec (snake_case where the spec uses it).
 */

/** A user as returned by GET /v2/users. */
export interface UserDTO {
  id: number
  nickname: string
  avatar: string
  email: string | null
  mobile: string | null
  nationcode: string | null
  has_password: boolean
  lang: 'zh-Hant' | 'en'
}

/** Login result: the token plus the user. */
export interface LoginResult {
  token: string
  user: UserDTO
}

/** GET /v3/meditation/memberInfo */
export interface MemberInfoDTO {
  isVip: 0 | 1
  expire_at: string | null
}

/** A `s_key`/`s_val` settings pair (spec §3). */
export interface SettingPair {
  s_key: string
  s_val: string
}
