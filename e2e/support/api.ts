/**
 * Talking to the real server from a browser test: signed API calls (the same protocol code the app uses) and
 * the dev outbox for one-time codes.
 */
import type { APIRequestContext } from '@playwright/test'
import { signNonce, signRequest, signTimestamp, SIGN_HEADERS } from '../../src/protocol/signature'
import type { Envelope } from '../../src/protocol/errors'
import type { GoodsDetailDTO } from '../../src/protocol'

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  data?: Record<string, unknown>
  token?: string
  lang?: 'zh-Hant' | 'en'
}

/** A signed call; resolves with the envelope whatever the status. */
export async function api<T = unknown>(request: APIRequestContext, call: ApiCall): Promise<Envelope<T>> {
  const method = call.method ?? 'GET'
  const timestamp = signTimestamp()
  const nonce = signNonce()
  const inQuery = method === 'GET' || method === 'DELETE'
  const headers: Record<string, string> = {
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.nonce]: nonce,
    [SIGN_HEADERS.sign]: signRequest({ method, path: call.path, timestamp, nonce, payload: call.data }),
    [SIGN_HEADERS.device]: 'WECHAT',
    [SIGN_HEADERS.lang]: call.lang ?? 'zh-Hant'
  }
  if (call.token) headers[SIGN_HEADERS.token] = call.token
  const query =
    inQuery && call.data
      ? '?' +
        Object.entries(call.data)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
          .join('&')
      : ''
  const res = await request.fetch(call.path + query, { method, headers, data: inQuery ? undefined : call.data })
  return (await res.json()) as Envelope<T>
}

/** The newest one-time code sent to an email or mobile (dev outbox), waiting for it to arrive. */
export async function latestCode(request: APIRequestContext, to: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
    if (res.ok()) {
      const body = (await res.json()) as Envelope<{ code: string }[]>
      if (body.code === 0 && body.data.length > 0) return body.data[0].code
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no code for ${to}`)
}

/** A fresh unique email address for a test user. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** Register/login a user by email code through the API; returns the token. */
export async function loginByEmail(request: APIRequestContext, email: string): Promise<string> {
  await api(request, { method: 'POST', path: '/v3/abroad/email/send', data: { email, action: 'LOGIN' } })
  const code = await latestCode(request, email)
  const res = await api<{ token: string }>(request, {
    method: 'POST',
    path: '/v3/abroad/email/login',
    data: { email, code }
  })
  if (res.code !== 0) throw new Error(`login failed: ${res.code} ${res.msg}`)
  return res.data.token
}

/** One play of the beginner album's first free track, logged through the API (`seconds` listened); throws if refused. */
export async function logFreePlay(request: APIRequestContext, token: string, seconds: number): Promise<void> {
  const goods = (await api<GoodsDetailDTO>(request, { path: '/v3/meditation/goods/m-beginner', token })).data
  const free = goods.resources.find((r) => r.is_vip === 0)
  if (!free) throw new Error('m-beginner has no free track')
  const res = await api(request, {
    method: 'POST',
    path: '/v3/meditation/playLog',
    token,
    data: { sku: 'm-beginner', resource_id: free.id, playtime: seconds }
  })
  if (res.code !== 0) throw new Error(`playLog refused: ${res.code} ${res.msg}`)
}
