/** Cookies on H5 (spec §9: default expiry 30 days). No-ops where there is no document. */
import { COOKIE_DEFAULT_DAYS } from './constants'

export function cookieString(
  name: string,
  value: string,
  days: number = COOKIE_DEFAULT_DAYS,
  now: number = Date.now()
): string {
  const expires = new Date(now + days * 86400000).toUTCString()
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/`
}

export function setCookie(name: string, value: string, days: number = COOKIE_DEFAULT_DAYS): void {
  if (typeof document !== 'undefined') document.cookie = cookieString(name, value, days)
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const key = encodeURIComponent(name) + '='
  const hit = document.cookie.split('; ').find((c) => c.startsWith(key))
  return hit ? decodeURIComponent(hit.slice(key.length)) : undefined
}
