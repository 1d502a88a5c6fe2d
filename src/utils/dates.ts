/**
 * The one way dates and times are shown to users: in the user's time zone (Asia/Taipei unless set), whatever
 * zone the device or the test machine is in, so that every screen names the same day for the same instant.
 * The server sends instants (ISO strings with a zone); only these helpers turn them into calendar dates.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Taipei'

/**
 * Fixed offsets (minutes east of UTC) of zones without daylight saving time: exact, and they need no `Intl`
 * time-zone data, which some mini-program runtimes lack.
 */
const FIXED_OFFSETS: Record<string, number> = {
  'Asia/Taipei': 480,
  'Asia/Shanghai': 480,
  'Asia/Hong_Kong': 480,
  'Asia/Macau': 480,
  'Asia/Singapore': 480,
  'Asia/Tokyo': 540,
  UTC: 0,
  'Etc/UTC': 0
}

let userTimeZone = DEFAULT_TIME_ZONE

/** The zone dates are shown in. */
export const getUserTimeZone = (): string => userTimeZone

/** Sets the zone dates are shown in (an IANA name such as `Asia/Taipei`). */
export function setUserTimeZone(zone: string): void {
  userTimeZone = zone || DEFAULT_TIME_ZONE
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

const formatters = new Map<string, Intl.DateTimeFormat>()

function viaIntl(d: Date, zone: string): ZonedParts | null {
  try {
    let f = formatters.get(zone)
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric'
      })
      formatters.set(zone, f)
    }
    const n: Record<string, number> = {}
    for (const p of f.formatToParts(d)) if (p.type !== 'literal') n[p.type] = Number(p.value)
    return { year: n.year, month: n.month, day: n.day, hour: n.hour % 24, minute: n.minute }
  } catch {
    return null
  }
}

/** The date and time of an instant in a zone (the user's by default); null for a missing or invalid instant. */
export function zonedParts(instant: Instant | null | undefined, zone: string = userTimeZone): ZonedParts | null {
  if (instant === null || instant === undefined || instant === '') return null
  const d = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(d.getTime())) return null
  const offset = FIXED_OFFSETS[zone]
  if (offset === undefined) {
    const parts = viaIntl(d, zone)
    if (parts) return parts
  }
  // a zone with a fixed offset, or an unknown zone on a runtime without Intl time zones: the device's zone
  const z = offset === undefined ? new Date(d.getTime()) : new Date(d.getTime() + offset * 60000)
  return offset === undefined
    ? { year: z.getFullYear(), month: z.getMonth() + 1, day: z.getDate(), hour: z.getHours(), minute: z.getMinutes() }
    : {
        year: z.getUTCFullYear(),
        month: z.getUTCMonth() + 1,
        day: z.getUTCDate(),
        hour: z.getUTCHours(),
        minute: z.getUTCMinutes()
      }
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
