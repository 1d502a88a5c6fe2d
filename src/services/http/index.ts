/**
 * The HTTP layer: the only code that calls Taro.request / Taro.uploadFile. Every call is a Taro.request through
 * Taro's interceptor chain (./interceptors: spec §8 error catalogue, network failure, partner APIs, time-out,
 * spec §9 signing), sent by ./transport. Failures act through hooks that RootStore wires (./config); this layer
 * never navigates and never imports stores.
 */
import Taro from '@tarojs/taro'
import { pathOf } from '../../protocol/signature'
import {
  defaultHooks,
  defaultHttpConfig,
  isAbsoluteUrl,
  withQuery,
  type HttpConfig,
  type HttpHooks,
  type Method,
  type RequestOptions
} from './config'
import { installHttpInterceptors } from './interceptors'
import { isApiError } from './errors'
import { signedHeaders, signedSocketInit } from './signing'
import type { SocketSignedFields } from '../../protocol/realtime'
import { ruleOfPath, send, type ClientState, type Transport, type Uploader } from './transport'

export { ApiError, isApiError, errorText, FAILURE_MESSAGE_KEY, kindOfCode } from './errors'
export type { FailureKind } from './errors'
export { FAILURES } from './failures'
export { stripCodeState, currentRoute } from './route'
export { withQuery, defaultHttpConfig } from './config'
export type { HttpConfig, HttpHooks, Method, RequestOptions } from './config'
export type { Transport, TransportResponse } from './transport'
export { installHttpInterceptors, reinstallHttpInterceptors } from './interceptors'

export interface Http {
  request<T = unknown>(opts: RequestOptions): Promise<T>
  get<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  post<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  put<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  del<T = unknown>(url: string, data?: Record<string, unknown>, opts?: Partial<RequestOptions>): Promise<T>
  /** Partner mall and activity APIs: HTTP 200 is success (the body is returned as is). */
  plain<T = unknown>(api: 'mall' | 'activity', url: string, data?: Record<string, unknown>): Promise<T>
  /**
   * Upload an image/file to /v2/files (multipart, form type=1), or to another upload route given as `url`;
   * resolves with the envelope's data.
   */
  upload<T = unknown>(filePath: string, extra?: { onProgress?: (percent: number) => void; url?: string }): Promise<T>
  /**
   * Absolute URL of a server media path (`/media/...`): the API base in front, so the mini-program (whose
   * relative paths point into its own package) loads it from the server. Absolute, data: and local file URLs
   * pass through. A member track's path carries its signature in the query (`?e=…&u=…&s=…`, issued by the
   * server for this member and short-lived): it is kept byte for byte — never re-encoded, cached or stripped —
   * because <audio>, <video> and WeChat's background audio manager cannot send headers.
   */
  mediaUrl(path: string | null | undefined): string
  /** Signed headers for a request (synchronous; in the mini-program after the launch primed the nonce source). */
  signedHeaders(method: Method, url: string, payload?: Record<string, unknown>): Record<string, string>
  /**
   * The realtime socket's init message signed with this client's key (spec §4): adds timestamp (of `nowMs`,
   * default now), nonce and sign. Synchronous like `signedHeaders`.
   */
  signSocketInit<F extends Record<string, string | number>>(fields: F, nowMs?: number): F & SocketSignedFields
  setHooks(hooks: Partial<HttpHooks>): void
  /**
   * Runs `reads` (calls of the API modules) now and keeps each GET it starts: the next `get` of the same URL and
   * query within 10 s takes that answer instead of asking again, later ones ask afresh. For the first screen's
   * reads, started before its page's code has arrived (../warmReads).
   */
  prefetch(reads: () => void): void
  readonly config: HttpConfig
}

/** How long a prefetched answer waits for its screen. */
export const PREFETCH_TTL_MS = 10_000

export interface CreateHttpOptions {
  /** Send through this instead of the platform request (tests); interceptors still run. */
  transport?: Transport
  hooks?: Partial<HttpHooks>
  config?: Partial<HttpConfig>
  uploader?: Uploader
}

