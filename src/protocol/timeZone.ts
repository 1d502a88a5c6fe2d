/**
 * The one time-zone rule (issue 32 item 12): calendar days and clock times are those of the user's zone, an IANA
 * name taken from the device and kept on the account (PUT /v2/users/{id}/update `time_zone`); accounts and
 * visitors without one are in Asia/Taipei, the product's home. Where a time matters (a live's start, an order, a
 * ticket session, a camp day's opening) it is shown with the zone's name, "20:00 台北標準時間".
 *
 * Pure (Intl only, no Taro, no Node): the server counts report weeks, streaks, gold months and achievements with
 * it; the app shows times, the greeting and the zone's name with it. Where a runtime has no Intl time-zone data
 * (some mini-program engines), the zones with a fixed offset still work from FIXED_OFFSETS and `Etc/GMT±N`.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Taipei'
/**
 * H5: the cookie that tells the server the device's zone (set by the app at launch), so that the home's first
 * screen in the HTML (server/src/plugins/firstScreen.ts) is the daily pick of the day the app will ask for.
 */
export const ZONE_COOKIE = 'jx_tz'
/** The longest zone name accepted (IANA names are at most ~32 characters). */
export const TIME_ZONE_MAX = 64

const DAY_MS = 86_400_000
/**
 * An IANA-shaped name: starts with a letter, so offsets such as `+08:00` are refused (PostgreSQL reads those as
 * POSIX zones, with the sign the other way round).
 */
const NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/

/** Minutes east of UTC of zones that never change offset: exact without Intl's zone data. */
const FIXED_OFFSETS: Record<string, number> = {
  'Asia/Taipei': 480,
  'Asia/Shanghai': 480,
  'Asia/Hong_Kong': 480,
  'Asia/Macau': 480,
  'Asia/Singapore': 480,
  'Asia/Kuala_Lumpur': 480,
  'Asia/Tokyo': 540,
  'Asia/Seoul': 540,
  UTC: 0,
  'Etc/UTC': 0
}

/** `Etc/GMT-8` is UTC+8 (the POSIX sign); null for any other name. */
function etcOffset(zone: string): number | null {
  const m = /^Etc\/GMT([+-])(\d{1,2})$/.exec(zone)
  return m ? (m[1] === '-' ? 60 : -60) * Number(m[2]) : null
}

const formats = new Map<string, Intl.DateTimeFormat | null>()
function partsFormat(zone: string): Intl.DateTimeFormat | null {
  if (!formats.has(zone)) {
    let f: Intl.DateTimeFormat | null = null
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric'
      })
    } catch {
      f = null
    }
    formats.set(zone, f)
  }
  return formats.get(zone) ?? null
}

/**
 * The canonical name of a zone Intl knows (`asia/taipei` → `Asia/Taipei`, `US/Pacific` may stay as given), or
 * null for anything else: not a string, too long, an offset, unknown. A runtime without Intl zone data accepts
 * only the fixed zones above.
 */
export function canonicalTimeZone(name: unknown): string | null {
  if (typeof name !== 'string' || name.length > TIME_ZONE_MAX || !NAME.test(name)) return null
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
    return resolved && NAME.test(resolved) ? resolved : null
  } catch {
    return name in FIXED_OFFSETS || etcOffset(name) !== null ? name : null
  }
}

/** `zone` when it is a known zone, else Asia/Taipei. */
export const zoneOr = (zone: string | null | undefined): string => canonicalTimeZone(zone) ?? DEFAULT_TIME_ZONE

/** A calendar date and wall-clock time. */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The wall clock of instant `ms` in `zone` (an unknown zone: Asia/Taipei). */
export function wallClock(zone: string, ms: number): WallClock {
  const f = zone in FIXED_OFFSETS ? null : partsFormat(zone)
  if (f) {
    const n: Record<string, number> = {}
    for (const p of f.formatToParts(new Date(ms))) if (p.type !== 'literal') n[p.type] = Number(p.value)
    return { year: n.year, month: n.month, day: n.day, hour: n.hour % 24, minute: n.minute, second: n.second }
  }
  const offset = FIXED_OFFSETS[zone] ?? etcOffset(zone) ?? FIXED_OFFSETS[DEFAULT_TIME_ZONE]
  const d = new Date(ms + offset * 60_000)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds()
  }
}

/** The wall clock of `ms` in `zone` read as if it were UTC: its difference to `ms` is the zone's offset then. */
function wallAsUtc(zone: string, ms: number): number {
  const w = wallClock(zone, ms)
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
}

/** Minutes east of UTC of `zone` at instant `ms` (480 for Asia/Taipei). */
export const offsetMinutes = (zone: string, ms: number): number =>
  Math.round((wallAsUtc(zone, Math.floor(ms / 1000) * 1000) - Math.floor(ms / 1000) * 1000) / 60_000)

/** The calendar day of `ms` in `zone` as days since 1970-01-01. */
export function zonedDayNumber(zone: string, ms: number): number {
  return Math.floor(wallAsUtc(zone, ms) / DAY_MS)
}

/** The calendar day of `ms` in `zone` as YYYY-MM-DD. */
export function zonedDay(zone: string, ms: number): string {
  return new Date(zonedDayNumber(zone, ms) * DAY_MS).toISOString().slice(0, 10)
}

/** The instant of the midnight that begins calendar day `dayNumber` (days since 1970-01-01) in `zone`. */
export function zonedMidnight(zone: string, dayNumber: number): number {
  const wall = dayNumber * DAY_MS
  // the offset at a guess, then at the corrected instant (they differ only across a daylight-saving change)
  let ms = wall - (wallAsUtc(zone, wall) - wall)
  ms = wall - (wallAsUtc(zone, ms) - ms)
  return ms
}

/** `GMT+8`, `GMT-3:30`: a zone's offset when it has no name. */
function gmtName(minutes: number): string {
  if (minutes === 0) return 'GMT'
  const a = Math.abs(minutes)
  return `GMT${minutes < 0 ? '-' : '+'}${Math.floor(a / 60)}${a % 60 ? `:${String(a % 60).padStart(2, '0')}` : ''}`
}

/**
 * The zone's name in the reader's language at instant `at`: Intl's generic long name ("Pacific Time",
 * "太平洋時間", "台北標準時間"), its long name where the generic one is only an offset (UTC: "Coordinated
 * Universal Time", "世界標準時間"), else `GMT+8`.
 */
export function timeZoneName(zone: string, locale: string, at: number = Date.now()): string {
  const read = (style: 'longGeneric' | 'long'): string | null => {
    try {
      const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(new Date(at))
        .find((p) => p.type === 'timeZoneName')?.value
      return part && !/^(GMT|UTC)([+-−]|$)/.test(part) ? part : null
    } catch {
      return null
    }
  }
  return read('longGeneric') ?? read('long') ?? gmtName(offsetMinutes(zone, at))
}

/**
 * The device's zone: Intl's when the runtime knows it, else one named after the device's current offset (UTC+8
 * is Asia/Taipei, the product's home; other whole hours `Etc/GMT∓N`), else Asia/Taipei.
 */
export function deviceTimeZone(now: Date = new Date()): string {
  try {
    const zone = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
    if (zone) return zone
  } catch {
    /* no Intl: by the offset */
  }
  const minutes = -now.getTimezoneOffset()
  if (minutes === 480) return DEFAULT_TIME_ZONE
  if (minutes % 60 === 0 && Math.abs(minutes) <= 14 * 60)
    return minutes === 0 ? 'UTC' : `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes) / 60}`
  return DEFAULT_TIME_ZONE
}
