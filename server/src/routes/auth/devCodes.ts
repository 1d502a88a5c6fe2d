/**
 * Dev only (registered with the outbox, never in production): ends the life of the codes sent to an address, so
 * a browser test can show what an expired code does without waiting the 10 minutes.
 */
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '../schemas'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../plugins/errors'

const ExpireBody = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) })

export default async function devCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  if (!app.ctx.outbox) return
  app.post('/dev/codes/expire', { schema: { body: ExpireBody } }, async (req) => {
    const to = req.body.to.trim().toLowerCase()
    const expired = await app.ctx.repos.codes.expireUnused(to, new Date(app.ctx.now() - 1000))
    return ok({ expired })
  })
}
