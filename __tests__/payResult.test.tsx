/**
 * The pay result page over the real router, stores and HTTP layer: a pending order is checked again with
 * back-off until the server says paid, then the page shows what was granted; a closed order says nothing was
 * charged and offers to buy again. The back-off schedule and the phases are checked on their own too.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { until } from './utils/until'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { backoffDelay, phaseOf, POLL_LIMIT_MS } from '@/pages/payResult/polling'

// the device is in Taipei, like the product's users: dates show in the device's zone (issue 32 item 12)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'Asia/Taipei'
}))

jest.setTimeout(30000)

const testUtils = new TestUtils()
let statusCalls = 0
let memberCalls = 0
let paidAfter = 2
let finalStatus: 'paid' | 'closed' = 'paid'

const order = (status: string) => ({
  order_no: 'JX1',
  status,
  item: { kind: 'course_annual_advanced', sku: 'annual-card-advanced', title: '進階課程年卡', days: 365 },
  amount: 3999,
  discount: 0,
  pay_amount: 3999,
  coupon_title: null,
  phone: null,
  provider: 'dev',
  created_at: '2026-11-22T16:20:00Z',
  expires_at: '2026-11-22T16:50:00Z',
  paid_at: status === 'paid' ? '2026-11-22T16:30:00Z' : null,
  granted:
    status === 'paid'
      ? { kind: 'course_annual_advanced', title: '進階課程年卡', until: '2027-11-22T16:30:00Z', card_level: 2 }
      : null
})

const routes = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([]),
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/meditation/memberInfo': () => (
    memberCalls++,
    envelope({ isVip: 0, expire_at: null, annual_card_level: 2, annual_card_expire_at: '2027-11-22T16:30:00Z' })
  ),
  'GET /v3/get/order/status': () => {
    statusCalls++
    return envelope(order(statusCalls > paidAfter ? finalStatus : 'pending'))
  }
}

async function open(url: string) {
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  await new Promise((r) => setTimeout(r, 0))
}

/** The page's text once it matches `needle`. */
const textWith = (needle: RegExp): Promise<string> =>
  until(() => {
    const text = document.body.textContent ?? ''
    return needle.test(text) && text
  }, `${needle}`)

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('back-off: 1 s, 2 s, 4 s, then 8 s at most; pending past the window reads as timed out', () => {
  expect([0, 1, 2, 3, 4, 9].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  expect(POLL_LIMIT_MS).toBe(60_000)
  expect(phaseOf('pending', false)).toBe('waiting')
  expect(phaseOf('pending', true)).toBe('timedOut')
  expect(phaseOf('paid', true)).toBe('paid')
  expect(phaseOf('closed', false)).toBe('failed')
  expect(phaseOf('refunded', false)).toBe('failed')
})

test('a pending order is polled until paid, then shows what was granted', async () => {
  statusCalls = 0
  paidAfter = 2
  finalStatus = 'paid'
  // the back-off runs on a fake clock that also moves with real time (Taro's own timers keep working): each wait
  // is jumped over instead of waited for
  jest.useFakeTimers({ advanceTimers: true })
  try {
    await open('/pages/payResult/result?order_no=JX1')
    await textWith(/正在確認付款/)
    expect(statusCalls).toBe(1)
    await jest.advanceTimersByTimeAsync(1000)
    await until(() => statusCalls === 2, 'the second check, 1 s after the first')
    await jest.advanceTimersByTimeAsync(2000)
    const text = await textWith(/付款成功/)
    expect(statusCalls).toBe(3)
    expect(text).toContain('已開通')
    expect(text).toContain('進階課程年卡有效至 2027-11-23')
    // when it was paid, in the device's zone, named (issue 32 item 12)
    expect(text).toContain('2026-11-23 00:30 台北標準時間')
    // once paid, no more checks, however long the page stays open
    await jest.advanceTimersByTimeAsync(120_000)
    expect(statusCalls).toBe(3)
  } finally {
    jest.useRealTimers()
  }
})

test('a closed order says nothing was charged and offers to buy again', async () => {
  statusCalls = 0
  paidAfter = 0
  finalStatus = 'closed'
  await open('/pages/payResult/result?order_no=JX1')
  const text = await textWith(/付款未完成/)
  expect(text).toContain('沒有扣款')
  expect(statusCalls).toBe(1)
})

test('back from LINE Pay cancelled: says so once, no polling', async () => {
  statusCalls = 0
  paidAfter = 99
  finalStatus = 'paid'
  jest.useFakeTimers({ advanceTimers: true })
  try {
    await open('/pages/payResult/result?order_no=JX1&cancelled=1')
    await textWith(/已取消付款/)
    await jest.advanceTimersByTimeAsync(120_000)
    expect(statusCalls).toBe(1)
  } finally {
    jest.useRealTimers()
  }
})

test("the member info of an order paid here is the pay answer's; of one paid elsewhere it is fetched once", async () => {
  const member = {
    isVip: 0 as const,
    expire_at: null,
    annual_card_level: 2 as const,
    annual_card_expire_at: '2027-11-22T16:30:00Z'
  }
  // checkout kept JX1's pay answer; JX2 was paid elsewhere (another device, a provider's late notice)
  for (const [orderNo, fetches] of [
    ['JX1', 0],
    ['JX2', 1]
  ] as const) {
    statusCalls = 0
    paidAfter = 0
    finalStatus = 'paid'
    rootStore.user.setMemberInfo(member, 'JX1')
    memberCalls = 0
    await open(`/pages/payResult/result?order_no=${orderNo}`)
    await until(() => statusCalls === 1, 'the order read once')
    await textWith(/付款成功/)
    if (fetches) await until(() => memberCalls === fetches, 'the member info fetched')
    expect(memberCalls).toBe(fetches)
  }
})
