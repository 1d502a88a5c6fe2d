/**
 * The address of an app page a preview links to, in the preview's language: the app opens that visit in it
 * (`lang`, src/i18n visitLocale) without changing the reader's saved language. Keep `hrefLang` on the link too.
 */
export function appLink(path: string, lang: 'zh-Hant' | 'en'): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`
}
