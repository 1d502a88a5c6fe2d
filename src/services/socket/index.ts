/**
 * The realtime socket (spec §4, §8): the only caller of Taro.connectSocket. It hides Taro's promise-of-a-task
 * behind a small synchronous connection object, so the play reporter (src/services/playReport) can be
 * driven by a fake in tests.
 */
import Taro from '@tarojs/taro'
import { TIMEOUTS } from '../../utils/constants'

export interface SocketConnection {
  send(data: string): void
  close(): void
  onOpen(cb: () => void): void
  onMessage(cb: (data: string) => void): void
  onError(cb: (err: unknown) => void): void
  onClose(cb: () => void): void
}

export type SocketFactory = (url: string) => SocketConnection

/** `http://host:3000` → `ws://host:3000/ws`; an empty base (H5 on the API origin) uses the page's origin. */
export function socketUrl(apiBase: string): string {
  let base = apiBase
  if (!base && typeof location !== 'undefined') base = location.origin
  return base.replace(/^http/, 'ws').replace(/\/$/, '') + '/ws'
}

/** Open a socket through Taro (browser WebSocket on H5, wx.connectSocket on weapp). */
export const connectSocket: SocketFactory = (url) => {
  const handlers = {
    open: [] as (() => void)[],
    message: [] as ((d: string) => void)[],
    error: [] as ((e: unknown) => void)[],
    close: [] as (() => void)[]
  }
  let task: Taro.SocketTask | null = null
  let closed = false
  const pending: string[] = []
  Taro.connectSocket({ url, timeout: TIMEOUTS.connectSocket } as Taro.connectSocket.Option)
    .then((t) => {
      task = t
      if (closed) {
        t.close({})
        return
      }
      t.onOpen(() => {
        for (const d of pending.splice(0)) t.send({ data: d })
        handlers.open.forEach((h) => h())
      })
      t.onMessage((m) => {
        const d = typeof m.data === 'string' ? m.data : ''
        handlers.message.forEach((h) => h(d))
      })
      t.onError((e) => handlers.error.forEach((h) => h(e)))
      t.onClose(() => handlers.close.forEach((h) => h()))
    })
    .catch((e) => handlers.error.forEach((h) => h(e)))
  return {
    send(data) {
      if (task && task.readyState === 1) task.send({ data })
      else pending.push(data)
    },
    close() {
      closed = true
      if (task) task.close({})
    },
    onOpen(cb) {
      handlers.open.push(cb)
    },
    onMessage(cb) {
      handlers.message.push(cb)
    },
    onError(cb) {
      handlers.error.push(cb)
    },
    onClose(cb) {
      handlers.close.push(cb)
    }
  }
}
