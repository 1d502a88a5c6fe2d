/**
 * The learning-gold confirm page (mine/pages/invitation/confirmOrder/index) over the real router, stores and HTTP
 * layer against a fake backend: spec §5 phone check and the address of a physical gift stop the exchange before
 * any call; a valid form sends one exchange with the confirmation's key (a second tap sends the same key) and
 * opens the success page; the shortfall is shown when the gold does not cover the gift.
 */
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { click, emptySettings, last, path, testUtils, typeInto, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import type { GoldExchangeBody, GoldGiftDTO } from '@/protocol/gold'

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

const open = async (url: string) => {
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })
  await until(() => !!last('[data-testid="confirm-gift"]'))
}

it('refuses a bad phone and a missing address without calling the server, then exchanges once', async () => {
  await open('/mine/pages/invitation/confirmOrder/index?gift_id=4')
  expect(last('[data-testid="confirm-gift"]')!.textContent).toBe('靜心冥想坐墊')
  await typeInto('.gold-input--name', '王小明')
  await typeInto('.gold-input--phone', '12345')
  click('.gold-submit')
  await until(() => last('.gold-error--phone')?.textContent === '請填寫正確的電話號碼')
  expect(last('.gold-error--address')?.textContent).toBe('實體禮品請填寫收件地址')
  expect(sent).toHaveLength(0)

  await typeInto('.gold-input--phone', '912345678')
  const area = last('.gold-input--address textarea') as HTMLTextAreaElement
  testUtils.act(() => {
    area.value = '台北市信義路 1 號'
    testUtils.fireEvent.input(area)
  })
  click('.gold-submit')
  click('.gold-submit')
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
  await open('/mine/pages/invitation/confirmOrder/index?gift_id=4')
  await until(() => last('.gold-submit-box__error')?.textContent === '學習金不足，還差 500')
  expect(last('.gold-submit')!.hasAttribute('disabled')).toBe(true)
  expect(sent).toHaveLength(0)
})
