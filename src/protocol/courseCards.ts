/**
 * Course codes (POST /v2/exchange/operation) and the discovery feed (GET /v3/get/random/list,
 * /v3/get/floor/short/video/skus). Same conventions as ./common: texts in the request language, prices in the
 * major unit, times ISO 8601.
 */
import type { Paged } from './common'
import type { BannerDTO, CourseCardDTO } from './course'

/** POST /v2/exchange/operation (logged in). Codes are case-insensitive; spaces and dashes are ignored. */
export interface CourseCodeBody {
  code: string
}

/** The course a code gave (owned for good) and the zero-price order recorded for it. */
export interface CourseCodeDTO {
  course: { sku: string; title: string; cover: string }
  order_no: string
}

/** GET /v3/get/random/list?page&size&seed → Paged<CourseCardDTO>: a shuffled pick of courses, stable per seed. */
export interface RandomListQuery {
  page?: number
  size?: number
  /** The feed's shuffle; a new seed (pull-to-refresh) gives a new order, the same seed pages through one order. */
  seed?: number
}
export interface RandomPage extends Paged<CourseCardDTO> {
  /** On page 1 only: the newest courses of the catalogue. */
  newest?: CourseCardDTO[]
}

/**
 * A block of a page composed on the server (GET /v3/course/system/{id}), texts in the request language.
 * Blocks of a kind the server does not know are left out, so operations can prepare new kinds ahead of a release.
 */
export type SystemBlockDTO =
  | { type: 'banner'; banners: BannerDTO[] }
  | { type: 'courses'; title: string; items: CourseCardDTO[] }
  | { type: 'shorts'; title: string; items: CourseCardDTO[] }
  | { type: 'text'; text: string }
  | { type: 'image'; image: string; alt: string }
  /** A button with any banner jump of spec §2 (jump_type and jump_value as in BannerDTO). */
  | { type: 'button'; label: string; jump_type: BannerDTO['jump_type']; jump_value: string }

/** GET /v3/course/system/list → SystemPageSummaryDTO[] (published pages, in order). */
export interface SystemPageSummaryDTO {
  id: number
  title: string
}

/** GET /v3/course/system/{id} → SystemPageDTO (404 when unknown or unpublished). */
export interface SystemPageDTO {
  id: number
  title: string
  blocks: SystemBlockDTO[]
}
