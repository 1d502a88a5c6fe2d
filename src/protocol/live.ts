/**
 * Live rooms (spec §2 /live/pages/liveRoom?id, /blwlive/pages/*, §7 live calls): the room, its channel's state
 * (not started → live → ended → replay), sign-in, chat and barrage over the socket `GET /ws/live`, the replay's
 * messages and the teacher's console.
 */
import type { CourseAccessDTO, CourseCardDTO } from './course'

/** 1 not started, 2 live, 3 replay (ended with a recording), 0 ended without one. */
export type LiveStatusCode = 0 | 1 | 2 | 3

/** GET /v3/live/status?id= (or sku=) → the room: status, what to play, the viewer's standing. */
export interface LiveRoomDTO extends CourseCardDTO {
  intro: string
  live_end_at: string | null
  /** The live edge's HLS playlist while live, else null (also null for viewers who may not watch). */
  stream_url: string | null
  /** The recording's HLS playlist (or the course video) once ended, else null. */
  replay_url: string | null
  /** When the stream started (ISO), for the stream time of chat messages. */
  started_at: string | null
  access: CourseAccessDTO
  /** Members-only (an annual-card live): who may not watch is told so and offered the card. */
  members_only: boolean
  /** An enterprise's live and the viewer is not in that enterprise: told so and offered to join its group. */
  enterprise_only: boolean
  booked: boolean
  booked_count: number
  signed: boolean
  sign_count: number
  /** People in the room now (every server process). */
  viewers: number
  /** The viewer may run this room (teacher console). */
  is_teacher: boolean
  /** The viewer is muted in this room (may watch, may not post). */
  muted: boolean
  pinned: LiveMessageDTO | null
}

/** PUT /v3/live/status { id, status } (teacher): 2 starts the channel, 3 ends it and keeps the replay. */
export interface LiveStatusBody {
  id: number
  status: 2 | 3
}

/** POST /v2/live/usersign { id } (logged in) → signed, and the room's sign-in count. */
export interface LiveSignDTO {
  signed: boolean
  sign_count: number
}

/** 1 chat, 2 barrage (flies over the video). */
export type LiveMessageKind = 1 | 2

export interface LiveMessageDTO {
  id: number
  user_id: number
  nickname: string
  kind: LiveMessageKind
  text: string
  /** Milliseconds into the stream when sent: the replay shows it at that moment. */
  offset_ms: number
  created_at: string
}

/** GET /v2/live/playback/history/messages?id=&from_ms=&to_ms= → messages of a replay between two stream times. */
export interface LiveReplayMessagesDTO {
  list: LiveMessageDTO[]
}

/**
 * GET /v2/live/playback?id= (spec §7) → a live's replay for this viewer: the signed video for those who may watch
 * (null otherwise, with `access` saying why), where they stopped, and when the live began (the chat's offsets count
 * from it). No replay yet: 404. Card-only for a signed-in user without the card: 9999.
 */
export interface LivePlaybackDTO {
  id: number
  sku: string
  title: string
  cover: string
  replay_url: string | null
  duration: number
  position: number
  started_at: string | null
  access: CourseAccessDTO
}

/** GET /v3/live/messages?id=&before= → a page of history, oldest first; `before` of the next older page or null. */
export interface LiveHistoryDTO {
  list: LiveMessageDTO[]
  before: number | null
}

/** Limits of a chat message (the server enforces them; the app shows them). */
export const LIVE_CHAT_LIMITS = {
  /** characters, counted like comments (non-ASCII as two) */
  length: 200,
  /** at most this many messages per user and room within `windowMs` */
  burst: 5,
  windowMs: 10_000,
  historyPage: 50
} as const

/** A viewer as the teacher's console lists it. */
export interface LiveViewerDTO {
  user_id: number
  nickname: string
  muted: boolean
}

/** PUT /v3/live/moderate { id, user_id, action } (teacher). ban = mute, feng = remove from the room. */
export interface LiveModerateBody {
  id: number
  user_id: number
  action: 'ban' | 'unban' | 'feng' | 'unfeng'
}

/** PUT /v3/live/pin { id, message_id } (teacher); message_id null unpins. */
export interface LivePinBody {
  id: number
  message_id: number | null
}

/** Socket `GET /ws/live`: what the app sends. The join is signed like the realtime init (signSocketInit). */
export type LiveClientMessage =
  | {
      type: 'join'
      id: number
      token: string
      userId: number
      timestamp: string
      nonce: string
      sign: string
    }
  | { type: 'send'; kind: LiveMessageKind; text: string; offset_ms: number }

/** What the server sends on that socket. `error` codes are spec §8 codes; `msg` is translated. */
export type LiveServerMessage =
  | { type: 'joined'; history: LiveMessageDTO[]; before: number | null; viewers: number; muted: boolean }
  | { type: 'message'; message: LiveMessageDTO }
  | { type: 'viewers'; viewers: number }
  | { type: 'pinned'; message: LiveMessageDTO | null }
  | { type: 'status'; live_status: LiveStatusCode }
  | { type: 'muted'; muted: boolean }
  | { type: 'removed' }
  /** A moderator hid this message (the console): it leaves every screen, the pin and the barrage included. */
  | { type: 'hidden'; id: number }
  | { type: 'error'; code: number; msg: string }

/** Which streaming service runs a live (issue 33): our own room or a Polyv channel (`/v3/blw/*`). */
export type BlwProvider = 'own' | 'polyv'

/** GET /v3/blw/status?id */
export interface BlwStatusDTO {
  provider: BlwProvider
  /** The Polyv channel, null for our own room. */
  channel_id: string | null
  state: 'waiting' | 'live' | 'ended'
}

/** GET /v3/blw/play?id[&vid]: Polyv's watch page signed for this viewer (one use, 3 minutes); null for our own room. */
export interface BlwPlayDTO {
  provider: BlwProvider
  url: string | null
}

export interface BlwReplayDTO {
  video_id: string
  title: string
  cover: string
  /** HH:mm:ss */
  duration: string
  recorded_at: string
}

/** GET /v3/blw/playback?id */
export interface BlwPlaybackDTO {
  provider: BlwProvider
  items: BlwReplayDTO[]
}
