/** Users and auth (spec §7 Auth): accounts, logins, codes, bindings, files. Conventions in ./common. */
import type { Lang } from './common'

/** A user as returned by GET /v2/users and inside LoginResult. */
export interface UserDTO {
  id: number
  nickname: string
  avatar: string
  email: string | null
  mobile: string | null
  nationcode: string | null
  has_password: boolean
  lang: Lang
  /** The user's IANA zone (Asia/Taipei until the app sends the device's): their days are counted in it. */
  time_zone?: string
  created_at: string
}

/** GET /v3/login/methods: the web sign-in buttons this server can complete (their OAuth flow is configured). */
export interface LoginMethodsDTO {
  line: boolean
  facebook: boolean
}

/** GET /v3/line/authorize and /v3/facebook/authorize: where to send the browser, and the state to expect back. */
export interface WebAuthorizationDTO {
  url: string
  state: string
}

/** Result of every login endpoint: store `token` and send it as the `x-token` header. */
export interface LoginResult {
  token: string
  user: UserDTO
  /** true when this login created the account (code login doubles as registration). */
  is_new: boolean
}

/** GET /v3/get/user/binding: which identities the account has. */
export interface UserBindingDTO {
  email: string | null
  mobile: string | null
  nationcode: string | null
  wechat: boolean
  line: boolean
  facebook: boolean
  has_password: boolean
}

/** POST /v3/user/password/login. `account` is an email or a mobile number (then `nationcode`, default '86'). */
export interface PasswordLoginBody {
  account: string
  password: string
  nationcode?: string
}
/** What a code is for. REGISTER and LOGIN are the same code (code login creates the account). */
export type EmailCodeAction = 'LOGIN' | 'REGISTER' | 'RESET' | 'BIND'
/** POST /v3/abroad/email/send → data null. For RESET the answer is the same whether or not the account exists. */
export interface EmailSendBody {
  email: string
  action?: EmailCodeAction
}
/**
 * POST /v3/abroad/email/login → LoginResult. Registers the account when it does not exist; `password` (8–64
 * chars) is set when the account has none yet, which makes this the register endpoint too.
 */
export interface EmailLoginBody {
  email: string
  code: string
  password?: string
  nickname?: string
}
/** SMS code purpose; BINDPHONE as in spec §3 ("Phone code request"). */
export type MobileCodeAction = 'LOGIN' | 'BINDPHONE' | 'CHANGE'
/** POST /v2/users/code → data null. Mobile is 6–12 digits (spec §5), nationcode defaults to '86'. */
export interface MobileCodeBody {
  mobile: string
  nationcode?: string
  action?: MobileCodeAction
}
/** POST /v3/abroad/users/mobileLogin and POST /v2/users/login → LoginResult. */
export interface MobileLoginBody {
  mobile: string
  nationcode?: string
  code: string
}
/** POST /v3/abroad/mobile/binding and PUT /v2/change_mobile (logged in) → UserDTO. Code action BINDPHONE / CHANGE. */
export interface MobileBindBody {
  mobile: string
  nationcode?: string
  code: string
}
/** POST /v3/abroad/users/binding (logged in) → UserDTO: binds an email with a code of action BIND. */
export interface EmailBindBody {
  email: string
  code: string
}
/** POST /v3/user/password/update (logged in) → null. `old_password` is required when one is set. */
export interface PasswordUpdateBody {
  old_password?: string
  password: string
}
/** POST /v3/user/password/reset → null. Code from email/send with action RESET. Logs out every session. */
export interface PasswordResetBody {
  email: string
  code: string
  password: string
}
/**
 * Third-party logins → LoginResult: POST /v3/wechat/code and /v3/abroad/users/wechatLogin (WeChat),
 * /abroad/users/lineLogin, /v3/abroad/users/facebookLogin; `code` is the provider's code or access token.
 * POST /v2/users/otherlogin takes `{ type: 'wechat' | 'line' | 'facebook', code }`.
 */
export interface ThirdLoginBody {
  code: string
}
/** POST /v2/users/miniuserinfo (logged in) → UserDTO: the mini-program's profile. */
export interface MiniUserInfoBody {
  nickname?: string
  avatar?: string
}
/** POST /v2/business/getuserphonenumber (logged in) → UserDTO: binds the mobile behind WeChat's phone code. */
export interface PhoneNumberBody {
  code: string
}
/** PUT /v2/users/{id}/update (logged in, own id only) → UserDTO. */
export interface UserUpdateBody {
  nickname?: string
  avatar?: string
  lang?: Lang
  /** An IANA zone name (`America/Los_Angeles`); one the server does not know is a 400 and changes nothing. */
  time_zone?: string
}
/** POST /v3/user/unbind (logged in) → UserBindingDTO. Refused (1116) when it would remove the last way to log in. */
export interface UnbindBody {
  type: 'email' | 'mobile' | 'wechat' | 'line' | 'facebook'
}
/**
 * POST /v3/user/signOut (logged in) → null: deletes the account. Identities are released, personal data
 * blanked and every token revoked. `confirm` must be true.
 */
export interface AccountDeleteBody {
  confirm: true
}
/** GET /v2/users/{id}/logout → null: revokes the token of this request. */

/**
 * POST /v2/files (logged in; multipart with a `file` part and `type` = 1) → the uploaded image. jpg/png by
 * content, at most 2 MB; `url` is a path on the API origin (`/files/<random>.png`) for `UserUpdateBody.avatar`.
 * Account deletion removes the user's files.
 */
export interface UploadedFileDTO {
  id: number
  url: string
  mime: string
  size: number
}

/** GET /dev/outbox?to=<email or "+86 13800000000"> (dev only) → the newest codes first. */
export interface OutboxEntryDTO {
  channel: 'email' | 'sms'
  to: string
  code: string
  purpose: string
  lang: string
  at: string
}
