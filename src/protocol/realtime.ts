/**
 * The realtime socket's messages (spec §4 `GET /ws`, JSON text frames), shared by the app's PlayReporter and the
 * server's socket route. Pure types and constants: the server validates against these with its own schemas.
 */
import type { DeviceLabel } from './common'

/** The message kinds of spec §4: the init of an audio play (3) or a video play (9), then a tick (5) every second. */
export const SocketMessageType = { audioInit: 3, tick: 5, videoInit: 9 } as const

/** A tick's status (spec §4): 1 playing, 2 paused. */
export const PlayStatus = { playing: 1, paused: 2 } as const
export type PlayStatusCode = (typeof PlayStatus)[keyof typeof PlayStatus]

/** Sizes the server accepts; a longer frame is ignored, a longer init field is a bad request. */
export const SOCKET_LIMITS = {
  /** A text frame longer than this (in characters) is ignored unread. */
  messageChars: 4096,
  sku: 64,
  cid: 64,
  device: 32,
  version: 32,
  /** token and sign */
  text: 128,
  /** ids and positions are PostgreSQL integers */
  maxInt: 2_147_483_647
} as const

/** What the signing adds to an init: the 10-digit signing time, a 32-character nonce and the keyed hash. */
export interface SocketSignedFields {
  timestamp: string
  nonce: string
  sign: string
}

/** The fields every init carries besides its subject: who is playing, on what device and app version. */
export interface SocketInitSession {
  token: string
  userId: number
  device: DeviceLabel
  version: string
}

/** The subject of an audio init (`messageType` 3): sku, resourceId (track id) and cid (PlayInfoDTO.cid). */
export interface AudioPlaySubject {
  messageType: typeof SocketMessageType.audioInit
  sku: string
  resourceId: number
  cid: string
}

/** The subject of a video init (`messageType` 9): sku and videoId (a lesson or short-video id). */
export interface VideoPlaySubject {
  messageType: typeof SocketMessageType.videoInit
  sku: string
  videoId: number
}

/** What a player reports on: a track or a video. */
export type PlaySubject = AudioPlaySubject | VideoPlaySubject

/**
 * Init message (spec §4). `sign = signSocketInit(all other fields)` from ./signature; `timestamp` is the
 * 10-digit signing time and `nonce` 32 characters, as for HTTP. The server answers SocketReply.
 */
export type SocketInitAudio = AudioPlaySubject & SocketInitSession & SocketSignedFields
/** `messageType` 9: video with sku and videoId. */
export type SocketInitVideo = VideoPlaySubject & SocketInitSession & SocketSignedFields
export type SocketInit = SocketInitAudio | SocketInitVideo

/** Sent every second after a successful init; no reply. Position in whole seconds. */
export interface SocketTick {
  messageType: typeof SocketMessageType.tick
  position: number
  status: PlayStatusCode
}

/** The answer to an init message; `code` is an ErrorCode (1100 bad token, 4011–4014 signature, 4000 bad shape). */
export type SocketReply = { ok: true } | { ok: false; code: number }
