/** The system domain as one plugin: health check, dev outbox, settings and FAQs. */
import type { FastifyInstance } from 'fastify'
import healthRoutes from './health'
import settingsRoutes from './settings'
import faqRoutes from './faqs'

export default async function systemRoutes(app: FastifyInstance) {
  await app.register(healthRoutes)
  await app.register(settingsRoutes)
  await app.register(faqRoutes)
}
