/** Campaign landing pages (the app's `third` subpackage): page definitions, forms, behaviour log, short links. */
import type { FastifyInstance } from 'fastify'
import campaignPageRoutes from './page'
import campaignFormRoutes from './forms'
import behaviorRoutes from './behaviors'
import shortUrlRoutes from './shortUrls'

export default async function thirdRoutes(app: FastifyInstance) {
  await app.register(campaignPageRoutes)
  await app.register(campaignFormRoutes)
  await app.register(behaviorRoutes)
  await app.register(shortUrlRoutes)
}
