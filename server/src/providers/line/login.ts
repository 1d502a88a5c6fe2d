/**
 * LINE Login v2.1 (OpenID Connect, LINE_PROVIDER=line) for the web app: authorization code with PKCE (S256), a
 * `state` that ties the answer to the request, and the ID token verified with `jose` (HS256 under the channel
 * secret, issuer https://access.line.me, audience the channel id, expiry, and our nonce).
 *
 * 1. `authorize()` gives the app LINE's authorize address and its `state`. The state carries the PKCE verifier and
 *    the nonce, sealed (AES-256-GCM under a key derived from the channel secret) and valid 10 minutes, so any
 *    process can finish the login without shared storage and nobody who sees the redirect learns the verifier.
 * 2. LINE sends the browser back to LINE_REDIRECT_URI with `code` and `state`; the app checks the state is the one
 *    it got and posts both to /abroad/users/lineLogin.
 * 3. `exchange(code, {state})` opens the state, redeems the code at `POST /oauth2/v2.1/token` (with the
 *    verifier and the same redirect URI; LINE's codes work once) and verifies the ID token. The account key is the
 *    token's `sub` (the LINE user id).
 *
 * Settings: LINE_CHANNEL_ID, LINE_CHANNEL_SECRET (a secret), LINE_REDIRECT_URI (the callback registered in the
 * LINE Developers console, an https page of the H5 app), LINE_AUTH_BASE (https://access.line.me) and
 * LINE_API_BASE (https://api.line.me): the tests point both at the local fake (providers/fakes/lineLogin.ts).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { errors as joseErrors, jwtVerify } from 'jose'
import { IdentityError, type IdentityProvider } from '../index'

export const LINE_AUTH_BASE = 'https://access.line.me'
export const LINE_API_BASE = 'https://api.line.me'
export const LINE_ISSUER = 'https://access.line.me'
const STATE_TTL_MS = 10 * 60_000

export interface LineConfig {
  channelId: string
  channelSecret: string
  redirectUri: string
  authBase: string
  apiBase: string
  timeoutMs: number
}

/** The adapter's settings from the environment; throws naming what is missing. */
export function lineConfigOf(env: NodeJS.ProcessEnv): LineConfig {
  const channelId = env.LINE_CHANNEL_ID?.trim()
  const channelSecret = env.LINE_CHANNEL_SECRET?.trim()
  const redirectUri = env.LINE_REDIRECT_URI?.trim()
  const problems: string[] = []
  if (!channelId || !/^\d+$/.test(channelId)) problems.push('LINE_CHANNEL_ID is not set (the channel id, digits)')
  if (!channelSecret) problems.push('LINE_CHANNEL_SECRET is not set')
  if (!redirectUri || !/^https?:\/\/[^/]+\//.test(redirectUri))
    problems.push('LINE_REDIRECT_URI is not set (the callback URL registered for the channel)')
  if (problems.length) throw new Error(problems.join('; '))
  const base = (v: string | undefined, d: string) => (v?.trim() || d).replace(/\/+$/, '')
  return {
    channelId: channelId!,
    channelSecret: channelSecret!,
    redirectUri: redirectUri!,
    authBase: base(env.LINE_AUTH_BASE, LINE_AUTH_BASE),
    apiBase: base(env.LINE_API_BASE, LINE_API_BASE),
    timeoutMs: 8000
  }
}

/** What the web app needs to start a LINE login. */
export interface Authorization {
  url: string
  state: string
}

export interface LineLogin extends IdentityProvider {
  authorize(): Authorization
}

const b64url = (b: Buffer) => b.toString('base64url')

/** PKCE S256: BASE64URL(SHA256(verifier)). */
export function codeChallenge(verifier: string): string {
  return b64url(createHash('sha256').update(verifier).digest())
}

interface Sealed {
  v: string // PKCE verifier
  n: string // nonce
  e: number // expires (ms)
}

export function lineLogin(cfg: LineConfig, deps: { fetch?: typeof fetch; now?: () => number } = {}): LineLogin {
  const fetchImpl = deps.fetch ?? fetch
  const now = deps.now ?? Date.now
  const stateKey = createHash('sha256').update('jingxin line-login state\0').update(cfg.channelSecret).digest()
  const idTokenKey = new TextEncoder().encode(cfg.channelSecret)

  function seal(s: Sealed): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', stateKey, iv)
    const body = Buffer.concat([cipher.update(JSON.stringify(s), 'utf8'), cipher.final()])
    return b64url(Buffer.concat([iv, body, cipher.getAuthTag()]))
  }

  function open(state: string | undefined): Sealed {
    try {
      const raw = Buffer.from(state ?? '', 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', stateKey, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(raw.length - 16))
      const s = JSON.parse(
        Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8')
      ) as Sealed
      if (typeof s.v !== 'string' || typeof s.n !== 'string' || !(s.e > now())) throw new Error('expired')
      return s
    } catch {
      throw new IdentityError('code', 'LINE: the state is not ours or has expired')
    }
  }

  return {
    authorize() {
      const sealed: Sealed = { v: b64url(randomBytes(32)), n: b64url(randomBytes(16)), e: now() + STATE_TTL_MS }
      const state = seal(sealed)
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: cfg.channelId,
        redirect_uri: cfg.redirectUri,
        state,
        scope: 'profile openid',
        nonce: sealed.n,
        code_challenge: codeChallenge(sealed.v),
        code_challenge_method: 'S256'
      })
      return { url: `${cfg.authBase}/oauth2/v2.1/authorize?${q.toString()}`, state }
    },

    async exchange(code, extra) {
      const sealed = open(extra?.state)
      let res: Response
      try {
        res = await fetchImpl(`${cfg.apiBase}/oauth2/v2.1/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: cfg.redirectUri,
            client_id: cfg.channelId,
            client_secret: cfg.channelSecret,
            code_verifier: sealed.v
          }).toString(),
          signal: AbortSignal.timeout(cfg.timeoutMs)
        })
      } catch (err) {
        throw new IdentityError('unavailable', `LINE token: ${(err as Error).name} ${(err as Error).message}`)
      }
      const body = (await res.json().catch(() => null)) as { id_token?: unknown; error?: unknown } | null
      if (res.status === 400 && body?.error === 'invalid_grant')
        throw new IdentityError('code', 'LINE token: invalid_grant (a bad, used or expired code)')
      if (!res.ok || !body || typeof body.id_token !== 'string')
        throw new IdentityError('unavailable', `LINE token: HTTP ${res.status} ${String(body?.error ?? '')}`.trim())
      let claims: { sub?: unknown; nonce?: unknown; name?: unknown }
      try {
        ;({ payload: claims } = await jwtVerify(body.id_token, idTokenKey, {
          algorithms: ['HS256'],
          issuer: LINE_ISSUER,
          audience: cfg.channelId,
          currentDate: new Date(now())
        }))
      } catch (err) {
        // a token LINE did not sign for us, or stale: not this person's login
        const kind = err instanceof joseErrors.JOSEError ? err.code : 'error'
        throw new IdentityError('code', `LINE id_token refused: ${kind}`)
      }
      if (claims.nonce !== sealed.n) throw new IdentityError('code', 'LINE id_token refused: another nonce')
      if (typeof claims.sub !== 'string' || !claims.sub) throw new IdentityError('code', 'LINE id_token: no subject')
      return {
        id: claims.sub.slice(0, 64),
        ...(typeof claims.name === 'string' && claims.name ? { nickname: claims.name.slice(0, 32) } : {})
      }
    }
  }
}
