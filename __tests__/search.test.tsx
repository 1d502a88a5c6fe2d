/**
 * The search kit's logic: recent searches on the device, marked title parts, where a hit opens, and the
 * suggestions hook (debounced, answers for older keystrokes dropped).
 */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { act } from 'react-dom/test-utils'
import { clearRecent, readRecent, rememberSearch, withRecent, RECENT_MAX } from '@/components/Search/recent'
import { markParts } from '@/components/Search/SearchHitRow'
import { searchHitUrl } from '@/components/Search/open'
import { SUGGEST_DEBOUNCE_MS, useSuggestions } from '@/components/Search/useSuggestions'
import { memoryStorage } from '@/services/storage'
import type { SearchSuggestDTO } from '@/protocol/search'

describe('recent searches', () => {
  it('keeps the newest first, without repeats (ignoring case), at most RECENT_MAX', () => {
    expect(withRecent(['b', 'A'], 'a')).toEqual(['a', 'b'])
    expect(withRecent(['x'], '   ')).toEqual(['x'])
    const many = Array.from({ length: 12 }, (_, i) => `k${i}`).reduce((l, k) => withRecent(l, k), [] as string[])
    expect(many).toHaveLength(RECENT_MAX)
    expect(many[0]).toBe('k11')
  })
  it('persists in storage and clears', () => {
    const storage = memoryStorage()
    rememberSearch(storage, '呼吸')
    rememberSearch(storage, ' 睡眠 ')
    expect(readRecent(storage)).toEqual(['睡眠', '呼吸'])
    clearRecent(storage)
    expect(readRecent(storage)).toEqual([])
    storage.set('recentSearches', 'not a list')
    expect(readRecent(storage)).toEqual([])
  })
})

it('marks the matched ranges of a title', () => {
  expect(markParts('正念冥想課程', [[2, 4]])).toEqual([
    { text: '正念', hit: false },
    { text: '冥想', hit: true },
    { text: '課程', hit: false }
  ])
  expect(markParts('ab', [[0, 9]])).toEqual([{ text: 'ab', hit: true }])
  expect(markParts('abc', [])).toEqual([{ text: 'abc', hit: false }])
})

it('opens each kind on its own page', () => {
  expect(searchHitUrl({ kind: 'meditation', id: 1, sku: 'm-a' })).toBe('/pages/meditation/detail?sku=m-a')
  expect(searchHitUrl({ kind: 'course', id: 2, sku: 'c-a' })).toBe('/pages/course/detail?sku=c-a')
  expect(searchHitUrl({ kind: 'short_video', id: 3, sku: 's-a' })).toBe('/study/pages/course/shortVideo?sku=s-a')
  expect(searchHitUrl({ kind: 'live', id: 4, sku: 'l-a' })).toBe('/live/pages/booking?sku=l-a')
  expect(searchHitUrl({ kind: 'article', id: 5, sku: '' })).toBe('/mayaCalendar/pages/information/detail?id=5')
  // with the commodity type: as its course card (a camp, a replay)
  expect(searchHitUrl({ kind: 'course', id: 14, sku: 'camp-21days', type: 1, sub_type: 0 })).toBe(
    '/study/pages/course/onlineCamp?commodity_id=14'
  )
  expect(searchHitUrl({ kind: 'live', id: 9, sku: 'l-replay-sleep', type: 0, sub_type: 14 })).toBe(
    '/pages/course/play?sku=l-replay-sleep&isLookBack=1'
  )
})

describe('useSuggestions', () => {
  beforeAll(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('asks once typing pauses and drops an older keyword’s late answer', async () => {
    const asked: string[] = []
    const pending = new Map<string, (r: SearchSuggestDTO) => void>()
    const fetch = (k: string) => {
      asked.push(k)
      return new Promise<SearchSuggestDTO>((resolve) => pending.set(k, resolve))
    }
    let shown: SearchSuggestDTO['list'] = []
    function Probe({ keyword }: { keyword: string }) {
      shown = useSuggestions(keyword, fetch)
      return null
    }
    const el = document.createElement('div')
    const root = createRoot(el)
    const hit = (title: string) => ({ list: [{ kind: 'meditation' as const, id: 1, sku: 'm', title }] })

    await act(async () => root.render(createElement(Probe, { keyword: '冥' })))
    await act(async () => root.render(createElement(Probe, { keyword: '冥想' })))
    await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    expect(asked).toEqual(['冥想']) // the first keystroke never asked

    await act(async () => root.render(createElement(Probe, { keyword: '冥想入' })))
    await act(async () => jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS))
    expect(asked).toEqual(['冥想', '冥想入'])
    await act(async () => pending.get('冥想入')!(hit('new')))
    await act(async () => pending.get('冥想')!(hit('stale')))
    expect(shown.map((s) => s.title)).toEqual(['new'])

    await act(async () => root.render(createElement(Probe, { keyword: '  ' })))
    expect(shown).toEqual([])
    await act(async () => root.unmount())
  })
})
