/** Recent searches, kept on the device (newest first, no repeats, at most RECENT_MAX). */
import { StorageKey, type Storage } from '../../services/storage'

export const RECENT_MAX = 10

/** `keyword` put first, its earlier copy (same text, ignoring case) removed, the list cut to RECENT_MAX. */
export function withRecent(list: string[], keyword: string): string[] {
  const k = keyword.trim()
  if (!k) return list
  return [k, ...list.filter((x) => x.toLowerCase() !== k.toLowerCase())].slice(0, RECENT_MAX)
}

export function readRecent(storage: Storage): string[] {
  const v = storage.get<unknown>(StorageKey.recentSearches)
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_MAX) : []
}

export function rememberSearch(storage: Storage, keyword: string): string[] {
  const next = withRecent(readRecent(storage), keyword)
  storage.set(StorageKey.recentSearches, next)
  return next
}

export function clearRecent(storage: Storage): void {
  storage.remove(StorageKey.recentSearches)
}
