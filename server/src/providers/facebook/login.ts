/**
 * Facebook Login (FACEBOOK_PROVIDER=facebook): the app sends the user access token it got from Facebook's SDK;
 * the server checks it with the app token (`GET /{version}/debug_token?input_token=&access_token=APP_ID|APP_SECRET`:
 * valid, a USER token of our app, not expired) and reads `/me?fields=id,name` with `appsecret_proof`
 * (HMAC-SHA256 of the token under the app secret), whose id must be the token's user. The account key is that
 * app-scoped user id.
 *
 * Settings: FACEBOOK_APP_ID, FACEBOOK_APP_SECRET (a secret), FACEBOOK_GRAPH_BASE (default
 * https://graph.facebook.com; the tests point it at providers/fakes/facebookGraph.ts), FACEBOOK_GRAPH_VERSION
 * (default v25.0: pinned, never an unversioned path), FACEBOOK_REDIRECT_URI (the web app's return page, which
 * gives the web app its Facebook button) and FACEBOOK_DIALOG_BASE (default https://www.facebook.com).
 *
 * The web flow: `authorize()` gives the login dialog's address and a random `state`; the app keeps the state,
 * and on its return page accepts the fragment's `access_token` only with that same state (a link carrying someone
 * else's token cannot sign a person in to another account), then posts the token here like the SDK would.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { IdentityError, type IdentityProvider } from '../index'

export interface FacebookConfig {
  appId: string
  appSecret: string
  graphBase: string
  version: string
  timeoutMs: number
  /**
   * The web app's sign-in: Facebook's login dialog (`<dialogBase>/<version>/dialog/oauth`, response_type=token)
   * sends the browser back to this address (registered as a Valid OAuth Redirect URI) with the user token in the
   * fragment; without it the web app has no Facebook button (the native SDK flows still post their token).
   */
  redirectUri?: string
  /** Default https://www.facebook.com. */
  dialogBase?: string
}

/** The adapter's settings from the environment; throws naming what is missing. */
export function facebookConfigOf(env: NodeJS.ProcessEnv): FacebookConfig {
  const appId = env.FACEBOOK_APP_ID?.trim()
  const appSecret = env.FACEBOOK_APP_SECRET?.trim()
  const version = env.FACEBOOK_GRAPH_VERSION?.trim() || 'v25.0'
  const problems: string[] = []
  if (!appId || !/^\d+$/.test(appId)) problems.push('FACEBOOK_APP_ID is not set (the app id, digits)')
  if (!appSecret) problems.push('FACEBOOK_APP_SECRET is not set')
  if (!/^v\d+\.\d+$/.test(version)) problems.push('FACEBOOK_GRAPH_VERSION is not a version like v25.0')
  if (problems.length) throw new Error(problems.join('; '))
  return {
    appId: appId!,
    appSecret: appSecret!,
    graphBase: (env.FACEBOOK_GRAPH_BASE?.trim() || 'https://graph.facebook.com').replace(/\/+$/, ''),
    version,
    timeoutMs: 8000,
    ...(env.FACEBOOK_REDIRECT_URI?.trim() ? { redirectUri: env.FACEBOOK_REDIRECT_URI.trim() } : {}),
    dialogBase: (env.FACEBOOK_DIALOG_BASE?.trim() || 'https://www.facebook.com').replace(/\/+$/, '')
  }
}

interface GraphAnswer {
  error?: { code?: number; message?: string }
  data?: { app_id?: string; type?: string; is_valid?: boolean; user_id?: string; expires_at?: number }
  id?: string
  name?: string
}

export function facebookLogin(
  cfg: FacebookConfig,
  deps: { fetch?: typeof fetch; now?: () => number } = {}
): IdentityProvider {
  const fetchImpl = deps.fetch ?? fetch
  const now = deps.now ?? Date.now

  async function get(path: string, query: Record<string, string>): Promise<GraphAnswer> {
    let res: Response
    try {
      res = await fetchImpl(`${cfg.graphBase}/${cfg.version}${path}?${new URLSearchParams(query).toString()}`, {
        signal: AbortSignal.timeout(cfg.timeoutMs)
      })
    } catch (err) {
      // never the URL: it carries the tokens and the app secret
      throw new IdentityError('unavailable', `Facebook ${path}: ${(err as Error).name} ${(err as Error).message}`)
    }
    const body = (await res.json().catch(() => null)) as GraphAnswer | null
    if (!body) throw new IdentityError('unavailable', `Facebook ${path}: HTTP ${res.status}, not JSON`)
    if (body.error) {
      const code = Number(body.error.code)
      // 190: the user's token is invalid or expired; the app token's own problems are ours (unavailable)
      const reason = code === 190 && path === '/me' ? 'code' : 'unavailable'
      throw new IdentityError(reason, `Facebook ${path}: error ${code}`)
    }
    if (!res.ok) throw new IdentityError('unavailable', `Facebook ${path}: HTTP ${res.status}`)
    return body
  }

  return {
    ...(cfg.redirectUri
      ? {
          authorize() {
            const state = randomBytes(16).toString('base64url')
            const q = new URLSearchParams({
              client_id: cfg.appId,
              redirect_uri: cfg.redirectUri!,
              state,
              response_type: 'token',
              scope: 'public_profile'
            })
            const base = cfg.dialogBase ?? 'https://www.facebook.com'
            return { url: `${base}/${cfg.version}/dialog/oauth?${q.toString()}`, state }
          }
        }
      : {}),
    async exchange(userToken) {
      const debug = await get('/debug_token', {
        input_token: userToken,
        access_token: `${cfg.appId}|${cfg.appSecret}`
      })
      const d = debug.data
      const expired = !!d?.expires_at && d.expires_at * 1000 <= now()
      if (!d || d.is_valid !== true || d.app_id !== cfg.appId || d.type !== 'USER' || expired || !d.user_id)
        throw new IdentityError('code', 'Facebook debug_token: not a valid user token of this app')
      const proof = createHmac('sha256', cfg.appSecret).update(userToken).digest('hex')
      const me = await get('/me', { fields: 'id,name', access_token: userToken, appsecret_proof: proof })
      if (me.id !== d.user_id) throw new IdentityError('code', 'Facebook /me: another user than the token')
      return {
        id: d.user_id.slice(0, 64),
        ...(typeof me.name === 'string' && me.name ? { nickname: me.name.slice(0, 32) } : {})
      }
    }
  }
}
