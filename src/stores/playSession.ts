/**
 * One play session: what every player (the meditation audio, a course lesson's video, a live room or its replay)
 * uses to count the time listened and report where the user is. Pure: the keeper, the clock and the realtime
 * reporter are injected, so jest drives it without Taro (`playSessionFor` wires it to a RootStore).
 *
 * Counting (spec §4, §9): a player feeds either `tick()` (the meditation audio's one-second timer while playing,
 * spec §4 "a timer counts one-second ticks") or `onTime()` (a video's `timeupdate`: only forward playback counts,
 * a jump of more than 2 s is a seek). `finish()` logs the time counted since the last finish through the keeper
 * when it is at least 10 s, and starts counting again: a play is logged once, never twice.
 *
 * Position — one channel per kind, and why it is that one:
 * - meditation: the realtime socket (type 3 init, type 5 ticks every second, spec §4) while playing, so the
 *   server's resume point follows the track without a request per second; and the play log's `position` at the
 *   end, which the keeper keeps when offline (the socket cannot). Both write the same resume point, in order.
 * - course: POST /v2/histories (`report`): at once when the lesson starts, then at most every 15 s, and at once on
 *   pause, end and leaving. It writes the course's history row and the lesson's resume point together, and the
 *   keeper keeps the latest one per course when offline. The course player opens no socket (it used to send type
 *   9 ticks as well: a second channel for the same resume point, lost offline, which the server had to reconcile
 *   with the history; the server still accepts type 9 from older clients).
 * - live: none (a live stream has no position worth keeping; the room's replay starts from the beginning).
 * - a camp day (not a play session: no play time is logged for it): its player sends its progress through the same
 *   keeper (`root.playLogs.log('camp', …)`, src/study/components/CampParts/CampDayPlayer.tsx).
 * Play time goes by the play log only: POST /v3/meditation/playLog, or /v3/course/playLog for course and live.
 */
import type { RootStore } from './RootStore'
import type { LogResult, PlayLogKeeper } from './playRecords'
import type { PlayLogBody } from '../protocol/meditation'
import type { CoursePlayLogBody } from '../protocol/course'
import type { CourseHistoryBody } from '../protocol/courseFavorites'
import { audioPlay, type PlayReporter } from '../services/playReport'
import { systemClock } from '../services/clock'
import { MIN_PLAY_LOG_SECONDS } from '../utils/constants'

/** What is played: a meditation track, a course lesson, or a live course (its own video: lesson id = course id). */
export type PlaySubject =
  | { kind: 'meditation'; sku: string; resourceId: number; cid: string }
  | { kind: 'course'; sku: string; courseId: number; lessonId: number }
  | { kind: 'live'; sku: string; courseId: number }

export interface PlaySessionDeps {
  keeper: Pick<PlayLogKeeper, 'log'>
  loggedIn(): boolean
  now(): number
  /** The realtime socket (meditation only, see above). */
  reporter?: Pick<PlayReporter, 'start' | 'stop'>
}

/** A course's position is reported at most this often while playing (pause, end and leaving report at once). */
export const POSITION_INTERVAL_MS = 15_000
/** A `timeupdate` step longer than this is a seek, not time listened. */
const MAX_STEP_SECONDS = 2

export type FinishResult = 'short' | LogResult
export type ReportResult = 'skipped' | LogResult

export class PlaySession {
  private played = 0
  private last: number | null = null
  private reportedAt: number | null = null
  private lastPosition = 0

  constructor(
    readonly subject: PlaySubject,
    private readonly deps: PlaySessionDeps
  ) {}

  /**
   * The play starts at `position` (the resume point: what leaving at once reports). The meditation audio opens
   * its realtime report; a course reports its position with the first second played (`report`).
   */
  start(position = 0): void {
    this.lastPosition = position
    const s = this.subject
    if (s.kind === 'meditation') this.deps.reporter?.start(audioPlay(s.sku, s.resourceId, s.cid))
  }

  /** One second of the meditation audio's timer while playing. */
  tick(seconds = 1): void {
    this.played += seconds
  }

  /** A `timeupdate` from a video: forward playback counts; paused updates and seeks do not. */
  onTime(currentTime: number, playing = true): void {
    if (!Number.isFinite(currentTime)) return
    this.lastPosition = currentTime
    if (this.last !== null && playing) {
      const step = currentTime - this.last
      if (step > 0 && step <= MAX_STEP_SECONDS) this.played += step
    }
    this.last = currentTime
  }

  /** Pause or seek: the next `timeupdate` starts a new stretch. */
  interrupt(): void {
    this.last = null
  }

  /** Whole seconds counted since the play started or was last logged. */
  get playedSeconds(): number {
    return Math.floor(this.played)
  }

  /**
   * Report a course position (POST /v2/histories through the keeper); within 15 s of the last report it is
   * skipped unless `force`d (pause, end, leaving). Other kinds and visitors report nothing this way.
   */
  report(position: number = this.lastPosition, force = false): Promise<ReportResult> {
    const s = this.subject
    if (s.kind !== 'course' || !this.deps.loggedIn() || !Number.isFinite(position)) return Promise.resolve('skipped')
    const now = this.deps.now()
    if (!force && this.reportedAt !== null && now - this.reportedAt < POSITION_INTERVAL_MS)
      return Promise.resolve('skipped')
    this.reportedAt = now
    const body: CourseHistoryBody = {
      course_id: s.courseId,
      lesson_id: s.lessonId,
      position: Math.max(0, Math.floor(position))
    }
    return this.deps.keeper.log('position', body)
  }

  /**
   * Log the time counted since the last finish (from 10 s; `position`: where a meditation track stopped, 0 when it
   * ended) and count again from zero. Shorter plays are not logged.
   */
  finish(position: number = this.lastPosition): Promise<FinishResult> {
    const total = this.playedSeconds
    this.played = 0
    this.last = null
    if (total < MIN_PLAY_LOG_SECONDS) return Promise.resolve('short')
    const s = this.subject
    if (s.kind === 'meditation') {
      const log: PlayLogBody = {
        sku: s.sku,
        resource_id: s.resourceId,
        playtime: total,
        position: Math.max(0, Math.floor(position))
      }
      return this.deps.keeper.log('meditation', log)
    }
    const log: CoursePlayLogBody = {
      sku: s.sku,
      lesson_id: s.kind === 'course' ? s.lessonId : s.courseId,
      total_play_time: total
    }
    return this.deps.keeper.log(s.kind, log)
  }

  /** Forget the time counted without logging it (a play no log takes: an enterprise album's track). */
  discard(): void {
    this.played = 0
    this.last = null
  }

  /** The play is over (another track or lesson, leaving): log it, report a course's last position, stop the socket. */
  end(position: number = this.lastPosition): Promise<FinishResult> {
    this.deps.reporter?.stop()
    void this.report(position, true)
    return this.finish(position)
  }
}

/** A play session over an app's keeper, clock and login (`reporter`: the meditation audio's socket reporter). */
export function playSessionFor(
  root: RootStore,
  subject: PlaySubject,
  reporter?: Pick<PlayReporter, 'start' | 'stop'>
): PlaySession {
  return new PlaySession(subject, {
    keeper: root.playLogs,
    loggedIn: () => root.user.isLoggedIn,
    now: () => (root.deps.clock ?? systemClock).now(),
    reporter
  })
}
