/** Auth and user calls (spec §7 Auth). Field names are the server's (src/protocol/types.ts). */
import type { Http } from '../http'
import type { LoginResult, MemberInfoDTO, UserDTO, SettingPair } from '../../protocol/types'

export interface InviteParams {
  invite_user_id?: string
  invite_product_code?: string
  invite_id?: string
}

export function createUserApi(http: Http) {
  return {
    /** GET /v2/users: the logged-in user. */
    me: () => http.get<UserDTO>('/v2/users', undefined, { silent: true }),
    /** GET /v3/meditation/memberInfo */
    memberInfo: () => http.get<MemberInfoDTO>('/v3/meditation/memberInfo', undefined, { silent: true }),
    /** POST /v3/abroad/email/send: a login/register/reset code to an email. */
    sendEmailCode: (email: string, action: 'LOGIN' | 'REGISTER' | 'RESET' = 'LOGIN') =>
      http.post<unknown>('/v3/abroad/email/send', { email, action }, { silent: true }),
    /** POST /v3/abroad/email/login */
    emailLogin: (email: string, code: string) => http.post<LoginResult>('/v3/abroad/email/login', { email, code }, { silent: true }),
    /** POST /v3/user/password/login */
    passwordLogin: (account: string, password: string) =>
      http.post<LoginResult>('/v3/user/password/login', { account, password }, { silent: true }),
    /** POST /v2/users/code: an SMS code (action BINDPHONE for binding, LOGIN for login). */
    sendSmsCode: (mobile: string, nationcode: string, action: 'BINDPHONE' | 'LOGIN' | 'CHANGE' = 'BINDPHONE') =>
      http.post<unknown>('/v2/users/code', { mobile, nationcode, action }, { silent: true }),
    /** POST /v3/abroad/mobile/binding */
    bindMobile: (mobile: string, nationcode: string, code: string) =>
      http.post<UserDTO>('/v3/abroad/mobile/binding', { mobile, nationcode, code }, { silent: true }),
    /** GET /v2/users/{id}/logout */
    logout: (id: number) => http.get<unknown>(`/v2/users/${id}/logout`, undefined, { silent: true }),
    /** POST /v3/meditation/inviteAccept */
    acceptInvite: (p: InviteParams) => http.post<unknown>('/v3/meditation/inviteAccept', { ...p }, { silent: true }),
    /** GET /v3/meditation/settings: s_key/s_val pairs. */
    meditationSettings: () => http.get<SettingPair[]>('/v3/meditation/settings', undefined, { silent: true }),
    /** GET /v3/get/course/settings: s_key/s_val pairs. */
    courseSettings: () => http.get<SettingPair[]>('/v3/get/course/settings', undefined, { silent: true }),
    /** The meditator shop address (spec §2: "a service call, method and path not shown, reads field url"). */
    shopUrl: () => http.get<{ url: string }>('/v3/meditation/shopUrl')
  }
}

export type UserApi = ReturnType<typeof createUserApi>
