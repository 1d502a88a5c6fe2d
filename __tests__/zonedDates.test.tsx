/**
 * The same membership expiry reads as the same day on every screen: the pay result page and the Me tab, over
 * the real router, stores and HTTP layer, for an instant just past midnight in Taipei (16:30 UTC), with the
 * device (this process) in a zone where that instant is still the day before. The user's zone is the device's
 * (issue 32 item 12), so both screens name the day of Los Angeles.
 */
import Taro from '@tarojs/taro'
import { within } from '@testing-library/dom'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { openPage, page } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

jest.setTimeout(30000)
// this device is in Los Angeles (jest cannot move Intl's zone through process.env.TZ)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'America/Los_Angeles'
}))

const EXPIRE_AT = '2026-12-22T16:30:00Z'
const deviceZone = process.env.TZ

const routes = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([]),
  'GET /v2/users': () =>
    envelope({
      id: 9,
      nickname: 'N',
      avatar: '',
      email: 'n@x.co',
      mobile: null,
      nationcode: null,
      has_password: true,
      lang: 'zh-Hant',
      created_at: ''
    }),
  'GET /v3/meditation/memberInfo': () =>
    envelope({ isVip: 1, expire_at: EXPIRE_AT, annual_card_level: 0, annual_card_expire_at: null }),
  'GET /v3/get/order/status': () =>
    envelope({
      order_no: 'JX1',
      status: 'paid',
      item: { kind: 'meditation_vip', sku: 'vip-30', title: '30 天會員', days: 30 },
      amount: 68,
      discount: 0,
      pay_amount: 68,
      coupon_title: null,
      phone: null,
      provider: 'dev',
      created_at: '2026-11-22T16:20:00Z',
      expires_at: '2026-11-22T16:50:00Z',
      paid_at: '2026-11-22T16:30:00Z'
    })
}

/** The text of the element on the page on top whose own text matches `needle` (each screen's phrase is its own). */
async function shownText(needle: RegExp): Promise<string> {
  return (await within(page()).findByText(needle)).textContent ?? ''
}

const dateIn = (text: string) => text.match(/20\d\d-\d\d-\d\d/g) ?? []

beforeAll(async () => {
  process.env.TZ = 'America/Los_Angeles'
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
})
afterAll(() => {
  process.env.TZ = deviceZone
  Taro.cleanInterceptors()
})

test('the pay result page and the Me tab show the same expiry day, in the user zone (the device’s)', async () => {
  await openPage('/pages/course/paySuccess?order_no=JX1')
  const resultDate = (await shownText(/會員有效至 20\d\d/)).match(/會員有效至 (20\d\d-\d\d-\d\d)/)![1]
  // the paid-at line of the result page is in the same zone too
  const paidAt = within(page())
    .getAllByText(/20\d\d-\d\d-\d\d/)
    .flatMap((el) => dateIn(el.textContent ?? ''))

  await openPage('/mine/pages/index')
  const meDate = (await shownText(/有效期至 20\d\d/)).match(/有效期至 (20\d\d-\d\d-\d\d)/)![1]

  expect(resultDate).toBe('2026-12-22')
  expect(meDate).toBe(resultDate)
  expect(paidAt).toContain('2026-11-22')
})
