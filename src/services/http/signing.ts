/**
 * Request signing headers (spec §9): 10-digit timestamp, 32-character secure nonce, the keyed hash of
 * src/protocol/signature, plus token, device label and language.
 */
import Taro from '@tarojs/taro'
import { signNonce, signRequest, signSocketInit, signTimestamp, pathOf, SIGN_HEADERS } from '../../protocol/signature'
import type { SocketSignedFields } from '../../protocol/realtime'
import { prepareRandom } from '../../protocol/secureRandom'
import type { HttpConfig, HttpHooks, Method } from './config'
import { callOf } from './transport'
import { deviceLabel } from './device'

/** Signed headers for a request to `url` (synchronous: on weapp the nonce pool must be ready, see prepareRandom). */
export function signedHeaders(
  config: HttpConfig,
  hooks: HttpHooks,
  method: Method,
  url: string,
  payload?: Record<string, unknown>
): Record<string, string> {
  const timestamp = signTimestamp()
  const nonce = signNonce()
  const header: Record<string, string> = {
    [SIGN_HEADERS.timestamp]: timestamp,
    [SIGN_HEADERS.nonce]: nonce,
    [SIGN_HEADERS.sign]: signRequest({ method, path: pathOf(url), timestamp, nonce, payload }, config.signKey),
    [SIGN_HEADERS.device]: deviceLabel(),
    [SIGN_HEADERS.lang]: hooks.getLocale()
  }
  const token = hooks.getToken()
  if (token) header[SIGN_HEADERS.token] = token
  return header
}

/**
 * The realtime socket's init message signed like a request (spec §4, §9): a fresh 10-digit timestamp (from
 * `nowMs`) and secure nonce are added, and `sign` is the keyed hash of every other field under the client's key.
 */
export function signedSocketInit<F extends Record<string, string | number>>(
  config: Pick<HttpConfig, 'signKey'>,
  fields: F,
  nowMs?: number
): F & SocketSignedFields {
  const unsigned = { ...fields, timestamp: signTimestamp(nowMs), nonce: signNonce() }
  return { ...unsigned, sign: signSocketInit(unsigned, config.signKey) }
}

/** Interceptor: adds the signed headers (the caller's own headers win). */
export async function signingInterceptor(chain: Taro.Chain): Promise<unknown> {
  const params = chain.requestParams
  const call = callOf(params)
  if (!call) return chain.proceed(params)
  await prepareRandom()
  const signed = signedHeaders(call.client.config, call.client.hooks, call.method, params.url, call.signPayload)
  return chain.proceed({ ...params, header: { ...signed, ...(params.header || {}) } })
}
