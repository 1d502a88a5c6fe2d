/** The meditation home's "new today" strip (issue 33, GET /v3/meditation/dailyUpdate): shown with news, hidden without. */
import TestUtils from '@tarojs/test-utils-react'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { meditationIndex, dayRecommend } from './fixtures'
import { setLocale } from '@/i18n'

const testUtils = new TestUtils()
const q = testUtils.queries

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
  await q.waitForQueryByText('深度睡眠')
  await q.waitForQueryByText('呼吸是回家的路')
  expect(document.querySelector('.daily-updates')).toBeNull()
  expect(q.queryByText('今日更新')).toBeNull()
})

it('shows what was published today (English), each opening the player on its track', async () => {
  // the page stays mounted: switching to English loads the home again, now with an update
  installFakeServer(routes([update]))
  testUtils.act(() => setLocale('en'))
  await q.waitForQueryByText('New today')
  expect(q.queryByText('新的呼吸練習')).toBeTruthy()
  const card = document.querySelector('.daily-update[data-resource="7"]')
  expect(card?.getAttribute('role')).toBe('link')
})
