/**
 * API payload types shared by the app and the server (spec §3, §7). Pure types: no Node or Taro imports.
 * Field names follow the spec (snake_case where the spec uses it, camelCase where it does: isVip, isEnterPrise).
 *
 * Conventions
 * - Every response is the envelope `{ code, msg, data }` of ./errors (`Envelope<T>`); the types below are `data`.
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

// ============================================================================ users and auth (spec §7 Auth)

/** A user as returned by GET /v2/users and inside LoginResult. */
export interface UserDTO {
  id: number
  nickname: string
  avatar: string
  email: string | null
  mobile: string | null
  nationcode: string | null
  has_password: boolean
  lang: Lang
  created_at: string
}

/** Result of every login endpoint: store `token` and send it as the `x-token` header. */
export interface LoginResult {
  token: string
  user: UserDTO
  /** true when this login created the account (code login doubles as registration). */
  is_new: boolean
}

/** GET /v3/get/user/binding: which identities the account has. */
export interface UserBindingDTO {
  email: string | null
  mobile: string | null
  nationcode: string | null
  wechat: boolean
  line: boolean
  facebook: boolean
  has_password: boolean
}

/** POST /v3/user/password/login. `account` is an email or a mobile number (then `nationcode`, default '86'). */
export interface PasswordLoginBody {
  account: string
  password: string
  nationcode?: string
}
/** What a code is for. REGISTER and LOGIN are the same code (code login creates the account). */
export type EmailCodeAction = 'LOGIN' | 'REGISTER' | 'RESET' | 'BIND'
/** POST /v3/abroad/email/send → data null. For RESET the answer is the same whether or not the account exists. */
export interface EmailSendBody {
  email: string
  action?: EmailCodeAction
}
/**
 * POST /v3/abroad/email/login → LoginResult. Registers the account when it does not exist; `password` (8–64
 * chars) is set when the account has none yet, which makes this the register endpoint too.
 */
export interface EmailLoginBody {
  email: string
  code: string
  password?: string
  nickname?: string
}
/** SMS code purpose; BINDPHONE as in spec §3 ("Phone code request"). */
export type MobileCodeAction = 'LOGIN' | 'BINDPHONE' | 'CHANGE'
/** POST /v2/users/code → data null. Mobile is 6–12 digits (spec §5), nationcode defaults to '86'. */
export interface MobileCodeBody {
  mobile: string
  nationcode?: string
  action?: MobileCodeAction
}
/** POST /v3/abroad/users/mobileLogin and POST /v2/users/login → LoginResult. */
export interface MobileLoginBody {
  mobile: string
  nationcode?: string
  code: string
}
/** POST /v3/abroad/mobile/binding and PUT /v2/change_mobile (logged in) → UserDTO. Code action BINDPHONE / CHANGE. */
export interface MobileBindBody {
  mobile: string
  nationcode?: string
  code: string
}
/** POST /v3/abroad/users/binding (logged in) → UserDTO: binds an email with a code of action BIND. */
export interface EmailBindBody {
  email: string
  code: string
}
/** POST /v3/user/password/update (logged in) → null. `old_password` is required when one is set. */
export interface PasswordUpdateBody {
  old_password?: string
  password: string
}
/** POST /v3/user/password/reset → null. Code from email/send with action RESET. Logs out every session. */
export interface PasswordResetBody {
  email: string
  code: string
  password: string
}
/**
 * Third-party logins → LoginResult: POST /v3/wechat/code and /v3/abroad/users/wechatLogin (WeChat),
 * /abroad/users/lineLogin, /v3/abroad/users/facebookLogin; `code` is the provider's code or access token.
 * POST /v2/users/otherlogin takes `{ type: 'wechat' | 'line' | 'facebook', code }`.
 */
export interface ThirdLoginBody {
  code: string
}
/** POST /v2/users/miniuserinfo (logged in) → UserDTO: the mini-program's profile. */
export interface MiniUserInfoBody {
  nickname?: string
  avatar?: string
}
/** POST /v2/business/getuserphonenumber (logged in) → UserDTO: binds the mobile behind WeChat's phone code. */
export interface PhoneNumberBody {
  code: string
}
/** PUT /v2/users/{id}/update (logged in, own id only) → UserDTO. */
export interface UserUpdateBody {
  nickname?: string
  avatar?: string
  lang?: Lang
}
/** POST /v3/user/unbind (logged in) → UserBindingDTO. Refused (1116) when it would remove the last way to log in. */
export interface UnbindBody {
  type: 'email' | 'mobile' | 'wechat' | 'line' | 'facebook'
}
/**
 * POST /v3/user/signOut (logged in) → null: deletes the account. Identities are released, personal data
 * blanked and every token revoked. `confirm` must be true.
 */
