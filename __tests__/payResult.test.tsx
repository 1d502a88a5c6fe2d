/**
 * The pay result page over the real router, stores and HTTP layer: a pending order is checked again with
 * back-off until the server says paid, then the page shows what was granted; a closed order says nothing was
 * charged and offers to buy again. The back-off schedule and the phases are checked on their own too. What the
 * user sees is found with Testing Library (the page's live status by role, the rest by label and text); the
 * back-off runs on jest's fake timers, so no test waits for it in real time.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
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
/** When each status check was made, on the (fake) clock. */
let statusAt: number[] = []
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
    statusAt.push(Date.now())
    return envelope(order(statusCalls > paidAfter ? finalStatus : 'pending'))
  }
}

async function open(url: string) {
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  await new Promise((r) => setTimeout(r, 0))
}

/**
 * The page's live status (role status) once it says `text`. Found by its text, then its role: a role query over
 * the whole page takes long enough here for the fake clock, which moves with real time, to run the back-off's
 * next check while it looks. Waited for with the shared `until`, not findBy*: Testing Library's waits move jest's
 * fake clock on by themselves.
 */
const statusSays = (text: string | RegExp) =>
  until(() => screen.queryByText(text)?.closest<HTMLElement>('[role="status"]'), `the status says ${text}`)

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
  statusAt = []
  paidAfter = 2
  finalStatus = 'paid'
  // the back-off runs on a fake clock that also moves with real time (Taro's own timers keep working): each wait
  // is jumped over instead of waited for
  jest.useFakeTimers({ advanceTimers: true })
  try {
    await open('/pages/payResult/result?order_no=JX1')
    await statusSays('正在確認付款…')
    expect(statusCalls).toBe(1)
    await jest.advanceTimersByTimeAsync(1000)
    await until(() => statusCalls === 2, 'the second check, 1 s after the first')
    await jest.advanceTimersByTimeAsync(2000)
    await statusSays('✓ 付款成功')
    expect(statusCalls).toBe(3)
    // 1 s, then 2 s apart on the fake clock (which also moves with real time: a little over, never under)
    const gaps = statusAt.slice(1).map((at, i) => at - statusAt[i])
    expect(gaps[0]).toBeGreaterThanOrEqual(1000)
    expect(gaps[0]).toBeLessThan(1500)
    expect(gaps[1]).toBeGreaterThanOrEqual(2000)
    expect(gaps[1]).toBeLessThan(2500)
    const granted = screen.getByLabelText('已開通')
    expect(within(granted).getByText('進階課程年卡有效至 2027-11-23')).toBeTruthy()
    // when it was paid, in the device's zone, named (issue 32 item 12)
    expect(screen.getByText('2026-11-23 00:30 台北標準時間')).toBeTruthy()
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
  expect(within(await statusSays('付款未完成')).getByText(/沒有扣款/)).toBeTruthy()
  expect(statusCalls).toBe(1)
  // buying again is offered (shown), checking again or paying this order again is not
  const shown = (label: string) => !screen.getByText(label).className.includes('pr__off')
  expect([shown('重新購買'), shown('重新查詢'), shown('重新付款')]).toEqual([true, false, false])
  // and it opens the order page for the same item in place of this one
  await userEvent.click(screen.getByText('重新購買'))
  await until(() => window.location.hash.includes('/pages/course/order?sku=annual-card-advanced'), 'the order page')
})

test('back from LINE Pay cancelled: says so once, no polling', async () => {
  statusCalls = 0
  paidAfter = 99
  finalStatus = 'paid'
  jest.useFakeTimers({ advanceTimers: true })
  try {
    await open('/pages/payResult/result?order_no=JX1&cancelled=1')
    await statusSays('已取消付款，訂單保留 30 分鐘，可再次付款')
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
    await statusSays('✓ 付款成功')
    if (fetches) await until(() => memberCalls === fetches, 'the member info fetched')
    expect(memberCalls).toBe(fetches)
  }
})
