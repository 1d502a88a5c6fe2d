/**
 * Shared by the course pages of the main package and the study/live subpackages (main-package code, so every
 * package may import it): live time words, dates and the card names. Pure: returns i18n keys or plain text.
 */
import { liveDayWordKey } from '../../../utils/liveTime'

const pad = (n: number) => String(n).padStart(2, '0')

/** `2026-11-25T20:00:00Z` → `20:00` in the device's local time. */
export function localTime(iso: string): string {
  const d = new Date(iso)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** `2026-11-25…` → `2026/11/25` (local). */
export function localDate(iso: string): string {
  const d = new Date(iso)
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`
}

/** The day part of a live start: an i18n key for today/tomorrow/the day after (spec §9), else the date. */
export function liveDay(iso: string, now: Date = new Date()): { key: string } | { text: string } {
  const key = liveDayWordKey(new Date(iso), now)
  return key ? { key } : { text: localDate(iso) }
}

/** i18n key of an annual card level (1 annual card, 2 advanced annual card). */
export function cardKey(level: number): string {
  return level >= 2 ? 'course.advancedCard' : 'course.annualCard'
}
