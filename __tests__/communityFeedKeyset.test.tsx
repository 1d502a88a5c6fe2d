/**
 * The study community's feed pages by keyset (issue 34) over the real router, stores, usePagedList and HTTP layer
 * against a fake backend: the first page is asked for by `page=1`, a reach-bottom asks for the page after the
 * previous `next_cursor` with no `page` (so the server never skips rows by OFFSET), the last page (null cursor)
 * ends the list, and a pull-to-refresh starts over from the first page without a cursor. Both tabs page the same way.
 * The posts are read by their text as the user sees them, the tabs by role and name.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, openPage, page, testUtils, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import type { ForumPostDTO } from '@/protocol/forum'

jest.setTimeout(30000)

const post = (id: number): ForumPostDTO => ({
  id,
  kind: 'text',
  content: `第 ${id} 則`,
  images: [],
  video: null,
  poster: null,
  video_seconds: 0,
  author: { id: 3, nickname: '小林', avatar: '' },
  like_count: 0,
  comment_count: 0,
  liked: false,
  mine: false,
  status: 'visible',
  created_at: '2026-11-28T10:00:00.000Z'
})

/** Three pages of two posts; each page's cursor is "0.<its last id>". */
const PAGES = [
  [30, 29],
  [28, 27],
  [26, 25]
]
const asked: Record<string, unknown>[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v3/forum/posts': (req) => {
      // a GET's query is in the address the HTTP layer built (signed), not in `data`
      const q: Record<string, unknown> = Object.fromEntries(new URL(req.url, 'http://api.test').searchParams)
      if (q.page) q.page = Number(q.page)
      asked.push(q)
      const at = q.cursor ? PAGES.findIndex((p) => `0.${p[p.length - 1]}` === q.cursor) + 1 : 0
      const ids = PAGES[at] ?? []
      const more = at < PAGES.length - 1
      return envelope({
        list: ids.map(post),
        page: 1,
        size: 10,
        total: ids.length + (more ? 1 : 0),
        has_more: more,
        next_cursor: more ? `0.${ids[ids.length - 1]}` : null
      })
    }
  })
  await createTaroApp()
})

/** The posts shown, in order, by their text ("第 30 則"). */
const shownIds = () =>
  within(page())
    .queryAllByText(/^第 \d+ 則$/)
    .map((el) => Number(/\d+/.exec(el.textContent ?? '')![0]))
const current = () => Taro.getCurrentPages().slice(-1)[0] as unknown as Record<string, () => void>
const reachBottom = () =>
  testUtils.act(() => {
    current().onReachBottom()
  })

it('asks for the next pages by next_cursor, never by page number, and a pull starts over', async () => {
  await openPage('/study/pages/community/index')
  await until(() => shownIds().length === 2)
  expect(asked).toHaveLength(1)
  expect(asked[0]).toMatchObject({ tab: 'latest', page: 1 })
  expect(asked[0]).not.toHaveProperty('cursor')

  reachBottom()
  await until(() => shownIds().length === 4)
  expect(asked[1]).toMatchObject({ tab: 'latest', cursor: '0.29' })
  expect(asked[1]).not.toHaveProperty('page')

  reachBottom()
  await until(() => shownIds().length === 6)
  expect(asked[2]).toMatchObject({ tab: 'latest', cursor: '0.27' })
  expect(asked[2]).not.toHaveProperty('page')
  expect(shownIds()).toEqual([30, 29, 28, 27, 26, 25])
  await within(page()).findByText('沒有更多了')

  // the last page's null cursor ends the list: another reach-bottom asks for nothing
  reachBottom()
  expect(asked).toHaveLength(3)

  // pull-to-refresh: the first page again, without a cursor, and the list is just that page
  testUtils.act(() => {
    current().onPullDownRefresh()
  })
  await until(() => asked.length === 4 && shownIds().length === 2)
  expect(asked[3]).toMatchObject({ tab: 'latest', page: 1 })
  expect(asked[3]).not.toHaveProperty('cursor')

  // and the next scroll follows the new first page's cursor
  reachBottom()
  await until(() => shownIds().length === 4)
  expect(asked[4]).toMatchObject({ cursor: '0.29' })
  expect(asked[4]).not.toHaveProperty('page')
})

it('pages the popular tab by keyset too', async () => {
  const before = asked.length
  await userEvent.click(screen.getByRole('tab', { name: '熱門' }))
  expect(screen.getByRole('tab', { name: '熱門' }).getAttribute('aria-selected')).toBe('true')
  await until(() => asked.length === before + 1 && shownIds().length === 2)
  expect(asked[before]).toMatchObject({ tab: 'popular', page: 1 })
  reachBottom()
  await until(() => shownIds().length === 4)
  expect(asked[before + 1]).toMatchObject({ tab: 'popular', cursor: '0.29' })
  expect(asked[before + 1]).not.toHaveProperty('page')
})
