/**
 * A live course's status at a moment, from its times: 1 not started, 2 live, 3 replay (ended, a recording
 * exists), 0 ended without a replay. The stored status only counts for lives without times. Deriving it on
 * read means a live never shows "live now" after its end, however long the server has been up.
 */
export type LiveStatus = 0 | 1 | 2 | 3

export interface LiveTimes {
  liveStatus: number
  liveStartAt: Date | null
  liveEndAt: Date | null
  videoPath: string
}

/** A live course (type 0, sub_type 2, or one given a live status): camps (1) and events (2) have dates, not a broadcast. */
export function isLiveCourse(c: { type: number; subType: number; liveStatus: number }): boolean {
  return c.type === 0 && (c.subType === 2 || c.liveStatus > 0)
}

export function liveStatusAt(c: LiveTimes, nowMs: number): LiveStatus {
  if (!c.liveStartAt || !c.liveEndAt) return ([0, 1, 2, 3].includes(c.liveStatus) ? c.liveStatus : 0) as LiveStatus
  if (nowMs < c.liveStartAt.getTime()) return 1
  if (nowMs < c.liveEndAt.getTime()) return 2
  return c.videoPath ? 3 : 0
}

/** What a live's channel adds: its stream state once the teacher started it, and the recording it left. */
export interface ChannelState {
  status: number
  replayPath: string
}

/** The room's status: the teacher's channel when it has one that started, else the course's times. */
export function roomStatus(c: LiveTimes, ch: ChannelState | null | undefined, nowMs: number): LiveStatus {
  if (ch && ch.status !== 1) {
    if (ch.status === 2) return 2
    return ch.replayPath || c.videoPath ? 3 : 0
  }
  return liveStatusAt(c, nowMs)
}
