/**
 * Polyv (保利威) live: a LiveProvider whose channels are Polyv channels (the blwlive pages, /v3/blw/*).
 *
 * Recipes, from Polyv's own documentation (https://polyv.gitbook.io/document/docs/live/api/buildsign, "签名生成规则"):
 *   - API sign: take every request parameter whose value is not empty (not `sign` itself), sort them by name in
 *     ASCII order, concatenate name+value (`k1v1k2v2…`), put the app secret before AND after that string, hash the
 *     UTF-8 bytes with MD5 and write it in upper-case hex. With `signatureMethod=SHA256` among the parameters the
 *     hash is SHA-256 instead (also upper-case). `timestamp` is 13-digit milliseconds, valid for 3 minutes.
 *     Errors answer `{code, status:"error", message, data:""}`: a bad sign is code 403 "invalid signature.", a stale
 *     timestamp 400 "invalid timestamp.", an unknown appId 400 "application not found."
 *     (https://dev.polyv.net/category/liveproduct/l-api/szgkygg/ymgktj/page/2/).
 *   - Viewer sign-in, "独立授权" (direct authorisation, https://polyv.gitbook.io/document/docs/live/api/web/watch-condition/direct_auth;
 *     the external authorisation "外部授权" uses the same sign): the watch page is opened with
 *     `userid`, `ts` (13-digit ms, 3 minutes), `sign = md5(secretkey + userid + secretkey + ts)` (lower-case hex,
 *     as in the documented example), `nickname` (URL-safe base64) and optional `avatar`; a sign works once.
 * Calls used: channel state GET /live/v3/channel/basic/get-channels?channelIds= (`watchStatus`: live, waiting,
 * unStart, playback, end); replays GET /live/v3/user/playback/list (listType=playback, rows carry `channelId`).
 */
import { createHash } from 'node:crypto'
import type { ChannelState, ChannelStatus, LiveProvider } from './provider'

export type PolyvParams = Record<string, string | number | null | undefined>

/** The API sign of `params` (see the recipe above). */
export function polyvSign(params: PolyvParams, appSecret: string): string {
  const keys = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] != null && String(params[k]) !== '')
    .sort()
  const plain = appSecret + keys.map((k) => k + String(params[k])).join('') + appSecret
  const algo = params.signatureMethod === 'SHA256' ? 'sha256' : 'md5'
  return createHash(algo).update(plain, 'utf8').digest('hex').toUpperCase()
}

/** The direct/external authorisation sign of a viewer: md5(secretkey + userid + secretkey + ts), lower-case. */
export function polyvViewerSign(secretKey: string, userid: string, ts: number | string): string {
  return createHash('md5').update(`${secretKey}${userid}${secretKey}${ts}`, 'utf8').digest('hex')
}

export interface PolyvConfig {
  appId: string
  appSecret: string
  userId: string
  /** The API host, e.g. https://api.polyv.net (a fake on 127.0.0.1 in development and tests). */
  apiBase: string
  /** The watch pages' host, e.g. https://live.polyv.cn. */
  watchBase: string
  /** The channels' direct-authorisation secret key (the watch condition "独立授权"). */
  authKey: string
  now?: () => number
  timeoutMs?: number
  /** Resolves once the API answers (the development fake starts listening after the app is built). */
  ready?: Promise<unknown>
}

export interface PolyvReplay {
  videoId: string
  title: string
  cover: string
  /** HH:mm:ss as Polyv gives it. */
  duration: string
  /** When it was recorded (ms). */
  createdAt: number
}

export class PolyvError extends Error {
  constructor(
    readonly code: number,
    message: string
  ) {
    super(`polyv ${code}: ${message}`)
  }
}

/** The Polyv calls we make, signed as the recipe says. */
export class PolyvClient {
  constructor(readonly cfg: PolyvConfig) {}

  private now() {
    return this.cfg.now ? this.cfg.now() : Date.now()
  }

