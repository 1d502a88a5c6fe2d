/**
 * The enterprise WeChat (WeCom) login that spec §8's 1200 leads to: GET /v3/enterprise/wecom/authorize gives the
 * provider's authorize address, POST /v3/enterprise/wecom/login exchanges the code it returns with. The staff
 * member joins their enterprise's default group. Dev only: the stand-in authorize page and
 * GET /dev/wecom/token, which issues a session for a WeCom member as an enterprise chat would (`wecom_token`).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WecomAuthorizeDTO, WecomLoginDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { defaultNickname } from '../../lib/names'
import { ok } from '../../plugins/errors'
import { devWecom, devWecomCode, type WecomIdentity } from '../../providers/wecom'
import { countAttempt, loginResult } from '../auth/service'
import { ProviderCode, type TypeBoxTypeProvider } from '../schemas'

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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

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

export default async function wecomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // No production WeCom adapter is configured yet: the login answers "not available" there.
  const provider = app.ctx.outbox ? devWecom() : null

  app.get('/v3/enterprise/wecom/authorize', { schema: { querystring: AuthorizeQuery } }, async (req) => {
    if (!provider) throw Errors.business('wecomUnavailable')
    const data: WecomAuthorizeDTO = { url: provider.authorizeUrl(req.query.redirect, req.query.state) }
    return ok(data)
  })

  app.post('/v3/enterprise/wecom/login', { schema: { body: LoginBody } }, async (req) => {
    if (!provider) throw Errors.business('wecomUnavailable')
    await countAttempt(req, `wecom:${req.body.code.slice(0, 32)}`)
    const identity = await provider.exchange(req.body.code)
    if (!identity) throw Errors.business('providerFailed')
    const { enterprise, user, created } = await memberSession(req, identity, 'wecom')
    const data: WecomLoginDTO = { ...(await loginResult(req, user, created)), enterprise: enterprise.slug }
    return ok(data)
  })

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
