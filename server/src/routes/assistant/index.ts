/** The assistant domain as one plugin. */
import type { FastifyInstance } from 'fastify'
import askRoutes from './ask'

export default async function assistantRoutes(app: FastifyInstance) {
  await app.register(askRoutes)
}
