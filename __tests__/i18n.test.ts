import * as OpenCC from 'opencc-js'
import zhHant from '@/i18n/zh-Hant/all'
import en from '@/i18n/en'
import { defaultLocaleFor, initialLocale, isTKey, setLocale, t, getLocale } from '@/i18n'
import { memoryStorage, StorageKey } from '@/services/storage'
import { mayaNamesZhHant } from '@/mayaCalendar/lib/names'

function leaves(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]]
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
}

describe('i18n', () => {
  it('en has exactly the keys of zh-Hant (plus English-only `_one` plural forms of them), none empty', () => {
    const zhKeys = leaves(zhHant)
      .map(([k]) => k)
      .sort()
    const enKeys = leaves(en)
      .map(([k]) => k)
      .sort()
    expect(enKeys.filter((k) => !(k.endsWith('_one') && zhKeys.includes(k.slice(0, -4))))).toEqual(zhKeys)
    for (const [k, v] of leaves(en)) expect([k, v.trim().length > 0]).toEqual([k, true])
  })

  it('zh-Hant strings contain no Simplified characters (mainland → Taiwan conversion leaves them unchanged)', () => {
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' })
    const changed = [...leaves(zhHant), ...leaves(mayaNamesZhHant)]
      .filter(([, v]) => toTw(v) !== v)
      .map(([k, v]) => `${k}: ${v} → ${toTw(v)}`)
    expect(changed).toEqual([])
  })

  it('the Simplified check really catches Simplified text', () => {
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' })
    expect(toTw('课程学习')).not.toBe('课程学习')
  })

  it('default locale: zh-Hant when the language contains zh, else en', () => {
    expect(defaultLocaleFor('zh-TW')).toBe('zh-Hant')
    expect(defaultLocaleFor('zh-CN')).toBe('zh-Hant')
    expect(defaultLocaleFor('en-US')).toBe('en')
    expect(defaultLocaleFor('ja')).toBe('en')
    expect(defaultLocaleFor('')).toBe('en')
  })

  it('a persisted choice (locale, then lang) wins over the system language', () => {
    expect(initialLocale(memoryStorage({ locale: 'en' }), 'zh-TW')).toBe('en')
    expect(initialLocale(memoryStorage({ lang: 'zh-Hant' }), 'en-US')).toBe('zh-Hant')
    expect(initialLocale(memoryStorage(), 'en-GB')).toBe('en')
  })

  it('setLocale persists in locale and lang and switches t()', () => {
    const storage = memoryStorage()
    setLocale('en', storage)
    expect(getLocale()).toBe('en')
    expect(t('tabBar.course')).toBe('Courses')
    expect(storage.get(StorageKey.locale)).toBe('en')
    expect(storage.get(StorageKey.lang)).toBe('en')
    setLocale('zh-Hant', storage)
    expect(t('tabBar.course')).toBe('課程')
    expect(t('login.resendIn', { count: 5 })).toBe('5 秒後重新發送')
  })
})

describe('plural forms', () => {
  it('English counts say "1 result" and "2 results"; Chinese has one form', () => {
    setLocale('en')
    expect([t('search.total', { count: 1 }), t('search.total', { count: 2 })]).toEqual(['1 result', '2 results'])
    setLocale('zh-Hant')
    expect([t('search.total', { count: 1 }), t('search.total', { count: 2 })]).toEqual(['共 1 筆結果', '共 2 筆結果'])
  })
})

describe('typed keys', () => {
  it('a key of the source locale type-checks and translates; a wrong key is a type error', () => {
    setLocale('en')
    expect(t('common.retry')).not.toBe('common.retry')
    // @ts-expect-error: not a key of the source locale (the type check fails if this line compiles)
    expect(t('common.noSuchKey')).toBe('common.noSuchKey')
  })

  it('isTKey tells keys built at run time that exist from those that do not', () => {
    expect([isTKey('common.retry'), isTKey('common.noSuchKey'), isTKey('errors.network')]).toEqual([true, false, true])
  })
})
