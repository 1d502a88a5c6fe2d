/** Unsigned system routes: health check and the dev-only code outbox. */
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '../schemas'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../plugins/errors'
import { devLoginFakes } from '../../providers/fakes/devLogin'

const OutboxQuery = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) })
const FakeUser = Type.Object({
  provider: Type.Union([Type.Literal('line'), Type.Literal('facebook')]),
  id: Type.String({ pattern: '^[A-Za-z0-9]{1,64}$' }),
  name: Type.String({ minLength: 1, maxLength: 32 })
})

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // Constant JSON: also the baseline of `npm run bench:api`.
  app.get('/health', async () => ok({ status: 'up' }))

  const outbox = app.ctx.outbox
  if (!outbox) return
  /** Dev only (never registered in production): the latest codes sent to an email or `+86 13800000000`. */
  app.get('/dev/outbox', { schema: { querystring: OutboxQuery } }, async (req) =>
    ok(outbox.latest(req.query.to.trim().toLowerCase()))
  )
  /**
   * Dev only: who the LINE / Facebook fakes (LINE_PROVIDER=fake, FACEBOOK_PROVIDER=fake) approve from now on, so a
   * browser test can be a person nobody has signed in as yet. 404 when that fake is not running.
   */
  app.post('/dev/login-fakes/user', { schema: { body: FakeUser } }, async (req, reply) => {
    const fakes = devLoginFakes()
    const { provider, id, name } = req.body
    if (provider === 'line' && fakes.line) fakes.line.user = { sub: id, name }
    else if (provider === 'facebook' && fakes.facebook) fakes.facebook.user = { id, name }
    else return reply.code(404).send({ code: 4040, msg: 'Not found', data: null })
    return ok(null)
  })
}
