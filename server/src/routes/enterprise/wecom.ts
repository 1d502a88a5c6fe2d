/**
 * The enterprise WeChat (WeCom) login that spec §8's 1200 leads to: GET /v3/enterprise/wecom/authorize gives the
 * provider's authorize address, POST /v3/enterprise/wecom/login exchanges the code it returns with; in the
 * mini-program opened inside WeCom, POST /v3/enterprise/wecom/mplogin exchanges a `wx.qy.login` code. The staff
 * member joins their enterprise's default group. The provider (providers/wecom.ts) is the WECOM_* adapter, else the
 * dev stand-in, else none ("not available"). A bad or used code is 400 with a message, never 5xx; WeCom out of
 * reach is 503 with a message. Dev only: the stand-in authorize page and GET /dev/wecom/token, which issues a
 * session for a WeCom member as an enterprise chat would (`wecom_token`).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WecomAuthorizeDTO, WecomLoginDTO } from '@app/protocol'
import { AppError, Errors } from '../../errors'
import { ErrorCode } from '@app/protocol/errors'
import { defaultNickname } from '../../lib/names'
import { ok } from '../../plugins/errors'
import { devWecomCode, WecomError, type WecomIdentity } from '../../providers/wecom'
import { countAttempt, loginResult } from '../auth/service'
import { ProviderCode, type TypeBoxTypeProvider } from '../schemas'
import { escapeHtml } from '../../lib/html'

/** Only paths of this app: the login never sends anyone to another site. */
const LocalPath = Type.String({ pattern: '^/[A-Za-z0-9/_.?=&%-]*$', maxLength: 512 })
const State = Type.String({ pattern: '^[a-z]{1,16}$' })
const AuthorizeQuery = Type.Object({ redirect: LocalPath, state: State })
const LoginBody = Type.Object({ code: ProviderCode })
const DevIdentity = Type.Object({
  corp: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  user: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' })
})
const DevConfirm = Type.Object({
  corp: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  user: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }),
  redirect_uri: LocalPath,
  state: State
})

/** The WeCom member's user, in their enterprise's default group (unless removed from it). */
async function memberSession(req: FastifyRequest, identity: WecomIdentity, via: 'wecom' | 'token') {
  const { repos } = req.server.ctx
  const enterprise = await repos.enterprise.byCorp(identity.corpId)
  if (!enterprise) throw Errors.business('enterpriseUnknown')
  const { user, created } = await repos.enterprise.wecomUser(
    identity.corpId,
    identity.userId,
    identity.name || defaultNickname(req.lang),
    req.lang
  )
  const group = await repos.enterprise.defaultGroup(enterprise.id)
  if (group && !(await repos.enterprise.isRemoved(user.id, group.id)))
    await repos.enterprise.join(group.id, user.id, via)
  return { enterprise, user, created }
}

/** A WeCom failure as a translated answer: the user's code → 400, WeCom out of reach → 503, never a raw 5xx. */
function wecomFailure(err: unknown): AppError {
  if (!(err instanceof WecomError)) return Errors.business('wecomUnavailable')
  switch (err.reason) {
    case 'code':
      return Errors.business('wecomCodeInvalid')
    case 'notStaff':
      return Errors.business('wecomNotStaff')
    case 'unreachable':
      return new AppError(ErrorCode.BUSINESS, 503, 'wecomUnreachable', {}, { 'retry-after': '30' })
    default:
      return Errors.business('wecomUnavailable')
  }
}

export default async function wecomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const provider = app.ctx.wecom

  app.get('/v3/enterprise/wecom/authorize', { schema: { querystring: AuthorizeQuery } }, async (req) => {
    const url = provider?.authorizeUrl(req.query.redirect, req.query.state)
    if (!url) throw Errors.business('wecomUnavailable')
    const data: WecomAuthorizeDTO = { url }
    return ok(data)
  })

  async function login(req: FastifyRequest, code: string, via: 'oauth' | 'mp') {
    if (!provider) throw Errors.business('wecomUnavailable')
    await countAttempt(req, `wecom:${code.slice(0, 32)}`)
    let identity: WecomIdentity
    try {
      identity = await (via === 'mp' ? provider.exchangeMiniProgram(code) : provider.exchange(code))
    } catch (err) {
      if (!(err instanceof WecomError)) req.log.warn({ err }, 'wecom exchange failed')
      throw wecomFailure(err)
    }
    const { enterprise, user, created } = await memberSession(req, identity, 'wecom')
    const data: WecomLoginDTO = { ...(await loginResult(req, user, created)), enterprise: enterprise.slug }
    return ok(data)
  }

  app.post('/v3/enterprise/wecom/login', { schema: { body: LoginBody } }, (req) => login(req, req.body.code, 'oauth'))
  app.post('/v3/enterprise/wecom/mplogin', { schema: { body: LoginBody } }, (req) => login(req, req.body.code, 'mp'))

  if (!app.ctx.outbox) return

  // The stand-in for WeCom's authorize page: choose the organisation and a staff id, then return with a code.
  const DevAuthorize = Type.Object({ redirect_uri: LocalPath, state: State })
  app.get('/dev/wecom/authorize', { schema: { querystring: DevAuthorize } }, async (req, reply) => {
    const q = req.query
    const opts = (await app.ctx.repos.enterprise.list())
      .filter((e) => e.wecomCorpId)
      .map(
        (e) =>
          `<option value="${escapeHtml(e.wecomCorpId!)}">${escapeHtml(e.nameZh)} / ${escapeHtml(e.nameEn)}</option>`
      )
      .join('')
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>WeCom (development)</title>
<style>body{font:16px system-ui,sans-serif;margin:24px;color:#222}label{display:block;margin:12px 0 4px}select,input,button{font:inherit;padding:8px;width:100%;box-sizing:border-box}button{margin-top:16px;background:#1a5c3a;color:#fff;border:0;border-radius:6px}</style></head>
<body><main><h1>WeCom sign-in (development stand-in)</h1><p>Choose the organisation and the staff id WeCom would report.</p>
<form method="get" action="/dev/wecom/authorize/confirm"><input type="hidden" name="redirect_uri" value="${escapeHtml(q.redirect_uri)}"><input type="hidden" name="state" value="${escapeHtml(q.state)}">
<label for="corp">Organisation</label><select id="corp" name="corp">${opts}</select>
<label for="user">Staff id</label><input id="user" name="user" value="staff-001" pattern="[A-Za-z0-9_.-]{1,64}" required>
<button type="submit">Sign in</button></form></main></body></html>`
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(html)
  })

  app.get('/dev/wecom/authorize/confirm', { schema: { querystring: DevConfirm } }, async (req, reply) => {
    const { corp, user, redirect_uri, state } = req.query
    const code = devWecomCode({ corpId: corp, userId: user, name: user })
    const sep = redirect_uri.includes('?') ? '&' : '?'
    return reply.redirect(`${redirect_uri}${sep}${new URLSearchParams({ code, state }).toString()}`, 302)
  })

  // What an enterprise chat's link carries (`?wecom_token=`): a session of that WeCom member.
  app.get('/dev/wecom/token', { schema: { querystring: DevIdentity } }, async (req) => {
    const { user, enterprise } = await memberSession(req, { corpId: req.query.corp, userId: req.query.user }, 'token')
    const { token } = await loginResult(req, user, false)
    return ok({ token, enterprise: enterprise.slug, user_id: user.id })
  })
}
