/**
 * A local LINE Login v2.1 (providers-notes §4, §8 "LINE Login") for tests and development:
 *
 * - `GET /oauth2/v2.1/authorize` checks client_id, the registered redirect_uri, `response_type=code`, an `openid`
 *   scope and a S256 `code_challenge`, then "the user approves": 302 to redirect_uri with `code` and `state`
 *   (`approve()` does the same for a test, as a chosen LINE user);
 * - `POST /oauth2/v2.1/token` (form) redeems a code once, within 10 minutes, for the same redirect_uri and the PKCE
 *   verifier of its challenge (else 400 `invalid_grant`; a wrong client 401 `invalid_client`), answering an HS256
 *   `id_token` under the channel secret with iss/sub/aud/exp/iat/nonce/name;
 * - switches: the next token answer an HTTP error, or an ID token signed with another key, for another audience,
 *   expired, from another issuer or with another nonce.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT } from 'jose'

export interface FakeLineOptions {
  channelId: string
  channelSecret: string
  redirectUri: string
  now?: () => number
}

export type IdTokenFlaw = 'signature' | 'audience' | 'expired' | 'issuer' | 'nonce'

interface Grant {
  sub: string
  name: string
  nonce: string
  challenge: string
  redirectUri: string
  issuedAt: number
  used: boolean
}

export class FakeLine {
  private server: Server | null = null
  private grants = new Map<string, Grant>()
  private nextError: { status: number; error: string } | null = null
  private nextFlaw: IdTokenFlaw | null = null
  /** Who approves requests made through the HTTP authorize page. */
  user = { sub: 'U00000000000000000000000000000001', name: 'LINE 使用者' }
  private now: () => number

  constructor(private opts: FakeLineOptions) {
    this.now = opts.now ?? Date.now
  }

  async start(port = 0): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res))
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

  failNext(status: number, error = 'server_error'): void {
    this.nextError = { status, error }
  }

  flawNextIdToken(flaw: IdTokenFlaw): void {
    this.nextFlaw = flaw
  }

  /**
   * The user approves the request at this authorize address: the callback address LINE would redirect to (with
   * `code` and `state`), or an Error for a request LINE would refuse.
   */
  approve(authorizeUrl: string, user = this.user): { code: string; state: string; redirect: string } {
    const q = new URL(authorizeUrl).searchParams
    const problem =
      q.get('client_id') !== this.opts.channelId
        ? 'client_id'
        : q.get('redirect_uri') !== this.opts.redirectUri
          ? 'redirect_uri'
          : q.get('response_type') !== 'code'
            ? 'response_type'
            : !(q.get('scope') ?? '').split(' ').includes('openid')
              ? 'scope'
              : q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')
                ? 'code_challenge'
                : !q.get('state')
                  ? 'state'
                  : null
    if (problem) throw new Error(`invalid_request: ${problem}`)
    const code = randomBytes(15).toString('base64url')
    this.grants.set(code, {
      sub: user.sub,
      name: user.name,
      nonce: q.get('nonce') ?? '',
      challenge: q.get('code_challenge')!,
      redirectUri: q.get('redirect_uri')!,
      issuedAt: this.now(),
      used: false
    })
    const state = q.get('state')!
    const redirect = new URL(this.opts.redirectUri)
    redirect.searchParams.set('code', code)
    redirect.searchParams.set('state', state)
    return { code, state, redirect: redirect.toString() }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await new Promise<string>((resolve) => {
      let data = ''
      req.on('data', (c: Buffer) => (data += c.toString('utf8')))
      req.on('end', () => resolve(data))
    })
    const url = new URL(req.url ?? '/', 'http://fake')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
      try {
        const { redirect } = this.approve(`http://fake${req.url}`)
        res.writeHead(302, { location: redirect })
        res.end()
      } catch (err) {
        json(400, { error: 'invalid_request', error_description: (err as Error).message })
      }
      return
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
      const [status, body] = await this.token(new URLSearchParams(raw))
      return json(status, body)
    }
    json(404, { error: 'not_found' })
  }

  private async token(form: URLSearchParams): Promise<[number, unknown]> {
    if (this.nextError) {
      const e = this.nextError
      this.nextError = null
      return [e.status, { error: e.error }]
    }
    if (form.get('client_id') !== this.opts.channelId || form.get('client_secret') !== this.opts.channelSecret)
      return [401, { error: 'invalid_client', error_description: 'invalid client' }]
    if (form.get('grant_type') !== 'authorization_code') return [400, { error: 'unsupported_grant_type' }]
    const grant = this.grants.get(form.get('code') ?? '')
    const invalid: [number, unknown] = [
      400,
      { error: 'invalid_grant', error_description: 'invalid authorization code' }
    ]
    if (!grant || grant.used || this.now() - grant.issuedAt > 10 * 60_000) return invalid
    if (form.get('redirect_uri') !== grant.redirectUri) return invalid
    const verifier = form.get('code_verifier') ?? ''
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return invalid
    grant.used = true
    const flaw = this.nextFlaw
    this.nextFlaw = null
    const nowSec = Math.floor(this.now() / 1000)
    const idToken = await new SignJWT({
      nonce: flaw === 'nonce' ? 'another-nonce' : grant.nonce,
      name: grant.name,
      amr: ['linesso']
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(flaw === 'issuer' ? 'https://access.line.example' : 'https://access.line.me')
      .setSubject(grant.sub)
      .setAudience(flaw === 'audience' ? '1999999999' : this.opts.channelId)
      .setIssuedAt(flaw === 'expired' ? nowSec - 7200 : nowSec)
      .setExpirationTime(flaw === 'expired' ? nowSec - 3600 : nowSec + 3600)
      .sign(new TextEncoder().encode(flaw === 'signature' ? 'not-the-channel-secret' : this.opts.channelSecret))
    return [
      200,
      {
        access_token: randomBytes(24).toString('base64url'),
        expires_in: 2592000,
        id_token: idToken,
        refresh_token: randomBytes(24).toString('base64url'),
        scope: 'openid profile',
        token_type: 'Bearer'
      }
    ]
  }
}
