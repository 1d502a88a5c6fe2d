/**
 * The realtime socket of spec §4: `GET /ws`, JSON messages (src/protocol/realtime, checked by ./messages). A
 * signed init message (type 3 audio / 9 video) binds the connection to a user and a resource; type 5 ticks then
 * update the resume point through the ProgressBuffer. Unparsable or unexpected messages are ignored (spec §8);
 * a malformed init is answered `{ ok: false, code: 4000 }`.
 */
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { ErrorCode } from '@app/protocol/errors'
import { SocketMessageType, type SocketReply } from '@app/protocol/realtime'
import { checkHandshake } from './handshake'
import { initFields, initStamp, isInitKind, parseMessage, signedFields, tickOf } from './messages'

interface Binding {
  userId: number
  kind: 3 | 9
  resourceId: number
  sku: string
}

export default async function socketRoutes(app: FastifyInstance) {
  const { now, progress } = app.ctx

  /** Checks an init message; returns the binding or the error code to answer with. */
  async function init(msg: Record<string, unknown>): Promise<Binding | number> {
    const fields = initFields(msg)
    if (!fields) return ErrorCode.BAD_REQUEST
    const stamp = initStamp(msg)
    if (!stamp) return ErrorCode.SIGNATURE_MISSING
    // The signature covers every field but `sign` itself (messageType included), as the app computes it.
    const signed = signedFields(msg)
    if (!signed) return ErrorCode.BAD_REQUEST
    const shake = await checkHandshake(app.ctx, { ...signed, timestamp: stamp.timestamp, nonce: stamp.nonce }, fields)
    if (!shake.ok) return shake.code
    const user = shake.user
    const resourceId = fields.messageType === SocketMessageType.audioInit ? fields.resourceId : fields.videoId
    return { userId: user.id, kind: fields.messageType, resourceId, sku: fields.sku }
  }

  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    let binding: Binding | null = null
    let pendingInit: Promise<unknown> = Promise.resolve()
    const reply = (r: SocketReply) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(r))
    }

    // A message that fails in an unforeseen way is dropped and logged: one socket never takes the server down.
    const dropped = (err: unknown) => app.log.warn({ err }, 'realtime message dropped')

    socket.on('message', (raw, isBinary) => {
      if (isBinary) return
      const m = parseMessage(raw.toString())
      if (!m) return
      if (isInitKind(m)) {
        // Ticks that arrive while an init is being checked are applied after it, in order.
        pendingInit = pendingInit
          .then(async () => {
            const result = await init(m).catch(() => ErrorCode.INTERNAL)
            if (typeof result === 'number') reply({ ok: false, code: result })
            else {
              binding = result
              reply({ ok: true })
            }
          })
          .catch(dropped)
        return
      }
      const tick = tickOf(m)
      if (!tick) return
      void pendingInit
        .then(() => {
          if (!binding) return
          progress.record({ ...binding, position: tick.position, status: tick.status, updatedAt: new Date(now()) })
        })
        .catch(dropped)
    })
    socket.on('error', () => socket.terminate())
  })
}
