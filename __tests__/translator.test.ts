/**
 * The app's translator (src/i18n/translator.ts) replaced i18next (issue 34: 50 KB of the mini-program's main
 * package). It must answer as i18next did: every key of both locales, with every count form and placeholder,
 * compared with i18next itself (a dev dependency kept for this test), and the rules the texts rely on.
 */
import i18next from 'i18next'
import zhHant from '@/i18n/zh-Hant/all'
import en from '@/i18n/en'
import { Translator, type Texts } from '@/i18n/translator'

function leaves(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]]
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

const reference = i18next.createInstance()
void reference.init({
  lng: 'zh-Hant',
  fallbackLng: 'zh-Hant',
  resources: { 'zh-Hant': { translation: clone(zhHant) }, en: { translation: clone(en) } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false
} as never)
const ours = new Translator({ 'zh-Hant': clone(zhHant) as Texts, en: clone(en) as Texts }, 'zh-Hant', 'zh-Hant')

/** The keys whose English text nests another (`$t(common.unit.day, {"count": {{d}} })`). */
const nesting = new Set(leaves(en).flatMap(([k, v]) => (v.includes('$t(') ? [k.replace(/_one$/, '')] : [])))

/** Every base key (plural forms by their base) with the placeholders its texts in either locale name. */
const keys = new Map<string, Set<string>>()
for (const [k, v] of [...leaves(zhHant), ...leaves(en)]) {
  const base = k.replace(/_(one|other)$/, '')
  const vars = keys.get(base) ?? new Set<string>()
  for (const m of v.matchAll(/\{\{(\w+)\}\}/g)) vars.add(m[1])
  keys.set(base, vars)
}

describe('the translator answers as i18next', () => {
  it('reads both locales (sanity: the comparison covers the texts)', () => {
    expect(keys.size).toBeGreaterThan(1000)
    expect([...keys.keys()].filter((k) => leaves(en).some(([e]) => e === `${k}_one`)).length).toBeGreaterThan(40)
  })

  it.each(['zh-Hant', 'en'])('every key in %s, with counts 0, 1, 2, 21 and 1.5 and every placeholder', (lng) => {
    const differ: string[] = []
    for (const [key, vars] of keys) {
      for (const count of [undefined, 0, 1, 2, 21, 1.5]) {
        const options: Record<string, unknown> = { lng }
        let i = 3
        // the numbers of nested units are numbers (a text in a nested option's JSON breaks it, in i18next too)
        for (const v of vars) options[v] = i++ % 2 || nesting.has(key) ? i : `«${v}»`
        if (count !== undefined) options.count = count
        const want = reference.t(key, options as never) as unknown as string
        const got = ours.t(key, options)
        if (got !== want) differ.push(`${lng} ${key} ${JSON.stringify(options)}: ${got} ≠ ${want}`)
      }
    }
    expect(differ).toEqual([])
  })

  const texts = {
    plain: 'a {{x}} b',
    two: '{{x}} and {{ y }}',
    deep: 'hello {{user.name}}',
    unit: '{{count}} day',
    unit_one: 'one day',
    nested: 'in $t(unit, {"count": {{d}} }) or $t(plain)',
    single: "$t(unit, {'count': 1 })",
    broken: '$t(unit, {"count": {{missing}} })',
    obj: { a: 'A' },
    empty: ''
  }
  const store = () => ({ en: clone(texts) as Texts, 'zh-Hant': { onlyZh: '只有中文', unit: '{{count}} 天' } as Texts })
  const ref = i18next.createInstance()
  void ref.init({
    lng: 'en',
    fallbackLng: 'zh-Hant',
    resources: { en: { translation: store().en }, 'zh-Hant': { translation: store()['zh-Hant'] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false
  } as never)
  const mine = new Translator(store(), 'en', 'zh-Hant')
  const cases: [string, Record<string, unknown>][] = [
    ['plain', { x: 1 }],
    ['plain', {}],
    ['plain', { x: undefined }],
    ['plain', { x: null }],
    ['plain', { x: '{{x}} $t(unit)' }],
    ['plain', { x: '$1 $&' }],
    ['two', { x: 'a', y: 'b' }],
    ['deep', { user: { name: 'Ann' } }],
    ['unit', { count: 1 }],
    ['unit', { count: '1' }],
    ['unit', { count: 0 }],
    ['nested', { d: 1 }],
    ['nested', { d: 3, x: 'x' }],
    ['single', {}],
    ['onlyZh', {}],
    ['unit', { count: 1, lng: 'zh-Hant' }],
    ['missing.key', {}],
    ['empty', {}]
  ]
  it.each(cases)('%s %j', (key, options) => {
    expect(mine.t(key, options)).toBe(ref.t(key, options as never))
  })

  it('a nested option object that is not JSON leaves the nesting as it is (i18next answers a broken key)', () => {
    expect(mine.t('broken', {})).toBe('unit, {"count": {{missing}} }')
    expect(mine.t('broken', { missing: 'x' })).toBe('unit, {"count": x }')
  })

  it('exists: a string or a namespace, in the locale or the fallback; not a missing key', () => {
    for (const key of ['plain', 'obj', 'obj.a', 'onlyZh', 'empty', 'nope', 'obj.nope'])
      expect([key, mine.exists(key)]).toEqual([key, ref.exists(key)])
  })

  it('texts added later deep-merge into a locale; a locale without texts falls back', () => {
    const tr = new Translator({ 'zh-Hant': { a: { x: '甲' } } }, 'zh-Hant', 'zh-Hant')
    tr.add('zh-Hant', { a: { y: '乙' }, b: { z: '丙' } })
    expect([tr.t('a.x'), tr.t('a.y'), tr.t('b.z')]).toEqual(['甲', '乙', '丙'])
    expect(tr.hasLocale('en')).toBe(false)
    expect(tr.t('a.x', { lng: 'en' })).toBe('甲')
    tr.add('en', { a: { x: 'A' } })
    expect([tr.hasLocale('en'), tr.t('a.x', { lng: 'en' }), tr.t('a.y', { lng: 'en' })]).toEqual([true, 'A', '乙'])
    tr.changeLanguage('en')
    expect(tr.t('a.x')).toBe('A')
  })
})
