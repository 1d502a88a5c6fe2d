/**
 * Shared by the course pages of the main package and the study/live subpackages: live day words and the card
 * names. Pure: returns i18n keys or plain text. Dates and times themselves come from `./dates`.
 */
import { formatDate } from './dates'
import { liveDayWordKey } from './liveTime'
import type { TKey } from '../i18n/keys'
import '../i18n/zh-Hant/course'

/** The day part of a live start: an i18n key for today/tomorrow/the day after (spec §9), else the date (user's zone). */
export function liveDay(iso: string, now: Date = new Date()): { key: TKey } | { text: string } {
  const key = liveDayWordKey(new Date(iso), now)
  return key ? { key } : { text: formatDate(iso, '/') }
}

/** i18n key of an annual card level (1 annual card, 2 advanced annual card). */
export function cardKey(level: number): TKey {
  return level >= 2 ? 'course.advancedCard' : 'course.annualCard'
}
