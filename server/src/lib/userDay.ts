/** The users' zone: Asia/Taipei, UTC+8 all year (no daylight saving). */
export const USER_TZ_OFFSET_MS = 8 * 3600_000

/** The calendar day in the users' zone of an instant, as YYYY-MM-DD. */
export function userDay(ms: number): string {
  return new Date(ms + USER_TZ_OFFSET_MS).toISOString().slice(0, 10)
}
