/**
 * Where the locales other than zh-Hant come from. zh-Hant (the source and the fallback) is always in the bundle.
 * Mini-program and tests: English is in the package too, available at once. H5 (./locales.h5.ts) loads it on
 * demand instead, so the first load of a Chinese reader carries no English texts.
 */
import type { Messages } from './zh-Hant'
import type { Shape } from './types'
import en from './en'

export type Translation = Shape<Messages>

/** Locales available synchronously from the start. */
export const bundledLocales: { en?: Translation } = { en }

/** Resolves with the locale's texts (at once here: they are bundled). */
export function loadLocale(_locale: 'en'): Promise<Translation> {
  return Promise.resolve(en)
}
