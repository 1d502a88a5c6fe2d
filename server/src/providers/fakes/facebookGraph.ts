/**
 * A local Facebook Graph API for Facebook Login (providers-notes §5, §8 "Facebook"): `GET /{version}/debug_token`
 * checks the app token `APP_ID|APP_SECRET` (else error 190 for the app) and describes the input token (valid,
 * expired with `is_valid:false`, or another app's); `GET /{version}/me` honours `fields`, requires the right
 * `appsecret_proof` (else error 100) and answers error 190 for a bad token. User tokens are issued by `token()`
 * (what Facebook's SDK gives the app); `GET /{version}/dialog/oauth` is the web login dialog, approved at once by
 * `user`, back to the registered redirect URI with `#access_token=…&state=…`. A switch makes the next answer an
 * HTTP 500.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

interface UserToken {
  userId: string
  name: string
  appId: string
  expiresAt: number // seconds
}

export class FakeFacebookGraph {
  private server: Server | null = null
  private tokens = new Map<string, UserToken>()
  private failing = false

  /** Who approves the login dialog (`GET /{version}/dialog/oauth`). */
  user = { id: '10000000000000001', name: 'Facebook 使用者' }

  constructor(
    private appId: string,
    private appSecret: string,
    private now: () => number = Date.now,
    /** The registered Valid OAuth Redirect URI of the login dialog. */
    private redirectUri?: string
  ) {}

  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => this.handle(req, res))
    this.server = server
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    return this.url
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`
  }

  /** Lets the process end while the fake still listens (the development server's fakes). */
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

  /** A user access token, as the SDK gives it to the app (another app's with `appId`; `ttlSec` ≤ 0: expired). */
  token(user: { id: string; name: string }, opts: { appId?: string; ttlSec?: number } = {}): string {
    const value = `EAA${randomBytes(30).toString('hex')}`
    this.tokens.set(value, {
      userId: user.id,
      name: user.name,
      appId: opts.appId ?? this.appId,
      expiresAt: Math.floor(this.now() / 1000) + (opts.ttlSec ?? 3600)
    })
    return value
  }

  failNext(): void {
    this.failing = true
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const oauthError = (code: number, message: string) =>
      send(400, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } })
    if (this.failing) {
      this.failing = false
      return send(500, { error: { message: 'An unexpected error has occurred', type: 'OAuthException', code: 2 } })
    }
    const q = url.searchParams
    const nowSec = Math.floor(this.now() / 1000)
    // the login dialog: "the user approves" at once, back to the registered address with the token in the fragment
    if (/^\/v\d+\.\d+\/dialog\/oauth$/.test(url.pathname)) {
      const problem =
        q.get('client_id') !== this.appId
          ? 'client_id'
          : !this.redirectUri || q.get('redirect_uri') !== this.redirectUri
            ? 'redirect_uri'
            : q.get('response_type') !== 'token'
              ? 'response_type'
              : !q.get('state')
                ? 'state'
                : null
      if (problem) return oauthError(191, `Invalid ${problem}`)
      const fragment = new URLSearchParams({
        access_token: this.token(this.user),
        token_type: 'bearer',
        expires_in: '3600',
        state: q.get('state')!
      })
      res.writeHead(302, { location: `${this.redirectUri}#${fragment.toString()}` })
      res.end()
      return
    }
    if (/^\/v\d+\.\d+\/debug_token$/.test(url.pathname)) {
      if (q.get('access_token') !== `${this.appId}|${this.appSecret}`)
        return oauthError(190, 'Invalid OAuth access token signature.')
      const t = this.tokens.get(q.get('input_token') ?? '')
      if (!t)
        return send(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } })
      return send(200, {
        data: {
          app_id: t.appId,
          type: 'USER',
          application: 'Jingxin',
          expires_at: t.expiresAt,
          is_valid: t.expiresAt > nowSec,
          scopes: ['public_profile'],
          user_id: t.userId
        }
      })
    }
    if (/^\/v\d+\.\d+\/me$/.test(url.pathname)) {
      const token = q.get('access_token') ?? ''
      const t = this.tokens.get(token)
      if (!t || t.expiresAt <= nowSec) return oauthError(190, 'Error validating access token')
      const proof = createHmac('sha256', this.appSecret).update(token).digest('hex')
      if (q.get('appsecret_proof') !== proof)
        return oauthError(100, 'Invalid appsecret_proof provided in the API argument')
      const fields = (q.get('fields') ?? 'id,name').split(',')
      return send(200, { id: t.userId, ...(fields.includes('name') ? { name: t.name } : {}) })
    }
    oauthError(2500, 'Unknown path components')
  }
}
