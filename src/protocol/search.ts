/** Search (meditation, courses, short videos, live, articles): request and response shapes. */

export type SearchKind = 'meditation' | 'course' | 'short_video' | 'live' | 'article'
export const SEARCH_KINDS: readonly SearchKind[] = ['meditation', 'course', 'short_video', 'live', 'article']
/** The kinds the study hub's course search covers. */
export const COURSE_SEARCH_KINDS: readonly SearchKind[] = ['course', 'short_video', 'live']
export const SEARCH_KEYWORD_MAX = 50

/** `POST /v3/meditation/search` (every kind, or one) and `POST /v3/course/search` (course kinds). */
export interface SearchBody {
  keyword: string
  kind?: SearchKind
  page?: number
  size?: number
}

export interface SearchHitDTO {
  kind: SearchKind
  id: number
  /** What opens it: a goods or course sku; empty for an article (opened by id). */
  sku: string
  title: string
  subtitle: string
  teacher: string
  cover: string
  /** [start, end) UTF-16 ranges of `title` that match the query, for highlighting. */
  marks: [number, number][]
  /** Course, short-video and live hits: the commodity type and sub type that pick the page (spec §2 card jump). */
  type?: number
  sub_type?: number
}

export interface SearchResultDTO {
  list: SearchHitDTO[]
  page: number
  size: number
  total: number
  has_more: boolean
  /** Matches per kind, for the result tabs (whatever kind was asked). */
  counts: Record<SearchKind, number>
}

/** `GET /v3/search/hot`: what people search most this week, else the catalogue's first titles. */
export interface SearchHotDTO {
  list: string[]
}

/** `GET /v3/search/suggest?keyword=`: titles while typing. */
export interface SearchSuggestDTO {
  list: { kind: SearchKind; id: number; sku: string; title: string }[]
}
