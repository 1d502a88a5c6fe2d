/** The meditation home's "new today" strip (issue 33, GET /v3/meditation/dailyUpdate): shown with news, hidden without. */
import TestUtils from '@tarojs/test-utils-react'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { until } from './utils/until'
import { installFakeServer, envelope } from './utils/fakeServer'
import { meditationIndex, dayRecommend } from './fixtures'
import { setLocale } from '@/i18n'

// role queries walk the whole page: on a machine busy with builds a flow takes longer than jest's 5 s default
jest.setTimeout(30_000)

const testUtils = new TestUtils()

const update = {
  sku: 'm-sleep',
  goods_title: '深度睡眠',
  cover: '/media/c.svg',
  published_at: '2026-11-22T00:00:00.000Z',
  resource: { id: 7, title: '新的呼吸練習', duration: 60, is_vip: 0, full_path: '/media/t.mp3' }
}

function routes(list: (typeof update)[]) {
  return {
    'GET /v3/meditation/indexFloor': () => envelope(meditationIndex),
    'GET /v3/meditation/dayRecommend': () => envelope(dayRecommend),
    'GET /v3/meditation/dailyUpdate': () => envelope({ date: '2026-11-22', list }),
    'GET /v3/meditation/settings': () => envelope([]),
    'GET /v3/get/course/settings': () => envelope([])
  }
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes([]))
  await createTaroApp()
})

it('shows no strip on a day without updates', async () => {
  installFakeServer(routes([]))
  await testUtils.PageLifecycle.onShow('pages/meditation/index')
  await screen.findByText('深度睡眠')
  await screen.findByText('呼吸是回家的路')
  expect(screen.queryByRole('heading', { name: '今日更新' })).toBeNull()
  expect(screen.queryByText('今日更新')).toBeNull()
})

it('shows what was published today (English), each opening the player on its track', async () => {
  const user = userEvent.setup()
  // the page stays mounted: switching to English loads the home again, now with an update
  installFakeServer(routes([update]))
  testUtils.act(() => setLocale('en'))
  const strip = await screen.findByRole('region', { name: 'What is new today' })
  expect(within(strip).getByRole('heading', { name: 'New today', level: 2 })).toBeTruthy()
  const card = within(strip).getByRole('link', { name: /新的呼吸練習/ })
  expect(within(card).getByText('深度睡眠')).toBeTruthy()
  await user.click(card)
  await until(() => window.location.hash.includes('/pages/meditation/play?sku=m-sleep&resource_id=7'), 'the player')
})
