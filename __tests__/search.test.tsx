/**
 * The search kit's logic: recent searches on the device, marked title parts, where a hit opens; and the search
 * page's suggestions while typing (debounced on jest's fake clock, answers for older keystrokes dropped), typed
 * with userEvent and found by role over the real router, stores and HTTP layer against a fake backend.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, testUtils, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { clearRecent, readRecent, rememberSearch, withRecent, RECENT_MAX } from '@/components/Search/recent'
import { markParts } from '@/components/Search/SearchHitRow'
import { searchHitUrl } from '@/components/Search/open'
import { SUGGEST_DEBOUNCE_MS } from '@/components/Search/useSuggestions'
import { memoryStorage } from '@/services/storage'

// the page test's app starts in its beforeAll: a cold start under load takes more than jest's 5 s
jest.setTimeout(30000)

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

describe('suggestions on the search page', () => {
  /** Suggestions asked, and their answers held back until the test resolves them (answers out of order). */
  const asked: string[] = []
  const pending = new Map<string, (titles: string[]) => void>()

  beforeAll(async () => {
    setLocale('zh-Hant')
    installFakeServer({
      ...emptySettings,
      'GET /v3/search/hot': () => envelope({ list: ['睡眠'] }),
      'GET /v3/search/suggest': (req) => {
        const k = new URL(req.url, 'http://api.test').searchParams.get('keyword') ?? String(req.data?.keyword)
        asked.push(k)
        return new Promise((resolve) =>
          pending.set(k, (titles) =>
            resolve(
              envelope({ list: titles.map((title, i) => ({ kind: 'meditation', id: i + 1, sku: `m-${i}`, title })) })
            )
          )
        )
      }
    })
    await createTaroApp()
    testUtils.act(() => {
      Taro.reLaunch({ url: '/commonPage/pages/search' })
    })
    await screen.findByRole('heading', { name: '搜尋', level: 1 })
    await screen.findByText('睡眠')
  })
  afterEach(() => jest.useRealTimers())

  it('asks once typing pauses and drops an older keyword’s late answer', async () => {
    // the search field by its label (Taro's Input renders the real <input> inside the labelled element)
    const box = await within(screen.getByRole('search')).findByLabelText('搜尋內容')
    const field = await until(() => box.querySelector('input'), 'the field')
    // from here the debounce runs on jest's clock, not real time
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] })
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
    await user.type(field, '冥想')
    expect(asked).toEqual([]) // still typing
    await testUtils.act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
    })
    expect(asked).toEqual(['冥想']) // the first keystroke never asked

    await user.type(field, '入')
    await testUtils.act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
    })
    expect(asked).toEqual(['冥想', '冥想入'])
    await testUtils.act(async () => pending.get('冥想入')!(['new']))
    await testUtils.act(async () => pending.get('冥想')!(['stale']))
    await screen.findByRole('link', { name: /^new/ })
    expect(screen.queryByRole('link', { name: /^stale/ })).toBeNull()

    await user.clear(field)
    await testUtils.act(async () => {
      jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS)
    })
    expect(screen.queryByRole('link', { name: /^new/ })).toBeNull()
    expect(asked).toHaveLength(2)
  })
})
