/**
 * Payloads of the course screens (course detail and play, comments, short videos, live booking, camps,
 * activity tickets). The server imports these too, so the two sides cannot drift; they move to
 * src/protocol/types.ts when that file is next opened under its lock. Pure types: no Taro import.
 */
import type { CourseCardDTO, Flag, Paged } from '../../protocol/types'

/**
 * Why a user may learn every lesson of a course: 'free' (price 0 and no card), 'owned' (bought or signed up),
 * 'card' (the user's annual card level includes it). null: only the free preview lessons are open.
 */
export type CourseAccessVia = 'free' | 'owned' | 'card' | null

export interface CourseAccessDTO {
  can_learn: boolean
  via: CourseAccessVia
  /** The course's card level (0 none, 1 annual, 2 advanced) and the user's current level (0 for visitors). */
  card_level: number
  user_card_level: number
}

/**
 * One lesson. The server decides `locked`; a locked lesson never carries its `video_path` (null), the same
 * rule as the meditation VIP `full_path`.
 */
export interface LessonDTO {
  id: number
  title: string
  duration: number
  is_free: Flag
  locked: boolean
  video_path: string | null
  /** Resume point in seconds (from the realtime socket, type 9); 0 for visitors. */
  position: number
}

/** GET /v3/get/goods/info?sku= → a VOD course (or replay) with its lessons and the user's access. */
export interface CourseDetailDTO extends CourseCardDTO {
  intro: string
  /** A short trailer: the first free lesson's video, or null. */
  trailer: string | null
  lessons: LessonDTO[]
  access: CourseAccessDTO
  comment_count: number
}

/**
 * GET /v3/course/playInfo/{sku}?lesson_id&isLookBack → what the course player needs. Without lesson_id: the
 * lesson the user last watched, else the first open one. isLookBack=1 plays a live replay: `lessons` is the
 * replay as one lesson whose id is the course id.
 */
export interface CoursePlayInfoDTO {
  sku: string
  id: number
  title: string
  cover: string
  teacher: string
  is_look_back: Flag
  lesson: LessonDTO
  lessons: LessonDTO[]
  access: CourseAccessDTO
}

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

/** A comment on a course (spec §7 `/v2/comments/{id}`). */
export interface CommentDTO {
  id: number
  content: string
  nickname: string
  avatar: string
  like_count: number
  liked: boolean
  /** true for the author's own comments. */
  mine: boolean
  created_at: string
}
/** GET /v2/comments/{course id}?page&size → Paged<CommentDTO>, newest first. POST { content } (logged in) → CommentDTO. */
export type CommentPageDTO = Paged<CommentDTO>
export interface CommentBody {
  content: string
}
/** PUT /v2/comments/{comment id}/like { like } (logged in) → the like state. */
export interface CommentLikeBody {
  like: boolean
}
export interface CommentLikeDTO {
  comment_id: number
  liked: boolean
  like_count: number
}

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
}
