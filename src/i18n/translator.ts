/**
 * The app's translator: the part of i18next the texts use, in 2 KB instead of i18next's 50 KB (minified), which
 * travelled in the mini-program's main package and the H5 first load (issue 34). What the texts of ./zh-Hant and
 * ./en rely on, with i18next's rules:
 *  - dotted keys into nested objects (`'common.retry'`); a key found nowhere answers itself;
 *  - the fallback locale (zh-Hant) for a key the asked locale lacks (English not loaded yet);
 *  - `{{name}}` placeholders from the options (an option passed as undefined gives '', one not passed at all
 *    leaves the placeholder as it is); nothing is escaped;
 *  - plurals: a numeric `count` looks up `key_<form>` first, the form from the locale's plural rules
 *    (English: `one` for 1, `other` otherwise; Chinese: always `other`), then `key` (./types.ts);
 *  - nesting: `$t(common.unit.day, {"count": {{d}} })` translates another key with the options, the JSON object
 *    after the comma (placeholders already filled in) overriding them (en/common.ts's units); not when a value
 *    filled in brought a `$t(` of its own.
 * __tests__/translator.test.ts holds it to i18next's answers for these cases.
 */

export type Texts = Record<string, unknown>
export type Options = Record<string, unknown> & { lng?: string; count?: unknown }

const PLACEHOLDER = /\{\{(.+?)\}\}/g
/** i18next's: `$t(` … `)`, where the options may hold quoted strings and one level of parentheses */
const NESTED = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/g
const nestings = (s: string) => s.match(NESTED)?.length ?? 0

function merge(into: Texts, from: Texts, overwrite: boolean): Texts {
  for (const k of Object.keys(from)) {
    const v = from[k]
    const cur = into[k]
    if (v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object')
      merge(cur as Texts, v as Texts, overwrite)
    else if (overwrite || cur === undefined) into[k] = v
  }
  return into
}

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts
  for (const part of key.split('.')) {
    if (node == null || typeof node !== 'object') return undefined
    node = (node as Texts)[part]
  }
  return node
}

const rules = new Map<string, (n: number) => string>()
function pluralForm(lng: string, n: number): string {
  let rule = rules.get(lng)
  if (!rule) {
    try {
      const intl = new Intl.PluralRules(lng)
      rule = (x) => intl.select(x)
    } catch {
      rule = lng.startsWith('zh') ? () => 'other' : (x) => (x === 1 ? 'one' : 'other')
    }
    rules.set(lng, rule)
  }
  return rule(n)
}

export class Translator {
  /** locale → its texts (one namespace per top-level key) */
  readonly store: Record<string, Texts>
  language: string

  constructor(
    store: Record<string, Texts>,
    language: string,
    readonly fallback: string
  ) {
    this.store = store
    this.language = language
  }

  hasLocale(lng: string): boolean {
    return this.store[lng] !== undefined
  }

  /** Deep-merges texts into a locale's (a later text of the same key wins, as i18next's overwrite). */
  add(lng: string, texts: Texts): void {
    this.store[lng] = merge(this.store[lng] ?? {}, texts, true)
  }

  changeLanguage(lng: string): void {
    this.language = lng
  }

  /** The raw value of a key (a string, or an object for a namespace), in the locale or the fallback. */
  resolve(key: string, options: Options = {}): unknown {
    const lng = options.lng ?? this.language
    const counted = options.count !== undefined && typeof options.count !== 'string'
    for (const code of lng === this.fallback ? [lng] : [lng, this.fallback]) {
      const texts = this.store[code]
      if (!texts) continue
      if (counted) {
        const v = lookup(texts, `${key}_${pluralForm(code, Number(options.count))}`)
        if (v != null) return v
      }
      const v = lookup(texts, key)
      if (v != null) return v
    }
    return undefined
  }

  exists(key: string, options?: Options): boolean {
    return this.resolve(key, options) !== undefined
  }

  t(key: string, options: Options = {}): string {
    const found = this.resolve(key, options)
    if (typeof found !== 'string') return key
    const filled = found.replace(PLACEHOLDER, (whole, name: string) => {
      const k = name.trim()
      const has = Object.prototype.hasOwnProperty.call(options, k)
      const v = has ? options[k] : lookup(options, k)
      if (v === undefined) return has ? '' : whole
      return v === null ? '' : String(v)
    })
    // as i18next: no nesting when the filled-in values brought a `$t(` of their own (a user's text is not a key)
    const before = nestings(found)
    if (!before || nestings(filled) > before) return filled
    return filled.replace(NESTED, (_whole, inner: string) => {
      const at = inner.search(/, *\{/)
      if (at < 0) return this.t(inner.trim(), options)
      let extra: Options
      try {
        const json = inner.slice(inner.indexOf('{', at))
        extra = JSON.parse(json.includes('"') ? json : json.replace(/'/g, '"')) as Options
      } catch {
        return inner.trim() // i18next: a broken options object leaves the text as it is
      }
      return this.t(inner.slice(0, at).trim(), { ...options, ...extra })
    })
  }
}
