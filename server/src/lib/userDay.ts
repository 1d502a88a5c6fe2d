/**
 * Asia/Taipei (UTC+8 all year, no daylight saving): the zone of accounts that have none and of what belongs to
 * no one (hot searches). A user's own days are in their zone (lib/zonedDay, users.time_zone).
 */
export const USER_TZ_OFFSET_MS = 8 * 3600_000

/** The calendar day in Asia/Taipei of an instant, as YYYY-MM-DD. */
export function userDay(ms: number): string {
  return new Date(ms + USER_TZ_OFFSET_MS).toISOString().slice(0, 10)
}
