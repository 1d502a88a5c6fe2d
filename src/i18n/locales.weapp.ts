/**
 * Mini-program: English is not in the main package but in the `oversea` subpackage, one file the build makes from
 * ./en (config/weappEnglish.ts); it is loaded with WeChat's subpackage async loading when English is (or becomes)
 * the current language. Until it arrives, t() answers from zh-Hant. See ./locales.ts.
 */
import type { Messages } from './zh-Hant'
import type { Shape } from './types'

export type Translation = Shape<Messages>

/** WeChat's own `require` of the emitted file (webpack leaves `__non_webpack_require__` to it). */
declare const __non_webpack_require__: { async(path: string): Promise<unknown> }

export const bundledLocales: { en?: Translation } = {}

/**
 * The path is relative to the root-level file this module is emitted in (common.js); `npm run check:weapp`
 * resolves every require.async of the build and fails when one does not lead to a file of a subpackage.
 */
export function loadLocale(_locale: 'en'): Promise<Translation> {
  return __non_webpack_require__.async('./oversea/i18n/en.js').then((m) => (m as { default: Translation }).default)
}
