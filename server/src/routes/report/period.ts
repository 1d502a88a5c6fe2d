/**
 * The calendar of the practice report: which days a week, month or year covers in the user's zone, its bars,
 * and the gentle streak. Pure, so the calendar rules are tested on their own.
 */
import type { ReportPeriod } from '@app/protocol'
import { zonedDay, zonedMidnight } from '../../lib/zonedDay'
import { MAX_GAP_DAYS } from '../meditation/achievementMath'

const DAY_MS = 86_400_000

/** YYYY-MM-DD → days since 1970-01-01 (a calendar day number, no zone). */
export const dayIndex = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
/** Days since 1970-01-01 → YYYY-MM-DD. */
export const dayOf = (index: number): string => new Date(index * DAY_MS).toISOString().slice(0, 10)
/** The first instant of a day in `zone`. */
export const startOf = (day: string, zone: string): Date => new Date(zonedMidnight(zone, dayIndex(day)))

export interface PeriodSpan {
  from: string
  to: string
  prev: string
  next: string | null
  /** Bars: each day (week, month) or each month (year, key YYYY-MM) with the days it covers. */
  bars: { key: string; from: string; to: string }[]
  unit: 'day' | 'month'
}

const lastDayOfMonth = (y: number, m: number) => dayOf(dayIndex(`${monthKey(y, m + 1)}-01`) - 1)
function monthKey(y: number, m: number): string {
  // m is 1-based and may overflow into the next year
  const yy = y + Math.floor((m - 1) / 12)
  const mm = ((m - 1) % 12) + 1
  return `${yy}-${String(mm).padStart(2, '0')}`
}

/** The period of `kind` holding `day` (weeks run Monday to Sunday); `today` caps `next`. */
export function periodOf(kind: ReportPeriod, day: string, today: string): PeriodSpan {
  const i = dayIndex(day)
  const [y, m] = day.split('-').map(Number)
  let from: string
  let to: string
  let bars: PeriodSpan['bars']
  let unit: PeriodSpan['unit'] = 'day'
  if (kind === 'week') {
    const weekday = (new Date(i * DAY_MS).getUTCDay() + 6) % 7 // Monday 0
    from = dayOf(i - weekday)
    to = dayOf(i - weekday + 6)
  } else if (kind === 'month') {
    from = `${monthKey(y, m)}-01`
    to = lastDayOfMonth(y, m)
  } else {
    from = `${y}-01-01`
    to = `${y}-12-31`
    unit = 'month'
  }
  if (unit === 'day') {
    bars = []
    for (let d = dayIndex(from); d <= dayIndex(to); d++) bars.push({ key: dayOf(d), from: dayOf(d), to: dayOf(d) })
  } else {
    bars = Array.from({ length: 12 }, (_, k) => ({
      key: monthKey(y, k + 1),
      from: `${monthKey(y, k + 1)}-01`,
      to: lastDayOfMonth(y, k + 1)
    }))
  }
  const prev = dayOf(dayIndex(from) - 1)
  const after = dayOf(dayIndex(to) + 1)
  return { from, to, prev, next: after <= today ? after : null, bars, unit }
}

/** Today in `zone`. */
export const todayOf = (now: number, zone: string): string => zonedDay(zone, now)

/**
 * The gentle streak on `asOf`: the practised days of the run that reaches it, where a run allows one rest day
 * between practised days and is still alive when its last day is at most MAX_GAP_DAYS before `asOf`.
 */
export function streakOn(days: string[], asOf: string): number {
  return streakOfDays(days.map(dayIndex), dayIndex(asOf))
}

/** {@link streakOn} on day numbers (ascending) and the day number of `asOf`. */
export function streakOfDays(days: number[], asOf: number): number {
  const idx = days.filter((d) => d <= asOf)
  if (!idx.length || asOf - idx[idx.length - 1] > MAX_GAP_DAYS) return 0
  let run = 1
  for (let k = idx.length - 1; k > 0 && idx[k] - idx[k - 1] <= MAX_GAP_DAYS; k--) run++
  return run
}

/** How far back the streak looks before a period's end. */
export const STREAK_LOOKBACK_DAYS = 400

export const isDay = (s: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(s) && dayOf(dayIndex(s)) === s
