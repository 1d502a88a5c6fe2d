/**
 * What the realtime socket accepts (spec §4): TypeBox schemas of the messages of src/protocol/realtime, compiled
 * once. An init is checked in the order of its answers: its fields (4000), then the signing stamp (4011); the
 * signed fields must all be strings or numbers (4000). A tick that does not fit is ignored.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import {
  PlayStatus,
  SOCKET_LIMITS,
  SocketMessageType,
  type SocketInitAudio,
  type SocketInitVideo,
  type SocketTick
} from '@app/protocol/realtime'

const Id = Type.Integer({ minimum: 0, maximum: SOCKET_LIMITS.maxInt })
/** A string of at most `maxLength` characters without NUL (PostgreSQL text cannot hold it). */
const Text = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000]*$' })

const SessionFields = {
  userId: Id,
  token: Text(SOCKET_LIMITS.text),
  sign: Text(SOCKET_LIMITS.text),
  device: Text(SOCKET_LIMITS.device),
  version: Text(SOCKET_LIMITS.version),
  sku: Text(SOCKET_LIMITS.sku)
}

/** Type 3: a track of goods `sku`. */
const AudioInit = Type.Object({
  messageType: Type.Literal(SocketMessageType.audioInit),
  resourceId: Id,
  cid: Text(SOCKET_LIMITS.cid),
  ...SessionFields
})

/** Type 9: a video (lesson or short video) of goods `sku`. */
const VideoInit = Type.Object({
  messageType: Type.Literal(SocketMessageType.videoInit),
  videoId: Id,
  ...SessionFields
})

/** The signing stamp of an init: as for HTTP, a 10-digit time and a 32-character nonce. */
const InitStamp = Type.Object({
  timestamp: Type.String({ pattern: '^\\d{10}$' }),
  nonce: Type.String({ pattern: '^[A-Za-z0-9]{32}$' })
})

/** Every field of an init goes into its signature, so each must be a string or a number (whatever its key). */
const SignedValue = Type.Union([Type.String(), Type.Number()])
const Signable = Type.Record(Type.String(), SignedValue, { additionalProperties: SignedValue })

const Tick = Type.Object({
  messageType: Type.Literal(SocketMessageType.tick),
  position: Id,
  status: Type.Union([Type.Literal(PlayStatus.playing), Type.Literal(PlayStatus.paused)])
})

/** Any JSON object (not an array, not null): the envelope every message must be. */
const Message = Type.Object({})

export type AudioInitMessage = Static<typeof AudioInit>
export type VideoInitMessage = Static<typeof VideoInit>
export type InitMessage = AudioInitMessage | VideoInitMessage
export type TickMessage = Static<typeof Tick>

/** What the app sends (src/protocol/realtime) must be what the server accepts: a compile-time check. */
type Accepts<Sent extends Accepted, Accepted> = [Sent, Accepted]
export type AppMessagesAccepted = [
  Accepts<SocketInitAudio, AudioInitMessage>,
  Accepts<SocketInitVideo, VideoInitMessage>,
  Accepts<SocketTick, TickMessage>
]

const compile = <T extends TSchema>(schema: T) => TypeCompiler.Compile(schema)
const check = {
  message: compile(Message),
  audioInit: compile(AudioInit),
  videoInit: compile(VideoInit),
  stamp: compile(InitStamp),
  signable: compile(Signable),
  tick: compile(Tick)
}

/** A text frame as a message object, or null when it is too long, not JSON, or not a JSON object. */
export function parseMessage(text: string): Record<string, unknown> | null {
  if (text.length > SOCKET_LIMITS.messageChars) return null
  let msg: unknown
  try {
    msg = JSON.parse(text)
  } catch {
    return null
  }
  return check.message.Check(msg) ? (msg as Record<string, unknown>) : null
}

/** Whether the message asks to bind the socket (type 3 or 9), whatever else it holds. */
export const isInitKind = (msg: Record<string, unknown>): boolean =>
  msg.messageType === SocketMessageType.audioInit || msg.messageType === SocketMessageType.videoInit

/** The init's fields when they fit its kind, else null (answered 4000). */
export function initFields(msg: Record<string, unknown>): InitMessage | null {
  if (check.audioInit.Check(msg)) return msg
  if (check.videoInit.Check(msg)) return msg
  return null
}

/** The init's signing stamp when well-formed, else null (answered 4011). */
export function initStamp(msg: Record<string, unknown>): Static<typeof InitStamp> | null {
  return check.stamp.Check(msg) ? msg : null
}

/** The fields the signature covers (all but `sign`), or null when one is neither string nor number (4000). */
export function signedFields(msg: Record<string, unknown>): Record<string, string | number> | null {
  if (!check.signable.Check(msg)) return null
  const fields: Record<string, string | number> = { ...msg }
  delete fields.sign
  return fields
}

/** A tick, or null when it does not fit (ignored). */
export function tickOf(msg: Record<string, unknown>): TickMessage | null {
  return check.tick.Check(msg) ? msg : null
}
