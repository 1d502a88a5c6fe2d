/**
 * H5: a link's language is read from the address the app starts at and kept in sessionStorage, so it holds for
 * this tab's visit (its pages, a reload, a return from a sign-in or payment page) and nowhere else. See ./visit.ts.
 */
import type { VisitSource } from './visit'

export type { VisitSource } from './visit'

const KEY = 'visit_lang'

export const visitSource: VisitSource = {
  query: () => (typeof window !== 'undefined' ? window.location.search : ''),
  get() {
    try {
      return sessionStorage.getItem(KEY) ?? undefined
    } catch {
      return undefined
    }
  },
  set(locale) {
    try {
      sessionStorage.setItem(KEY, locale)
    } catch {
      // private mode without storage: the language holds for this page's life only
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(KEY)
    } catch {
      // nothing kept
    }
  }
}