export function createHttp(options: CreateHttpOptions = {}): Http {
  installHttpInterceptors()
  const client: ClientState = {
    config: { ...defaultHttpConfig(), ...(options.config || {}) },
    hooks: { ...defaultHooks, ...(options.hooks || {}) },
    transport: options.transport,
    uploader: options.uploader ?? ((o) => Taro.uploadFile(o) as Promise<{ statusCode: number; data: unknown }>)
  }
  const { config } = client
  const absolute = (base: string, url: string) => (isAbsoluteUrl(url) ? url : base + url)

  function request<T>(opts: RequestOptions): Promise<T> {
    const method = opts.method ?? 'GET'
    // GET and DELETE carry their payload as the query string (spec §7); we build it here so the signed
    // canonical form and what the server parses are the same on every platform.
    const inQuery = method === 'GET' || method === 'DELETE'
    const url = inQuery ? withQuery(absolute(config.base, opts.url), opts.data) : absolute(config.base, opts.url)
    // Only a request with a body is JSON: a DELETE labelled application/json with no body is refused by the
    // server's JSON parser (400), and a GET needs no content type.
    const header = { ...(inQuery ? {} : { 'content-type': 'application/json' }), ...(opts.header || {}) }
    const once = () =>
      send(
        { url, method, data: inQuery ? undefined : opts.data, header, dataType: 'json' },
        {
          client,
          method,
          rule: ruleOfPath(pathOf(url)),
          signPayload: opts.data,
          raw: opts.raw,
          silent: opts.silent,
          kept: opts.kept
        }
      ) as Promise<T>
    // 5001 (spec §8): the popup is open (./failures); once a mobile is bound the action is sent again (freshly
    // signed), once, so the caller's sign-up or purchase completes instead of failing
    return once().catch(async (error: unknown) => {
      if (!(isApiError(error) && error.kind === 'needs-binding')) throw error
      if (!(await client.hooks.bindingOutcome())) throw error
      return once()
    })
  }

  function plain<T>(api: 'mall' | 'activity', url: string, data?: Record<string, unknown>): Promise<T> {
    const full = withQuery(absolute(api === 'mall' ? config.mallBase : config.activityBase, url), data)
    return send(
      { url: full, method: 'GET', header: {}, dataType: 'json' },
      { client, method: 'GET', rule: 'http-status', signPayload: data }
    ) as Promise<T>
  }

  function upload<T>(
    filePath: string,
    extra: { onProgress?: (percent: number) => void; url?: string } = {}
  ): Promise<T> {
    return send(
      { url: config.base + (extra.url ?? '/v2/files'), method: 'POST', header: {} },
      { client, method: 'POST', rule: 'envelope', upload: { filePath, onProgress: extra.onProgress } }
    ) as Promise<T>
  }

  const early = new Map<string, { at: number; answer: Promise<unknown> }>()
  let prefetching = false
  function get<T>(url: string, data?: Record<string, unknown>, o?: Partial<RequestOptions>): Promise<T> {
    const key = withQuery(url, data)
    if (prefetching) {
      const answer = request<T>({ ...o, url, data, method: 'GET' })
      answer.catch(() => {}) // the screen that takes this answer sees its failure
      early.set(key, { at: Date.now(), answer })
      return answer
    }
    const kept = early.get(key)
    if (kept) {
      early.delete(key)
      if (Date.now() - kept.at < PREFETCH_TTL_MS) return kept.answer as Promise<T>
    }
    return request<T>({ ...o, url, data, method: 'GET' })
  }

  return {
    request,
    get,
    post: (url, data, o) => request({ ...o, url, data, method: 'POST' }),
    put: (url, data, o) => request({ ...o, url, data, method: 'PUT' }),
    del: (url, data, o) => request({ ...o, url, data, method: 'DELETE' }),
    plain,
    upload,
    signedHeaders: (method, url, payload) => signedHeaders(config, client.hooks, method, url, payload),
    signSocketInit: (fields, nowMs) => signedSocketInit(config, fields, nowMs),
    mediaUrl: (path) => (path && path.startsWith('/') && !path.startsWith('//') ? config.base + path : path || ''),
    setHooks(h) {
      client.hooks = { ...client.hooks, ...h }
    },
    prefetch(reads) {
      prefetching = true
      try {
        reads()
      } finally {
        prefetching = false
      }
    },
    config
  }
}

/** The app's HTTP client. */
export const http: Http = createHttp()

/** `http.mediaUrl` of the app's client: the URL to put in an Image/Video/Audio `src` for a server media path. */
export const mediaUrl = (path: string | null | undefined): string => http.mediaUrl(path)
