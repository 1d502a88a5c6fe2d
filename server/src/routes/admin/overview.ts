/** GET /admin/api/overview: the numbers on the console's first screen (every role). */
import type { FastifyInstance } from 'fastify'
import { adminOverviewRepo } from '../../db/repos/adminOverview'
import { DEFAULT_ZONE, zonedDayStart } from '../../lib/zonedDay'
import { ALL_ROLES } from '../../services/admin/access'

export default async function adminOverviewRoutes(app: FastifyInstance) {
  const repo = adminOverviewRepo(app.ctx.db)
  app.get('/overview', { config: { adminRoles: ALL_ROLES } }, async () => {
    const t = app.ctx.now()
    // "today" on the overview is the product's home zone's day (Taiwan's)
    const dayStart = new Date(zonedDayStart(DEFAULT_ZONE, t))
    return repo.numbers(dayStart, new Date(t - 15 * 60_000), new Date(t - 86_400_000))
  })
}
