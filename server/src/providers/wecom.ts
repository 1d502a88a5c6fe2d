/**
 * The enterprise WeChat (WeCom) login behind an interface. On H5, WeCom's OAuth sends the browser to its authorize
 * page, which returns to our redirect URI with `?code=&state=`; in the mini-program opened inside WeCom,
 * `wx.qy.login` gives a code. The server exchanges either code for the staff member's corporation and user id.
 *
 * - wecomFromEnv(): the real adapter, when WECOM_CORP_ID and WECOM_SECRET are set (WECOM_AGENT_ID, the
 *   self-built app of the OAuth login; WECOM_REDIRECT_ORIGIN, the H5 app's public origin, a trusted domain of that
 *   app; WECOM_MP_SECRET, the mini-program app's secret when it is another app; WECOM_API_BASE, default
 *   https://qyapi.weixin.qq.com). It keeps each access token until shortly before it expires, one refresh at a
 *   time, and asks again once when WeCom says a token is no longer valid.
 * - devWecom(): the stand-in, where dev routes are on: its authorize page is /dev/wecom/authorize (pick an
 *   organisation and a staff id), and its codes carry that identity.
 *
 * Failures are WecomErrors with a reason the route turns into a translated message: a bad or used code, a
 * WeCom user who is not staff, a configuration WeCom refuses, WeCom unreachable.
 */
export interface WecomIdentity {
  corpId: string
  userId: string
  name?: string
}

export interface WecomProvider {
  readonly name: string
  /**
   * Where to send the browser; WeCom comes back to `redirect` (a path of the H5 app) with `code` and `state`
   * added. Null when the H5 login cannot be offered.
   */
  authorizeUrl(redirect: string, state: string): string | null
  /** The identity of an OAuth code (H5). */
  exchange(code: string): Promise<WecomIdentity>
  /** The identity of a `wx.qy.login` code (mini-program in WeCom). */
  exchangeMiniProgram(code: string): Promise<WecomIdentity>
}

export type WecomFailure = 'code' | 'notStaff' | 'unavailable' | 'unreachable'

export class WecomError extends Error {
  constructor(
    readonly reason: WecomFailure,
    detail: string,
    readonly errcode?: number
  ) {
    super(`wecom ${reason}: ${detail}`)
  }
}

const DEV_PREFIX = 'devwecom.'

/** A dev code for this identity (what the dev authorize page hands back). */
export function devWecomCode(identity: WecomIdentity): string {
  return DEV_PREFIX + Buffer.from(JSON.stringify(identity)).toString('base64url')
}

export function devWecom(): WecomProvider {
  async function exchange(code: string): Promise<WecomIdentity> {
    if (!code.startsWith(DEV_PREFIX)) throw new WecomError('code', 'not a dev code')
    try {
      const v = JSON.parse(Buffer.from(code.slice(DEV_PREFIX.length), 'base64url').toString('utf8')) as WecomIdentity
      if (typeof v.corpId !== 'string' || typeof v.userId !== 'string' || !v.corpId || !v.userId) throw new Error()
      return { corpId: v.corpId.slice(0, 64), userId: v.userId.slice(0, 64), name: v.name?.slice(0, 32) }
    } catch {
      throw new WecomError('code', 'malformed dev code')
    }
  }
  return {
    name: 'dev',
    authorizeUrl: (redirect, state) =>
      `/dev/wecom/authorize?${new URLSearchParams({ redirect_uri: redirect, state }).toString()}`,
    exchange,
    exchangeMiniProgram: exchange
  }
}

export interface WecomConfig {
  corpId: string
  secret: string
  agentId: string
  /** The mini-program app's secret (default: `secret`). */
  mpSecret: string
  apiBase: string
  /** The H5 app's public origin (`https://app.example.com`): OAuth's redirect_uri is built on it. */
  redirectOrigin: string | null
  timeoutMs: number
}

export const WECOM_API_BASE = 'https://qyapi.weixin.qq.com'
export const WECOM_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'

