/**
 * The behaviour log (spec §7 Other): POST /v3/user/behaviors/add (an event of a visit, with the landing URL's
 * channel parameters) and /v3/user/behaviors/time/add (time spent on the page so far). A marketing visit is
 * stored once per visit id however often the page reports it; logged-out visitors are logged too.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../errors'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Attribution, type TypeBoxTypeProvider } from '../schemas'

const VisitId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })

const BehaviorBody = Type.Object({
  ...Attribution,
  visit_id: VisitId,
  event: Type.Union([Type.Literal('visit'), Type.Literal('buy_click'), Type.Literal('share')]),
  page: Type.String({ pattern: '^/[A-Za-z0-9_/-]{1,120}$' })
})
const TimeBody = Type.Object({ visit_id: VisitId, seconds: Type.Integer({ minimum: 0, maximum: 86_400 }) })

export default async function behaviorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now, limiter, limits } = app.ctx

  /** Past the per-IP ceiling events are dropped quietly (`stored: false`): a log must never break a page. */
  async function withinLimit(ip: string): Promise<boolean> {
    try {
      await limiter.consume(`behavior:ip:${ip}`, limits.behaviorPerIp)
      return true
    } catch (err) {
      if (err instanceof AppError && err.status === 429) return false
      throw err
    }
  }

  app.post('/v3/user/behaviors/add', { schema: { body: BehaviorBody } }, async (req) => {
    const b = req.body
    if (!(await withinLimit(req.ip))) return ok({ stored: false })
    const user = await currentUser(req)
    const stored = await repos.third.logBehavior({
      visitId: b.visit_id,
      event: b.event,
      page: b.page,
      campaign: b.campaign ?? null,
      userId: user?.id ?? null,
      channelTag: b.channel_tag ?? null,
      pullChannelId: b.pull_channel_id ?? null,
      channel: b.channel ?? null
    })
    return ok({ stored })
  })

  app.post('/v3/user/behaviors/time/add', { schema: { body: TimeBody } }, async (req) => {
    if (!(await withinLimit(req.ip))) return ok({ stored: false })
    const stored = await repos.third.addVisitTime(req.body.visit_id, req.body.seconds, new Date(now()))
    return ok({ stored })
  })
}
