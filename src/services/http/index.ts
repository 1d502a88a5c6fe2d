/**
 * The HTTP layer: the only code that calls Taro.request / Taro.uploadFile.
 * - base URL per environment (config/index.ts → __API_BASE__), GET payload as query, 60 000 ms time-out;
 * - signature headers on every request (src/protocol), token, device label and language;
 * - the error catalogue of spec §8, mapped in one table (./errors) and acted on through hooks that the
 *   RootStore wires (this layer never navigates and never imports stores).
 */
import Taro from '@tarojs/taro'
import { signNonce, signRequest, signTimestamp, pathOf, DEV_SIGN_KEY, SIGN_HEADERS } from '../../protocol/signature'
import { ErrorCode, type Envelope } from '../../protocol/errors'
import { TIMEOUTS } from '../../utils/constants'
import { ApiError, kindOfCode } from './errors'
import { deviceLabel } from './device'
import { currentRoute, stripCodeState } from './route'

export { ApiError, isApiError, FAILURE_MESSAGE_KEY, kindOfCode } from './errors'
export type { FailureKind } from './errors'
export { stripCodeState, currentRoute } from './route'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  url: string
  method?: Method
  data?: Record<string, unknown>
  /** Return the whole envelope instead of acting on a non-zero code (spec §8 "other"). */
  raw?: boolean
  /** Do not toast failures (the caller shows them). The 1100/5001/9999/30001/1200 actions still run. */
  silent?: boolean
  header?: Record<string, string>
}

/** What the HTTP layer needs from the app. RootStore installs the real ones at launch. */
export interface HttpHooks {
  getToken(): string | undefined
  getLocale(): string
  toast(message: string): void
  /** i18n lookup for the failure kinds' keys. */
  translate(key: string): string
  hideLoading(): void
  /** 1100: the redirect is the current route without code/state. */
  onUnauthorized(redirect: string): void
  onEnterpriseLogin(): void
  onAnnualPassRequired(): void
  /** 30001: called 1 s after the toast. */
  onMembershipRequired(): void
  onNeedsBinding(): void
  /** Upload answered 1100: called 1 s after the toast. */
  onUploadUnauthorized(redirect: string): void
  currentRoute(): string
}

export interface TransportResponse { statusCode: number; data: unknown }
export type Transport = (opts: {
  url: string; method: Method; data?: Record<string, unknown>; header: Record<string, string>; timeout: number
}) => Promise<TransportResponse>

const taroTransport: Transport = (opts) =>
  Taro.request({ url: opts.url, method: opts.method, data: opts.data, header: opts.header, timeout: opts.timeout, dataType: 'json' })
    .then((res) => ({ statusCode: res.statusCode, data: res.data }))

const noop = () => {}
const defaultHooks: HttpHooks = {
  getToken: () => undefined,
  getLocale: () => 'zh-Hant',
  toast: (title) => { Taro.showToast({ title, icon: 'none', duration: 2000 }).catch(noop) },
  translate: (key) => key,
  hideLoading: () => { try { Taro.hideLoading() } catch { /* no loader shown */ } },
  onUnauthorized: noop,
  onEnterpriseLogin: noop,
  onAnnualPassRequired: noop,
  onMembershipRequired: noop,
  onNeedsBinding: noop,
  onUploadUnauthorized: noop,
  currentRoute
}

