/**
 * Wires a CoursePlaySession (a lesson's or live course's play time, spec §3 recordCoursePlayData /
 * recordLivePlayData) to RootStore's play-log keeper: sent through the keeper's sender of its kind, kept by it
 * when it cannot be sent, resent by it at launch. Shared by the course player and the live room.
 */
import type { RootStore } from '.'
import { worthKeeping } from './playRecords'
import { CoursePlaySession } from './coursePlaySession'

/** A lesson's play time (`kind` 'course'), or a live course's (`kind` 'live', lessonId = the course id). */
export function createPlaySession(
  root: RootStore,
  sku: string,
  lessonId: number,
  kind: 'course' | 'live' = 'course'
): CoursePlaySession {
  return new CoursePlaySession(sku, lessonId, {
    send: (r) => root.playLogs.send(kind, r),
    keep: (r) => root.playLogs.keep(kind, r),
    worthKeeping,
    loggedIn: () => root.user.isLoggedIn
  })
}
