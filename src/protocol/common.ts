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
