/**
 * The practice report (GET /v3/meditation/report) and the sessions behind one of its figures
 * (GET /v3/meditation/report/sessions), from the server's play logs in the users' zone.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { ReportDTO, ReportSessionDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { paged, type TypeBoxTypeProvider } from '../schemas'
import type { Aggregate } from '../../db/repos/report'
import { MAX_GAP_DAYS } from '../meditation/achievementMath'
import { STREAK_LOOKBACK_DAYS, dayIndex, dayOf, isDay, periodOf, startOf, streakOn, todayOf } from './period'

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

export default async function reportFigureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const report = repos.report

  /**
   * The gentle streak on `asOf`, given the practised day numbers of the period: looks back a month before the
   * period at first, and the whole lookback only when the run reaches the start of that month.
   */
  async function streakAsOf(userId: number, asOf: string, periodDays: number[]): Promise<number> {
    const end = dayIndex(asOf)
    let back = 31
    for (;;) {
      const firstPeriodDay = Math.min(end + 1, ...periodDays)
      const start = firstPeriodDay - back
      const before =
        firstPeriodDay > start
          ? await report.days(userId, { from: startOf(dayOf(start)), to: startOf(dayOf(firstPeriodDay)) })
          : []
      const days = [...before, ...periodDays.filter((d) => d <= end).sort((a, b) => a - b)]
      const run = streakOn(days.map(dayOf), asOf)
      const runStart = days.length ? days[days.length - run] : end
      if (run === 0 || runStart - start > MAX_GAP_DAYS || back >= STREAK_LOOKBACK_DAYS) return run
      back = STREAK_LOOKBACK_DAYS
    }
  }

  app.get('/v3/meditation/report', { schema: { querystring: ReportQuery } }, async (req) => {
    const user = await requireUser(req)
    const today = todayOf(now())
    const date = req.query.date ?? today
    if (!isDay(date)) throw Errors.badRequest()
    const span = periodOf(req.query.period, date > today ? today : date, today)
    const range = { from: startOf(span.from), to: startOf(dayOf(dayIndex(span.to) + 1)) }
    const asOf = span.to < today ? span.to : today
    const [{ days: perDay, hours }, tracks, courses, checkIns] = await Promise.all([
      report.perDayAndHour(user.id, range),
      report.topTracks(user.id, range, TOP),
      report.topCourses(user.id, range, TOP),
      report.checkIns(user.id, span.from, span.to)
    ])
    const streak = await streakAsOf(user.id, asOf, [...perDay.keys()])
    let seconds = 0
    let sessions = 0
    const buckets = new Map<string, Aggregate>()
    for (const [day, a] of perDay) {
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
      days: perDay.size,
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
    const range = { from: startOf(from), to: startOf(dayOf(dayIndex(to) + 1)) }
    const { rows, total } = await report.sessions(user.id, range, hour ?? null, (page - 1) * size, size)
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
