/** Membership invitations and gifts as one plugin. */
import type { FastifyInstance } from 'fastify'
import memberInviteRoutes from './memberInvites'
import presentRoutes from './presents'

export default async function giftRoutes(app: FastifyInstance) {
  await app.register(memberInviteRoutes)
  await app.register(presentRoutes)
}
