/** The search domain as one plugin: catalogue search, hot searches and suggestions. */
import type { FastifyInstance } from 'fastify'
import catalogueSearchRoutes from './search'

export default async function searchRoutes(app: FastifyInstance) {
  await app.register(catalogueSearchRoutes)
}
