/**
 * WeChat mini-program sign-in and phone number (WECHAT_PROVIDER=wechat), on WeChat's server API:
 *
 * - `Taro.login()` gives the app a code; `GET /sns/jscode2session?appid&secret&js_code&grant_type=authorization_code`
 *   turns it into `openid` (this mini-program's id of the person, the account key) and, when the mini-program is
 *   bound to an Open Platform account, `unionid`. The `session_key` is not kept: nothing here decrypts wx data.
 * - The phone number button gives a code; `POST /wxa/business/getuserphonenumber?access_token=` with
 *   `{"code"}` answers `phone_info` (`countryCode`, `purePhoneNumber`, `watermark.appid`, checked to be ours).
 *   The server's access token comes from `POST /cgi-bin/stable_token` (the same token for every caller until it
 *   nears expiry), cached and shared by all processes (accessToken.ts); a token WeChat calls invalid or expired
 *   (40001, 42001, 40014) is replaced once.
 *
 * Settings: WECHAT_APPID, WECHAT_APP_SECRET (a secret), WECHAT_API_BASE (default https://api.weixin.qq.com; the
 * tests point it at the local fake, providers/fakes/wechatLogin.ts). Every answer is HTTP 200 with `errcode`
 * (0 or absent: success).
 */
import { IdentityError, type IdentityProvider, type PhoneNumberProvider } from '../index'
import { memoryTokenStore, type AccessTokenStore, type FetchedToken } from './accessToken'

export const WECHAT_API_BASE = 'https://api.weixin.qq.com'

export interface WechatConfig {
  appid: string
  secret: string
  apiBase: string
  timeoutMs: number
}

/** The adapter's settings from the environment; throws naming what is missing. */
export function wechatConfigOf(env: NodeJS.ProcessEnv): WechatConfig {
  const appid = env.WECHAT_APPID?.trim()
  const secret = env.WECHAT_APP_SECRET?.trim()
  const problems: string[] = []
  if (!appid || !/^wx[0-9a-f]{16}$/.test(appid)) problems.push('WECHAT_APPID is not set to the appid (wx…)')
  if (!secret) problems.push('WECHAT_APP_SECRET is not set (the mini-program AppSecret)')
  if (problems.length) throw new Error(problems.join('; '))
  return {
    appid: appid!,
    secret: secret!,
    apiBase: (env.WECHAT_API_BASE?.trim() || WECHAT_API_BASE).replace(/\/+$/, ''),
    timeoutMs: 8000
  }
}

interface WxAnswer {
  errcode?: number
  errmsg?: string
  [k: string]: unknown
}

/** The code is wrong, used or expired (or missing). */
const CODE_ERRORS = new Set([40029, 40163, 41008])
/** WeChat's risk control will not sign this person in. */
const REFUSED_ERRORS = new Set([40226])
/** The access token is no longer valid: get another and ask once more. */
const TOKEN_ERRORS = new Set([40001, 42001, 40014])

function failure(path: string, r: WxAnswer): IdentityError {
  const errcode = Number(r.errcode)
  const detail = `WeChat ${path}: ${errcode} ${String(r.errmsg ?? '').slice(0, 80)}`
  if (CODE_ERRORS.has(errcode)) return new IdentityError('code', detail)
  if (REFUSED_ERRORS.has(errcode)) return new IdentityError('refused', detail)
  // -1 busy, 45011 quota, 40013/40125 our appid or secret, 40164 our IP not allowed, 48001 no permission…
  return new IdentityError('unavailable', detail)
}

export interface WechatDeps {
  /** Where the access token is kept (default: this process's memory). */
  tokens?: AccessTokenStore
  fetch?: typeof fetch
}

export function wechatMiniProgram(cfg: WechatConfig, deps: WechatDeps = {}): IdentityProvider & PhoneNumberProvider {
  const fetchImpl = deps.fetch ?? fetch
  const tokens = deps.tokens ?? memoryTokenStore()

  async function call(path: string, query: Record<string, string>, body?: unknown): Promise<WxAnswer> {
    const url = `${cfg.apiBase}${path}?${new URLSearchParams(query).toString()}`
    let answer: unknown
    try {
      const res = await fetchImpl(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(cfg.timeoutMs)
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      answer = await res.json()
    } catch (err) {
      // never the URL: it carries the secret or the token
      throw new IdentityError('unavailable', `WeChat ${path}: ${(err as Error).name} ${(err as Error).message}`)
    }
    if (!answer || typeof answer !== 'object') throw new IdentityError('unavailable', `WeChat ${path}: not JSON`)
    return answer as WxAnswer
  }

  const ok = (r: WxAnswer) => !r.errcode

  async function fetchToken(rejected?: string): Promise<FetchedToken> {
    const ask = async (force: boolean) => {
      const r = await call(
        '/cgi-bin/stable_token',
        {},
        {
          grant_type: 'client_credential',
          appid: cfg.appid,
          secret: cfg.secret,
          force_refresh: force
        }
      )
      if (!ok(r) || typeof r.access_token !== 'string' || !r.access_token)
        throw new IdentityError('unavailable', failure('/cgi-bin/stable_token', r).message)
      return { value: r.access_token, expiresInSec: Number(r.expires_in) > 0 ? Number(r.expires_in) : 7200 }
    }
    const token = await ask(false)
    // WeChat still hands out the token it just refused: force a new one (a limited number per day)
    return rejected && token.value === rejected ? ask(true) : token
  }

  return {
    async exchange(code) {
      const path = '/sns/jscode2session'
      const r = await call(path, {
        appid: cfg.appid,
        secret: cfg.secret,
        js_code: code,
        grant_type: 'authorization_code'
      })
      if (!ok(r)) throw failure(path, r)
      if (typeof r.openid !== 'string' || !r.openid) throw new IdentityError('unavailable', `WeChat ${path}: no openid`)
      return {
        id: r.openid.slice(0, 64),
        ...(typeof r.unionid === 'string' && r.unionid ? { unionid: r.unionid.slice(0, 64) } : {})
      }
    },

    async phoneNumber(code) {
      const path = '/wxa/business/getuserphonenumber'
      let rejected: string | undefined
      for (let attempt = 0; attempt < 2; attempt++) {
        const token = await tokens.get(fetchToken, rejected)
        const r = await call(path, { access_token: token }, { code })
        if (TOKEN_ERRORS.has(Number(r.errcode))) {
          rejected = token
          continue
        }
        if (!ok(r)) throw failure(path, r)
        const info = r.phone_info as
          { countryCode?: string; purePhoneNumber?: string; watermark?: { appid?: string } } | undefined
        if (info?.watermark?.appid !== cfg.appid)
          throw new IdentityError('unavailable', `WeChat ${path}: the number is not for this appid`)
        const nationcode = String(info.countryCode ?? '').replace(/^\+/, '')
        const mobile = String(info.purePhoneNumber ?? '')
        if (!/^\d{1,4}$/.test(nationcode) || !/^\d{5,15}$/.test(mobile))
          throw new IdentityError('unavailable', `WeChat ${path}: no phone number in the answer`)
        return { nationcode, mobile }
      }
      throw new IdentityError('unavailable', `WeChat ${path}: a fresh access token was refused too`)
    }
  }
}
