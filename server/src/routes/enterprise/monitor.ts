/**
 * What the monitor pages (/live/pages/monitor, /blwlive/pages/monitor, /oversea/pages/blwlive/monitor) show before
 * the room: the live by id or sku, its state from its times, and whether the viewer may enter. A live of an
 * enterprise answers 1200 (spec §8) to visitors and to users outside the enterprise.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { LiveMonitorDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { liveStatusAt } from '../../lib/liveStatus'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { accessFor } from '../course/access'
import { Sku, type TypeBoxTypeProvider } from '../schemas'
import { brandDTO } from './dto'

const MonitorQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  sku: Type.Optional(Sku)
})

export default async function monitorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/enterprise/live/monitor', { schema: { querystring: MonitorQuery } }, async (req) => {
    const key = req.query.id ?? req.query.sku
    if (key === undefined) throw Errors.badRequest('missingField', { field: 'id' })
    const c = await repos.course.course(key)
    if (!c || c.type !== 0 || !(c.subType === 2 || c.subType === 14 || c.liveStatus > 0)) throw Errors.notFound()
    const enterprise = await repos.enterprise.enterpriseOfLive(c.id)
    const user = await currentUser(req)
    const member = !!user && !!enterprise && (await repos.enterprise.isMember(user.id, enterprise.id))
    if (enterprise && !member) throw Errors.enterpriseLogin()
    const status = liveStatusAt(c, now())
    const open = status === 2 || status === 3
    const canLearn = enterprise ? member : !!user && (await accessFor(req, repos.course, c)).access.can_learn
    const data: LiveMonitorDTO = {
      id: c.id,
      sku: c.sku,
      title: pick(req.lang, c.titleZh, c.titleEn),
      teacher: pick(req.lang, c.teacherZh, c.teacherEn),
      cover: c.cover,
      status,
      start_at: c.liveStartAt?.toISOString() ?? null,
      end_at: c.liveEndAt?.toISOString() ?? null,
      enterprise: enterprise ? brandDTO(enterprise, req.lang) : null,
      logged_in: !!user,
      member,
      booked: user ? await repos.bookings.isBooked(user.id, c.id) : false,
      can_enter: !!user && open && canLearn
    }
    return ok(data)
  })
}
