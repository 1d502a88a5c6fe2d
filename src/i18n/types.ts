/** The shape of a locale namespace: same keys as the zh-Hant source, every leaf a string. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
