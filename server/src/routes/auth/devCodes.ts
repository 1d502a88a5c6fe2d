/**
 * Dev only (registered with the outbox, never in production): ends the life of the codes sent to an address, so
 * a browser test can show what an expired code does without waiting the 10 minutes.
 */
import { Type, type Static } from '@sinclair/typebox'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { verifyCodes } from '../../db/schema'
import { ok } from '../../plugins/errors'

const ExpireBody = Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) })

export default async function devCodeRoutes(app: FastifyInstance) {
  if (!app.ctx.outbox) return
  app.post<{ Body: Static<typeof ExpireBody> }>('/dev/codes/expire', { schema: { body: ExpireBody } }, async (req) => {
    const to = req.body.to.trim().toLowerCase()
    const rows = await app.ctx.db
      .update(verifyCodes)
      .set({ expiresAt: new Date(app.ctx.now() - 1000) })
      .where(and(eq(verifyCodes.target, to), isNull(verifyCodes.consumedAt)))
      .returning({ id: verifyCodes.id })
    return ok({ expired: rows.length })
  })
}
