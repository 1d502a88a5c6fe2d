/**
 * Course codes (POST /v2/exchange/operation) and the discovery feed (GET /v3/get/random/list,
 * /v3/get/floor/short/video/skus). Same conventions as ./common: texts in the request language, prices in the
 * major unit, times ISO 8601.
 */
import type { Paged } from './common'
import type { CourseCardDTO } from './course'

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
