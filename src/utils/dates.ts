/**
 * The one way dates and times are shown to users: in the user's time zone (the device's, set at launch and kept
 * on the account; Asia/Taipei until then), so that every screen — and the server's report — names the same day
 * for the same instant. The zone rules themselves are ../protocol/timeZone, shared with the server.
 * The server sends instants (ISO strings with a zone); only these helpers turn them into calendar dates.
 */

import { DEFAULT_TIME_ZONE, deviceTimeZone, timeZoneName, wallClock, zoneOr } from '../protocol/timeZone'

export { DEFAULT_TIME_ZONE }

let userTimeZone = DEFAULT_TIME_ZONE

/** The zone dates are shown in. */
export const getUserTimeZone = (): string => userTimeZone

/** Sets the zone dates are shown in (an IANA name such as `Asia/Taipei`; an unknown one is Asia/Taipei). */
export function setUserTimeZone(zone: string): void {
  userTimeZone = zoneOr(zone)
}

/**
 * At launch: the user's zone is the device's (issue 32 item 12; protocol/timeZone), which the account then keeps
 * (UserStore.keepTimeZone) so the server counts the same days. Not at import, so tests stay in Asia/Taipei.
 */
export function applyDeviceTimeZone(): string {
  setUserTimeZone(deviceTimeZone())
  return userTimeZone
}

/** The user's zone's name in `locale` ("台北標準時間", "Pacific Time") at `at` (now by default). */
export function userTimeZoneName(locale: string, at?: Instant | null): string {
  const ms = at === null || at === undefined || at === '' ? NaN : new Date(at).getTime()
  return timeZoneName(userTimeZone, locale, Number.isNaN(ms) ? Date.now() : ms)
}

/** A calendar date and wall-clock time in one zone. */
export interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

export type Instant = Date | string | number

/** The date and time of an instant in a zone (the user's by default); null for a missing or invalid instant. */
export function zonedParts(instant: Instant | null | undefined, zone: string = userTimeZone): ZonedParts | null {
  if (instant === null || instant === undefined || instant === '') return null
  const d = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(d.getTime())) return null
  const { year, month, day, hour, minute } = wallClock(zone, d.getTime())
  return { year, month, day, hour, minute }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `2026-12-22T16:30:00Z` → `2026-12-23` (Asia/Taipei); `sep` `/` gives `2026/12/23`. '' when there is no date. */
export function formatDate(instant: Instant | null | undefined, sep: '-' | '/' = '-'): string {
  const p = zonedParts(instant)
  return p ? [p.year, pad(p.month), pad(p.day)].join(sep) : ''
}

/** `2026-11-25T12:00:00Z` → `20:00` (Asia/Taipei). '' when there is no time. */
export function formatTime(instant: Instant | null | undefined): string {
  const p = zonedParts(instant)
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : ''
}

/** `YYYY-MM-DD HH:mm` in the user's zone (history rows). '' when there is no time. */
export function formatDateTime(instant: Instant | null | undefined): string {
  const p = zonedParts(instant)
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}` : ''
}

/** The user's calendar day of an instant as a day count (for "today" / "tomorrow" comparisons). */
export function zonedDayNumber(instant: Instant): number {
  const p = zonedParts(instant)
  return p ? Date.UTC(p.year, p.month - 1, p.day) / 86400000 : NaN
}
