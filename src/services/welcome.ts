/**
 * The first-run welcome (issue 32): on a device's first open the app asks what the user came for and lands them
 * on a first session (/commonPage/pages/welcome). It is shown once, and only when
 * - the app opens at its front door: the bare site root on H5, the entry page without a query in the
 *   mini-program; a shared or deep link (a course, a campaign, an invitation) opens what it points at, and
 * - the device holds no prior app state: no welcome already seen, no sign-in, no played or downloaded track, no
 *   search. Anyone who has used the app before never meets it. (A chosen language alone does not count: a
 *   first visitor may switch it before anything else, and the welcome follows it.)
 * Remembered on the device only (a signed-in user already has state, so the server need not remember it).
 */
import Taro from '@tarojs/taro'
import { StorageKey, type Storage, type StorageKeyName } from './storage'

/** Keys whose presence means the app has been used on this device. */
const PRIOR_STATE: readonly StorageKeyName[] = [
  StorageKey.welcomeSeen,
  StorageKey.token,
  StorageKey.userData,
  StorageKey.recordPlayData,
  StorageKey.downloads,
  StorageKey.recentSearches,
  StorageKey.savedAccounts
]

/** The mini-program's entry page as its launch path (no leading slash; H5 paths always have one). */
const ENTRY_PAGE_WEAPP = 'pages/meditation/index'

export interface LaunchEntry {
  /** H5: location.pathname + search; mini-program: the launch path and its query. */
  path: string
  query: Record<string, unknown>
}

export function isFrontDoor(entry: LaunchEntry): boolean {
  if (Object.keys(entry.query).length) return false
  // H5 paths start with '/': only the bare root is the front door, '/pages/meditation/index' is a link
  return entry.path === '/' || entry.path === '/index.html' || entry.path === ENTRY_PAGE_WEAPP
}

export function shouldWelcome(storage: Storage, entry: LaunchEntry): boolean {
  return isFrontDoor(entry) && PRIOR_STATE.every((k) => storage.get(k) === undefined)
}

export function markWelcomeSeen(storage: Storage): void {
  storage.set(StorageKey.welcomeSeen, true)
}

let queued = false

/**
 * Mini-program: the launch (app.ts) decides, the first tab page opens the welcome once it is ready
 * (components/AppPage/TabPage.tsx): WeChat cannot navigate before its first page is on screen.
 */
export function queueWelcome(): void {
  queued = true
}

/** True once after queueWelcome(): the caller opens the welcome. */
export function takeQueuedWelcome(): boolean {
  const was = queued
  queued = false
  return was
}

/**
 * H5: runs `open` once the first page is on screen (the router's after-change event), so the welcome is pushed
 * over the home page (back returns there) instead of racing the first page's load.
 */
export function welcomeAfterFirstPage(open: () => void): void {
  Taro.eventCenter.once('__afterTaroRouterChange', open)
}
