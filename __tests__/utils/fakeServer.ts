/**
 * A fake backend for page tests: the last Taro interceptor answers requests from a route table instead of the
 * network, so pages run through the real HTTP layer (signing, error catalogue) and the real stores.
 */
import Taro from '@tarojs/taro'
import { reinstallHttpInterceptors } from '../../src/services/http'

export interface FakeResponse {
  statusCode?: number
  body: unknown
}

/** Answers a request; a promise holds the answer back until the test resolves it (answers out of order). */
export type Handler = (req: {
  url: string
  method: string
  data: any
  header: Record<string, string>
}) => FakeResponse | Promise<FakeResponse>

export function envelope(data: unknown, code = 0, msg = '') {
  return { body: { code, msg, data } }
}

export function installFakeServer(routes: Record<string, Handler>) {
  const seen: { method: string; path: string; header: Record<string, string> }[] = []
  // the app's interceptors first, then this one as the last: it answers instead of the platform request
  reinstallHttpInterceptors()
  Taro.addInterceptor(async (chain: any) => {
    const p = chain.requestParams
    const url = new URL(p.url, 'http://api.test')
    const method = (p.method || 'GET').toUpperCase()
    seen.push({ method, path: url.pathname, header: p.header })
    const key = `${method} ${url.pathname}`
    const handler = routes[key] ?? routes[`* ${url.pathname}`]
    if (!handler) return { statusCode: 404, data: { code: 4040, msg: 'not found', data: null }, header: {} }
    const res = await handler({ url: p.url, method, data: p.data, header: p.header })
    return { statusCode: res.statusCode ?? 200, data: res.body, header: {} }
  })
  return seen
}
