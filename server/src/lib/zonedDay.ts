/**
 * Calendar days in a user's zone (an IANA name, Asia/Taipei by default): when a camp day opens is the midnight of
 * its date where the user is. The rule and its code are the app's too: @app/protocol/timeZone.
 */
import { DEFAULT_TIME_ZONE, zoneOr } from '@app/protocol/timeZone'

import { zonedDayNumber, zonedMidnight } from '@app/protocol/timeZone'

export { zonedDay, zonedDayNumber, zonedMidnight } from '@app/protocol/timeZone'
/** The product's home zone (Asia/Taipei): a user's day when no zone is known, the seed's and the console's day. */
export const DEFAULT_ZONE = DEFAULT_TIME_ZONE

/** The midnight (epoch ms) that starts the day of `ms` in `zone`. */
export const zonedDayStart = (zone: string, ms: number): number => zonedMidnight(zone, zonedDayNumber(zone, ms))

/** `zone` when it is a zone Intl knows, else the default. */
export const validZone = (zone: string | null | undefined): string => zoneOr(zone)

/**
 * The zone of a request's "today": the device's zone the app sends (`tz`), else the account's (users.time_zone),
 * else Asia/Taipei.
 */
export const requestZone = (tz: string | undefined, user: { timeZone: string | null } | null | undefined): string =>
  validZone(tz ?? user?.timeZone)
