/** Every course page's routes (detail/play, comments, short videos, live, camps and tickets) as one plugin. */
import type { FastifyInstance } from 'fastify'
import courseCommentRoutes from './comments'
import courseDetailRoutes from './detail'
import courseEventRoutes from './events'
import liveRoutes from './live'
import shortVideoRoutes from './shortVideo'

export default async function coursePageRoutes(app: FastifyInstance) {
  await app.register(courseDetailRoutes)
  await app.register(courseCommentRoutes)
  await app.register(shortVideoRoutes)
  await app.register(liveRoutes)
  await app.register(courseEventRoutes)
}
