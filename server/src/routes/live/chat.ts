/**
 * The live chat socket, `GET /ws/live`: a signed join (the handshake both sockets share, realtime/handshake.ts:
 * every field but `sign` under signSocketInit, a fresh nonce within the signing window, the user's token) binds
 * the socket to a room and answers the newest page of history and the viewer count; then `send` posts a chat (1) or barrage (2) message.
 * Messages are stored, then fanned out to every process through the hub (the bus). Length and rate are limited;
 * a muted user is told so and the message is not posted; a removed user cannot join.
 */
import { Type } from '@sinclair/typebox'
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { ErrorCode } from '@app/protocol/errors'
import { checkHandshake } from '../../realtime/handshake'
import { LIVE_CHAT_LIMITS, displayLength, type LiveServerMessage } from '@app/protocol'
import { AppError } from '../../errors'
import { langOf, t, type Lang, type MessageKey } from '../../i18n'
import type { LiveHub, Viewer } from '../../live/hub'
import { parseMessage } from '../../realtime/messages'
import { roomRefusal } from './admission'
import { isLiveCourse, messageDTO } from './room'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Join = TypeCompiler.Compile(
  Type.Object({
    type: Type.Literal('join'),
    id: Id,
    userId: Id,
    token: Type.String({ maxLength: 128 }),
    timestamp: Type.String({ pattern: '^\\d{10}$' }),
    nonce: Type.String({ pattern: '^[A-Za-z0-9]{32}$' }),
    sign: Type.String({ maxLength: 128 })
  })
)
const Send = TypeCompiler.Compile(
  Type.Object({
    type: Type.Literal('send'),
    kind: Type.Union([Type.Literal(1), Type.Literal(2)]),
    text: Type.String({ maxLength: 1000, pattern: '^[^\\u0000]*$' })
  })
)

export default async function chatRoutes(fastify: FastifyInstance, opts: { hub: LiveHub }) {
  const { repos, now, limiter } = fastify.ctx
  const { hub } = opts

  fastify.get('/ws/live', { websocket: true }, (socket: WebSocket, req) => {
    const lang: Lang = langOf(req.headers['x-lang'] ?? (req.query as Record<string, string>)?.lang)
    let room: { id: number; viewer: Viewer; startedAt: number | null } | null = null
    let queue: Promise<unknown> = Promise.resolve()
    const reply = (m: LiveServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m))
    }
    const fail = (code: number, key: MessageKey, vars?: Record<string, string | number>) =>
      reply({ type: 'error', code, msg: t(lang, key, vars) })

    async function join(m: Record<string, unknown>) {
      if (room) return
      if (!Join.Check(m)) return fail(ErrorCode.BAD_REQUEST, 'badRequest')
      const fields: Record<string, string | number> & { timestamp: string | number; nonce: string } = { ...m }
      delete fields.sign
      const shake = await checkHandshake(fastify.ctx, fields, m)
      if (!shake.ok) return fail(shake.code, shake.key)
      const user = shake.user
      const c = await repos.course.course(m.id)
      if (!isLiveCourse(c)) return fail(ErrorCode.NOT_FOUND, 'notFound')
      // removed from this live, or outside the enterprise whose live it is: no room, no history
      const refused = await roomRefusal(repos, c.id, user)
      if (refused) {
        fail(refused.code, refused.messageKey)
        socket.close(4003, refused.messageKey === 'liveRemoved' ? 'removed' : 'enterprise')
        return
      }
      const bans = await repos.live.bans(c.id, user.id)
      const ch = await repos.live.channel(c.id)
      const viewer: Viewer = { ws: socket, userId: user.id, nickname: user.nickname }
      room = { id: c.id, viewer, startedAt: ch?.status === 2 && ch.startedAt ? ch.startedAt.getTime() : null }
      const history = await repos.live.history(c.id, null, LIVE_CHAT_LIMITS.historyPage)
      hub.join(c.id, viewer)
      reply({
        type: 'joined',
        history: history.map(messageDTO),
        before: history.length === LIVE_CHAT_LIMITS.historyPage ? history[0].id : null,
        viewers: hub.presence.viewers(c.id),
        muted: bans.includes('ban')
      })
    }

    async function send(m: Record<string, unknown>) {
      if (!room) return fail(ErrorCode.NOT_LOGGED_IN, 'notLoggedIn')
      if (!Send.Check(m)) return fail(ErrorCode.BAD_REQUEST, 'badRequest')
      const text = m.text.trim()
      if (!text) return fail(ErrorCode.BAD_REQUEST, 'liveMessageBlank')
      if (displayLength(text) > LIVE_CHAT_LIMITS.length) return fail(ErrorCode.BAD_REQUEST, 'liveMessageTooLong')
      const { id, viewer } = room
      if ((await repos.live.bans(id, viewer.userId)).includes('ban')) {
        reply({ type: 'muted', muted: true })
        return fail(ErrorCode.BUSINESS, 'liveMuted')
      }
      try {
        await limiter.consume(`live:chat:${id}:${viewer.userId}`, {
          max: LIVE_CHAT_LIMITS.burst,
          windowMs: LIVE_CHAT_LIMITS.windowMs
        })
      } catch (err) {
        if (err instanceof AppError) return fail(err.code, err.messageKey, err.vars)
        throw err
      }
      // the stream time of the message: the replay (recorded from the channel's start) shows it at that moment
      const ch = await repos.live.channel(id)
      const startedAt = ch?.startedAt?.getTime() ?? room.startedAt
      const offsetMs = startedAt ? Math.max(0, Math.min(2_147_483_647, now() - startedAt)) : 0
      const row = await repos.live.addMessage({ courseId: id, userId: viewer.userId, kind: m.kind, text, offsetMs })
      await hub.publish(id, { type: 'message', message: messageDTO({ ...row, nickname: viewer.nickname }) })
    }

    const dropped = (err: unknown) => fastify.log.warn({ err }, 'live chat message dropped')
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return
      const m = parseMessage(raw.toString())
      if (!m) return
      // one at a time, in order: a send right after the join waits for it
      queue = queue
        .then(() => (m.type === 'join' ? join(m) : m.type === 'send' ? send(m) : undefined))
        .catch((err) => {
          dropped(err)
          fail(ErrorCode.INTERNAL, 'internal')
        })
    })
    socket.on('close', () => {
      if (room) hub.leave(room.id, room.viewer)
    })
    socket.on('error', () => socket.terminate())
  })
}
