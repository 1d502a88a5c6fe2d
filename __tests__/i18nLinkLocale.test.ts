import { applyInitialLocale, getLocale, hasChosenLocale, linkLocale, setLocale, visitLocale } from '@/i18n'
import type { VisitSource } from '@/i18n/visit'
import { memoryStorage, StorageKey } from '@/services/storage'

/** A tab: its address's query and its session's kept language. */
function tab(query: string, kept?: string): VisitSource & { kept?: string; address(q: string): void } {
  const t = {
    kept,
    address(q: string) {
      query = q
    },
    query: () => query,
    get: () => t.kept,
    set(locale: string) {
      t.kept = locale
    },
    clear() {
      t.kept = undefined
    }
  }
  return t
}

describe("a link's language (?lang=)", () => {
  afterEach(() => setLocale('zh-Hant', memoryStorage()))

  it('reads lang=en and lang=zh-Hant from a query, anywhere in it, and ignores anything else', () => {
    expect(linkLocale('?lang=en')).toBe('en')
    expect(linkLocale('?sku=12&lang=zh-Hant')).toBe('zh-Hant')
    expect(linkLocale('lang=en&x=1')).toBe('en')
    expect(linkLocale('?lang=zh%2DHant')).toBe('zh-Hant')
    for (const q of [
      '',
      '?',
      '?lang=',
      '?lang=fr',
      '?lang=EN',
      '?lang=zh',
      '?lang=en-US',
      '?slang=en',
      '?lang=%E0%A4%A'
    ])
      expect([q, linkLocale(q)]).toEqual([q, undefined])
  })

  it("opens the visit in the link's language without saving it; the tab keeps it, the saved choice stays", () => {
    const storage = memoryStorage({ [StorageKey.locale]: 'zh-Hant' })
    const visit = tab('?sku=1&lang=en')
    expect(applyInitialLocale(storage, 'zh-TW', visit)).toBe('en')
    expect(getLocale()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(storage.get(StorageKey.locale)).toBe('zh-Hant')
    expect(storage.get(StorageKey.lang)).toBeUndefined()
    // a reload of this tab at an address without lang: still the link's language
    visit.address('')
    expect(applyInitialLocale(storage, 'zh-TW', visit)).toBe('en')
    // another tab (no link, nothing kept): the saved choice
    expect(applyInitialLocale(storage, 'zh-TW', tab(''))).toBe('zh-Hant')
    expect(document.documentElement.lang).toBe('zh-Hant')
  })

  it('an ignored value falls back to the saved choice, then the system language', () => {
    expect(applyInitialLocale(memoryStorage({ [StorageKey.locale]: 'en' }), 'zh-TW', tab('?lang=fr'))).toBe('en')
    expect(applyInitialLocale(memoryStorage(), 'zh-TW', tab('?lang=de'))).toBe('zh-Hant')
    expect(visitLocale(tab('?lang=xx', 'nonsense'))).toBeUndefined()
  })

  it("a later link of the tab replaces the kept language; the switch in Me saves its choice and ends the visit's", () => {
    const visit = tab('?lang=zh-Hant', 'en')
    expect(visitLocale(visit)).toBe('zh-Hant')
    expect(visit.kept).toBe('zh-Hant')
    const storage = memoryStorage()
    setLocale('en', storage, visit)
    expect(storage.get(StorageKey.locale)).toBe('en')
    expect(visit.kept).toBeUndefined()
    visit.address('')
    expect(applyInitialLocale(storage, 'zh-TW', visit)).toBe('en')
  })

  it("a link's language is the reader's own, as a saved choice is: a page that picks one for them leaves it", () => {
    expect(hasChosenLocale(memoryStorage(), tab(''))).toBe(false)
    expect(hasChosenLocale(memoryStorage(), tab('?lang=fr'))).toBe(false)
    expect(hasChosenLocale(memoryStorage({ [StorageKey.locale]: 'nonsense' }), tab(''))).toBe(false)
    expect(hasChosenLocale(memoryStorage(), tab('?sku=l-1&lang=zh-Hant'))).toBe(true)
    expect(hasChosenLocale(memoryStorage(), tab('', 'zh-Hant'))).toBe(true)
    expect(hasChosenLocale(memoryStorage({ [StorageKey.locale]: 'zh-Hant' }), tab(''))).toBe(true)
    expect(hasChosenLocale(memoryStorage({ [StorageKey.lang]: 'en' }), tab(''))).toBe(true)
  })
})
