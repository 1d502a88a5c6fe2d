/**
 * The shape of a locale namespace: same keys as the zh-Hant source, every leaf a string.
 *
 * Plurals (decided for issue 30 item 8): Chinese has one form, so zh-Hant writes each counted string once, as
 * `key`, and English may add `key_one` beside any string `key`, nothing else. i18next looks up `key_one` for a
 * count of 1 and falls back to `key` for every other count, so an English `key` is its "other" form and no
 * zh-Hant text is written twice to satisfy the types. The number must be passed as `count` (i18next chooses the
 * form from `count` only); a string with two numbers nests one unit per number (`$t(common.unit.day, …)`, see
 * en/common.ts). __tests__/i18nPlurals.test.ts fails on an English count before a plural noun without a `_one`.
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & {
  [K in keyof T & string as T[K] extends string ? `${K}_one` : never]?: string
}
