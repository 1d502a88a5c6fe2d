/** GET /admin/api/overview: the numbers on the console's first screen (every role). */
import type { FastifyInstance } from 'fastify'
import { adminOverviewRepo } from '../../db/repos/adminOverview'
import { zonedDayNumber, zonedMidnight } from '../../lib/zonedDay'
import { ALL_ROLES } from '../../services/admin/access'

/** The product's home time zone: "today" on the overview is Taiwan's day. */
const ZONE = 'Asia/Taipei'

export default async function adminOverviewRoutes(app: FastifyInstance) {
  const repo = adminOverviewRepo(app.ctx.db)
  app.get('/overview', { config: { adminRoles: ALL_ROLES } }, async () => {
    const t = app.ctx.now()
    const dayStart = new Date(zonedMidnight(ZONE, zonedDayNumber(ZONE, t)))
    return repo.numbers(dayStart, new Date(t - 15 * 60_000), new Date(t - 86_400_000))
  })
}
