/** The seeded `s_key`/`s_val` settings of the meditation and course screens (catalogue data, cached). */
import type { FastifyInstance } from 'fastify'
import { CATALOGUE, sendCatalogue } from '../catalogueResponse'

export default async function settingsRoutes(app: FastifyInstance) {
  const { repos } = app.ctx
  app.get('/v3/meditation/settings', { config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'settings.meditation', () => repos.shared.settings('meditation'))
  )
  app.get('/v3/get/course/settings', { config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'settings.course', () => repos.shared.settings('course'))
  )
}
