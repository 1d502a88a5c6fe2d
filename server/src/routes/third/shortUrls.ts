/**
 * Short links for sharing a campaign: POST /short/url/add (spec §7) gives a code for an in-app path, the same
 * code for the same path; GET /s/{code} redirects there. Only paths of the app are accepted (no open
 * redirect): a campaign page with its query, e.g. `/third/pages/five?channel_tag=wx_share`.
 */
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { ShortUrlDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'

const AppPath = Type.String({ pattern: '^/third/pages/[A-Za-z_]{1,32}(\\?[A-Za-z0-9_.:=&%-]{0,400})?$' })
const Code = Type.String({ pattern: '^[A-Za-z0-9]{8}$' })

export default async function shortUrlRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, limiter, limits } = app.ctx

  app.post('/short/url/add', { schema: { body: Type.Object({ url: AppPath }) } }, async (req) => {
    await limiter.consume(`short:ip:${req.ip}`, limits.shortUrlPerIp)
    const user = await currentUser(req)
    const fresh = randomBytes(6)
      .toString('base64')
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 8)
    const code = await repos.third.shortUrl(req.body.url, fresh, user?.id ?? null)
    const data: ShortUrlDTO = { code, short_url: `/s/${code}`, url: req.body.url }
    return ok(data)
  })

  app.get('/s/:code', { schema: { params: Type.Object({ code: Code }) } }, async (req, reply) => {
    const url = await repos.third.resolveShortUrl(req.params.code)
    if (!url) throw Errors.notFound()
    return reply.redirect(url, 302)
  })
}
