/** Names shown to other people, and the default name of a new account. */
import { randomInt } from 'node:crypto'
import type { Lang } from '../i18n'

/**
 * A name as public lists show it: first and last character kept, at most 3 stars between ("王**明", "ab*",
 * "x*"); an empty name becomes "***". Public lists never show another learner's full nickname.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length === 0) return '***'
  if (chars.length <= 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`
}

/**
 * The nickname of a new account that brought none: a neutral word and a random number ("學員 482913"), never
 * anything derived from the e-mail address or phone number it registered with.
 */
export function defaultNickname(lang: Lang): string {
  return `${lang === 'en' ? 'Learner' : '學員'} ${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}