export interface AccountDeleteBody {
  confirm: true
}
/** GET /v2/users/{id}/logout → null: revokes the token of this request. */

/**
 * POST /v2/files (logged in; multipart with a `file` part and `type` = 1) → the uploaded image. jpg/png by
 * content, at most 2 MB; `url` is a path on the API origin (`/files/<random>.png`) for `UserUpdateBody.avatar`.
 * Account deletion removes the user's files.
 */
export interface UploadedFileDTO {
  id: number
  url: string
  mime: string
  size: number
}

/** GET /dev/outbox?to=<email or "+86 13800000000"> (dev only) → the newest codes first. */
export interface OutboxEntryDTO {
  channel: 'email' | 'sms'
  to: string
  code: string
  purpose: string
  lang: string
  at: string
}

// ============================================================================ meditation (/v3/meditation)

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

/** Layout hint: 1 horizontal scroller, 2 two-column grid, 3 list, 4 big card. */
export type FloorStyle = 1 | 2 | 3 | 4

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

// ---------------------------------------------------------------------------- meditation: the user's own (issue 4)

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

// ============================================================================ courses (/v3/course, /v3/get)

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

// ============================================================================ commerce and help (seeded)

/** GET /v3/meditation/buyVipList → ProductDTO[] (membership, annual card and advanced annual card products). */
export interface ProductDTO {
  id: number
  code: string
  kind: 'meditation_vip' | 'course_annual' | 'course_annual_advanced'
  title: string
  desc: string
  price: number
  original_price: number
  days: number
}

/** GET /v2/faqs → FaqDTO[] grouped by `category` in display order. */
export interface FaqDTO {
  id: number
  category: string
  question: string
  answer: string
}

// ---------------------------------------------------------------------------------------------------------------
// 13-moon calendar (issue 6)

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

// ============================================================================ invitation (spec §1, §3 Invite, §4)

/** POST /v3/meditation/inviteAccept (called by the app after login with the kept launch parameters). */
export interface InviteAcceptBody {
  /** The inviter's user id (a string from the launch query; a number is accepted too). */
  invite_user_id?: string | number
  invite_product_code?: string
  invite_id?: string
}

/**
 * Why an accept did not reward: `self` (own link), `already` (this user was invited before), `not_new` (the
 * account is older than the sign-up window: only friends who sign up through the link count), `no_inviter`
 * (missing or unknown inviter).
 */
export type InviteRefusal = 'self' | 'already' | 'not_new' | 'no_inviter'

/** inviteAccept answers 200 either way: the invite is best-effort and the app drops the pending flag (spec §4). */
export interface InviteAcceptDTO {
  accepted: boolean
  reason: InviteRefusal | null
  /** Gold credited to the inviter (0 when not accepted). */
  gold: number
}

/** GET /v3/meditation/inviteRecord?page&size → Paged<InviteRecordDTO>: friends who accepted my invitation. */
export interface InviteRecordDTO {
  id: number
  /** Masked ("王**明"): friends are shown, not identified. */
  nickname: string
  avatar: string
  gold: number
  created_at: string
}

/** GET /v3/meditation/inviteRankList → the top inviters (at most 10), masked names. */
export interface InviteRankDTO {
  rank: number
  nickname: string
  avatar: string
  invited: number
  gold: number
  /** 1 for the caller's own row (when logged in). */
  is_me: Flag
}

/** GET /v3/get/invite/gold → my learning gold and invitation summary (login required). */
export interface InviteGoldDTO {
  /** The learning-gold balance (sum of the ledger). */
  balance: number
  /** Friends who accepted my invitation. */
  invited: number
  /** Gold earned by invitations. */
  earned: number
  /** Gold per accepted friend (setting invite_reward_gold). */
  reward_per_invite: number
  /** Hours after sign-up within which an invite counts. */
  signup_window_hours: number
}
