/**
 * What is new on the meditation side (spec §7 Meditation): GET /v3/meditation/dailyUpdate lists the tracks
 * published on the users' today (migration 0043's published_at; a scheduled track appears at its time), and
 * GET /v3/meditation/dayRecommend/get the daily picks of the last `days` days, today first (the pick of a day is
 * the same as GET /v3/meditation/dayRecommend?date= answers: home.ts dayRecommendOn; a day with no pick is left out). "Today" is the user's: in the
 * device's zone the app sends (`tz`), else the account's (users.time_zone), else Asia/Taipei — a listener in Los
 * Angeles sees the new day's pick at their own midnight, not at Taipei's.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { DailyUpdateDTO, DayRecommendDTO } from '@app/protocol'
import { dailyUpdatesRepo } from '../../db/repos/dailyUpdates'
import { pick } from '../../i18n'
import { requestZone, zonedDay, zonedDayStart } from '../../lib/zonedDay'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { memberMedia, resourceDTO } from '../dto'
import { TzString, type TypeBoxTypeProvider } from '../schemas'
import { dayRecommendOn } from './home'

const DAY_MS = 86_400_000
/** A day's updates shown at most (the home strip scrolls sideways). */
export const DAILY_UPDATE_MAX = 20
const RecentQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 14, default: 7 }),
  tz: Type.Optional(TzString)
})
const UpdateQuery = Type.Object({ tz: Type.Optional(TzString) })

export default async function meditationDailyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const updates = dailyUpdatesRepo(app.ctx.db)

  app.get('/v3/meditation/dailyUpdate', { schema: { querystring: UpdateQuery } }, async (req) => {
    const at = now()
    const user = await currentUser(req)
    const zone = requestZone(req.query.tz, user)
    const date = zonedDay(zone, at)
    const start = new Date(zonedDayStart(zone, at))
    const rows = await updates.publishedBetween(start, new Date(at), DAILY_UPDATE_MAX)
    const member = memberMedia(app.ctx, user)
    const data: DailyUpdateDTO = {
      date,
      list: rows.map(({ r, g }) => ({
        sku: g.sku,
        goods_title: pick(req.lang, g.titleZh, g.titleEn),
        cover: g.cover,
        published_at: r.publishedAt!.toISOString(),
        resource: resourceDTO(r, req.lang, member)
      }))
    }
    return ok(data)
  })

  app.get('/v3/meditation/dayRecommend/get', { schema: { querystring: RecentQuery } }, async (req) => {
    const recs = await repos.meditation.dayRecommends()
    const user = await currentUser(req)
    const member = memberMedia(app.ctx, user)
    const today = Date.parse(`${zonedDay(requestZone(req.query.tz, user), now())}T00:00:00Z`)
    const list: DayRecommendDTO[] = Array.from({ length: req.query.days }, (_, i) =>
      dayRecommendOn(recs, new Date(today - i * DAY_MS).toISOString().slice(0, 10), req.lang, member)
    ).filter((d): d is DayRecommendDTO => d !== null)
    return ok({ list })
  })
}
