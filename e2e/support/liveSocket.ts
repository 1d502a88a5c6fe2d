/**
 * A live chat viewer outside the browser (the real socket protocol: a signed join, then `send`): for tests that
 * need someone else in the room. `next(type)` waits for the next message of that type.
 */
import WebSocket from 'ws'
import { signNonce, signSocketInit, signTimestamp } from '../../src/protocol/signature'
import type { LiveServerMessage } from '../../src/protocol/live'

export async function liveSocket(base: string, who: { token: string; id: number }, liveId: number) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/live?lang=zh-Hant`)
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
    timestamp: signTimestamp(),
    nonce: signNonce()
  }
  ws.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
  await next('joined')
  return {
    next,
    send: (text: string) => ws.send(JSON.stringify({ type: 'send', kind: 1, text })),
    close: () => ws.close()
  }
}
