/** The partner mall as one plugin: binding the mall account (main API) and the demo mall's own API. */
import type { FastifyInstance } from 'fastify'
import mallBindingRoutes from './binding'
import mallPartnerRoutes from './partner'

export default async function mallRoutes(app: FastifyInstance) {
  await app.register(mallBindingRoutes)
  await app.register(mallPartnerRoutes)
}
