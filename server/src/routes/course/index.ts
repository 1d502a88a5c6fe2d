/** The course domain as one plugin: course home and navs, detail and play, comments, favourites and watch history, short videos, live, camps and tickets (sign-up, the user's tickets, camp days). */
import type { FastifyInstance } from 'fastify'
import courseHomeRoutes from './home'
import courseNavInfoRoutes from './navInfo'
import courseDetailRoutes from './detail'
import courseCommentRoutes from './comments'
import shortVideoRoutes from './shortVideo'
import liveRoutes from './live'
import courseEventRoutes from './events'
import ticketRoutes from './tickets'
import campDayRoutes from './campDays'
import marketingRoutes from './marketing'
import courseFavoriteRoutes from './favorites'
import courseSkuRoutes from './sku'
import liveListRoutes from './liveList'
import vodCommentRoutes from './vodComments'

export default async function courseRoutes(app: FastifyInstance) {
  await app.register(courseHomeRoutes)
  await app.register(courseNavInfoRoutes)
  await app.register(courseDetailRoutes)
  await app.register(courseCommentRoutes)
  await app.register(shortVideoRoutes)
  await app.register(liveRoutes)
  await app.register(courseEventRoutes)
  await app.register(ticketRoutes)
  await app.register(campDayRoutes)
  await app.register(marketingRoutes)
  await app.register(courseFavoriteRoutes)
  await app.register(courseSkuRoutes)
  await app.register(liveListRoutes)
  await app.register(vodCommentRoutes)
}
