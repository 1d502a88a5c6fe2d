/**
 * The translation key type: every dotted path of the source locale (`'common.retry'`, …), plural forms by their
 * base key (i18next picks `key_one` / `key_other` from `count`). A wrong key is a type error. Type-only, so
 * layers below i18n (the request layer's failure table) can name keys without importing i18next.
 */
import type { Messages } from './zh-Hant'

type PluralBase<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<`${P}${K}`> : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

export type TKey = Leaves<Messages>
