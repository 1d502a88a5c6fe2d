/**
 * The Me tab's favourites and history pages over the real router, stores and HTTP layer: their Courses tab lists
 * saved and watched courses (loaded only when the tab is first shown), removes a saved course, and a watched
 * course resumes its lesson. Found as the user meets them: the tabs and their panels, the rows' links and the
 * remove buttons by role and name, the lines by their text; tapped with userEvent.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { openPage, until } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)

// the device is in Taipei, like the product's users: times show in the device's zone (issue 32 item 12)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'Asia/Taipei'
}))

const card = {
  id: 6,
  sku: 'c-tea-zen',
  type: 0,
  sub_type: 1,
  jump_type: null,
  title: '茶與禪',
  subtitle: '一杯茶的時間',
  teacher: '王老師',
  cover: '',
  price: 0,
  original_price: 0,
  card_level: 0,
  live_status: 0,
  live_start_at: null,
  study_people: 3,
  isWaterfall: 0
}
let saved = true
const paged = (list: unknown[]) => ({ list, page: 1, size: 20, total: list.length, has_more: false })

const routes = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([]),
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/meditation/memberInfo': () =>
    envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
  'GET /v3/meditation/favorites': () => envelope(paged([])),
  'GET /v3/meditation/userHistory': () => envelope(paged([])),
  'GET /v2/favorites': () =>
    envelope(paged(saved ? [{ id: 3, course: card, created_at: '2026-11-24T14:50:00.000Z' }] : [])),
  'DELETE /v2/favorites/6': () => {
    saved = false
    return envelope(null)
  },
  'GET /v2/histories': () =>
    envelope(
      paged([
        {
          id: 4,
          course: card,
          lesson_id: 601,
          lesson_title: '第一杯茶',
          position: 95,
          duration: 600,
          updated_at: '2026-11-24T14:50:00.000Z'
        }
      ])
    )
}
let seen: { method: string; path: string }[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  seen = installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('favourites: the Courses tab loads when first chosen and removes a saved course', async () => {
  const user = userEvent.setup()
  await openPage('/mine/pages/favorites')
  const meditationTab = await screen.findByRole('tab', { name: '冥想' })
  expect(meditationTab.getAttribute('aria-selected')).toBe('true')
  expect(seen.some((r) => r.path === '/v2/favorites')).toBe(false)
  await user.click(screen.getByRole('tab', { name: '課程' }))
  expect(screen.getByRole('tab', { name: '課程' }).getAttribute('aria-selected')).toBe('true')
  const panel = screen.getByRole('tabpanel', { name: '課程' })
  const row = await within(panel).findByRole('link', { name: /^茶與禪/ })
  within(row).getByText('王老師')
  await user.click(within(panel).getByRole('button', { name: '移除收藏「茶與禪」' }))
  await until(() => !within(panel).queryByRole('link', { name: /^茶與禪/ }), 'removal')
  expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v2/favorites/6')).toBe(true)
})

test('history: ?tab=course shows where each course was left, and a row resumes its lesson', async () => {
  const user = userEvent.setup()
  await openPage('/mine/pages/histories?tab=course')
  expect((await screen.findByRole('tab', { name: '課程' })).getAttribute('aria-selected')).toBe('true')
  const panel = screen.getByRole('tabpanel', { name: '課程' })
  const row = await within(panel).findByRole('link', { name: /^茶與禪/ })
  within(row).getByText('第一杯茶')
  within(row).getByText('看到 1:35 / 10:00 · 2026-11-24 22:50')
  await user.click(row)
  await until(
    () => Taro.getCurrentPages().some((p) => (p.route ?? '').includes('pages/course/play')),
    'the course player'
  )
})
