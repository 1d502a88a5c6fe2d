/**
 * Payloads of the meditation endpoints added by issue 4 (favorites, likes, plans, timer, achievement, resume).
 * The server imports these too; they move to src/protocol/types.ts with the server routes.
 */
import type { Flag } from '../../protocol/types'

/** A favorite: a whole goods (`resource_id` null) or one track of it. */
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
/** POST / DELETE /v3/meditation/favorites. */
export interface FavoriteBody { sku: string; resource_id?: number }

/** POST / DELETE /v3/meditation/resourceLike → the like state of the track. */
export interface LikeDTO { resource_id: number; liked: boolean; like_count: number }

/** POST /v3/meditation/joinStudyPlan { sku } → the plan joined. */
export interface JoinPlanDTO { sku: string; joined: true; joined_at: string }

/** A meditation-timer preset (GET time/list; POST addPreset, PUT updatePreset, DELETE deletePreset). */
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

/** POST insightTimeSuccess: a finished timer session. */
export interface InsightTimeBody { seconds: number; preset_id?: number | null; scene_id?: number | null }
export interface InsightSessionDTO { id: number; seconds: number; scene_id: number | null; created_at: string }

/**
 * GET insightTimeDetails: achievement figures over play logs and timer sessions. Gentle streaks: a missed day
 * never wipes progress — `days` only grows; `streak` counts days practised in the current run allowing one
 * rest day between them; `best_streak` keeps the longest run.
 */
export interface AchievementDTO {
  total_minutes: number
  sessions: number
  days: number
  streak: number
  best_streak: number
  /** Minutes per day for the last 7 days (oldest first), server date UTC+8. */
  week: { date: string; minutes: number }[]
  /** Badges reached so far (i18n key suffixes: first, days7, days30, minutes100, minutes1000). */
  milestones: string[]
}

/** GET resume: the most recent track with an unfinished position (continue listening). */
export interface ResumeDTO {
  sku: string
  resource_id: number
  title: string
  goods_title: string
  cover: string
  position: number
  duration: number
}

/** GET userHistory rows: a play log with the titles the history screens show. */
export interface HistoryEntryDTO {
  id: number
  sku: string
  resource_id: number
  playtime: number
  created_at: string
  title: string
  goods_title: string
  cover: string
  duration: number
}
