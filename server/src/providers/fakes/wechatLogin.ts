/**
 * A local WeChat server API for mini-program sign-in (providers-notes §8 "WeChat login"), for tests and
 * development: `GET /sns/jscode2session`, `POST /cgi-bin/stable_token` and `POST /wxa/business/getuserphonenumber`
 * as WeChat documents them, every answer HTTP 200 with `errcode`:
 *
 * - codes are issued by the control API (what `Taro.login()` / the phone button would give the app), work once
 *   (40163 the second time at jscode2session, 40029 at getuserphonenumber) and for 5 minutes (then 40029);
 *   an unknown code is 40029, a missing one 41008; a wrong appid 40013, a wrong secret 40125;
 * - stable_token hands every caller the same token until 5 minutes before it expires (2 h), a forced refresh a
 *   new one (at most 20 a day, then 45009); getuserphonenumber refuses a token it never issued or that was revoked
 *   (40001) and one past its expiry (42001);
 * - switches: the next answer an error of our choice (-1 busy, 45011 quota, 40226 risk control…), revoke every
 *   token; the clock is settable.
 *
 * Control API (tests and `npm run dev` on request; never part of WeChat's):
 *   POST /__fake/login-code {openid, unionid?}            → {code}
 *   POST /__fake/phone-code {countryCode, purePhoneNumber} → {code}
 *   POST /__fake/next {errcode, errmsg?}                   the next API call answers this error
 *
 * With an Official Account (`oa`), WeChat's web authorization as WeChat's browser meets it (snsapi_base: no
 * consent page, straight back):
 *   GET /connect/oauth2/authorize?appid&redirect_uri&response_type=code&scope&state  → 302 to redirect_uri with
 *       `code` and `state`; the person is the browser's (a cookie the fake sets on the first visit: a WeChat user
 *       is whoever is signed in to the WeChat app). A wrong appid or scope answers WeChat's error page.
 *   GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code → {access_token, expires_in,
 *       refresh_token, openid, scope}; codes work once (40163) for 5 minutes (40029).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeWechatOptions {
  appid: string
  secret: string
  /**
   * An Official Account (公眾號) for web sign-in in WeChat's browser: its authorize page and
   * `/sns/oauth2/access_token` (snsapi_base), which give the account's openid of whoever is in the browser.
   */
  oa?: { appid: string; secret: string }
  now?: () => number
}

const CODE_TTL_MS = 5 * 60_000
const TOKEN_TTL_S = 7200
const FORCE_REFRESH_PER_DAY = 20

interface IssuedCode<T> {
  value: T
  issuedAt: number
  used: boolean
}

interface Token {
  value: string
  expiresAt: number
  revoked: boolean
}

export class FakeWechat {
  /** Token requests answered with a token (normal and forced). */
  tokenFetches = 0
  forcedRefreshes = 0
  /** Paths of the API calls received, in order (not the control API). */
  readonly calls: string[] = []
  private server: Server | null = null
  private loginCodes = new Map<string, IssuedCode<{ openid: string; unionid?: string }>>()
  private phoneCodes = new Map<string, IssuedCode<{ countryCode: string; purePhoneNumber: string }>>()
  private oaCodes = new Map<string, IssuedCode<{ openid: string; scope: string }>>()
  private tokens = new Map<string, Token>()
  private current: Token | null = null
  private next: { errcode: number; errmsg: string } | null = null
  private now: () => number

  constructor(private opts: FakeWechatOptions) {
    this.now = opts.now ?? Date.now
  }

