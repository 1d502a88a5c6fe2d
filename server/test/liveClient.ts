/**
 * A signed live chat client (`GET /ws/live`, the real socket protocol: a signed join, then `send`) for the server
 * tests and the browser tests that need someone else in the room (e2e/support/liveSocket.ts): joins `liveId` as
 * `who` and answers the `joined` message; `next(type)` waits for the next message of that type (earlier ones
 * wait in `inbox`) and fails after `timeoutMs`.
 */
import WebSocket from 'ws'
import { signNonce, signSocketInit, signTimestamp, type LiveServerMessage } from '@app/protocol'
import type { FastifyInstance } from 'fastify'

export async function listenWs(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/ws/live`
}

export async function liveClient(
  url: string,
  who: { token: string; id: number },
  liveId: number,
  nowMs = Date.now(),
  lang = 'en'
) {
  const ws = new WebSocket(`${url}?lang=${lang}`)
  const inbox: LiveServerMessage[] = []
  const waiters: { type: string; fn: (m: LiveServerMessage) => void }[] = []
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as LiveServerMessage
    const i = waiters.findIndex((w) => w.type === m.type)
    if (i >= 0) waiters.splice(i, 1)[0]!.fn(m)
    else inbox.push(m)
  })
  await new Promise((res, rej) => {
    ws.once('open', res)
    ws.once('error', rej)
  })
  const next = <T extends LiveServerMessage['type']>(type: T, timeoutMs = 15_000) =>
    new Promise<Extract<LiveServerMessage, { type: T }>>((resolve, reject) => {
      const i = inbox.findIndex((m) => m.type === type)
      if (i >= 0) return resolve(inbox.splice(i, 1)[0] as Extract<LiveServerMessage, { type: T }>)
      const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs)
      waiters.push({
        type,
        fn: (m) => {
          clearTimeout(timer)
          resolve(m as Extract<LiveServerMessage, { type: T }>)
        }
      })
    })
  const fields = {
    type: 'join',
    id: liveId,
    userId: who.id,
    token: who.token,
    timestamp: signTimestamp(nowMs),
    nonce: signNonce()
  }
  ws.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
  const joined = await next('joined')
  return {
    ws,
    joined,
    next,
    inbox,
    send: (text: string, kind: 1 | 2 = 1) => ws.send(JSON.stringify({ type: 'send', kind, text })),
    close: () => ws.close()
  }
}
