/**
 * Token authentication. The token travels in `x-token` (or `token`, which older app code sends); it is looked
 * up lazily, once per request, only by routes that care.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pathOf } from '@app/protocol/signature'
import type { UserRow } from '../db/repos/users'
import { Errors } from '../errors'
import { langOf } from '../i18n'
import { isSignedPath } from './signature'

export function tokenOf(req: FastifyRequest): string {
  const v = req.headers['x-token'] ?? req.headers.token
  return typeof v === 'string' && /^[0-9a-f]{64}$/.test(v) ? v : ''
}

/** The logged-in user, or null for visitors (spec §6: logged in = holds a valid token). */
export async function currentUser(req: FastifyRequest): Promise<UserRow | null> {
  if (req.sessionUser !== undefined) return req.sessionUser
  const token = tokenOf(req)
  const { repos, now } = req.server.ctx
  req.sessionUser = token ? ((await repos.tokens.resolve(token, now())) ?? null) : null
  return req.sessionUser
}

/** The logged-in user, or a 401 with code 1100 (the app opens the login panel). */
export async function requireUser(req: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(req)
  if (!user) throw Errors.notLoggedIn()
  return user
}

export function isVip(user: UserRow | null, now: number): boolean {
  return !!user?.vipExpireAt && user.vipExpireAt.getTime() > now
}

export function annualCardLevel(user: UserRow | null, now: number): number {
  return user?.annualCardExpireAt && user.annualCardExpireAt.getTime() > now ? user.annualCardLevel : 0
}

/**
 * `Cache-Control` of an answer that may depend on the caller: no cache, shared or the browser's, may keep it.
 * Profile, bindings, coupons, gold, a login's token... every API answer is one, unless the route says otherwise
 * (it set its own Cache-Control) or it is a catalogue answer (`config: CATALOGUE`, the same for everyone) given
 * without looking anyone up. Files keep their own policy; any other answer to a request with a token is private.
 */
export const PRIVATE_ANSWER = 'private, no-store'

function answersForCaller(req: FastifyRequest): boolean {
  if (req.routeOptions.config?.catalogue === true && !req.sessionUser) return false
  const route = req.routeOptions.url
  return isSignedPath(pathOf(req.url)) || (!!route && isSignedPath(route)) || !!req.sessionUser || !!tokenOf(req)
}

export function registerRequestState(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh-Hant')
  app.decorateRequest('sessionUser', undefined)
  app.addHook('onRequest', async (req) => {
    req.lang = langOf(req.headers['x-lang'])
    req.sessionUser = undefined
  })
  app.addHook('onSend', async (req, reply, payload) => {
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control') && answersForCaller(req))
      reply.header('cache-control', PRIVATE_ANSWER)
    return payload
  })
}
