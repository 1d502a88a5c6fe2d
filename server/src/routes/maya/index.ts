/** The 13-moon calendar domain as one plugin: saved kins and articles. */
import type { FastifyInstance } from 'fastify'
import mayaKinRoutes from './kins'
import mayaArticleRoutes from './articles'

export default async function mayaRoutes(app: FastifyInstance) {
  await app.register(mayaKinRoutes)
  await app.register(mayaArticleRoutes)
}
