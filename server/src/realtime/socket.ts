/**
 * The realtime socket of spec §4: `GET /ws`, JSON messages. A signed init message (type 3 audio / 9 video)
 * binds the connection to a user and a resource; type 5 ticks then update the resume point through the
 * ProgressBuffer. Unparsable or unexpected messages are ignored (spec §8).
 */
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { ErrorCode } from '../../../src/protocol/errors'
import { SIGN_WINDOW_SECONDS, signSocketInit } from '../../../src/protocol/signature'
import type { SocketReply } from '../../../src/protocol/types'

const MAX_MESSAGE_BYTES = 4096
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 2_147_483_647
const isStr = (v: unknown, max = 128): v is string => typeof v === 'string' && v.length <= max && !v.includes('\u0000')

interface Binding {
  userId: number
  kind: 3 | 9
  resourceId: number
  sku: string
}

export default async function socketRoutes(app: FastifyInstance) {
  const { repos, now, signKey, progress } = app.ctx

  /** Checks an init message; returns the binding or the error code to answer with. */
  async function init(msg: Record<string, unknown>): Promise<Binding | number> {
    const kind = msg.messageType as 3 | 9
    const resourceId = kind === 3 ? msg.resourceId : msg.videoId
    if (
      !isInt(msg.userId) ||
      !isInt(resourceId) ||
      !isStr(msg.sku, 64) ||
      !isStr(msg.token) ||
      !isStr(msg.sign) ||
      !isStr(msg.device, 32) ||
      !isStr(msg.version, 32) ||
      (kind === 3 && !isStr(msg.cid, 64))
    )
      return ErrorCode.BAD_REQUEST
    if (
      !isStr(msg.timestamp) ||
      !/^\d{10}$/.test(msg.timestamp) ||
      !isStr(msg.nonce) ||
      !/^[A-Za-z0-9]{32}$/.test(msg.nonce)
    ) {
      return ErrorCode.SIGNATURE_MISSING
    }
    if (Math.abs(Math.floor(now() / 1000) - Number(msg.timestamp)) > SIGN_WINDOW_SECONDS)
      return ErrorCode.SIGNATURE_EXPIRED
    // The signature covers every field but `sign` itself (messageType included), as the app computes it.
    const signed: Record<string, string | number> = {}
    for (const [k, v] of Object.entries(msg)) {
      if (k === 'sign') continue
      if (typeof v !== 'string' && typeof v !== 'number') return ErrorCode.BAD_REQUEST
      signed[k] = v
    }
    if (signSocketInit(signed, signKey) !== msg.sign) return ErrorCode.SIGNATURE_INVALID
    if (!(await app.ctx.nonces.remember(msg.nonce, Number(msg.timestamp), now()))) return ErrorCode.NONCE_REPLAYED
    const user = await repos.tokens.resolve(msg.token, now())
    if (!user || user.id !== msg.userId) return ErrorCode.NOT_LOGGED_IN
    return { userId: user.id, kind, resourceId, sku: msg.sku }
  }

  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    let binding: Binding | null = null
    let pendingInit: Promise<unknown> = Promise.resolve()
    const reply = (r: SocketReply) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(r))
    }

    socket.on('message', (raw, isBinary) => {
      if (isBinary) return
      const text = raw.toString()
      if (text.length > MAX_MESSAGE_BYTES) return
      let msg: unknown
      try {
        msg = JSON.parse(text)
      } catch {
        return
      }
      if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return
      const m = msg as Record<string, unknown>
      if (m.messageType === 3 || m.messageType === 9) {
        // Ticks that arrive while an init is being checked are applied after it, in order.
        pendingInit = pendingInit.then(async () => {
          const result = await init(m).catch(() => ErrorCode.INTERNAL)
          if (typeof result === 'number') reply({ ok: false, code: result })
          else {
            binding = result
            reply({ ok: true })
          }
        })
        return
      }
      if (m.messageType === 5) {
        void pendingInit.then(() => {
          if (!binding || !isInt(m.position) || (m.status !== 1 && m.status !== 2)) return
          progress.record({ ...binding, position: m.position, status: m.status, updatedAt: new Date(now()) })
        })
      }
    })
    socket.on('error', () => socket.terminate())
  })
}