  /** Listens on 127.0.0.1 (port 0 by default); returns the base URL (WECHAT_API_BASE). */
  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res))
    this.server = server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return this.url
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`
  }

  /** A development fake does not keep the process alive. */
  unref(): void {
    this.server?.unref()
  }

  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    this.server = null
  }

  /** What `Taro.login()` gives the app for this person. */
  loginCode(identity: { openid: string; unionid?: string }): string {
    const code = randomBytes(16).toString('hex')
    this.loginCodes.set(code, { value: identity, issuedAt: this.now(), used: false })
    return code
  }

  /** What the phone number button gives the app for this number. */
  phoneCode(phone: { countryCode: string; purePhoneNumber: string }): string {
    const code = randomBytes(16).toString('hex')
    this.phoneCodes.set(code, { value: phone, issuedAt: this.now(), used: false })
    return code
  }

  /** The next API call answers this error. */
  failNext(errcode: number, errmsg = 'system error'): void {
    this.next = { errcode, errmsg }
  }

  /** Every token issued so far stops working (40001), as after a refresh long ago. */
  revokeTokens(): void {
    for (const t of this.tokens.values()) t.revoked = true
    this.current = null
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const raw = await new Promise<string>((resolve) => {
      let data = ''
      req.on('data', (c: Buffer) => (data += c.toString('utf8')))
      req.on('end', () => resolve(data))
    })
    let body: Record<string, unknown> = {}
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return send({ errcode: 47001, errmsg: 'data format error' })
      }
    }
    if (url.pathname.startsWith('/__fake/')) return send(this.control(url.pathname, body))
    if (url.pathname === '/connect/oauth2/authorize' && req.method === 'GET') return this.authorize(req, res, url)
    this.calls.push(url.pathname)
    if (this.next) {
      const failure = this.next
      this.next = null
      return send(failure)
    }
    if (url.pathname === '/sns/jscode2session' && req.method === 'GET') return send(this.session(url.searchParams))
    if (url.pathname === '/sns/oauth2/access_token' && req.method === 'GET')
      return send(this.oaAccessToken(url.searchParams))
    if (url.pathname === '/cgi-bin/stable_token' && req.method === 'POST') return send(this.stableToken(body))
    if (url.pathname === '/wxa/business/getuserphonenumber' && req.method === 'POST')
      return send(this.phoneNumber(url.searchParams.get('access_token') ?? '', body))
    return send({ errcode: 40066, errmsg: 'invalid url' })
  }

  private control(path: string, body: Record<string, unknown>): unknown {
    if (path === '/__fake/login-code')
      return { code: this.loginCode({ openid: String(body.openid), unionid: body.unionid as string | undefined }) }
    if (path === '/__fake/phone-code')
      return {
        code: this.phoneCode({ countryCode: String(body.countryCode), purePhoneNumber: String(body.purePhoneNumber) })
      }
    if (path === '/__fake/next') {
      this.failNext(Number(body.errcode), body.errmsg ? String(body.errmsg) : undefined)
      return { ok: true }
    }
    return { errcode: 40066, errmsg: 'invalid url' }
  }

  /** The Official Account's authorize page: straight back to the site with a code for the browser's person. */
  private authorize(req: IncomingMessage, res: ServerResponse, url: URL) {
    const q = url.searchParams
    const page = (text: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><meta charset="utf-8"><title>微信</title><p>${text}</p>`)
    }
    if (!this.opts.oa || q.get('appid') !== this.opts.oa.appid) return page('appid 参数错误')
    const redirect = q.get('redirect_uri')
    if (!redirect || !/^https?:\/\//.test(redirect)) return page('redirect_uri 参数错误')
    if (q.get('response_type') !== 'code') return page('response_type 参数错误')
    const scope = q.get('scope')
    if (scope !== 'snsapi_base' && scope !== 'snsapi_userinfo') return page('Scope 参数错误或没有 Scope 权限')
    const known = /(?:^|;\s*)fake_wx_user=([A-Za-z0-9_-]+)/.exec(req.headers.cookie ?? '')?.[1]
    const openid = known ?? `o${randomBytes(20).toString('base64url')}`
    const code = randomBytes(16).toString('hex')
    this.oaCodes.set(code, { value: { openid, scope }, issuedAt: this.now(), used: false })
    const back = new URL(redirect)
    back.searchParams.set('code', code)
    back.searchParams.set('state', q.get('state') ?? '')
    res.writeHead(302, {
      location: back.toString(),
      ...(known ? {} : { 'set-cookie': `fake_wx_user=${openid}; Path=/; HttpOnly; SameSite=Lax` })
    })
    res.end()
  }

  private oaAccessToken(q: URLSearchParams): unknown {
    const oa = this.opts.oa
    if (!oa || q.get('appid') !== oa.appid) return { errcode: 40013, errmsg: 'invalid appid' }
    if (q.get('secret') !== oa.secret) return { errcode: 40125, errmsg: 'invalid appsecret' }
    if (q.get('grant_type') !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const code = q.get('code')
    if (!code) return { errcode: 41008, errmsg: 'missing code' }
    const issued = this.oaCodes.get(code)
    if (!issued || this.now() - issued.issuedAt > CODE_TTL_MS) return { errcode: 40029, errmsg: 'invalid code' }
    if (issued.used) return { errcode: 40163, errmsg: 'code been used' }
    issued.used = true
    return {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: TOKEN_TTL_S,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: issued.value.openid,
      scope: issued.value.scope
    }
  }

  private credentials(appid: unknown, secret: unknown): { errcode: number; errmsg: string } | null {
    if (appid !== this.opts.appid) return { errcode: 40013, errmsg: 'invalid appid' }
    if (secret !== this.opts.secret) return { errcode: 40125, errmsg: 'invalid appsecret' }
    return null
  }

  private session(q: URLSearchParams): unknown {
    const refused = this.credentials(q.get('appid'), q.get('secret'))
    if (refused) return refused
    if (q.get('grant_type') !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const code = q.get('js_code')
    if (!code) return { errcode: 41008, errmsg: 'missing code' }
    const issued = this.loginCodes.get(code)
    if (!issued || this.now() - issued.issuedAt > CODE_TTL_MS) return { errcode: 40029, errmsg: 'invalid code' }
    if (issued.used) return { errcode: 40163, errmsg: 'code been used' }
    issued.used = true
    return {
      openid: issued.value.openid,
      session_key: randomBytes(16).toString('base64'),
      ...(issued.value.unionid ? { unionid: issued.value.unionid } : {})
    }
  }

  private stableToken(body: Record<string, unknown>): unknown {
    if (body.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const refused = this.credentials(body.appid, body.secret)
    if (refused) return refused
    const now = this.now()
    const force = body.force_refresh === true
    if (force) {
      if (this.forcedRefreshes >= FORCE_REFRESH_PER_DAY)
        return { errcode: 45009, errmsg: 'reach max api daily quota limit' }
      this.forcedRefreshes++
    }
    const current = this.current
    if (force || !current || current.revoked || current.expiresAt - now <= 5 * 60_000) {
      // a forced refresh leaves the previous token 5 more minutes
      if (force && current) current.expiresAt = Math.min(current.expiresAt, now + 5 * 60_000)
      const token: Token = {
        value: randomBytes(24).toString('base64url'),
        expiresAt: now + TOKEN_TTL_S * 1000,
        revoked: false
      }
      this.tokens.set(token.value, token)
      this.current = token
    }
    this.tokenFetches++
    return { access_token: this.current!.value, expires_in: Math.round((this.current!.expiresAt - now) / 1000) }
  }

  private phoneNumber(accessToken: string, body: Record<string, unknown>): unknown {
    const token = this.tokens.get(accessToken)
    if (!token || token.revoked)
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    if (token.expiresAt <= this.now()) return { errcode: 42001, errmsg: 'access_token expired' }
    const code = typeof body.code === 'string' ? body.code : ''
    if (!code) return { errcode: 41008, errmsg: 'missing code' }
    const issued = this.phoneCodes.get(code)
    if (!issued || issued.used || this.now() - issued.issuedAt > CODE_TTL_MS)
      return { errcode: 40029, errmsg: 'invalid code' }
    issued.used = true
    const { countryCode, purePhoneNumber } = issued.value
    return {
      errcode: 0,
      errmsg: 'ok',
      phone_info: {
        phoneNumber: countryCode === '86' ? purePhoneNumber : `+${countryCode}${purePhoneNumber}`,
        purePhoneNumber,
        countryCode,
        watermark: { timestamp: Math.floor(this.now() / 1000), appid: this.opts.appid }
      }
    }
  }
}
