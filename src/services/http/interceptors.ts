/**
 * The HTTP layer's interceptors on Taro's request chain, outermost first (onion order: a request passes them
 * top to bottom, its answer bottom to top):
 *
 *   envelopeInterceptor      main API: code 0 → data; other codes → ApiError + the action of ./failures
 *   httpStatusInterceptor    partner mall / activity: HTTP 200 → body; otherwise → ApiError + toast
 *   networkFailureInterceptor  transport error or time-out → ApiError('network'): hide loader, toast, reject
 *   timeoutInterceptor       rejects after the time-out (60 000 ms) even if the platform never answers
 *   signingInterceptor       timestamp, nonce, sign, token, device, lang headers (./signing)
 *   dispatch                 sends it (./transport)
 *
 * Each one passes through requests that are not ours (no CallContext) untouched.
 */
import Taro from '@tarojs/taro'
import { ErrorCode, type Envelope } from '../../protocol/errors'
import { ApiError, kindOfCode, kindOfStatus } from './errors'
import { failureAction } from './failures'
import { signingInterceptor } from './signing'
import { callOf, dispatch, type CallContext, type TransportResponse } from './transport'
import { stripCodeState } from './route'

export { signingInterceptor } from './signing'
export { dispatch } from './transport'

/** Do what ./failures says for `error`, and hand it back to be thrown. */
export function act(call: CallContext, error: ApiError): ApiError {
  const { hooks, config } = call.client
  const action = failureAction(error.kind, Boolean(call.upload))
  if (action.hideLoading) hooks.hideLoading()
  // a network failure of a call the caller keeps (the play keeper) is not the user's to act on: no toast
  const kept = error.kind === 'network' && call.kept
  const toast = !kept && (action.toast === 'always' || (action.toast === 'unless-silent' && !call.silent))
  // a network failure's text is ours: the transport's message is not for users
  if (toast) hooks.toast((error.kind !== 'network' && error.serverMsg) || hooks.translate(action.messageKey))
  if (action.hook) {
    const hook = hooks[action.hook] as (route: string) => void
    // the route as it is now: by the time a delayed hook runs the user may have moved on
    const redirect = stripCodeState(hooks.currentRoute())
    if (action.delayed) setTimeout(() => hook(redirect), config.followUpDelayMs)
    else hook(redirect)
  }
  return error
}

function isEnvelope(body: unknown): body is Envelope {
  return Boolean(body) && typeof body === 'object' && typeof (body as Envelope).code === 'number'
}

export function envelopeInterceptor(chain: Taro.Chain): Promise<unknown> {
  const call = callOf(chain.requestParams)
  if (!call || call.rule !== 'envelope') return chain.proceed(chain.requestParams)
  return chain.proceed(chain.requestParams).then((res: TransportResponse) => {
    const body = res.data
    if (!isEnvelope(body)) throw act(call, new ApiError(kindOfStatus(res.statusCode), null, '', res))
    if (call.raw) return body
    if (body.code === ErrorCode.OK) return body.data
    throw act(call, new ApiError(kindOfCode(body.code), body.code, body.msg || '', body))
  })
}

export function httpStatusInterceptor(chain: Taro.Chain): Promise<unknown> {
  const call = callOf(chain.requestParams)
  if (!call || call.rule !== 'http-status') return chain.proceed(chain.requestParams)
  return chain.proceed(chain.requestParams).then((res: TransportResponse) => {
    if (res.statusCode === 200) return res.data
    const body = (res.data && typeof res.data === 'object' ? res.data : {}) as { msg?: string; message?: string }
    // spec §8: otherwise toast the error message, whatever the caller asked
    throw act(
      { ...call, silent: false },
      new ApiError(kindOfStatus(res.statusCode), res.statusCode, String(body.msg || body.message || ''), res)
    )
  })
}

export function networkFailureInterceptor(chain: Taro.Chain): Promise<unknown> {
  const call = callOf(chain.requestParams)
  if (!call) return chain.proceed(chain.requestParams)
  return chain.proceed(chain.requestParams).catch((cause: unknown) => {
    throw act(call, new ApiError('network', null, '', cause))
  })
}

/** The transport gave no answer within the time-out. */
export class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'TimeoutError'
  }
}

export function timeoutInterceptor(chain: Taro.Chain): Promise<unknown> {
  const params = chain.requestParams
  const call = callOf(params)
  if (!call) return chain.proceed(params)
  const ms = params.timeout ?? (call.upload ? call.client.config.uploadTimeout : call.client.config.timeout)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(ms)), ms)
    chain.proceed({ ...params, timeout: ms }).then(
      (res: unknown) => {
        clearTimeout(timer)
        resolve(res)
      },
      (err: unknown) => {
        clearTimeout(timer)
        reject(err)
      }
    )
  })
}

/** Outermost first. */
export const HTTP_INTERCEPTORS: readonly ((chain: Taro.Chain) => Promise<unknown>)[] = [
  envelopeInterceptor,
  httpStatusInterceptor,
  networkFailureInterceptor,
  timeoutInterceptor,
  signingInterceptor,
  dispatch
]

let installed = false

/** Add the interceptors to Taro's request chain, once (the app's launch and every client's creation call it). */
export function installHttpInterceptors(): void {
  if (installed) return
  installed = true
  for (const interceptor of HTTP_INTERCEPTORS) Taro.addInterceptor(interceptor)
}

/** Clear Taro's chain and install ours again (tests put a fake backend after them). */
export function reinstallHttpInterceptors(): void {
  Taro.cleanInterceptors()
  installed = false
  installHttpInterceptors()
}
