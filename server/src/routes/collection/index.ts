/** The collection domain as one plugin: curated collections and their favourites. */
import type { FastifyInstance } from 'fastify'
import collectionDetailRoutes from './collections'

export default async function collectionRoutes(app: FastifyInstance) {
  await app.register(collectionDetailRoutes)
}
