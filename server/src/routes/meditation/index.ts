/** The meditation domain as one plugin: home, goods and plans, scenes, favorites, history, the timer, track comments. */
import type { FastifyInstance } from 'fastify'
import meditationHomeRoutes from './home'
import meditationGoodsRoutes from './goods'
import sceneRoutes from './scene'
import meditationFavoriteRoutes from './favorites'
import meditationHistoryRoutes from './history'
import meditationTimerRoutes from './timer'
import resourceCommentRoutes from './resourceComments'
import meditationDailyRoutes from './daily'
import checkInPosterRoutes from './checkInPoster'
import goldenSentenceRoutes from './goldenSentence'

export default async function meditationRoutes(app: FastifyInstance) {
  await app.register(meditationHomeRoutes)
  await app.register(meditationGoodsRoutes)
  await app.register(sceneRoutes)
  await app.register(meditationFavoriteRoutes)
  await app.register(meditationHistoryRoutes)
  await app.register(meditationTimerRoutes)
  await app.register(resourceCommentRoutes)
  await app.register(meditationDailyRoutes)
  await app.register(checkInPosterRoutes)
  await app.register(goldenSentenceRoutes)
}
