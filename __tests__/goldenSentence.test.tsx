/**
 * Issue 33 on the app's tabs: the meditation home's golden-sentence card (GET /v3/meditation/goldenSentence) shown
 * with a sentence, absent without one; and a course only annual-card holders take (price 0, a card level) is
 * labelled "年卡專享" on its course card, never "免費" (a free course still says 免費). The cards are found as the
 * links they are (named by their text), what they say by text.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { meditationIndex, dayRecommend, courseNav } from './fixtures'
import { setLocale } from '@/i18n'
import { page, path, until } from './utils/pageHarness'

const testUtils = new TestUtils()

// role queries in jsdom take a few hundred ms each on these pages: more than jest's 5 s default for a test
jest.setTimeout(30_000)

const card = (sku: string, title: string, price: number, card_level: number) => ({
  id: sku.length,
  sku,
  type: 0,
  sub_type: 0,
  jump_type: null,
  title,
  subtitle: '',
  teacher: '陳老師',
  cover: '/media/c.svg',
  price,
  original_price: price,
  card_level,
  live_status: 0,
  live_start_at: null,
  study_people: 0,
  isWaterfall: 0
})

function routes(sentence: { id: number; text: string; author: string } | null) {
  return {
    'GET /v3/meditation/indexFloor': () => envelope(meditationIndex),
    'GET /v3/meditation/dayRecommend': () => envelope(dayRecommend),
    'GET /v3/meditation/dailyUpdate': () => envelope({ date: '2026-11-22', list: [] }),
    'GET /v3/meditation/goldenSentence': () => envelope({ date: '2026-11-22', sentence }),
    'GET /v3/meditation/settings': () => envelope([]),
    'GET /v3/get/course/settings': () => envelope([]),
    'GET /v3/course/navList': () => envelope(courseNav),
    'GET /v3/course/indexAds': () => envelope([]),
    'GET /v3/course/indexFloor': () =>
      envelope({
        nav: courseNav[0],
        floors: [
          {
            id: 20,
            title: '熱門課程',
            style: 3,
            has_more: false,
            items: [
              card('c-card', '年卡課程', 0, 1),
              card('c-advanced', '進階課程', 0, 2),
              card('c-free', '免費課程', 0, 0)
            ]
          }
        ]
      })
  }
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes(null))
  await createTaroApp()
})

/** The home's quote card: a link that opens the poster, named by what it says (it starts with its label). */
const quoteCard = () => screen.queryByRole('link', { name: /^今日金句/ })

it('the home shows no quote card when no sentence is published', async () => {
  installFakeServer(routes(null))
  await testUtils.PageLifecycle.onShow('pages/meditation/index')
  await screen.findAllByText('深度睡眠')
  expect(quoteCard()).toBeNull()
})

it('the home shows the day’s sentence as a card that opens its poster', async () => {
  installFakeServer(routes({ id: 1, text: '呼吸是回到當下最近的路。', author: '靜心編輯室' }))
  testUtils.act(() => {
    Taro.reLaunch({ url: '/pages/meditation/index' })
  })
  // waited for by its text, then found by role once: a role query over the whole home takes about a second here
  await until(() => screen.queryByText('呼吸是回到當下最近的路。'), 'the sentence')
  const card = within(quoteCard()!)
  card.getByText('呼吸是回到當下最近的路。')
  card.getByText('— 靜心編輯室')
  card.getByText('製作金句海報 ›')
})

it('the course tab labels a card-only course by the card it needs, never “free”', async () => {
  installFakeServer(routes(null))
  testUtils.act(() => {
    Taro.navigateTo({ url: '/pages/course/index' })
  })
  await until(() => path() === '/pages/course/index' && within(page()).queryByText('免費課程'), 'the course cards')
  const price = (title: string) => within(within(page()).getByRole('link', { name: new RegExp(`^${title}`) }))
  price('年卡課程').getByText('年卡專享')
  price('進階課程').getByText('進階年卡專享')
  price('免費課程').getByText('免費')
})
