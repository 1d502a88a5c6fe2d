/**
 * Issue 33, a card-only course (a card level and no price: only an annual card opens it) on its detail page, over
 * the real router, stores and HTTP layer: a user without the card is offered the annual card, never a buy button
 * (there is nothing to buy: the order's quote would answer 9999), both in the bottom bar and in the locked lesson's
 * sheet, and both lead to the annual card's equity page. A course with a price still offers to buy it.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { testUtils, emptySettings, findButton, openPage, until } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)

const lesson = (id: number, title: string, free: boolean, locked: boolean) => ({
  id,
  title,
  duration: 600,
  is_free: free ? 1 : 0,
  locked,
  video_path: locked ? null : '/media/l.mp4',
  position: 0
})

function course(sku: string, title: string, price: number, card_level: number) {
  return {
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
    study_people: 3,
    isWaterfall: 0,
    intro: '介紹',
    trailer: null,
    lessons: [lesson(1, '第一節 呼吸', true, false), lesson(2, '第二節 身體掃描', false, true)],
    access: { can_learn: false, via: null, card_level, user_card_level: 0 },
    comment_count: 0,
    favorited: false
  }
}

const courses: Record<string, ReturnType<typeof course>> = {
  'c-card': course('c-card', '年卡課程', 0, 1),
  'c-card-3': course('c-card-3', '年卡課程三', 0, 2),
  'c-paid': course('c-paid', '付費課程', 680, 1),
  'c-paid-2': course('c-paid-2', '付費課程', 680, 1)
}

const routes = {
  ...emptySettings,
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/meditation/memberInfo': () =>
    envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
  'GET /v3/get/goods/info': (req: { url: string }) =>
    envelope(courses[new URL(req.url, 'http://api.test').searchParams.get('sku') ?? '']),
  'GET /v3/get/study/people': () => envelope({ total: 0, people: [] }),
  'GET /v3/get/study/price': () => envelope(null)
}

const hash = () => window.location.hash

/** On the equity page: back to the course (the router of the tests shows a relaunched page under a pushed one). */
async function toEquityAndBack() {
  await until(() => hash().startsWith('#/mine/pages/annualPass/equity'))
  expect(hash()).toContain('required=1')
  testUtils.act(() => {
    Taro.navigateBack()
  })
  await until(() => hash().startsWith('#/pages/course/detail'))
}

/**
 * The course detail page: the newest one, by its class (pages below the current one stay in the document, and in
 * the tests' router a page pushed over a relaunched one is not always the last page in it).
 */
function page(): HTMLElement {
  const pages = document.querySelectorAll<HTMLElement>('.course-detail')
  return pages[pages.length - 1]
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
  // the first page opened in a fresh app renders its texts late: warm it up with the launch's signed-in state settled
  await openPage('/pages/course/detail?sku=c-paid')
  await screen.findAllByRole('heading', { name: '付費課程' })
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('a course with a price still offers to buy it, and the card beside it in the sheet', async () => {
  const user = userEvent.setup()
  await openPage('/pages/course/detail?sku=c-paid-2')
  await screen.findAllByRole('heading', { name: '付費課程' })
  // the bottom bar: its price (also under the title) and its buy button
  expect(within(page()).getAllByText('NT$680')).toHaveLength(2)
  await findButton('購買課程', page())
  await user.click(await screen.findByRole('listitem', { name: '第二節 身體掃描，未解鎖' }))
  const sheet = await screen.findByRole('dialog', { name: '這一節尚未解鎖' })
  expect(within(sheet).getByText('購買課程 NT$680')).toBeTruthy()
  expect(within(sheet).getByText('查看年卡方案')).toBeTruthy()
})

test('in English too: “See the annual card”, no “Buy course”', async () => {
  testUtils.act(() => setLocale('en'))
  await openPage('/pages/course/detail?sku=c-card-3')
  await screen.findAllByRole('heading', { name: '年卡課程三' })
  await findButton('See the annual card', page())
  within(page()).getByText('Advanced card only')
  expect(within(page()).queryByText('Buy course')).toBeNull()
  testUtils.act(() => setLocale('zh-Hant'))
})

test('card-only without the card: the locked lesson’s sheet and the bar offer only the card, and open its page', async () => {
  const user = userEvent.setup()
  await openPage('/pages/course/detail?sku=c-card')
  await screen.findAllByRole('heading', { name: '年卡課程' })
  // the bottom bar: what the course takes, and the card instead of a buy button
  within(page()).getByText('年卡專享')
  await findButton('查看年卡方案', page())
  expect(within(page()).queryByText(/購買課程/)).toBeNull()
  // a locked lesson: the sheet says the card opens it, with no buy button
  await user.click(await screen.findByRole('listitem', { name: '第二節 身體掃描，未解鎖' }))
  const sheet = await screen.findByRole('dialog', { name: '這一節尚未解鎖' })
  expect(within(sheet).getByText('此內容需要年卡')).toBeTruthy()
  expect(within(sheet).queryByText(/購買課程/)).toBeNull()
  await user.click(within(sheet).getByText('查看年卡方案'))
  await toEquityAndBack()
  await until(() => !screen.queryByRole('dialog'), 'the sheet closed')
  await user.click(await findButton('查看年卡方案', page()))
  await until(() => hash().startsWith('#/mine/pages/annualPass/equity'))
  expect(hash()).toContain('required=1')
})
