/**
 * Courses (/v3/course, /v3/get): navs, floors, banners, and the course screens (detail and play, comments, short
 * videos, live booking, camps, activity tickets). Conventions in ./common.
 */

/**
 * The catalogue and course detail payloads are TypeBox schemas in ./courseSchemas (validated and answered through by
 * the server); here their `Static` types only, so the app never loads TypeBox:
 * GET /v3/course/navList → CourseNavDTO[]; GET /v3/course/indexFloor?tag= (or nav_id=) → CourseIndexDTO (floors cut
 * to 6 cards); GET /v3/course/navInfo/{id} → CourseNavInfoDTO (floors whole); GET /v3/course/floor/{id}?page&size →
 * CourseFloorPageDTO; GET /v3/course/indexAds?tag= (or nav_id=) → BannerDTO[]; GET /v3/get/goods/info?sku= →
 * CourseDetailDTO (lessons and the user's access); GET /v3/course/playInfo/{sku}?lesson_id&isLookBack →
 * CoursePlayInfoDTO. CourseCardDTO's jump rules and BannerDTO's jump types are written there.
 */
export type {
  BannerDTO,
  CourseAccessDTO,
  CourseAccessVia,
  CourseCardDTO,
  CourseDetailDTO,
  CourseFloorDTO,
  CourseFloorPageDTO,
  CourseIndexDTO,
  CourseNavDTO,
  CourseNavInfoDTO,
  CoursePlayInfoDTO,
  LessonDTO,
  LessonKind
} from './courseSchemas'
import type { CourseAccessDTO, CourseCardDTO } from './courseSchemas'

/** POST /v3/course/playLog (logged in) → { id }. Spec §3/§9: `total_play_time` ≥ 10 s. */
export interface CoursePlayLogBody {
  sku: string
  lesson_id: number
  total_play_time: number
}

/** GET /v3/get/study/people?sku= → who studies this course (newest first, at most 10) and how many in all. */
export interface StudyPeopleDTO {
  total: number
  people: { nickname: string; avatar: string }[]
}

/**
 * A course's comments (spec §7 `/v2/comments/{id}`): GET /v2/comments/{course id}?page&size → CommentPageDTO,
 * newest first; POST CommentBody (logged in) → CommentDTO; PUT /v2/comments/{comment id}/like CommentLikeBody
 * (logged in) → CommentLikeDTO. Their schemas are in ./commentsSchemas.
 */
export type {
  CommentBody,
  CommentDTO,
  CommentLikeBody,
  CommentLikeDTO,
  CommentPageDTO,
  VodCommentsDTO
} from './commentsSchemas'

/** A short video (course type 0, sub_type 13). */
export interface ShortVideoDTO {
  id: number
  sku: string
  title: string
  teacher: string
  cover: string
  video_path: string
  duration: number
  like_count: number
  liked: boolean
}
/**
 * GET /v3/course/shortVideo/{sku or id} → the video and the list to swipe through: the short videos of the
 * first floor that holds it (with ?isWaterfall=1 a waterfall floor), in floor order; `index` is its place.
 */
export interface ShortVideoPageDTO {
  video: ShortVideoDTO
  list: ShortVideoDTO[]
  index: number
}
/** PUT /v3/course/shortVideo/{sku or id}/like { like } (logged in). */
export interface ShortVideoLikeDTO {
  sku: string
  liked: boolean
  like_count: number
}

/** GET /v3/get/live/info?sku= → a live course for the booking page and the live room. */
export interface LiveInfoDTO extends CourseCardDTO {
  intro: string
  live_end_at: string | null
  booked: boolean
  booked_count: number
  access: CourseAccessDTO
  /** The stream while live (live_status 2) and the user may watch; else null. */
  stream_url: string | null
}
/** PUT /v2/booklive { sku, book } (logged in) → the booking state. Only an upcoming live (status 1) is bookable. */
export interface BookLiveBody {
  sku: string
  book: boolean
}
export interface BookLiveDTO {
  sku: string
  booked: boolean
  booked_count: number
}

/** A day of an online camp's schedule. */
export interface CampDayDTO {
  day: number
  date: string | null
  title: string
  duration: number
  locked: boolean
  /** Camps with day content (GET /v2/commodity/{id}/days/{day}): its kind, when it opens in the user's zone, why
   * it is locked ('signup': sign up first; 'date': not yet) and whether the user completed it. */
  kind?: 'audio' | 'video' | 'text'
  opens_at?: string | null
  lock?: 'signup' | 'date' | null
  completed?: boolean
}
/** GET /v2/commodity/{id} → an online camp (course type 1). */
export interface CampDTO extends CourseCardDTO {
  intro: string
  start_at: string | null
  end_at: string | null
  days: CampDayDTO[]
  signed_up: boolean
  seats: number
  seats_left: number
  /** Saved to the user's favourites (POST/DELETE /v2/favorites); false for a visitor. */
  favorited: boolean
  /** Camps with day content: the day whose turn it is today (null before the start and after the end). */
  today?: number | null
  completed_days?: number
}

/** GET /v2/acttickets/{id} → an activity ticket (course type 2): an in-person event. */
export interface TicketDTO extends CourseCardDTO {
  intro: string
  start_at: string | null
  end_at: string | null
  venue: string
  address: string
  seats: number
  seats_left: number
  signed_up: boolean
  /** The user's active ticket for it (GET /v2/useracttickets/{id}), or null. */
  ticket_id: number | null
}

/** Comment length limit (display characters), checked by the app and the server. */
export const COMMENT_MAX_LENGTH = 500

/** POST /v3/get/sku/list {skus: up to 50 skus or ids} → SkuListDTO: their cards in the order asked (unknown left out). */
export interface SkuListDTO {
  list: CourseCardDTO[]
}

/** GET /v3/get/middle/sku?sku= (a sku or a numeric id) → MiddleSkuDTO: the course's sku and card (the page it opens). */
export interface MiddleSkuDTO {
  sku: string
  card: CourseCardDTO
}

/**
 * POST /v3/meditation/miniLiveRoomList {page, size} → Paged<LiveListItemDTO>: lives on now, then the next to start.
 * GET /v2/livecourses?page&size[&status] → Paged<LiveListItemDTO>: every live with its status. Enterprise lives
 * appear only to those their room admits.
 */
export interface LiveListItemDTO extends CourseCardDTO {
  live_end_at: string | null
  booked: boolean
}

/** GET /v2/comments/vod/{id} (a lesson id, or a replay course's id) → VodCommentsDTO (./commentsSchemas). */