  async get<T>(path: string, params: PolyvParams): Promise<T> {
    await this.cfg.ready
    const all: PolyvParams = { ...params, appId: this.cfg.appId, timestamp: this.now() }
    all.sign = polyvSign(all, this.cfg.appSecret)
    const q = new URLSearchParams()
    for (const [k, v] of Object.entries(all)) if (v != null && String(v) !== '') q.set(k, String(v))
    const res = await fetch(`${this.cfg.apiBase}${path}?${q}`, {
      signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 10_000)
    })
    const body = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: T } | null
    if (!body || body.code !== 200) throw new PolyvError(body?.code ?? res.status, body?.message ?? res.statusText)
    return body.data as T
  }

  async watchStatus(channelId: string): Promise<string> {
    const rows = await this.get<{ channelId: number | string; watchStatus: string }[]>(
      '/live/v3/channel/basic/get-channels',
      { channelIds: channelId }
    )
    const row = rows.find((r) => String(r.channelId) === channelId)
    if (!row) throw new PolyvError(404, 'channel not found.')
    return row.watchStatus
  }

  async replays(channelId: string): Promise<PolyvReplay[]> {
    const data = await this.get<{
      contents: {
        videoId: string
        channelId: number | string
        title: string
        firstImage: string
        duration: string
        createdTime: number
      }[]
    }>('/live/v3/user/playback/list', { listType: 'playback', page: 1, pageSize: 1000 })
    return data.contents
      .filter((r) => String(r.channelId) === channelId)
      .map((r) => ({
        videoId: r.videoId,
        title: r.title,
        cover: r.firstImage,
        duration: r.duration,
        createdAt: r.createdTime
      }))
  }

  /** The watch page of a channel (or one of its replays) opened as this viewer (direct authorisation). */
  watchUrl(channelId: string, viewer: { id: string; nickname: string; avatar?: string }, vid?: string): string {
    const ts = this.now()
    const q = new URLSearchParams({
      userid: viewer.id,
      ts: String(ts),
      sign: polyvViewerSign(this.cfg.authKey, viewer.id, ts),
      nickname: Buffer.from(viewer.nickname, 'utf8').toString('base64url')
    })
    if (viewer.avatar) q.set('avatar', viewer.avatar)
    if (vid) q.set('vid', vid)
    return `${this.cfg.watchBase}/watch/${encodeURIComponent(channelId)}?${q}`
  }
}

/** Polyv's page states → ours: waiting (not yet live), live, ended (replay or over). */
export function stateOfWatchStatus(s: string): 'waiting' | 'live' | 'ended' {
  if (s === 'live') return 'live'
  if (s === 'waiting' || s === 'unStart') return 'waiting'
  return 'ended'
}

/**
 * The LiveProvider face of Polyv: `channel` is our live course id, `channelOf` maps it to its Polyv channel. The
 * teacher starts and stops the stream in Polyv's own tools, so start/stop only report the state.
 */
export class PolyvLiveProvider implements LiveProvider {
  readonly name = 'polyv'
  constructor(
    readonly client: PolyvClient,
    private channelOf: (course: number) => Promise<string | null>
  ) {}

  private async polyvChannel(course: number) {
    const id = await this.channelOf(course)
    if (!id) throw new PolyvError(404, 'channel not found.')
    return id
  }

  async status(channel: number): Promise<ChannelStatus> {
    const id = await this.polyvChannel(channel)
    const s = stateOfWatchStatus(await this.client.watchStatus(id))
    const state: ChannelState = s === 'waiting' ? 'idle' : s
    return { state, liveUrl: null, replayUrl: null, startedAt: null }
  }

  start(channel: number): Promise<ChannelStatus> {
    return this.status(channel)
  }

  stop(channel: number): Promise<ChannelStatus> {
    return this.status(channel)
  }

  /** Polyv plays in its watch page, which needs a viewer: see `watchUrl`. */
  async playbackUrl(): Promise<string | null> {
    return null
  }

  async replays(channel: number): Promise<PolyvReplay[]> {
    return this.client.replays(await this.polyvChannel(channel))
  }

  async watchUrl(channel: number, viewer: { id: string; nickname: string; avatar?: string }, vid?: string) {
    await this.client.cfg.ready
    return this.client.watchUrl(await this.polyvChannel(channel), viewer, vid)
  }

  async close(): Promise<void> {}
}

/** POLYV_* from the environment, or null when not all of them are set. */
export function polyvConfigFromEnv(env: NodeJS.ProcessEnv): PolyvConfig | null {
  const appId = env.POLYV_APP_ID
  const appSecret = env.POLYV_APP_SECRET
  const userId = env.POLYV_USER_ID
  const authKey = env.POLYV_AUTH_KEY
  if (!appId || !appSecret || !userId || !authKey) return null
  return {
    appId,
    appSecret,
    userId,
    authKey,
    apiBase: (env.POLYV_API_BASE || 'https://api.polyv.net').replace(/\/$/, ''),
    watchBase: (env.POLYV_WATCH_BASE || 'https://live.polyv.cn').replace(/\/$/, '')
  }
}
