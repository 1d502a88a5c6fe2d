/**
 * The conversation between the web app and the native app shell on /pages/appInteractive/index. The shell sends
 * `{ action, payload }` (appBridge.ts listenToApp) and the page answers through callApp:
 * - `login` { token }: the shell hands its login to the web app, which completes the login and answers `loginDone`;
 * - `payResult` { order_no, status: 'success' | 'fail', msg? }: the shell's payment screen closed; the page goes to
 *   /pages/course/appPaySuccess or appPayFail for that order;
 * - `shareResult` { ok }: the shell's share sheet closed.
 * Anything else is answered `unsupported`. Values are checked before use: a token or an order number of the
 * wrong shape is ignored.
 */
import { Routes, buildUrl } from '../../navigation/routes'

export interface AppMessage {
  action: string
  payload: Record<string, unknown>
}

export type AppStatus = 'loginDone' | 'shared' | 'shareFailed' | 'unknown'

export interface AppMessageEnv {
  completeLogin(token: string): Promise<void>
  navigate(url: string): void
  reply(action: string, payload?: Record<string, unknown>): boolean
  status(s: AppStatus): void
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{8,512}$/
const ORDER_NO = /^JX[0-9A-F]{8,40}$/

/** The message as `{ action, payload }`, from an object or its JSON; null for anything else. */
export function parseAppMessage(raw: unknown): AppMessage | null {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object') return null
  const { action, payload } = value as { action?: unknown; payload?: unknown }
  if (typeof action !== 'string' || !action) return null
  return { action, payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {} }
}

export async function handleAppMessage(raw: unknown, env: AppMessageEnv): Promise<void> {
  const msg = parseAppMessage(raw)
  if (!msg) return
  const p = msg.payload
  switch (msg.action) {
    case 'login': {
      if (typeof p.token !== 'string' || !TOKEN.test(p.token)) return
      await env.completeLogin(p.token)
      env.reply('loginDone', {})
      env.status('loginDone')
      return
    }
    case 'payResult': {
      if (typeof p.order_no !== 'string' || !ORDER_NO.test(p.order_no)) return
      if (p.status === 'success') env.navigate(buildUrl(Routes.courseAppPaySuccess, { order_no: p.order_no }))
      else {
        const msgText = typeof p.msg === 'string' ? p.msg.slice(0, 200) : ''
        env.navigate(buildUrl(Routes.courseAppPayFail, { order_no: p.order_no, ...(msgText ? { msg: msgText } : {}) }))
      }
      return
    }
    case 'shareResult':
      env.status(p.ok === true ? 'shared' : 'shareFailed')
      return
    default:
      env.reply('unsupported', { action: msg.action })
      env.status('unknown')
  }
}
