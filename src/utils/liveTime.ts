/**
 * Live time words (spec §9): "today", "tomorrow", "the day after" for a live start time, else the date.
 * Returns an i18n key or null; dates are compared in the device's local calendar.
 */
export function liveDayWordKey(
  start: Date,
  now: Date = new Date()
): 'common.today' | 'common.tomorrow' | 'common.dayAfterTomorrow' | null {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86400000
  const diff = day(start) - day(now)
  if (diff === 0) return 'common.today'
  if (diff === 1) return 'common.tomorrow'
  if (diff === 2) return 'common.dayAfterTomorrow'
  return null
}
