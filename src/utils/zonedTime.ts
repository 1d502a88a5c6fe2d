/**
 * Times where the zone matters (a live's start, a ticket's session, an order, the overseas monitor) carry the
 * zone's name: "20:00 台北標準時間", "20:00 Pacific Time" (issue 32 item 12). The zone is the user's (./dates).
 */
import { getLocale, t } from '../i18n'
import { formatDateTime, formatTime, userTimeZoneName, type Instant } from './dates'

/** `text` (a time of instant `at`) followed by the user's zone's name at that instant. */
export function withZone(text: string, at: Instant): string {
  return text ? t('common.timeZone.at', { time: text, zone: userTimeZoneName(getLocale(), at) }) : ''
}

/** `20:00 台北標準時間`. '' when there is no time. */
export const zonedTime = (at: Instant | null | undefined): string => (at ? withZone(formatTime(at), at) : '')

/** `2026-11-25 20:00 台北標準時間`. '' when there is no time. */
export const zonedDateTime = (at: Instant | null | undefined): string => (at ? withZone(formatDateTime(at), at) : '')
