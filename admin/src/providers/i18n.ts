/**
 * Refine's i18nProvider over the console's own dictionaries (zh-Hant default, English), remembered in
 * localStorage. `{{name}}` is interpolated as in the app's i18n.
 */
import type { I18nProvider } from '@refinedev/core'
import { en } from '../i18n/en'
import { zhHant, type Dictionary } from '../i18n/zh-Hant'

export type Locale = 'zh-Hant' | 'en'
export const LOCALES: Locale[] = ['zh-Hant', 'en']
const STORAGE_KEY = 'jx_admin_locale'
const DICTS: Record<Locale, Dictionary> = { 'zh-Hant': zhHant, en }

export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(STORAGE_KEY)
    if (v === 'en' || v === 'zh-Hant') return v
  } catch {
    // storage refused (private mode): the default
  }
  return 'zh-Hant'
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // not remembered, still switched
  }
}

function lookup(dict: unknown, key: string): string | undefined {
  let node: unknown = dict
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in (node as Record<string, unknown>))
      node = (node as Record<string, unknown>)[part]
    else return undefined
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Refine words its save / create / delete messages (`notifications.createSuccess`, …) with `{{resource}}` set to the
 * resource's menu label, `<name>.<name>`, which names the list ("Courses", "Albums"): "Courses created". Such a
 * message is about one record, so in these keys the label is swapped for the resource's `singular.<name>` ("Course
 * created", "已新增課程"). The label is all Refine passes, hence the map from label back to the one record's name.
 */
const SINGULAR: Record<Locale, Map<string, string>> = {
  'zh-Hant': singularByLabel('zh-Hant'),
  en: singularByLabel('en')
}

function singularByLabel(locale: Locale): Map<string, string> {
  const byLabel = new Map<string, string>()
  for (const [name, one] of Object.entries(DICTS[locale].singular)) {
    const label = lookup(DICTS[locale], `${name}.${name}`)
    if (label) byLabel.set(label, one)
  }
  return byLabel
}

export function translateIn(locale: Locale, key: string, params?: Record<string, unknown>, fallback?: string): string {
  const text = lookup(DICTS[locale], key) ?? lookup(DICTS['zh-Hant'], key) ?? fallback ?? key
  if (!params) return text
  if (key.startsWith('notifications.') && typeof params.resource === 'string')
    params = { ...params, resource: SINGULAR[locale].get(params.resource) ?? params.resource }
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
}

export function createI18nProvider(getLocale: () => Locale, setLocale: (l: Locale) => void): I18nProvider {
  return {
    translate: (key: string, options?: unknown, defaultMessage?: string) => {
      // Refine calls both translate(key, defaultMessage) and translate(key, params, defaultMessage)
      if (typeof options === 'string') return translateIn(getLocale(), key, undefined, options)
      return translateIn(getLocale(), key, options as Record<string, unknown> | undefined, defaultMessage)
    },
    changeLocale: (lang: string) => {
      const l: Locale = lang === 'en' ? 'en' : 'zh-Hant'
      rememberLocale(l)
      setLocale(l)
      return Promise.resolve()
    },
    getLocale: () => getLocale()
  }
}
