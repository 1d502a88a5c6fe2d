/**
 * Every local-storage key of spec §3 as a typed constant, and typed accessors over Taro's sync storage
 * (localStorage on H5, wx storage on weapp). Values are JSON-serialisable.
 */
import Taro from '@tarojs/taro'

export const StorageKey = {
  token: 'token',
  userData: 'userData',
  meditationUserData: 'meditationUserData',
  locale: 'locale',
  lang: 'lang',
  kzeroOpenId: 'kzeroOpenId',
  peopleId: 'people_id',
  pullChannelId: 'pull_channel_id',
  channelTag: 'channel_tag',
  liveId: 'live_id',
  channel: 'channel',
  isInvite: 'isInvite',
  isInviteMember: 'isInviteMember',
  loginType: 'loginType',
  loginRedirectUrl: 'loginRedirectUrl',
  recordPlayData: 'recordPlayData',
  recordCoursePlayData: 'recordCoursePlayData',
  recordLivePlayData: 'recordLivePlayData',
  closeBackgroundMusic: 'closeBackgroundMusic',
  /** Not in the spec's list: saved accounts for "switch account" (mine/pages/switchAccountNumber). */
  savedAccounts: 'savedAccounts',
  /** Not in the spec's list: pending invite parameters kept across a login (spec §3 Invite). */
  pendingInvite: 'pendingInvite',
  /** Not in the spec's list: downloaded tracks kept for offline listening (src/services/downloads). */
  downloads: 'downloads',
  /** Not in the spec's list: the user's recent searches, newest first (src/components/Search/recent). */
  recentSearches: 'recentSearches',
  /** Not in the spec's list: the assistant's conversation, kept only on the device (commonPage/pages/coze). */
  assistantConversation: 'assistantConversation',
  /** Not in the spec's list: course positions (POST /v2/histories) not sent yet, one per course (src/stores/playRecords). */
  recordCourseHistory: 'recordCourseHistory',
  /** Not in the spec's list: camp days' progress not sent yet, one per camp day (src/stores/playRecords). */
  recordCampProgress: 'recordCampProgress',
  /** Not in the spec's list: the first-run welcome was shown (or skipped) on this device (src/services/welcome). */
  welcomeSeen: 'welcomeSeen'
} as const

export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey]

/** Session-storage keys (spec §3). On weapp there is no session storage: kept in memory for the app's life. */
export const SessionKey = {
  inviteId: 'invite_id',
  /** Not in the spec's list: a LINE / Facebook web sign-in on its way (services/webLogin.ts). */
  webLogin: 'web_login'
} as const

export interface Storage {
  get<T = unknown>(key: StorageKeyName): T | undefined
  set(key: StorageKeyName, value: unknown): void
  remove(key: StorageKeyName): void
}

/** Taro-backed storage; a missing key and an unreadable value both read as undefined. */
export const taroStorage: Storage = {
  get<T>(key: StorageKeyName): T | undefined {
    try {
      const v = Taro.getStorageSync(key)
      return v === '' || v === null || v === undefined ? undefined : (v as T)
    } catch {
      return undefined
    }
  },
  set(key, value) {
    Taro.setStorageSync(key, value)
  },
  remove(key) {
    Taro.removeStorageSync(key)
  }
}

/** In-memory storage for tests and for fallbacks. */
export function memoryStorage(
  initial: Partial<Record<StorageKeyName, unknown>> = {}
): Storage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>(Object.entries(initial))
  return {
    data,
    get: <T>(key: StorageKeyName) => data.get(key) as T | undefined,
    set: (key, value) => {
      data.set(key, value)
    },
    remove: (key) => {
      data.delete(key)
    }
  }
}

const sessionMemory = new Map<string, string>()
/** Session storage (sessionStorage on H5, memory elsewhere). */
export const sessionStore = {
  get(key: string): string | undefined {
    if (process.env.TARO_ENV === 'h5' && typeof sessionStorage !== 'undefined')
      return sessionStorage.getItem(key) ?? undefined
    return sessionMemory.get(key)
  },
  set(key: string, value: string) {
    if (process.env.TARO_ENV === 'h5' && typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, value)
    else sessionMemory.set(key, value)
  },
  remove(key: string) {
    if (process.env.TARO_ENV === 'h5' && typeof sessionStorage !== 'undefined') sessionStorage.removeItem(key)
    else sessionMemory.delete(key)
  }
}
