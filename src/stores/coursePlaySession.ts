/**
 * Play time of one lesson (spec §3 `recordCoursePlayData` with `total_play_time`, §9 the 10-second rule).
 * Only forward playback counts: a `timeupdate` jump of more than 2 s is a seek, not time spent learning.
 * When the lesson ends, changes or the page closes, `finish()` sends the record; a record that cannot be sent
 * (offline, logged out, server down) is kept and resent at the next launch. Pure: the sender and the keeper
 * are injected, so node:test drives it without Taro.
 */
export interface CoursePlayRecord {
  sku: string
  lesson_id: number
  total_play_time: number
}

export interface PlaySessionDeps {
  send(record: CoursePlayRecord): Promise<unknown>
  /** Keep an unsent record under recordCoursePlayData (src/stores/playRecords keepRecord). */
  keep(record: CoursePlayRecord): void
  /** Whether a failed send is worth keeping (src/stores/playRecords worthKeeping). */
  worthKeeping(err: unknown): boolean
  loggedIn(): boolean
}

export const MIN_RECORD_SECONDS = 10
const MAX_STEP_SECONDS = 2

export type FinishResult = 'short' | 'sent' | 'kept' | 'dropped'

export class CoursePlaySession {
  private played = 0
  private last: number | null = null

  constructor(
    readonly sku: string,
    readonly lessonId: number,
    private readonly deps: PlaySessionDeps
  ) {}

  /** A `timeupdate` from the player. */
  onTime(currentTime: number, playing = true): void {
    if (!Number.isFinite(currentTime)) return
    if (this.last !== null && playing) {
      const step = currentTime - this.last
      if (step > 0 && step <= MAX_STEP_SECONDS) this.played += step
    }
    this.last = currentTime
  }

  /** Pause or seek: the next timeupdate starts a new stretch. */
  interrupt(): void {
    this.last = null
  }

  get totalPlayTime(): number {
    return Math.floor(this.played)
  }

  /** Send (or keep) the record once; later calls report 'short' until more is played. */
  async finish(): Promise<FinishResult> {
    const total = this.totalPlayTime
    this.played = 0
    this.last = null
    if (total < MIN_RECORD_SECONDS) return 'short'
    const record: CoursePlayRecord = { sku: this.sku, lesson_id: this.lessonId, total_play_time: total }
    // a visitor's record waits for a login (the launch resend sends it with the token)
    if (!this.deps.loggedIn()) {
      this.deps.keep(record)
      return 'kept'
    }
    try {
      await this.deps.send(record)
      return 'sent'
    } catch (e) {
      if (!this.deps.worthKeeping(e)) return 'dropped'
      this.deps.keep(record)
      return 'kept'
    }
  }
}
