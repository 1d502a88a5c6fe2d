/**
 * What a tap on a tab does (spec §2), as a function of injected effects so every rule is unit-tested:
 * - the current tab: nothing;
 * - the "meditator" entry: ask the server for the shop address, append the token (? or &), open the whole window;
 * - another tab: replace the page. The shared audio keeps playing (issue 32: a meditation goes on across tabs, as
 *   the background audio manager is meant to; the mini player on every tab page controls it). This supersedes
 *   spec §2's "pauses the shared audio".
 */
import type { TabEntry } from './entries'
import { MEDITATOR_TITLE } from './entries'

export interface TabEffects {
  replacePage(url: string): void
  fetchShopUrl(): Promise<{ url: string }>
  getToken(): string | undefined
  openWindow(url: string): void
}

/** Strip a leading slash and query so `/pages/a/index?x=1` equals `pages/a/index`. */
export function normalisePath(p: string): string {
  return (p || '').split('?')[0].replace(/^\/+/, '')
}

/** The active tab is the one whose path equals the current page path. */
export function activeIndex(entries: TabEntry[], currentPath: string): number {
  const cur = normalisePath(currentPath)
  return entries.findIndex((e) => normalisePath(e.pagePath) === cur)
}

/** Append the token as a query parameter with `?` or `&` (spec §2). */
export function withToken(url: string, token: string | undefined): string {
  if (!token) return url
  const hashAt = url.indexOf('#')
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url
  const hash = hashAt >= 0 ? url.slice(hashAt) : ''
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}${hash}`
}

export type TapOutcome = 'ignored' | 'shop' | 'switched' | 'shop-failed'

export async function tapTab(entry: TabEntry, currentPath: string, fx: TabEffects): Promise<TapOutcome> {
  if (normalisePath(entry.pagePath) === normalisePath(currentPath)) return 'ignored'
  if (entry.title === MEDITATOR_TITLE) {
    try {
      const { url } = await fx.fetchShopUrl()
      if (!url) return 'shop-failed'
      fx.openWindow(withToken(url, fx.getToken()))
      return 'shop'
    } catch {
      return 'shop-failed'
    }
  }
  fx.replacePage(entry.pagePath)
  return 'switched'
}
