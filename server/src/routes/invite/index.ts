/** The invitation domain as one plugin: accepting an invitation, records, the rank list and learning gold. */
import type { FastifyInstance } from 'fastify'
import invitationRoutes from './invitations'

export { INVITE_REWARDS_PER_DAY, maskName, SIGNUP_WINDOW_HOURS } from './invitations'

export default async function inviteRoutes(app: FastifyInstance) {
  await app.register(invitationRoutes)
}
