/**
 * Dev only (registered with the outbox, never in production): ends the life of the codes sent to an address, so
 * a browser test can show what an expired code does without waiting the 10 minutes.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../plugins/errors'

const ExpireBody = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) })

export default async function devCodeRoutes(app: FastifyInstance) {
  if (!app.ctx.outbox) return
  app.post<{ Body: Static<typeof ExpireBody> }>('/dev/codes/expire', { schema: { body: ExpireBody } }, async (req) => {
    const to = req.body.to.trim().toLowerCase()
    const expired = await app.ctx.repos.codes.expireUnused(to, new Date(app.ctx.now() - 1000))
    return ok({ expired })
  })
}
