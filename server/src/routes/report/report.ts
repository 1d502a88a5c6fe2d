/**
 * The practice report (GET /v3/meditation/report) and the sessions behind one of its figures
 * (GET /v3/meditation/report/sessions) in the user's zone (users.time_zone, Asia/Taipei when unset): the figures from the practice totals the play-log
 * triggers keep (schema/practice.ts), the sessions from the logs.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { ReportDTO, ReportSessionDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { validZone } from '../../lib/zonedDay'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { paged, type TypeBoxTypeProvider } from '../schemas'
import type { Aggregate, DayTotal } from '../../db/repos/report'
import { STREAK_LOOKBACK_DAYS, dayIndex, dayOf, isDay, periodOf, startOf, streakOfDays, todayOf } from './period'

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
const ReportQuery = Type.Object({
  period: Type.Union([Type.Literal('week'), Type.Literal('month'), Type.Literal('year')], { default: 'week' }),
  date: Type.Optional(Day)
})
const SessionsQuery = Type.Object({
  from: Day,
  to: Day,
  hour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 })
})

const TOP = 5
const minutes = (seconds: number) => Math.round(seconds / 60)

/**
 * The gentle streak on `asOf` from the practised days (ascending, from STREAK_LOOKBACK_DAYS before the period)
 * and those of the period: the run reaching `asOf`, looking back STREAK_LOOKBACK_DAYS before the period's first
 * practised day (before `asOf`'s next day when the period has none).
 */
function streakAsOf(days: DayTotal[], periodDays: DayTotal[], asOf: string): number {
  const end = dayIndex(asOf)
  const first = Math.min(end + 1, ...periodDays.map((d) => d.day))
  const run = days.filter((d) => d.day >= first - STREAK_LOOKBACK_DAYS).map((d) => d.day)
  return streakOfDays(run, end)
}

export default async function reportFigureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const report = repos.report

  app.get('/v3/meditation/report', { schema: { querystring: ReportQuery } }, async (req) => {
    const user = await requireUser(req)
    const today = todayOf(now(), validZone(user.timeZone))
    const date = req.query.date ?? today
    if (!isDay(date)) throw Errors.badRequest()
    const span = periodOf(req.query.period, date > today ? today : date, today)
    const asOf = span.to < today ? span.to : today
    const fromIndex = dayIndex(span.from)
    const figures = await report.figures(user.id, {
      lookFrom: dayOf(fromIndex - STREAK_LOOKBACK_DAYS),
      from: span.from,
      to: span.to,
      months: span.from.endsWith('-01') && dayOf(dayIndex(span.to) + 1).endsWith('-01'),
      top: TOP
    })
    const perDay = figures.days.filter((d) => d.day >= fromIndex)
    const streak = streakAsOf(figures.days, perDay, asOf)
    const { hours, tracks, courses, checkIns } = figures
    let seconds = 0
    let sessions = 0
    const buckets = new Map<string, Aggregate>()
    for (const { day, ...a } of perDay) {
      seconds += a.seconds
      sessions += a.sessions
      const key = span.unit === 'day' ? dayOf(day) : dayOf(day).slice(0, 7)
      const b = buckets.get(key) ?? { seconds: 0, sessions: 0 }
      buckets.set(key, { seconds: b.seconds + a.seconds, sessions: b.sessions + a.sessions })
    }
    const data: ReportDTO = {
      period: req.query.period,
      from: span.from,
      to: span.to,
      prev: span.prev,
      next: span.next,
      minutes: minutes(seconds),
      sessions,
      days: perDay.length,
      streak,
      buckets: span.bars.map((bar) => {
        const b = buckets.get(bar.key)
        return { ...bar, minutes: minutes(b?.seconds ?? 0), sessions: b?.sessions ?? 0 }
      }),
      hours: Array.from({ length: 24 }, (_, hour) => {
        const h = hours.get(hour)
        return { hour, minutes: minutes(h?.seconds ?? 0), sessions: h?.sessions ?? 0 }
      }),
      top_tracks: tracks.map((x) => ({
        sku: x.sku,
        resource_id: x.resourceId,
        title: pick(req.lang, x.titleZh, x.titleEn),
        goods_title: pick(req.lang, x.goodsZh, x.goodsEn),
        minutes: minutes(x.seconds),
        sessions: x.sessions
      })),
      top_courses: courses.map((x) => ({
        sku: x.sku,
        title: pick(req.lang, x.titleZh, x.titleEn),
        minutes: minutes(x.seconds),
        sessions: x.sessions
      })),
      check_ins: checkIns.map((c) => ({ day: c.day, mood: c.mood, sleep: c.sleep, stress: c.stress, note: c.note }))
    }
    return ok(data)
  })

  app.get('/v3/meditation/report/sessions', { schema: { querystring: SessionsQuery } }, async (req) => {
    const user = await requireUser(req)
    const { from, to, hour, page, size } = req.query
    if (!isDay(from) || !isDay(to) || to < from || dayIndex(to) - dayIndex(from) > 366) throw Errors.badRequest()
    const zone = validZone(user.timeZone)
    const range = { from: startOf(from, zone), to: startOf(dayOf(dayIndex(to) + 1), zone) }
    const days = { fromDay: from, toDay: to }
    const { rows, total } = await report.sessions(user.id, zone, days, range, hour ?? null, (page - 1) * size, size)
    const list = rows.map((r): ReportSessionDTO => ({
      kind: r.kind,
      id: r.id,
      sku: r.sku,
      title: pick(req.lang, r.titleZh, r.titleEn),
      subtitle: pick(req.lang, r.subtitleZh, r.subtitleEn),
      seconds: r.seconds,
      created_at: r.createdAt.toISOString()
    }))
    return ok(paged(list, page, size, total))
  })
}
