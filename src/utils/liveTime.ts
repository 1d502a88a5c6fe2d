/**
 * Live time words (spec §9): "today", "tomorrow", "the day after" for a live start time, else the date.
 * Returns an i18n key or null; days are compared in the user's calendar (`./dates`), not the device's.
 */
import { zonedDayNumber } from './dates'

export function liveDayWordKey(
  start: Date,
  now: Date = new Date()
): 'common.today' | 'common.tomorrow' | 'common.dayAfterTomorrow' | null {
  const diff = zonedDayNumber(start) - zonedDayNumber(now)
  if (diff === 0) return 'common.today'
  if (diff === 1) return 'common.tomorrow'
  if (diff === 2) return 'common.dayAfterTomorrow'
  return null
}
