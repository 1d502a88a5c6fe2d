/**
 * Courses (/v3/course, /v3/get): navs, floors, banners, and the course screens (detail and play, comments, short
 * videos, live booking, camps, activity tickets). Conventions in ./common.
 */
import type { Flag, FloorStyle, Paged } from './common'

/** GET /v3/course/navList → CourseNavDTO[]. The first one is the default tab of course/index. */
export interface CourseNavDTO {
  id: number
  /** course/index?tag=<tag> selects this nav. */
  tag: string
  title: string
}

/**
 * A course card (spec §2 "Course card jump"). Decide the jump in this order:
 * 1. `jump_type` not null: 0 member purchase, 1 meditation detail(sku), 2 meditation play(sku), 3 study plan(sku).
 * 2. else by `type`: 1 online camp (commodity_id = id), 2 activity ticket (act_id = id), 3 member;
 *    0 by `sub_type`: 1/9/10/12 course detail(sku), 2 live booking(sku), 13 short video(sku; add isWaterfall=1
 *    when `isWaterfall` is 1), 14 replay (course/play?sku&isLookBack=1).
 */
export interface CourseCardDTO {
  id: number
  sku: string
  type: number
  sub_type: number
  jump_type: 0 | 1 | 2 | 3 | null
  title: string
  subtitle: string
  teacher: string
  cover: string
  price: number
  original_price: number
  /** Lowest annual card level including it: 0 none, 1 annual card, 2 advanced annual card. */
  card_level: number
  /** 0 not a live, 1 upcoming, 2 live now, 3 replay. */
  live_status: 0 | 1 | 2 | 3
  live_start_at: string | null
  study_people: number
  isWaterfall: Flag
}

/** Layout hint: 1 horizontal scroller, 2 grid, 3 list, 4 waterfall (short videos). */
export interface CourseFloorDTO {
  id: number
  title: string
  style: FloorStyle
  items: CourseCardDTO[]
  /** Open floorMore?id=<id>&j=c (GET /v3/course/floor/{id}). */
  has_more: boolean
}

/** GET /v3/course/indexFloor?tag= (or nav_id=) → floors of that nav; floors show at most 6 cards. */
export interface CourseIndexDTO {
  nav: CourseNavDTO
  floors: CourseFloorDTO[]
}

/**
 * GET /v3/course/navInfo/{id} → one course nav ("module", deep link course/module?id) with every card of its
 * floors (course/category?id). Unlike indexFloor the floors are not cut to a preview: has_more is false, at most
 * 100 cards a floor.
 */
export interface CourseNavInfoDTO {
  nav: CourseNavDTO
  floors: CourseFloorDTO[]
}

/** GET /v3/course/floor/{id}?page&size. */
export interface CourseFloorPageDTO {
  id: number
  title: string
  style: FloorStyle
  items: Paged<CourseCardDTO>
}

/**
 * A banner (spec §2 "Banner jump types"); `jump_value` is the target:
 * 1 activity ticket → act_id; 2 course detail → sku; 4 and 6 short video → sku; 5 online camp → commodity_id;
 * 10 link → URL (internal product URLs open in-app, others externally); 11 member purchase → '' ;
 * 12 invitation → ''; 14 meditation play → sku (optionally "sku:resource_id"); 15 study plan → sku;
 * 99 deep link → a scheme of spec §2 such as "meditation/detail?sku=m-sleep".
 * GET /v3/course/indexAds?tag= (or nav_id=) → BannerDTO[]; meditation banners come with indexFloor.
 */
export interface BannerDTO {
  id: number
  title: string
  image: string
  jump_type: 1 | 2 | 4 | 5 | 6 | 10 | 11 | 12 | 14 | 15 | 99
  jump_value: string
}

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
  /**
   * What the lesson is: a 'video' or 'audio' file (video_path), or 'text' to read (`text`, no video_path). A text
   * lesson's `duration` is its reading time; it is read when `position` reaches it (the player's "finished reading").
   */
  kind: LessonKind
  /** A text lesson's body: plain text, paragraphs split on blank lines (never HTML); null when locked or not text. */
  text: string | null
}

export type LessonKind = 'video' | 'audio' | 'text'

/** GET /v3/get/goods/info?sku= → a VOD course (or replay) with its lessons and the user's access. */
export interface CourseDetailDTO extends CourseCardDTO {
  intro: string
  /** A short trailer: the first free lesson's video, or null. */
  trailer: string | null
  lessons: LessonDTO[]
  access: CourseAccessDTO
  comment_count: number
  /** Saved to the user's favourites (POST/DELETE /v2/favorites); false for a visitor. */
  favorited: boolean
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