/** The real adapter's configuration from WECOM_* (null when WECOM_CORP_ID or WECOM_SECRET is missing). */
export function wecomConfigOf(env: NodeJS.ProcessEnv): WecomConfig | null {
  const corpId = env.WECOM_CORP_ID?.trim()
  const secret = env.WECOM_SECRET?.trim()
  if (!corpId || !secret) return null
  const origin = env.WECOM_REDIRECT_ORIGIN?.trim().replace(/\/+$/, '')
  return {
    corpId,
    secret,
    agentId: env.WECOM_AGENT_ID?.trim() ?? '',
    mpSecret: env.WECOM_MP_SECRET?.trim() || secret,
    apiBase: (env.WECOM_API_BASE?.trim() || WECOM_API_BASE).replace(/\/+$/, ''),
    redirectOrigin: origin && /^https?:\/\/[^/?#]+$/.test(origin) ? origin : null,
    timeoutMs: 8000
  }
}

/** WeCom's answers: errcode 0 is success. */
interface WecomAnswer {
  errcode?: number
  errmsg?: string
  [k: string]: unknown
}

/** The access token is no longer valid: get a new one and ask once more. */
const TOKEN_ERRORS = new Set([40014, 42001, 42009, 40082])
/** The code is wrong, used or expired. */
const CODE_ERRORS = new Set([40029, 40163, 42003, 40078, 41008])
/** The person is not a staff member this app may see. */
const STAFF_ERRORS = new Set([46004, 60111, 60011, 60103, 50002])
/** WeCom is busy or limits us: try again later. */
const BUSY_ERRORS = new Set([-1, 45009, 45033, 45011])

function failureOf(errcode: number): WecomFailure {
  if (CODE_ERRORS.has(errcode)) return 'code'
  if (STAFF_ERRORS.has(errcode)) return 'notStaff'
  if (BUSY_ERRORS.has(errcode)) return 'unreachable'
  // a wrong corp id, secret or agent id, an API this app may not call, a server IP WeCom does not trust…
  return 'unavailable'
}

type FetchLike = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>

/** One app secret's access token: kept until a minute before it expires, refreshed by one request at a time. */
class AccessToken {
  private token: { value: string; until: number } | null = null
  private pending: Promise<string> | null = null

  constructor(
    private call: (path: string, query: Record<string, string>) => Promise<WecomAnswer>,
    private corpId: string,
    private secret: string,
    private now: () => number
  ) {}

  get(): Promise<string> {
    if (this.token && this.token.until > this.now()) return Promise.resolve(this.token.value)
    this.pending ??= this.refresh().finally(() => (this.pending = null))
    return this.pending
  }

  /** Forgets `value` (WeCom refused it); a newer token already fetched is kept. */
  drop(value: string) {
    if (this.token?.value === value) this.token = null
  }

  private async refresh(): Promise<string> {
    const r = await this.call('/cgi-bin/gettoken', { corpid: this.corpId, corpsecret: this.secret })
    const value = typeof r.access_token === 'string' ? r.access_token : ''
    if (!value) throw new WecomError('unavailable', 'gettoken gave no token')
    const seconds = typeof r.expires_in === 'number' && r.expires_in > 0 ? r.expires_in : 7200
    this.token = { value, until: this.now() + Math.max(0, seconds - 60) * 1000 }
    return value
  }
}

export function realWecom(
  cfg: WecomConfig,
  opts: { fetch?: FetchLike; now?: () => number; log?: (msg: string) => void } = {}
): WecomProvider {
  const fetchImpl = opts.fetch ?? (fetch as unknown as FetchLike)
  const now = opts.now ?? Date.now

  async function call(path: string, query: Record<string, string>): Promise<WecomAnswer> {
    const url = `${cfg.apiBase}${path}?${new URLSearchParams(query).toString()}`
    let body: unknown
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(cfg.timeoutMs) })
      if (!res.ok) throw new Error('http status')
      body = await res.json()
    } catch (err) {
      throw new WecomError('unreachable', `${path}: ${(err as Error).message}`)
    }
    if (!body || typeof body !== 'object') throw new WecomError('unreachable', `${path}: not JSON`)
    const r = body as WecomAnswer
    const errcode = typeof r.errcode === 'number' ? r.errcode : 0
    if (errcode !== 0 && !TOKEN_ERRORS.has(errcode)) {
      const reason = failureOf(errcode)
      if (reason === 'unavailable') opts.log?.(`WeCom ${path} refused: ${errcode} ${String(r.errmsg ?? '')}`)
      throw new WecomError(reason, `${path}: ${errcode} ${String(r.errmsg ?? '')}`, errcode)
    }
    return r
  }

  /** A call with the app's access token; a token WeCom no longer accepts is replaced once. */
  async function withToken(token: AccessToken, path: string, query: Record<string, string>): Promise<WecomAnswer> {
    for (let attempt = 0; ; attempt++) {
      const value = await token.get()
      const r = await call(path, { access_token: value, ...query })
      const errcode = typeof r.errcode === 'number' ? r.errcode : 0
      if (!TOKEN_ERRORS.has(errcode)) return r
      token.drop(value)
      if (attempt > 0) throw new WecomError('unavailable', `${path}: token refused twice (${errcode})`, errcode)
    }
  }

  const appToken = new AccessToken(call, cfg.corpId, cfg.secret, now)
  const mpToken = cfg.mpSecret === cfg.secret ? appToken : new AccessToken(call, cfg.corpId, cfg.mpSecret, now)
  const userId = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 64) : null)

  return {
    name: 'wecom',
    authorizeUrl(redirect, state) {
      if (!cfg.redirectOrigin) return null
      const q = new URLSearchParams({
        appid: cfg.corpId,
        redirect_uri: cfg.redirectOrigin + redirect,
        response_type: 'code',
        scope: 'snsapi_base',
        state,
        ...(cfg.agentId ? { agentid: cfg.agentId } : {})
      })
      return `${WECOM_AUTHORIZE_URL}?${q.toString()}#wechat_redirect`
    },
    async exchange(code) {
      const r = await withToken(appToken, '/cgi-bin/auth/getuserinfo', { code })
      const id = userId(r.userid ?? r.UserId)
      // someone outside the organisation gets an openid (or external_userid) instead
      if (!id) throw new WecomError('notStaff', 'getuserinfo gave no userid')
      return { corpId: cfg.corpId, userId: id }
    },
    async exchangeMiniProgram(code) {
      const r = await withToken(mpToken, '/cgi-bin/miniprogram/jscode2session', {
        js_code: code,
        grant_type: 'authorization_code'
      })
      const id = userId(r.userid)
      if (!id) throw new WecomError('notStaff', 'jscode2session gave no userid')
      const corp = typeof r.corpid === 'string' && r.corpid ? r.corpid.slice(0, 64) : cfg.corpId
      return { corpId: corp, userId: id }
    }
  }
}

/**
 * The provider of an app: the real adapter when WECOM_* configures one, else the dev stand-in where dev routes are
 * on, else none (the login says WeCom is not available).
 */
export function wecomProviderOf(
  env: NodeJS.ProcessEnv,
  devRoutes: boolean,
  opts: { now?: () => number; log?: (msg: string) => void } = {}
): WecomProvider | null {
  const cfg = wecomConfigOf(env)
  if (cfg) return realWecom(cfg, opts)
  return devRoutes ? devWecom() : null
}
