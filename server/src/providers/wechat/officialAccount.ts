/**
 * The payer's openid in WeChat's browser (issue 27: WeChat Pay JSAPI on H5). A JSAPI payment needs the openid of
 * the person for the appid that signs the sheet: in WeChat's browser that is an Official Account (公眾號) bound to
 * the merchant, not the mini-program, and a user signed in by e-mail has none. WeChat's web authorization gives it
 * without a consent page (scope `snsapi_base`):
 *
 * 1. the browser goes to `https://open.weixin.qq.com/connect/oauth2/authorize?appid&redirect_uri&
 *    response_type=code&scope=snsapi_base&state#wechat_redirect` and WeChat sends it straight back to
 *    `redirect_uri?code&state`;
 * 2. `GET https://api.weixin.qq.com/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`
 *    answers `{access_token, expires_in, refresh_token, openid, scope}` (codes work once, for 5 minutes;
 *    40029/40163 otherwise). Only the openid is kept: the web access token is not needed for snsapi_base.
 *
 * Settings: WECHAT_OA_APPID, WECHAT_OA_SECRET (a secret), WECHAT_OAUTH_BASE (default https://open.weixin.qq.com),
 * WECHAT_API_BASE (shared with the mini-program adapter). Tests and `npm run dev` point both bases at the local
 * fake (providers/fakes/wechatLogin.ts with `oa`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { IdentityError } from '../index'
import { WECHAT_API_BASE } from './miniProgram'

export const WECHAT_OAUTH_BASE = 'https://open.weixin.qq.com'

export interface OfficialAccountConfig {
  appid: string
  secret: string
  oauthBase: string
  apiBase: string
  timeoutMs: number
}

/** What the state WeChat carries back ties the code to: our user and the order being paid. */
export interface OaState {
  userId: number
  orderNo: string
}

export interface OfficialAccount {
  readonly appid: string
  /**
   * The `state` for one authorization: the user and order, an expiry (10 minutes) and an HMAC under a key derived
   * from the AppSecret. WeChat allows 128 bytes: `<user>.<order>.<expiry base36>.<22-character tag>`.
   */
  sealState(s: OaState, nowMs: number): string
  /** The state's user and order when it is ours and not expired, else null. */
  openState(state: string, nowMs: number): OaState | null
  /** Where the browser goes: WeChat sends it back to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string
  /** The code WeChat gave the browser, as this account's openid of the person. */
  exchange(code: string): Promise<{ openid: string }>
}

/** The account's settings from the environment; null when WECHAT_OA_APPID is unset; throws naming what is wrong. */
export function officialAccountConfigOf(env: NodeJS.ProcessEnv): OfficialAccountConfig | null {
  const appid = env.WECHAT_OA_APPID?.trim()
  if (!appid) return null
  const secret = env.WECHAT_OA_SECRET?.trim()
  const problems: string[] = []
  if (!/^wx[0-9a-f]{16}$/.test(appid)) problems.push('WECHAT_OA_APPID is not an appid (wx…)')
  if (!secret) problems.push('WECHAT_OA_SECRET is not set (the Official Account AppSecret)')
  if (problems.length) throw new Error(problems.join('; '))
  return {
    appid,
    secret: secret!,
    oauthBase: (env.WECHAT_OAUTH_BASE?.trim() || WECHAT_OAUTH_BASE).replace(/\/+$/, ''),
    apiBase: (env.WECHAT_API_BASE?.trim() || WECHAT_API_BASE).replace(/\/+$/, ''),
    timeoutMs: 8000
  }
}

/** The code is wrong, used or expired (or missing). */
const CODE_ERRORS = new Set([40029, 40163, 41008])

const STATE_TTL_MS = 10 * 60_000

export function officialAccount(cfg: OfficialAccountConfig, deps: { fetch?: typeof fetch } = {}): OfficialAccount {
  const fetchImpl = deps.fetch ?? fetch
  const stateKey = createHash('sha256').update('jingxin wechat-oa state\0').update(cfg.secret).digest()
  const tag = (body: string) => createHmac('sha256', stateKey).update(body).digest('base64url').slice(0, 22)
  return {
    appid: cfg.appid,
    sealState({ userId, orderNo }, nowMs) {
      const body = `${userId}.${orderNo}.${Math.ceil((nowMs + STATE_TTL_MS) / 1000).toString(36)}`
      return `${body}.${tag(body)}`
    },
    openState(state, nowMs) {
      const m = /^([1-9][0-9]{0,15})\.([0-9A-Za-z]{1,40})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(state)
      if (!m) return null
      const body = `${m[1]}.${m[2]}.${m[3]}`
      const want = Buffer.from(tag(body))
      const got = Buffer.from(m[4])
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null
      if (parseInt(m[3], 36) * 1000 < nowMs) return null
      return { userId: Number(m[1]), orderNo: m[2] }
    },
    authorizeUrl(redirectUri, state) {
      const q = new URLSearchParams({
        appid: cfg.appid,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_base',
        state
      })
      return `${cfg.oauthBase}/connect/oauth2/authorize?${q.toString()}#wechat_redirect`
    },
    async exchange(code) {
      const path = '/sns/oauth2/access_token'
      const q = new URLSearchParams({
        appid: cfg.appid,
        secret: cfg.secret,
        code,
        grant_type: 'authorization_code'
      })
      let r: { errcode?: number; errmsg?: string; openid?: unknown }
      try {
        const res = await fetchImpl(`${cfg.apiBase}${path}?${q.toString()}`, {
          signal: AbortSignal.timeout(cfg.timeoutMs)
        })
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        r = (await res.json()) as typeof r
      } catch (err) {
        // never the URL: it carries the secret
        throw new IdentityError('unavailable', `WeChat ${path}: ${(err as Error).name} ${(err as Error).message}`)
      }
      if (!r || typeof r !== 'object') throw new IdentityError('unavailable', `WeChat ${path}: not JSON`)
      if (r.errcode) {
        const detail = `WeChat ${path}: ${r.errcode} ${String(r.errmsg ?? '').slice(0, 80)}`
        throw new IdentityError(CODE_ERRORS.has(Number(r.errcode)) ? 'code' : 'unavailable', detail)
      }
      if (typeof r.openid !== 'string' || !r.openid) throw new IdentityError('unavailable', `WeChat ${path}: no openid`)
      return { openid: r.openid.slice(0, 64) }
    }
  }
}
