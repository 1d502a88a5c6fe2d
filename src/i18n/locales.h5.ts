/**
 * H5: English is a separate chunk, loaded when it is (or becomes) the current language; see ./locales.ts.
 */
import type { Messages } from './zh-Hant'
import type { Shape } from './types'

export type Translation = Shape<Messages>

export const bundledLocales: { en?: Translation } = {}

export function loadLocale(_locale: 'en'): Promise<Translation> {
  return import(/* webpackChunkName: "i18n-en" */ './en').then((m) => m.default)
}
