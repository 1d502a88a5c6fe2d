/** The discovery domain as one plugin: the discovery feed and the pages composed on the server. */
import type { FastifyInstance } from 'fastify'
import feedRoutes from './feed'
import systemRoutes from './system'

export default async function discoverRoutes(app: FastifyInstance) {
  await app.register(feedRoutes)
  await app.register(systemRoutes)
}