/** Append `data` as a query string (undefined/null dropped) to a URL that may already have one. */
export function withQuery(url: string, data?: Record<string, unknown>): string {
  if (!data) return url
  const q = Object.keys(data)
    .filter((k) => data[k] !== undefined && data[k] !== null)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(data[k]))}`)
    .join('&')
  if (!q) return url
  return url + (url.includes('?') ? '&' : '?') + q
}

export interface HttpConfig {
  /** Main API base ('' = same origin). */
  base: string
  /** Partner mall API base. */
  mallBase: string
  /** Activity web API base. */
  activityBase: string
  signKey: string
  timeout: number
  /** Delay before the 30001 / upload-1100 navigation (spec §8: 1 s). */
  followUpDelayMs: number
}

export function defaultHttpConfig(): HttpConfig {
  const base = typeof __API_BASE__ === 'string' ? __API_BASE__ : ''
  return {
    base,
    mallBase: base,
    activityBase: base,
    signKey: (typeof __SIGN_KEY__ === 'string' && __SIGN_KEY__) || DEV_SIGN_KEY,
    timeout: TIMEOUTS.request,
    followUpDelayMs: 1000
  }
}

export interface Http {
  request<T = unknown>(opts: RequestOptions): Promise<T>
  get<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  post<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  put<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  del<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  /** Partner mall and activity APIs: HTTP 200 is success (the body is returned as is). */
  plain<T = unknown>(api: 'mall' | 'activity', url: string, data?: Record<string, unknown>): Promise<T>
  /** Upload an image/file to /v2/files (multipart, form type=1); resolves with the envelope's data. */
  upload<T = unknown>(filePath: string, extra?: { onProgress?: (percent: number) => void }): Promise<T>
  /**
   * Absolute URL of a server media path (`/media/...`): the API base in front, so the mini-program (whose
   * relative paths point into its own package) loads it from the server. Absolute, data: and local file URLs
   * pass through. A member track's path carries its signature in the query (`?e=…&u=…&s=…`, issued by the
   * server for this member and short-lived): it is kept byte for byte — never re-encoded, cached or stripped —
   * because <audio>, <video> and WeChat's background audio manager cannot send headers.
   */
  mediaUrl(path: string | null | undefined): string
  /** Signed headers for a request (also used by the realtime socket's init). */
  signedHeaders(method: Method, url: string, payload?: Record<string, unknown>): Record<string, string>
  setHooks(hooks: Partial<HttpHooks>): void
  readonly config: HttpConfig
}

export function createHttp(options: { transport?: Transport; hooks?: Partial<HttpHooks>; config?: Partial<HttpConfig>; uploader?: typeof Taro.uploadFile } = {}): Http {
  const transport = options.transport ?? taroTransport
  const config: HttpConfig = { ...defaultHttpConfig(), ...(options.config || {}) }
  let hooks: HttpHooks = { ...defaultHooks, ...(options.hooks || {}) }
  const uploader = options.uploader ?? ((o: Parameters<typeof Taro.uploadFile>[0]) => Taro.uploadFile(o))

  function signedHeaders(method: Method, url: string, payload?: Record<string, unknown>): Record<string, string> {
    const timestamp = signTimestamp()
    const nonce = signNonce()
    const sign = signRequest({ method, path: pathOf(url), timestamp, nonce, payload }, config.signKey)
    const header: Record<string, string> = {
      [SIGN_HEADERS.timestamp]: timestamp,
      [SIGN_HEADERS.nonce]: nonce,
      [SIGN_HEADERS.sign]: sign,
      [SIGN_HEADERS.device]: deviceLabel(),
      [SIGN_HEADERS.lang]: hooks.getLocale()
    }
    const token = hooks.getToken()
    if (token) header[SIGN_HEADERS.token] = token
    return header
  }

  function fail(e: ApiError, silent?: boolean): never {
    if (!silent) hooks.toast(e.serverMsg || hooks.translate(e.messageKey))
    throw e
  }

  /** Act on a non-zero envelope code exactly as spec §8 says. */
  function handleCode(env: Envelope, opts: RequestOptions): never {
    const kind = kindOfCode(env.code)
    const error = new ApiError(kind, env.code, env.msg || '', env)
    switch (env.code) {
      case ErrorCode.NOT_LOGGED_IN:
        hooks.onUnauthorized(stripCodeState(hooks.currentRoute()))
        throw error
      case ErrorCode.BUSINESS:
        return fail(error, opts.silent)
      case ErrorCode.ENTERPRISE_LOGIN:
        hooks.onEnterpriseLogin()
        throw error
      case ErrorCode.ANNUAL_PASS_REQUIRED:
        hooks.onAnnualPassRequired()
        throw error
      case ErrorCode.MEMBERSHIP_REQUIRED:
        if (!opts.silent) hooks.toast(env.msg || hooks.translate(error.messageKey))
        setTimeout(() => hooks.onMembershipRequired(), config.followUpDelayMs)
        throw error
      case ErrorCode.BIND_MOBILE:
        hooks.onNeedsBinding()
        throw error
      default:
        return fail(error, opts.silent)
    }
  }

  async function request<T>(opts: RequestOptions): Promise<T> {
    const method = opts.method ?? 'GET'
    const base = /^https?:\/\//.test(opts.url) ? opts.url : config.base + opts.url
    // GET and DELETE carry their payload as the query string (spec §7); we build it here so the signed
    // canonical form and what the server parses are the same on every platform.
    const inQuery = method === 'GET' || method === 'DELETE'
    const url = inQuery ? withQuery(base, opts.data) : base
    // Only a request with a body is JSON: a DELETE labelled application/json with no body is refused by the
    // server's JSON parser (400), and a GET needs no content type.
    const header = { ...(inQuery ? {} : { 'content-type': 'application/json' }), ...signedHeaders(method, url, opts.data), ...(opts.header || {}) }
    let res: TransportResponse
    try {
      res = await transport({ url, method, data: inQuery ? undefined : opts.data, header, timeout: config.timeout })
    } catch (cause) {
      hooks.hideLoading()
      const e = new ApiError('network', null, '', cause)
      hooks.toast(hooks.translate(e.messageKey))
      throw e
    }
    const body = res.data as Envelope<T> | undefined
    if (!body || typeof body !== 'object' || typeof (body as Envelope).code !== 'number') {
      const kind = res.statusCode >= 500 ? 'server' : res.statusCode === 404 ? 'not-found' : 'unknown'
      return fail(new ApiError(kind, null, '', res), opts.silent)
    }
    if (opts.raw) return body as unknown as T
    if (body.code === ErrorCode.OK) return body.data
    return handleCode(body, opts)
  }

  async function plain<T>(api: 'mall' | 'activity', url: string, data?: Record<string, unknown>): Promise<T> {
    const base = api === 'mall' ? config.mallBase : config.activityBase
    const full = withQuery(/^https?:\/\//.test(url) ? url : base + url, data)
    let res: TransportResponse
    try {
      res = await transport({ url: full, method: 'GET', header: signedHeaders('GET', full, data), timeout: config.timeout })
    } catch (cause) {
      hooks.hideLoading()
      const e = new ApiError('network', null, '', cause)
      hooks.toast(hooks.translate(e.messageKey))
      throw e
    }
    if (res.statusCode === 200) return res.data as T
    const body = (res.data && typeof res.data === 'object' ? res.data : {}) as { msg?: string; message?: string }
    const msg = String(body.msg || body.message || '')
    const e = new ApiError(res.statusCode === 404 ? 'not-found' : res.statusCode >= 500 ? 'server' : 'unknown', res.statusCode, msg, res)
    return fail(e)
  }

  async function upload<T>(filePath: string, extra: { onProgress?: (percent: number) => void } = {}): Promise<T> {
    const url = config.base + '/v2/files'
    let raw: { statusCode: number; data: string }
    try {
      const task = uploader({
        url, filePath, name: 'file', formData: { type: 1 }, header: signedHeaders('POST', url), timeout: TIMEOUTS.uploadFile
      } as Parameters<typeof Taro.uploadFile>[0])
      const progressTask = task as unknown as { progress?: (cb: (r: { progress: number }) => void) => void }
      if (extra.onProgress && typeof progressTask.progress === 'function') progressTask.progress((r) => extra.onProgress!(r.progress))
      raw = (await task) as { statusCode: number; data: string }
    } catch (cause) {
      hooks.hideLoading()
      const e = new ApiError('network', null, '', cause)
      hooks.toast(hooks.translate('errors.uploadFailed'))
      throw e
    }
    let body: Envelope<T> | undefined
    try { body = typeof raw.data === 'string' ? JSON.parse(raw.data) : (raw.data as Envelope<T>) } catch { body = undefined }
    if (!body || typeof body.code !== 'number') return fail(new ApiError('unknown', null, '', raw))
    if (body.code === ErrorCode.OK) return body.data
    if (body.code === ErrorCode.NOT_LOGGED_IN) {
      // spec §8: upload 1100 → toast, then the login after 1 s
      const redirect = stripCodeState(hooks.currentRoute())
      hooks.toast(body.msg || hooks.translate('errors.loginExpired'))
      setTimeout(() => hooks.onUploadUnauthorized(redirect), config.followUpDelayMs)
      throw new ApiError('unauthorized', body.code, body.msg, body)
    }
    return fail(new ApiError(kindOfCode(body.code), body.code, body.msg, body))
  }

  return {
    request,
    get: (url, data, o) => request({ ...o, url, data, method: 'GET' }),
    post: (url, data, o) => request({ ...o, url, data, method: 'POST' }),
    put: (url, data, o) => request({ ...o, url, data, method: 'PUT' }),
    del: (url, data, o) => request({ ...o, url, data, method: 'DELETE' }),
    plain,
    upload,
    signedHeaders,
    mediaUrl: (path) => (path && path.startsWith('/') && !path.startsWith('//') ? config.base + path : path || ''),
    setHooks(h) { hooks = { ...hooks, ...h } },
    config
  }
}

/** The app's HTTP client. */
export const http: Http = createHttp()

/** `http.mediaUrl` of the app's client: the URL to put in an Image/Video/Audio `src` for a server media path. */
export const mediaUrl = (path: string | null | undefined): string => http.mediaUrl(path)
