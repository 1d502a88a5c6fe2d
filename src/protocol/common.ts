/**
 * API payload types shared by the app and the server (spec §3, §7), one module per domain (./user,
 * ./meditation, ./course, ./commerce, ./maya, ./invite) over this one; import them through the ./index barrel. Pure types: no Node or Taro imports.
 * Field names follow the spec (snake_case where the spec uses it, camelCase where it does: isVip, isEnterPrise).
 *
 * Conventions
 * - Every response is the envelope `{ code, msg, data }` of ./errors (`Envelope<T>`); the domain modules' types are `data`.
 * - Language: the server answers in the language of the request's `x-lang` header ('zh-Hant' | 'en',
 *   default zh-Hant). Display texts (`title`, `subtitle`, `intro`, ...) are single strings in that language;
 *   the app re-fetches when the user switches language. Chosen over returning both so that screens stay simple.
 * - Flags are 0 | 1 numbers like the spec's `isVip`; prices are numbers in the currency's major unit (NT$ 298
 *   is 298); times are ISO 8601 strings; durations and positions are whole seconds.
 * - Media URLs (`full_path`, `cover`, `music`, `video_path`) are absolute paths on the API origin (`/media/...`)
 *   and need no signature, so `<audio>`/`<image>` can load them directly.
 */

export type Lang = 'zh-Hant' | 'en'

/**
 * The one e-mail rule (spec §5), checked by the app's forms (utils/validators `isEmail`) and by the server's
 * schemas (routes/schemas `Email`), so an address one accepts the other does too (issue 30: there were two rules,
 * and "a@b.c" passed the app and failed the server). local@domain.tld: a local part of at most 64 of the
 * characters RFC 5322 allows unquoted, domain labels of letters, digits and inner hyphens; at most 254 in all.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"
export const EMAIL_MAX_LENGTH = 254
/** A mobile number (spec §5): 6 to 12 digits, for the app's forms and the server's schemas alike. */
export const MOBILE_PATTERN = '^\\d{6,12}$'
export type Flag = 0 | 1
/** `x-device` header value (spec §9). */
export type DeviceLabel = 'WECHAT' | 'MINIAPP_IOS' | 'MINIAPP_ANDROID'

/** A page of a list. `page` starts at 1. */
export interface Paged<T> {
  list: T[]
  page: number
  size: number
  total: number
  has_more: boolean
}

/** Layout hint: 1 horizontal scroller, 2 two-column grid, 3 list, 4 big card. */
export type FloorStyle = 1 | 2 | 3 | 4
