/**
 * The learning-gold confirm page (mine/pages/invitation/confirmOrder/index) over the real router, stores and HTTP
 * layer against a fake backend: spec §5 phone check and the address of a physical gift stop the exchange before
 * any call; a valid form sends one exchange with the confirmation's key (a second tap sends the same key) and
 * opens the success page; the shortfall is shown when the gold does not cover the gift.
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, path, testUtils, until, typeIn } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import type { GoldExchangeBody, GoldGiftDTO } from '@/protocol/gold'

jest.setTimeout(30000)

const gifts: GoldGiftDTO[] = [
  {
    id: 1,
    kind: 'vip_days',
    title: '冥想會員 7 天',
    desc: '',
    price_gold: 100,
    days: 7,
    course_sku: null,
    stock: null
  },
  { id: 4, kind: 'physical', title: '靜心冥想坐墊', desc: '', price_gold: 800, days: 0, course_sku: null, stock: 3 }
]
let balance = 1000
const sent: GoldExchangeBody[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope({ id: 7, nickname: '王小明' }),
    'GET /v3/get/invite/gifts': () => envelope(gifts),
    'GET /v3/get/invite/gold': () =>
      envelope({ balance, invited: 1, earned: 100, reward_per_invite: 100, signup_window_hours: 72 }),
    'POST /v3/invite/exchange': (req) => {
      sent.push(req.data as GoldExchangeBody)
      return envelope({
        id: 55,
        gift: gifts[1],
        gold: 800,
        status: 'to_ship',
        recipient_name: 'x',
        phone: '',
        address: '',
        created_at: ''
      })
    },
    'GET /v3/get/invite/exchange/55': () =>
      envelope({
        id: 55,
        gift: gifts[1],
        gold: 800,
        status: 'to_ship',
        recipient_name: 'x',
        phone: '',
        address: '',
        created_at: '2026-11-24T00:00:00Z'
      })
  })
  await createTaroApp()
  rootStore.user.setToken('tok')
})

const open = (url: string) =>
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })

/** The exchange button (the page's title says 確認兌換 too; Taro's Button has no role in jsdom). */
const submitButton = () => screen.getByText('確認兌換', { selector: 'taro-button-core' })

it('refuses a bad phone and a missing address without calling the server, then exchanges once', async () => {
  const user = userEvent.setup()
  open('/mine/pages/invitation/confirmOrder/index?gift_id=4')
  await screen.findByText('靜心冥想坐墊')
  await typeIn(user, '收件人姓名 (必填)', '王小明')
  await typeIn(user, '手機號碼 (必填)', '12345')
  await user.click(submitButton())
  // each field's message, announced (role alert)
  expect((await screen.findByText('請填寫正確的電話號碼')).getAttribute('role')).toBe('alert')
  expect(screen.getByText('實體禮品請填寫收件地址').getAttribute('role')).toBe('alert')
  expect(sent).toHaveLength(0)

  await typeIn(user, '手機號碼 (必填)', '912345678')
  await typeIn(user, '收件地址 (必填)', '台北市信義路 1 號')
  const submit = submitButton()
  await user.click(submit)
  await user.click(submit)
  await until(() => path() === '/mine/pages/invitation/exchangeSuccess/index')
  expect(sent.length).toBeGreaterThanOrEqual(1)
  expect(new Set(sent.map((b) => b.idempotency_key)).size).toBe(1)
  expect(sent[0]).toMatchObject({
    gift_id: 4,
    recipient_name: '王小明',
    phone: '912345678',
    address: '台北市信義路 1 號'
  })
})

it('shows the shortfall and keeps the button off when the gold does not cover the gift', async () => {
  balance = 300
  sent.length = 0
  open('/mine/pages/invitation/confirmOrder/index?gift_id=4')
  const shortfall = await screen.findByText('學習金不足，還差 500')
  expect(shortfall.getAttribute('role')).toBe('alert')
  expect(submitButton().hasAttribute('disabled')).toBe(true)
  expect(sent).toHaveLength(0)
})
