/**
 * Labels of the report's calendar days (YYYY-MM-DD, already days of the user's zone: the server groups play
 * logs by the user's day, so no instant is converted here).
 */
import { getLocale, t } from '../../i18n'
import '../../i18n/zh-Hant/report'

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const parts = (day: string) => day.split('-').map(Number)

/** `2026-11-16` → `11/16`, or `16` inside a month's chart. */
export function dayLabel(day: string, withMonth: boolean): string {
  const [, m, d] = parts(day)
  return withMonth ? `${m}/${d}` : String(d)
}

/** `2026-11` → `11月` / `Nov`. */
export function monthLabel(month: string): string {
  const [, m] = parts(month)
  return getLocale() === 'en' ? EN_MONTHS[m - 1] : t('report.monthShort', { m })
}

/** `2026-11-16`, `2026-11-22` → `2026/11/16 – 2026/11/22`. */
export function rangeLabel(from: string, to: string): string {
  return from === to
    ? from.replace(/-/g, '/')
    : t('report.range', { from: from.replace(/-/g, '/'), to: to.replace(/-/g, '/') })
}
