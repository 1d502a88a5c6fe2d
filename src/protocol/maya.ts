/** The 13-moon calendar (/v3/maya): saved kins and articles. Conventions in ./common. */

/** A person the user saved: `kin` is computed by the server from the birthday (29 February → 28 February's kin). */
export interface MayaKinDTO {
  id: number
  name: string
  /** 'YYYY-MM-DD', 1900–2100 */
  birthday: string
  kin: number
  created_at: string
  updated_at: string
}

/** POST /v3/maya/kins, PUT /v3/maya/kins/{id}: name ≤ 20 display characters (non-ASCII counts two). */
export interface MayaKinBody {
  name: string
  birthday: string
}

/** POST /v3/maya/kins/merge: a device's local list, joined to the account at login. */
export interface MayaKinMergeBody {
  kins: MayaKinBody[]
}

export interface MayaKinMergeResult {
  /** The account's whole list after the merge, in the order added. */
  list: MayaKinDTO[]
  /** How many of the sent entries were new. */
  added: number
}

export type MayaArticleCategory = 'calendar' | 'seals' | 'tones' | 'moons'

/** GET /v3/maya/articles[?category]: in the request's language. */
export interface MayaArticleSummaryDTO {
  id: number
  category: MayaArticleCategory
  title: string
  summary: string
  reading_minutes: number
}

/** GET /v3/maya/articles/{id} */
export interface MayaArticleDTO extends MayaArticleSummaryDTO {
  paragraphs: string[]
  /** The other articles of the same category. */
  related: MayaArticleSummaryDTO[]
}
