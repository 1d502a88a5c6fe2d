/** Curated collections (spec §7 `/v3/collection/*`): meditation albums and courses around one theme. */

export interface CollectionCardDTO {
  id: number
  title: string
  intro: string
  cover: string
  item_count: number
}

/** One entry: a meditation album (opens its detail by sku) or a course (opens as its course card would). */
export interface CollectionItemDTO {
  kind: 'meditation' | 'course'
  id: number
  sku: string
  title: string
  subtitle: string
  teacher: string
  cover: string
  /** Course entries: the commodity type and sub type that pick the page (spec §2 course card jump). */
  type: number
  sub_type: number
}

/** GET /v3/collection/{id}; `favorited` is false for a visitor. */
export interface CollectionDetailDTO extends CollectionCardDTO {
  items: CollectionItemDTO[]
  favorited: boolean
  favorite_count: number
}

/** GET /v3/collection/list → CollectionCardDTO[]. PUT /v3/collection/favorite CollectionFavoriteBody (logged in). */
export interface CollectionFavoriteBody {
  id: number
  favorite: boolean
}
export interface CollectionFavoriteDTO {
  id: number
  favorited: boolean
  favorite_count: number
}
