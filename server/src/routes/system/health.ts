/** Unsigned system routes: health check and the dev-only code outbox. */
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '../schemas'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../plugins/errors'

const OutboxQuery = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) })

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
}
