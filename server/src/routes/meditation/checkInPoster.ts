/**
 * GET /v3/meditation/clock/in/poster[?date=] (spec §7 Meditation): the day's practice for the check-in poster, a
 * 375 × 650 image (spec §9's share canvas) that the app draws on the invitation poster's path (draw operations
 * painted on a 2D canvas, then saved as an image). The figures are the practice report's (the same totals, day
 * rule and gentle streak as GET /v3/meditation/report), the quote the day's pick's.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { CheckInPosterDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { validZone } from '../../lib/zonedDay'
import { STREAK_LOOKBACK_DAYS, dayIndex, dayOf, isDay, streakOfDays, todayOf } from '../report/period'
import type { TypeBoxTypeProvider } from '../schemas'
import { dayRecommendOn } from './home'

export const POSTER_SIZE = { width: 375, height: 650 } as const
const PosterQuery = Type.Object({ date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) })

export default async function checkInPosterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/meditation/clock/in/poster', { schema: { querystring: PosterQuery } }, async (req) => {
    const user = await requireUser(req)
    const today = todayOf(now(), validZone(user.timeZone))
    const date = req.query.date ?? today
    // a poster is of a day that has happened, within the streak's look-back
    if (!isDay(date) || date > today || dayIndex(today) - dayIndex(date) > STREAK_LOOKBACK_DAYS)
      throw Errors.badRequest('badField', { field: 'date' })
    const day = dayIndex(date)
    const figures = await repos.report.figures(user.id, {
      lookFrom: dayOf(day - STREAK_LOOKBACK_DAYS),
      from: date,
      to: date,
      months: false,
      top: 1
    })
    const total = figures.days.find((d) => d.day === day)
    const top = figures.tracks[0] ?? null
    const recs = await repos.meditation.dayRecommends()
    const data: CheckInPosterDTO = {
      ...POSTER_SIZE,
      date,
      nickname: user.nickname,
      avatar: user.avatar,
      practised: total ? 1 : 0,
      seconds: total?.seconds ?? 0,
      minutes: Math.round((total?.seconds ?? 0) / 60),
      sessions: total?.sessions ?? 0,
      streak: total
        ? streakOfDays(
            figures.days.map((d) => d.day),
            day
          )
        : 0,
      top_track: top
        ? {
            sku: top.sku,
            title: pick(req.lang, top.titleZh, top.titleEn),
            goods_title: pick(req.lang, top.goodsZh, top.goodsEn)
          }
        : null,
      quote: dayRecommendOn(recs, date, req.lang, null)?.quote ?? ''
    }
    return ok(data)
  })
}
