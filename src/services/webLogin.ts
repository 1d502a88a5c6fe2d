/**
 * Web sign-in with LINE or Facebook (the H5 app; the mini-program signs in with WeChat). The button asks the
 * server for the provider's page and a `state`, keeps {via, state, back} in this tab's session storage and
 * leaves for that page; the provider sends the browser back to /pages/login/authPage?via=… — LINE with `code` and
 * `state` in the query, Facebook with `access_token` and `state` in the fragment. The return is accepted only with
 * the state this tab kept (a link carrying someone else's code or token cannot sign a person in to another
 * account), once: the record is removed as it is read.
 */
import { SessionKey, sessionStore } from './storage'

export type WebLoginVia = 'line' | 'facebook'

export interface WebLoginPending {
  via: WebLoginVia
  state: string
  /** Where to go after the login when no page asked for it (the login page's fallback). */
  back: string
  /** 'bind': tie the identity to the signed-in account (the account bindings page) instead of signing in. */
  purpose?: 'login' | 'bind'
}

type Purpose = { purpose: 'login' | 'bind' }
export type WebLoginReturn =
  | ({ ok: true; via: 'line'; code: string; state: string; back: string } & Purpose)
  | ({ ok: true; via: 'facebook'; token: string; back: string } & Purpose)
  | ({ ok: false; reason: 'cancelled' | 'state'; back: string } & Purpose)

export function isWebLoginVia(v: unknown): v is WebLoginVia {
  return v === 'line' || v === 'facebook'
}

export function rememberWebLogin(p: WebLoginPending): void {
  sessionStore.set(SessionKey.webLogin, JSON.stringify(p))
}

function takePending(): WebLoginPending | null {
  const raw = sessionStore.get(SessionKey.webLogin)
  sessionStore.remove(SessionKey.webLogin)
  if (!raw) return null
  try {
    const p = JSON.parse(raw) as WebLoginPending
    return isWebLoginVia(p.via) && typeof p.state === 'string' && p.state ? p : null
  } catch {
    return null
  }
}

/**
 * What came back: the query (LINE: code, state, or error) and the fragment (Facebook: access_token, state, or
 * error) checked against the state this tab kept.
 */
export function takeWebLoginReturn(
  via: WebLoginVia,
  query: Record<string, string | undefined>,
  hash: string
): WebLoginReturn {
  const pending = takePending()
  const back = pending?.back ?? ''
  const purpose = pending?.purpose === 'bind' ? 'bind' : 'login'
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash)
  const param = (k: string) => (via === 'facebook' ? (fragment.get(k) ?? undefined) : query[k])
  if (param('error')) return { ok: false, reason: 'cancelled', back, purpose }
  const state = param('state')
  if (!pending || pending.via !== via || !state || state !== pending.state)
    return { ok: false, reason: 'state', back, purpose }
  if (via === 'line') {
    const code = query.code
    return code ? { ok: true, via, code, state, back, purpose } : { ok: false, reason: 'state', back, purpose }
  }
  const token = fragment.get('access_token')
  return token ? { ok: true, via, token, back, purpose } : { ok: false, reason: 'state', back, purpose }
}
