/**
 * i18n: zh-Hant (source) and en. The current locale is a MobX observable, so every `observer` component that
 * calls `t()` re-renders when the language changes: no reload. zh-Hant's core namespaces are in the first load,
 * the others come with the code that uses them (./registry.ts); English comes whole (./locales.ts).
 */
import { observable, runInAction } from 'mobx'
import Taro from '@tarojs/taro'
import translator from './registry'
import type { TKey } from './keys'
import { loadLocale } from './locales'
import { StorageKey, taroStorage, type Storage } from '../services/storage'
import { visitSource, type VisitSource } from './visit'

export { resources } from './registry'

export type Locale = 'zh-Hant' | 'en'
export const LOCALES: Locale[] = ['zh-Hant', 'en']

/** `loaded` counts locales added after start: t() reads it, so observers re-render when one arrives. */
const state = observable({ locale: 'zh-Hant' as Locale, loaded: 0 })
const loading = new Map<Locale, Promise<void>>()

/**
 * Makes the locale's texts available (H5 fetches English on demand: ./locales.h5.ts). Until they arrive, t()
 * answers from zh-Hant, the fallback; then every observer re-renders in the new language.
 */
export function ensureLocale(locale: Locale): Promise<void> {
  if (locale === 'zh-Hant' || translator.hasLocale(locale)) return Promise.resolve()
  let pending = loading.get(locale)
  if (!pending) {
    pending = loadLocale(locale).then(
      (texts) => {
        translator.add(locale, texts)
        runInAction(() => {
          state.loaded++
        })
      },
      (err: unknown) => {
        loading.delete(locale) // tried again on the next switch
        throw err
      }
    )
    loading.set(locale, pending)
  }
  return pending
}

/** Spec §9: traditional Chinese if the system/browser language contains "zh", else English. */
export function defaultLocaleFor(language: string | undefined | null): Locale {
  return language && language.toLowerCase().includes('zh') ? 'zh-Hant' : 'en'
}

function systemLanguage(): string {
  if (process.env.TARO_ENV === 'h5') return typeof navigator !== 'undefined' ? navigator.language || '' : ''
  try {
    return (Taro.getSystemInfoSync() as { language?: string }).language || ''
  } catch {
    return ''
  }
}

function normalise(v: unknown): Locale | undefined {
  if (v === 'zh-Hant' || v === 'zh' || v === 'zh-TW' || v === 'zh_TW') return 'zh-Hant'
  if (v === 'en') return 'en'
  return undefined
}

/** The persisted choice (`locale`, then `lang`), else the system default. */
export function initialLocale(storage: Storage = taroStorage, language: string = systemLanguage()): Locale {
  return (
    normalise(storage.get(StorageKey.locale)) ?? normalise(storage.get(StorageKey.lang)) ?? defaultLocaleFor(language)
  )
}

/**
 * A link's language: `lang=en` or `lang=zh-Hant` in a query string (`?sku=1&lang=en`); anything else, undefined.
 * Exact values only: the console's previews build them (admin/src/components/appLink.ts).
 */
export function linkLocale(query: string): Locale | undefined {
  for (const part of query.replace(/^[?#]/, '').split('&')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq) !== 'lang') continue
    let value: string
    try {
      value = decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '))
    } catch {
      continue
    }
    if (value === 'en' || value === 'zh-Hant') return value
  }
  return undefined
}

/**
 * The language of this visit, when the app was opened by a link that carries one (an operator's preview of the
 * English page on a Chinese browser). Decision: it holds for this tab's visit only (H5: sessionStorage, so its
 * pages and a reload keep it) and is NOT saved as the user's choice: a shared link does not change anyone's
 * settings. A visit opened without `lang` keeps the language an earlier link of this tab gave; the language switch
 * in Me (setLocale) saves the choice and ends the visit's language.
 */
export function visitLocale(source: VisitSource = visitSource): Locale | undefined {
  const fromLink = linkLocale(source.query())
  if (fromLink) {
    source.set(fromLink)
    return fromLink
  }
  const kept = source.get()
  return kept === 'en' || kept === 'zh-Hant' ? kept : undefined
}

/**
 * Whether the reader has a language of their own: one they chose and saved, or this visit's link's (visitLocale).
 * A page that would pick a language for them (the overseas live monitor starts in English) leaves it when so.
 */
export function hasChosenLocale(storage: Storage = taroStorage, visit: VisitSource = visitSource): boolean {
  return (
    visitLocale(visit) !== undefined ||
    normalise(storage.get(StorageKey.locale)) !== undefined ||
    normalise(storage.get(StorageKey.lang)) !== undefined
  )
}

/** The current locale (observable). */
export function getLocale(): Locale {
  return state.locale
}

/** H5: the page's language attribute follows the app's language (screen readers, hyphenation, fonts). */
function reflectLocale(locale: Locale): void {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = locale
}

/** Switch language, persist it in `locale` and `lang` (spec §3), re-render observers. */
export function setLocale(locale: Locale, storage: Storage = taroStorage, visit: VisitSource = visitSource): void {
  storage.set(StorageKey.locale, locale)
  storage.set(StorageKey.lang, locale)
  visit.clear()
  void ensureLocale(locale).catch(() => {})
  translator.changeLanguage(locale)
  runInAction(() => {
    state.locale = locale
  })
  reflectLocale(locale)
}

/** Apply the visit's (a link's), else the persisted/system locale, without saving it (launch). */
export function applyInitialLocale(
  storage: Storage = taroStorage,
  language?: string,
  visit: VisitSource = visitSource
): Locale {
  const locale = visitLocale(visit) ?? initialLocale(storage, language)
  void ensureLocale(locale).catch(() => {})
  translator.changeLanguage(locale)
  runInAction(() => {
    state.locale = locale
  })
  reflectLocale(locale)
  return locale
}

export type { TKey } from './keys'

/** Whether a key built at run time (a server code, a status) exists in the source locale. */
export function isTKey(key: string): key is TKey {
  return translator.exists(key, { lng: 'zh-Hant' })
}

/** Translate. Reads the observable locale so observer components track it. */
export function t(key: TKey, options?: Record<string, unknown>): string {
  const lng = state.locale
  void state.loaded
  return translator.t(key, { lng, ...(options || {}) })
}

/**
 * Translate into a given locale rather than the app's: a page whose content has its own language (an English
 * campaign) speaks it throughout. Call ensureLocale(locale) first; until it arrives this answers in zh-Hant.
 */
export function tIn(locale: Locale, key: TKey, options?: Record<string, unknown>): string {
  void state.loaded
  return translator.t(key, { lng: locale, ...(options || {}) })
}

/** Pick the current language's field of a server payload with `{ 'zh-Hant', en }` or `title`/`title_en` pairs. */
export function pickLang(value: { 'zh-Hant'?: string; en?: string } | string | undefined | null): string {
  if (value == null) return ''
  if (typeof value === 'string') return value
  return (state.locale === 'en' ? value.en : value['zh-Hant']) || value['zh-Hant'] || value.en || ''
}

export default translator
