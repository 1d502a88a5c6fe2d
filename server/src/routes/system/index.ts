/** The system domain as one plugin: liveness (/health), readiness (/ready), dev outbox, settings and FAQs. */
import type { FastifyInstance } from 'fastify'
import healthRoutes from './health'
import readyRoutes from './ready'
import settingsRoutes from './settings'
import faqRoutes from './faqs'
import appLinksRoutes from './appLinks'

export default async function systemRoutes(app: FastifyInstance) {
  await app.register(healthRoutes)
  await app.register(readyRoutes)
  await app.register(settingsRoutes)
  await app.register(faqRoutes)
  await app.register(appLinksRoutes)
}
