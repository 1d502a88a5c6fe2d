/**
 * Where a link's language (`?lang=en`, `?lang=zh-Hant`: ./index.ts visitLocale) comes from and is kept for the
 * tab's visit. Mini-program and tests: nowhere. A mini-program page gets its query in onLoad, after the app has
 * started in the saved language; links with a language are the console's previews, which open the H5 app.
 * H5: ./visit.h5.ts.
 */
export interface VisitSource {
  /** The address's query (`?a=1&lang=en`), '' when there is none. */
  query(): string
  /** The language kept for this tab's visit, if any. */
  get(): string | undefined
  set(locale: string): void
  clear(): void
}

export const visitSource: VisitSource = {
  query: () => '',
  get: () => undefined,
  set: () => {},
  clear: () => {}
}
