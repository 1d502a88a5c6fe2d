/** Meditation (/v3/meditation): home floors, goods, plans, scenes, the user's own (favorites, timer, history). Conventions in ./common. */
import type { Flag, FloorStyle, Paged } from './common'
import type { BannerDTO } from './course'

/** GET /v3/meditation/memberInfo (logged in). */
export interface MemberInfoDTO {
  isVip: Flag
  expire_at: string | null
  /** Course annual card: 0 none, 1 annual card, 2 advanced annual card. */
  annual_card_level: 0 | 1 | 2
  annual_card_expire_at: string | null
}

/** A `s_key`/`s_val` settings pair (spec §3). GET /v3/meditation/settings and /v3/get/course/settings → SettingPair[]. */
export interface SettingPair {
  s_key: string
  s_val: string
}

/**
 * One audio track. VIP gating: for a visitor or non-member, a VIP track (`is_vip` 1) has `full_path: null`;
 * the app shows the lock and the member purchase entry (spec §4: a non-member skips VIP tracks).
 */
export interface ResourceDTO {
  id: number
  title: string
  duration: number
  is_vip: Flag
  full_path: string | null
}

/** A meditation goods (an album of tracks) on a floor or list. Navigate with detail?sku / play?sku. */
export interface GoodsCardDTO {
  id: number
  sku: string
  title: string
  subtitle: string
  teacher: string
  cover: string
  /** 1 when some of its tracks need membership. */
  is_vip: Flag
  play_count: number
  track_count: number
}

/** GET /v3/meditation/goods/{sku or id}. */
export interface GoodsDetailDTO extends GoodsCardDTO {
  intro: string
  resources: ResourceDTO[]
}

export interface MeditationFloorDTO {
  id: number
  title: string
  style: FloorStyle
  goods: GoodsCardDTO[]
  /** More goods than shown: open floorMore?id=<id>&j=m (GET /v3/meditation/floor/{id}). */
  has_more: boolean
}

/** GET /v3/meditation/indexFloor: the meditation home screen. Floors show at most 6 goods. */
export interface MeditationIndexDTO {
  banners: BannerDTO[]
  plans: StudyPlanCardDTO[]
  floors: MeditationFloorDTO[]
}

/** GET /v3/meditation/floor/{id}?page&size → the floor with a page of its goods. */
export interface MeditationFloorPageDTO {
  id: number
  title: string
  style: FloorStyle
  goods: Paged<GoodsCardDTO>
}

/** GET /v3/meditation/dayRecommend: today's track (changes daily, the same for everyone on a date). */
export interface DayRecommendDTO {
  /** YYYY-MM-DD (server time, UTC+8). */
  date: string
  quote: string
  cover: string
  sku: string
  goods_title: string
  resource: ResourceDTO
}

export interface StudyPlanCardDTO {
  id: number
  sku: string
  title: string
  cover: string
  is_vip: Flag
  days: number
}

/** GET /v3/meditation/plan/{sku or id}. `joined` is false for visitors. */
export interface StudyPlanDTO extends StudyPlanCardDTO {
  intro: string
  joined: boolean
  day_list: { day: number; resources: (ResourceDTO & { sku: string })[] }[]
}

/**
 * GET /v3/meditation/playInfo/{sku}?resource_id= : play data of spec §3. Without resource_id the first track.
 * `list` is the whole goods (for list play mode); `position` is the resume point in seconds recorded by the
 * realtime socket (0 for visitors or when never played).
 */
export interface PlayInfoDTO {
  sku: string
  /** Catalogue id of the goods; send it as the socket init's `cid`. */
  cid: string
  title: string
  cover: string
  resource: ResourceDTO
  list: ResourceDTO[]
  isEnterPrise: Flag
  isVip: Flag
  position: number
  /** The user's like of this track (false for visitors) and its like count. */
  liked?: boolean
  like_count?: number
}

/** A scene (background music for the timer and study hub). GET /v3/meditation/sceneList → SceneDTO[]. */
export interface SceneDTO {
  id: number
  title: string
  cover: string
  /** Looping music URL. */
  music: string
}

/** GET /v3/meditation/userScene → the user's scene, or the default scene for visitors. POST { scene_id } sets it. */
export interface UserSceneDTO {
  scene: SceneDTO
  is_default: boolean
}

/**
 * POST /v3/meditation/playLog (logged in) → { id }. Spec §4/§9: sent when at least 10 s were played.
 * `position` (optional): where the listener stopped, 0 when the track was finished; it becomes the resume point
 * (with the socket's ticks) so the next open resumes there on any device.
 */
export interface PlayLogBody {
  sku: string
  resource_id: number
  playtime: number
  position?: number
}

/** GET /v3/meditation/userHistory?page&size (logged in) → Paged<PlayLogDTO>, newest first. */
export interface PlayLogDTO {
  id: number
  sku: string
  resource_id: number
  playtime: number
  created_at: string
}

