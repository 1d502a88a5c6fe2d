/** The invitation domain as one plugin: accepting an invitation, records, the rank list, the learning-gold ledger and exchanges. */
import type { FastifyInstance } from 'fastify'
import goldRoutes from './gold'
import invitationRoutes from './invitations'

export { INVITE_REWARDS_PER_DAY, maskName, SIGNUP_WINDOW_HOURS } from './invitations'

export default async function inviteRoutes(app: FastifyInstance) {
  await app.register(invitationRoutes)
  await app.register(goldRoutes)
}
