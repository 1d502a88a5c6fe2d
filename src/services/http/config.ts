/**
 * What an HTTP client is configured with: the API bases and timings (spec §9), and the hooks through which the
 * app acts on failures (spec §8). RootStore installs the real hooks at launch; the HTTP layer never navigates.
 */
import Taro from '@tarojs/taro'
import { DEV_SIGN_KEY } from '../../protocol/signature'
import { TIMEOUTS } from '../../utils/constants'
import { currentRoute } from './route'
import type { TKey } from '../../i18n/keys'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  url: string
  method?: Method
  data?: Record<string, unknown>
  /** Return the whole envelope instead of acting on a non-zero code (spec §8 "other"). */
  raw?: boolean
  /** Do not toast failures (the caller shows them). The 1100/5001/9999/30001/1200 actions still run. */
  silent?: boolean
  /**
   * The caller keeps what cannot be sent and sends it later (the play keeper, stores/playRecords): a network
   * failure is then not an error the user must act on, so it is not toasted (spec §8's network toast stays for
   * every other call). Other failures follow `silent`.
   */
  kept?: boolean
  header?: Record<string, string>
}

export interface HttpConfig {
  /** Main API base ('' = same origin); chosen per environment at build time (config/index.ts → __API_BASE__). */
  base: string
  /** Partner mall API base. */
  mallBase: string
  /** Activity web API base. */
  activityBase: string
  signKey: string
  /** Request time-out (spec §9: 60 000 ms). */
  timeout: number
  /** Upload time-out (spec §9: 60 000 ms). */
  uploadTimeout: number
  /** Delay before the 30001 / upload-1100 navigation (spec §8: 1 s). */
  followUpDelayMs: number
}

export function defaultHttpConfig(): HttpConfig {
  const base = typeof __API_BASE__ === 'string' ? __API_BASE__ : ''
  return {
    base,
    mallBase: base,
    activityBase: base,
    signKey: (typeof __SIGN_KEY__ === 'string' && __SIGN_KEY__) || DEV_SIGN_KEY,
    timeout: TIMEOUTS.request,
    uploadTimeout: TIMEOUTS.uploadFile,
    followUpDelayMs: 1000
  }
}

/** What the HTTP layer needs from the app. RootStore installs the real ones at launch. */
export interface HttpHooks {
  getToken(): string | undefined
  getLocale(): string
  toast(message: string): void
  /** i18n lookup for the failure kinds' keys. */
  translate(key: TKey): string
  hideLoading(): void
  /** 1100: the redirect is the current route without code/state. */
  onUnauthorized(redirect: string): void
  /** 1200: `route` is the current route (Taro's router, so also in the mini-program), without code/state. */
  onEnterpriseLogin(route: string): void
  onAnnualPassRequired(): void
  /** 30001: called 1 s after the toast. */
  onMembershipRequired(): void
  onNeedsBinding(): void
  /**
   * After a 5001: settles when the bind-mobile popup closes, true when a mobile was bound (the call is then sent
   * once more and its answer is the caller's), false when it was dismissed (the caller gets the 5001).
   */
  bindingOutcome(): Promise<boolean>
  /** Upload answered 1100: called 1 s after the toast. */
  onUploadUnauthorized(redirect: string): void
  currentRoute(): string
}

/** The hooks a failure can call (see ./failures). */
export type FailureHook =
  | 'onUnauthorized'
  | 'onEnterpriseLogin'
  | 'onAnnualPassRequired'
  | 'onMembershipRequired'
  | 'onNeedsBinding'
  | 'onUploadUnauthorized'

const noop = () => {}
export const defaultHooks: HttpHooks = {
  getToken: () => undefined,
  getLocale: () => 'zh-Hant',
  toast: (title) => {
    Taro.showToast({ title, icon: 'none', duration: 2000 }).catch(noop)
  },
  translate: (key) => key,
  hideLoading: () => {
    try {
      Taro.hideLoading()
    } catch {
      /* no loader shown */
    }
  },
  onUnauthorized: noop,
  onEnterpriseLogin: noop,
  onAnnualPassRequired: noop,
  onMembershipRequired: noop,
  onNeedsBinding: noop,
  bindingOutcome: () => Promise.resolve(false),
  onUploadUnauthorized: noop,
  currentRoute
}

/** Append `data` as a query string (undefined/null dropped) to a URL that may already have one. */
export function withQuery(url: string, data?: Record<string, unknown>): string {
  if (!data) return url
  const q = Object.keys(data)
    .filter((k) => data[k] !== undefined && data[k] !== null)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(data[k]))}`)
    .join('&')
  if (!q) return url
  return url + (url.includes('?') ? '&' : '?') + q
}

export const isAbsoluteUrl = (url: string): boolean => /^https?:\/\//.test(url)
