/**
 * Course watch history (POST /v2/histories): where the user is in a course, reported by the course player as it
 * plays — at once when a lesson starts, then at most every 15 s, and at once on pause, lesson end or leaving.
 * A report that cannot be sent (offline, server down) is kept, the latest per course only (an older position is
 * worth nothing once a newer one exists), and resent when the history is next used in a session (the player, the
 * course tab's row, the history page: `courseHistoryOf`). Not part of RootStore, so that none of this is in the
 * app's first load. Visitors have no history. The class is pure (sender, storage and clock injected) for jest.
 */
import type { CourseHistoryBody } from '../protocol/courseFavorites'
import { StorageKey, type Storage } from '../services/storage'
import { systemClock } from '../services/clock'
import { worthKeeping } from './playRecords'
import type { RootStore } from './RootStore'

export const HISTORY_INTERVAL_MS = 15_000
/** At most this many courses' reports are kept (one each). */
export const MAX_KEPT_HISTORIES = 50

export interface CourseHistoryDeps {
  send(body: CourseHistoryBody): Promise<unknown>
  storage: Storage
  now(): number
  loggedIn(): boolean
}

export type HistoryResult = 'sent' | 'kept' | 'skipped' | 'dropped'

export class CourseHistory {
  /** When each course was last reported (sent or kept). */
  private readonly lastAt = new Map<number, number>()
  private resent: Promise<number> | null = null

  constructor(private readonly deps: CourseHistoryDeps) {}

  /** Report a position; within 15 s of the course's last report it is skipped unless `force`. */
  async report(body: CourseHistoryBody, force = false): Promise<HistoryResult> {
    if (!this.deps.loggedIn() || !Number.isFinite(body.position)) return 'skipped'
    const now = this.deps.now()
    const last = this.lastAt.get(body.course_id)
    if (!force && last !== undefined && now - last < HISTORY_INTERVAL_MS) return 'skipped'
    this.lastAt.set(body.course_id, now)
    const report: CourseHistoryBody = { ...body, position: Math.max(0, Math.floor(body.position)) }
    try {
      await this.deps.send(report)
      this.forget(report.course_id)
      return 'sent'
    } catch (e) {
      if (!worthKeeping(e)) return 'dropped'
      this.keep(report)
      return 'kept'
    }
  }

  /** The kept reports, oldest first. */
  kept(): CourseHistoryBody[] {
    const v = this.deps.storage.get<CourseHistoryBody[]>(StorageKey.recordCourseHistory)
    return Array.isArray(v) ? v : []
  }

  /**
   * What an earlier session could not send, sent once per session (once logged in): the player, the course tab's
   * row and the history page call this first, and wait on it before reading the history from the server.
   */
  resendOnce(): Promise<number> {
    if (!this.deps.loggedIn()) return Promise.resolve(0)
    this.resent ??= this.resend().catch(() => 0)
    return this.resent
  }

  /** Send every kept report; those that still fail for a passing reason stay. Returns how many were sent. */
  async resend(): Promise<number> {
    if (!this.deps.loggedIn()) return 0
    let sent = 0
    for (const r of this.kept()) {
      try {
        await this.deps.send(r)
        sent++
        this.forget(r.course_id, r)
      } catch (e) {
        if (!worthKeeping(e)) this.forget(r.course_id, r)
      }
    }
    return sent
  }

  private keep(report: CourseHistoryBody): void {
    const rest = this.kept().filter((r) => r.course_id !== report.course_id)
    this.deps.storage.set(StorageKey.recordCourseHistory, [...rest, report].slice(-MAX_KEPT_HISTORIES))
  }

  /** Drop the kept report of a course (only `sent` itself, when given: a newer one kept meanwhile stays). */
  private forget(courseId: number, sent?: CourseHistoryBody): void {
    const list = this.kept()
    const same = (r: CourseHistoryBody) =>
      r.course_id === courseId && (!sent || (r.lesson_id === sent.lesson_id && r.position === sent.position))
    const rest = list.filter((r) => !same(r))
    if (rest.length === list.length) return
    if (rest.length) this.deps.storage.set(StorageKey.recordCourseHistory, rest)
    else this.deps.storage.remove(StorageKey.recordCourseHistory)
  }
}

const perRoot = new WeakMap<RootStore, CourseHistory>()

/** The course history of an app (one per RootStore), made on first use. */
export function courseHistoryOf(root: RootStore): CourseHistory {
  let history = perRoot.get(root)
  if (!history) {
    const { api, storage, clock } = root.deps
    history = new CourseHistory({
      send: (body) => api.course.postHistory(body),
      storage,
      now: () => (clock ?? systemClock).now(),
      loggedIn: () => root.user.isLoggedIn
    })
    perRoot.set(root, history)
  }
  return history
}
