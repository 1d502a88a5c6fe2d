/** Realtime socket messages (GET /ws). Conventions in ./common. */
import type { DeviceLabel } from './common'

/**
 * Init message (spec §4). `sign = signSocketInit(all other fields)` from ./signature; `timestamp` is the
 * 10-digit signing time and `nonce` 32 characters, as for HTTP. The server answers SocketReply.
 * `messageType` 3: audio with sku, resourceId (track id) and cid (PlayInfoDTO.cid).
 */
export interface SocketInitAudio {
  messageType: 3
  token: string
  userId: number
  device: DeviceLabel
  version: string
  sku: string
  resourceId: number
  cid: string
  timestamp: string
  nonce: string
  sign: string
}

/** `messageType` 9: video with sku and videoId (a lesson or short-video id). */
export interface SocketInitVideo {
  messageType: 9
  token: string
  userId: number
  device: DeviceLabel
  version: string
  sku: string
  videoId: number
  timestamp: string
  nonce: string
  sign: string
}

/** Sent every second after a successful init; no reply. status 1 playing, 2 paused; position in seconds. */
export interface SocketTick {
  messageType: 5
  position: number
  status: 1 | 2
}

/** The answer to an init message; `code` is an ErrorCode (1100 bad token, 4011–4014 signature, 4000 bad shape). */
export type SocketReply = { ok: true } | { ok: false; code: number }
