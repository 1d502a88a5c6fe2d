/**
 * The one way out: every call (request, partner API, upload) is a `Taro.request` whose params carry a
 * CallContext. It runs through Taro's interceptor chain (./interceptors), and the last of ours, `dispatch`,
 * sends it: uploads through Taro.uploadFile, a client's injected transport when it has one, otherwise the
 * platform request at the end of Taro's chain.
 */
import Taro from '@tarojs/taro'
import type { HttpConfig, HttpHooks, Method } from './config'

export interface TransportResponse {
  statusCode: number
  data: unknown
}
export type Transport = (opts: {
  url: string
  method: Method
  data?: Record<string, unknown>
  header: Record<string, string>
  timeout: number
}) => Promise<TransportResponse>
export type Uploader = (opts: Parameters<typeof Taro.uploadFile>[0]) => Promise<{ statusCode: number; data: unknown }>

/** A client as the interceptors see it (hooks may be replaced after creation, so read them per call). */
export interface ClientState {
  readonly config: HttpConfig
  hooks: HttpHooks
  transport?: Transport
  uploader: Uploader
}

/**
 * How a call's outcome is read: 'envelope' for the main API (spec §8 codes), 'http-status' for the partner mall
 * and activity APIs (HTTP 200 is success).
 */
export type ResponseRule = 'envelope' | 'http-status'

export interface CallContext {
  client: ClientState
  method: Method
  rule: ResponseRule
  /** What the signature covers (the GET query's object, or the JSON body). */
  signPayload?: Record<string, unknown>
  raw?: boolean
  silent?: boolean
  /** RequestOptions.kept: a network failure is not toasted (the caller keeps the request). */
  kept?: boolean
  upload?: { filePath: string; onProgress?: (percent: number) => void }
  /** Set by `dispatch`: proof that the interceptors ran. */
  dispatched?: boolean
}

const CALL = '__jingxinCall'

export type CallParams = Taro.request.Option & { [CALL]?: CallContext }

/** Partner mall and activity paths (spec §7): their answers are read by HTTP status, not by envelope code. */
const HTTP_STATUS_PATHS = [/^\/index\.php\//, /^\/v2\/activity\/page\//]

export function ruleOfPath(path: string): ResponseRule {
  return HTTP_STATUS_PATHS.some((re) => re.test(path)) ? 'http-status' : 'envelope'
}

export function callOf(params: unknown): CallContext | undefined {
  return params && typeof params === 'object' ? (params as CallParams)[CALL] : undefined
}

/** Send a call through Taro's chain. */
export function send(params: Taro.request.Option, call: CallContext): Promise<unknown> {
  const p: CallParams = { ...params, [CALL]: call }
  return (Taro.request(p) as Promise<unknown>).then((out) => {
    if (!call.dispatched) throw new Error('HTTP interceptors are not installed (installHttpInterceptors)')
    return out
  })
}

function parseUploadBody(data: unknown): unknown {
  if (typeof data !== 'string') return data
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

/** The last of our interceptors: sends the call (see the file comment). */
export function dispatch(chain: Taro.Chain): Promise<unknown> {
  const call = callOf(chain.requestParams)
  if (!call) return chain.proceed(chain.requestParams)
  call.dispatched = true
  const { [CALL]: _omit, ...params } = chain.requestParams as CallParams
  const header = (params.header || {}) as Record<string, string>
  const timeout = params.timeout ?? call.client.config.timeout
  if (call.upload) {
    const { filePath, onProgress } = call.upload
    const task = call.client.uploader({
      url: params.url,
      filePath,
      name: 'file',
      formData: { type: 1 },
      header,
      timeout
    } as Parameters<typeof Taro.uploadFile>[0])
    const progressTask = task as unknown as { progress?: (cb: (r: { progress: number }) => void) => void }
    if (onProgress && typeof progressTask.progress === 'function') progressTask.progress((r) => onProgress(r.progress))
    return task.then((res) => ({ statusCode: res.statusCode, data: parseUploadBody(res.data) }))
  }
  const data = params.data as Record<string, unknown> | undefined
  if (call.client.transport)
    return call.client.transport({ url: params.url, method: call.method, data, header, timeout })
  return chain.proceed(params)
}