// ---------------------------------------------------------------------------- meditation: the user's own

/** A favorite: a whole goods (`resource_id` null) or one track of it. No media URL: the player asks playInfo. */
export interface FavoriteDTO {
  id: number
  sku: string
  resource_id: number | null
  /** The track's title, or the goods title for a goods favorite. */
  title: string
  goods_title: string
  cover: string
  duration: number
  is_vip: Flag
  created_at: string
}
/** POST /v3/meditation/favorites → FavoriteDTO (idempotent); DELETE (query) → null. GET ?page&size → Paged<FavoriteDTO>. */
export interface FavoriteBody {
  sku: string
  resource_id?: number
}

/** POST /v3/meditation/resourceLike { resource_id } / DELETE ?resource_id → the like state of the track. */
export interface LikeDTO {
  resource_id: number
  liked: boolean
  like_count: number
}

/** POST /v3/meditation/joinStudyPlan { sku } → the plan joined (30001 for a members' plan and a non-member). */
export interface JoinPlanDTO {
  sku: string
  joined: true
  joined_at: string
}

/**
 * A meditation-timer preset. GET time/list → TimerPresetDTO[] (built-in ones first, with negative ids, then the
 * user's); POST addPreset TimerPresetBody, PUT updatePreset { id, ...TimerPresetBody }, DELETE deletePreset ?id.
 */
export interface TimerPresetDTO {
  id: number
  title: string
  /** Whole minutes, 1–180. */
  minutes: number
  /** Interval bell every N minutes, 0 = none. */
  interval_minutes: number
  /** Seconds of settling in before the timer starts, 0–60. */
  warmup_seconds: number
  /** Scene played during the session, null = silence. */
  scene_id: number | null
  /** Built-in presets are read-only. */
  builtin: boolean
}
export interface TimerPresetBody {
  title: string
  minutes: number
  interval_minutes: number
  warmup_seconds: number
  scene_id: number | null
}

/** POST insightTimeSuccess: a finished timer session (≥ 60 s) → InsightSessionDTO. GET insightTimeList → Paged. */
export interface InsightTimeBody {
  seconds: number
  preset_id?: number | null
  scene_id?: number | null
}
export interface InsightSessionDTO {
  id: number
  seconds: number
  scene_id: number | null
  created_at: string
}

/**
 * GET insightTimeDetails (logged in): achievements over play logs and timer sessions. Gentle streaks: a missed
 * day never wipes progress — `days` and `total_minutes` only grow; `streak` counts the days of the current run
 * allowing one rest day between practised days; `best_streak` keeps the longest run. Days are UTC+8.
 */
export interface AchievementDTO {
  total_minutes: number
  sessions: number
  days: number
  streak: number
  best_streak: number
  /** Minutes per day for the last 7 days, oldest first. */
  week: { date: string; minutes: number }[]
  /** Reached so far, of: first, days7, days30, minutes100, minutes1000. */
  milestones: string[]
}

/** GET /v3/meditation/resume (logged in) → the most recent unfinished track (continue listening), or null. */
export interface ResumeDTO {
  sku: string
  resource_id: number
  title: string
  goods_title: string
  cover: string
  position: number
  duration: number
}

/** GET /v3/meditation/userHistory?page&size (logged in) → Paged<HistoryEntryDTO>: play logs with their titles. */
export interface HistoryEntryDTO extends PlayLogDTO {
  title: string
  goods_title: string
  cover: string
  duration: number
}

/** GET /v3/meditation/dailyUpdate → DailyUpdateDTO: the tracks published today (users' zone), newest first. */
export interface DailyUpdateDTO {
  /** YYYY-MM-DD in the users' zone. */
  date: string
  list: {
    sku: string
    goods_title: string
    cover: string
    published_at: string
    resource: ResourceDTO
  }[]
}

/** GET /v3/meditation/dayRecommend/get?days=1..14 (default 7) → { list }: the daily picks, today first. */
export interface DayRecommendListDTO {
  list: DayRecommendDTO[]
}

/**
 * GET /v3/meditation/clock/in/poster[?date=] (logged in) → CheckInPosterDTO: a day's practice for the check-in
 * poster (width × height: spec §9's 375 × 650 share canvas), the same figures as the practice report.
 */
export interface CheckInPosterDTO {
  width: number
  height: number
  date: string
  nickname: string
  avatar: string
  practised: Flag
  seconds: number
  minutes: number
  sessions: number
  /** The gentle streak as of `date` (0 when the day has no practice). */
  streak: number
  top_track: { sku: string; title: string; goods_title: string } | null
  quote: string
}

/** GET /v3/meditation/goldenSentence: the day's golden sentence (the quote card), or none when nothing is published. */
export interface GoldenSentenceDTO {
  /** the user's calendar day (YYYY-MM-DD) the sentence is of */
  date: string
  sentence: {
    id: number
    /** in the request's language; English falls back to the Chinese text when the operators wrote none */
    text: string
    author: string
  } | null
}
