/**
 * Calendar days in a user's zone (an IANA name, Asia/Taipei by default): when a camp day opens is the midnight of
 * its date where the user is. Uses Intl's zone data, so zones with daylight saving are exact too.
 */
export const DEFAULT_ZONE = 'Asia/Taipei'
const DAY = 86_400_000

/** `zone` when Node knows it, else the default. */
export function validZone(zone: string | undefined): string {
  if (!zone) return DEFAULT_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return DEFAULT_ZONE
  }
}

const formats = new Map<string, Intl.DateTimeFormat>()
function format(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone)
  if (!f) {
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
    formats.set(zone, f)
  }
  return f
}

/** The wall clock of `ms` in `zone`, read as if it were UTC (so the difference to `ms` is the zone's offset). */
function wallAsUtc(zone: string, ms: number): number {
  const p: Record<string, number> = {}
  for (const part of format(zone).formatToParts(new Date(ms))) if (part.type !== 'literal') p[part.type] = +part.value
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
}

/** The calendar day of `ms` in `zone` as days since 1970-01-01. */
export function zonedDayNumber(zone: string, ms: number): number {
  return Math.floor(wallAsUtc(zone, ms) / DAY)
}

/** The instant of midnight that begins calendar day `dayNumber` (days since 1970-01-01) in `zone`. */
export function zonedMidnight(zone: string, dayNumber: number): number {
  const wall = dayNumber * DAY
  // the offset at the guess, then at the corrected instant (they differ only across a daylight-saving change)
  let ms = wall - (wallAsUtc(zone, wall) - wall)
  ms = wall - (wallAsUtc(zone, ms) - ms)
  return ms
}
