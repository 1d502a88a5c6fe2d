/**
 * Auth and user calls (spec §7 Auth). Bodies are exactly the server's (src/protocol/user.ts). Every call is
 * `silent`: the login pages and the personal centre show failures next to the form instead of a toast.
 */
import type { Http } from '../http'
import type {
  EmailBindBody,
  EmailCodeAction,
  EmailLoginBody,
  LoginMethodsDTO,
  LoginResult,
  MobileBindBody,
  MobileCodeAction,
  MobileLoginBody,
  PasswordLoginBody,
  PasswordResetBody,
  PasswordUpdateBody,
  UnbindBody,
  UploadedFileDTO,
  UserBindingDTO,
  UserDTO,
  UserUpdateBody,
  WebAuthorizationDTO
} from '../../protocol/user'
import type { FaqDTO } from '../../protocol/commerce'
import type { MemberInfoDTO, SettingPair } from '../../protocol/meditation'

export interface InviteParams {
  invite_user_id?: string
  invite_product_code?: string
  invite_id?: string
}

const quiet = { silent: true } as const

export function createUserApi(http: Http) {
  return {
    /** GET /v2/users: the logged-in user. */
    me: () => http.get<UserDTO>('/v2/users', undefined, quiet),
    /** GET /v3/meditation/memberInfo */
    memberInfo: () => http.get<MemberInfoDTO>('/v3/meditation/memberInfo', undefined, quiet),
    /** POST /v3/abroad/email/send: a login/register/reset/bind code to an email. */
    sendEmailCode: (email: string, action: EmailCodeAction = 'LOGIN') =>
      http.post<null>('/v3/abroad/email/send', { email, action }, quiet),
    /** POST /v3/abroad/email/login: code login; registers the account, and sets `password` when it has none. */
    emailLogin: (body: EmailLoginBody) => http.post<LoginResult>('/v3/abroad/email/login', { ...body }, quiet),
    /** POST /v3/user/password/login: `account` is an email or a mobile (then `nationcode`). */
    passwordLogin: (body: PasswordLoginBody) => http.post<LoginResult>('/v3/user/password/login', { ...body }, quiet),
    /** POST /v2/users/code: an SMS code (spec §3: action BINDPHONE for binding, LOGIN for login, CHANGE). */
    sendSmsCode: (mobile: string, nationcode: string, action: MobileCodeAction = 'BINDPHONE') =>
      http.post<null>('/v2/users/code', { mobile, nationcode, action }, quiet),
    /** POST /v3/abroad/users/mobileLogin: mobile + SMS code login (creates the account). */
    mobileLogin: (body: MobileLoginBody) => http.post<LoginResult>('/v3/abroad/users/mobileLogin', { ...body }, quiet),
    /** GET /v3/login/methods: the web sign-in flows (LINE, Facebook) this server can complete. */
    loginMethods: () => http.get<LoginMethodsDTO>('/v3/login/methods', undefined, quiet),
    /** GET /v3/line/authorize or /v3/facebook/authorize: the provider's page and the state to expect back. */
    webAuthorize: (via: 'line' | 'facebook') => http.get<WebAuthorizationDTO>(`/v3/${via}/authorize`, undefined, quiet),
    /** POST /abroad/users/lineLogin: LINE's code and state from its return. */
    lineLogin: (code: string, state: string) =>
      http.post<LoginResult>('/abroad/users/lineLogin', { code, state }, quiet),
    /** POST /v3/abroad/users/facebookLogin: the user token Facebook's dialog (or SDK) gave. */
    facebookLogin: (token: string) => http.post<LoginResult>('/v3/abroad/users/facebookLogin', { code: token }, quiet),
    /** POST /v3/third/binding: ties a LINE / Facebook / WeChat identity to the signed-in account. */
    thirdBind: (type: 'line' | 'facebook' | 'wechat', code: string, state?: string) =>
      http.post<UserBindingDTO>('/v3/third/binding', state ? { type, code, state } : { type, code }, quiet),
    /** POST /v3/wechat/code: the mini-program's `Taro.login` code. */
    wechatLogin: (code: string) => http.post<LoginResult>('/v3/wechat/code', { code }, quiet),
    /** POST /v3/abroad/mobile/binding (code action BINDPHONE). */
    bindMobile: (body: MobileBindBody) => http.post<UserDTO>('/v3/abroad/mobile/binding', { ...body }, quiet),
    /** PUT /v2/change_mobile (code action CHANGE). */
    changeMobile: (body: MobileBindBody) => http.put<UserDTO>('/v2/change_mobile', { ...body }, quiet),
    /** POST /v3/abroad/users/binding: bind an email (code action BIND). */
    bindEmail: (body: EmailBindBody) => http.post<UserDTO>('/v3/abroad/users/binding', { ...body }, quiet),
    /** POST /v3/user/password/update: `old_password` when one is set. */
    updatePassword: (body: PasswordUpdateBody) => http.post<null>('/v3/user/password/update', { ...body }, quiet),
    /** POST /v3/user/password/reset: email + RESET code + new password; logs out every session. */
    resetPassword: (body: PasswordResetBody) => http.post<null>('/v3/user/password/reset', { ...body }, quiet),
    /** PUT /v2/users/{id}/update: nickname, avatar, language. */
    updateUser: (id: number, body: UserUpdateBody) => http.put<UserDTO>(`/v2/users/${id}/update`, { ...body }, quiet),
    /** GET /v3/get/user/binding: which identities the account holds. */
    bindings: () => http.get<UserBindingDTO>('/v3/get/user/binding', undefined, quiet),
    /** POST /v3/user/unbind: refused when it would remove the last way to log in. */
    unbind: (type: UnbindBody['type']) => http.post<UserBindingDTO>('/v3/user/unbind', { type }, quiet),
    /** POST /v3/user/signOut: deletes the account and its personal data. */
    deleteAccount: () => http.post<null>('/v3/user/signOut', { confirm: true }, quiet),
    /** GET /v2/users/{id}/logout: revokes this token. */
    logout: (id: number) => http.get<null>(`/v2/users/${id}/logout`, undefined, quiet),
    /** POST /v2/files (multipart, form type=1): an uploaded image's address. */
    uploadImage: (filePath: string, onProgress?: (percent: number) => void) =>
      http.upload<UploadedFileDTO>(filePath, { onProgress }),
    /** GET /v2/faqs: the help centre's questions, grouped by category in display order. */
    faqs: () => http.get<FaqDTO[]>('/v2/faqs', undefined, quiet),
    /** POST /v3/meditation/inviteAccept */
    acceptInvite: (p: InviteParams) => http.post<unknown>('/v3/meditation/inviteAccept', { ...p }, quiet),
    /** GET /v3/meditation/settings: s_key/s_val pairs. */
    meditationSettings: () => http.get<SettingPair[]>('/v3/meditation/settings', undefined, quiet),
    /** GET /v3/get/course/settings: s_key/s_val pairs. */
    courseSettings: () => http.get<SettingPair[]>('/v3/get/course/settings', undefined, quiet),
    /** The meditator shop address (spec §2: "a service call, method and path not shown, reads field url"). */
    shopUrl: () => http.get<{ url: string }>('/v3/meditation/shopUrl')
  }
}

export type UserApi = ReturnType<typeof createUserApi>
