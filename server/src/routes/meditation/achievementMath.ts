/**
 * Achievement figures from practice activity (play logs and timer sessions). Pure, so the gentle-streak rules
 * are tested on their own.
 *
 * Gentle streaks: a missed day never wipes progress.
 * - `days` (days practised) and `total_minutes` only ever grow;
 * - `streak` counts the practised days of the current run, where a run allows one rest day between practised
 *   days; it is still alive today when the last practice was today, yesterday or the day before;
 * - `best_streak` keeps the longest run ever, so breaking a run never takes a figure away.
 */
import type { AchievementDTO } from '@app/protocol'
import { DEFAULT_ZONE, zonedDayNumber } from '../../lib/zonedDay'

const DAY_MS = 86_400_000
/** Days between practised days that still continue a run: 2 = one rest day allowed. */
export const MAX_GAP_DAYS = 2

/** The day number in the user's zone (Asia/Taipei by default): a day flips at their midnight. */
export function dayNumber(at: Date | number, zone: string = DEFAULT_ZONE): number {
  return zonedDayNumber(zone, typeof at === 'number' ? at : at.getTime())
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** The figures from every activity (the rule itself; the route reads per-day totals: achievementOfDays). */
export function achievementOf(
  activity: { seconds: number; at: Date }[],
  now: number,
  zone: string = DEFAULT_ZONE
): AchievementDTO {
  const perDay = new Map<number, { seconds: number; sessions: number }>()
  for (const a of activity) {
    const d = dayNumber(a.at, zone)
    const t = perDay.get(d) ?? { seconds: 0, sessions: 0 }
    t.seconds += a.seconds
    t.sessions += 1
    perDay.set(d, t)
  }
  return achievementOfDays(
    [...perDay].map(([day, t]) => ({ day, ...t })),
    now,
    zone
  )
}

/**
 * The same figures from per-day totals (`day` in days since 1970-01-01 in `zone`, one entry per practised day, any
 * order): what GET /v3/meditation/insightTimeDetails reads (activity_days, migration 0048), so the cost grows with
 * the days practised, not with the activities.
 */
export function achievementOfDays(
  totals: { day: number; seconds: number; sessions: number }[],
  now: number,
  zone: string = DEFAULT_ZONE
): AchievementDTO {
  const perDay = new Map<number, number>()
  let totalSeconds = 0
  let sessions = 0
  for (const t of totals) {
    totalSeconds += t.seconds
    sessions += t.sessions
    perDay.set(t.day, (perDay.get(t.day) ?? 0) + t.seconds)
  }
  const days = [...perDay.keys()].sort((a, b) => a - b)
  let best = 0
  let run = 0
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] - days[i - 1] <= MAX_GAP_DAYS ? run + 1 : 1
    best = Math.max(best, run)
  }
  const today = dayNumber(now, zone)
  const last = days[days.length - 1]
  const streak = last !== undefined && today - last <= MAX_GAP_DAYS ? run : 0
  const totalMinutes = Math.floor(totalSeconds / 60)
  const week = Array.from({ length: 7 }, (_, i) => {
    const d = today - 6 + i
    return { date: dateOf(d), minutes: Math.round((perDay.get(d) ?? 0) / 60) }
  })
  const milestones: string[] = []
  if (sessions > 0) milestones.push('first')
  if (days.length >= 7) milestones.push('days7')
  if (days.length >= 30) milestones.push('days30')
  if (totalMinutes >= 100) milestones.push('minutes100')
  if (totalMinutes >= 1000) milestones.push('minutes1000')
  return {
    total_minutes: totalMinutes,
    sessions,
    days: days.length,
    streak,
    best_streak: best,
    week,
    milestones
  }
}
