/**
 * The activity ticket page and the app shell's payment return over the real router, stores and HTTP layer: the
 * ticket shows its QR code (drawn as Views, the code in its label), the time in the user's zone and the place; a
 * cancelled ticket hides the code and offers to sign up again; the fail return shows the shell's reason.
 */
import Taro from '@tarojs/taro'
import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { openPage, page } from './utils/pageHarness'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { qrRows } from '@/study/components/TicketParts/TicketQr'

jest.setTimeout(30000)

// the device is in Taipei, like the product's users: times show in the device's zone (issue 32 item 12)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'Asia/Taipei'
}))

const ticket = (status: 'active' | 'cancelled') => ({
  id: 5,
  act_id: 60,
  sku: 'act-sitting',
  title: '週末共修・靜坐',
  cover: '',
  code: 'JXT0123456789ABCDEF0123',
  status,
  // 04:00 UTC is 12:00 in Asia/Taipei
  start_at: '2026-11-26T04:00:00.000Z',
  end_at: '2026-11-26T06:00:00.000Z',
  venue: '靜心台北教室',
  address: '臺北市大安區復興南路一段 100 號',
  admits: 1,
  seats: 30,
  seats_left: 29,
  pay_amount: 0,
  order_no: null,
  created_at: '2026-11-24T14:50:00.000Z',
  cancelled_at: status === 'cancelled' ? '2026-11-24T15:00:00.000Z' : null,
  cancel_until: '2026-11-25T04:00:00.000Z',
  can_cancel: status === 'active'
})
let status: 'active' | 'cancelled' = 'active'
let cancels = 0

const routes = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([]),
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/meditation/memberInfo': () =>
    envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
  'GET /v2/useracttickets/5': () => envelope(ticket(status)),
  'DELETE /v2/useracttickets/5': () => {
    cancels++
    status = 'cancelled'
    return envelope(ticket('cancelled'))
  },
  'GET /v2/ticketsite/60': () =>
    envelope({ act_id: 60, venue: '靜心台北教室', address: '臺北', lat: 25.04, lng: 121.54, map_url: 'https://x' }),
  'GET /v3/get/order/status': () =>
    envelope({
      order_no: 'JX00000001',
      status: 'pending',
      item: { kind: 'course', sku: 'c-breathwork', title: '呼吸練習課', days: null },
      amount: 680,
      discount: 0,
      pay_amount: 680,
      coupon_title: null,
      phone: null,
      provider: null,
      created_at: '2026-11-24T14:50:00.000Z',
      expires_at: '2026-11-24T15:20:00.000Z',
      paid_at: null,
      granted: null
    })
}

/** Relaunches to `url`, a new page each visit (a relaunch to the very page shown would keep it). */
let visits = 0
const open = (url: string) => openPage(`${url}&v=${++visits}`)

/** The element of the page on top whose own text contains `text` (one only: a get). */
const shown = (text: string) => within(page()).getByText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(routes)
  await createTaroApp()
  rootStore.user.setToken('tok')
})
afterAll(() => {
  Taro.cleanInterceptors()
})

test('the QR code of a ticket code: square, with the three finder patterns', () => {
  const { size, rows } = qrRows('JXT0123456789ABCDEF0123')
  expect(rows).toHaveLength(size)
  for (const runs of rows) expect(runs.reduce((n, [, len]) => n + len, 0)).toBe(size)
  // a finder pattern starts every corner row but the bottom right: 7 dark modules
  expect(rows[0][0]).toEqual([true, 7])
  expect(rows[0][rows[0].length - 1]).toEqual([true, 7])
  expect(rows[size - 1][0]).toEqual([true, 7])
})

test('an active ticket: QR code, time in the user zone, place, seats and until when it can be cancelled', async () => {
  status = 'active'
  await open('/study/pages/course/activityTicket/ticket?id=5')
  await within(page()).findByText(/2026\/11\/26 12:00 – 14:00 台北標準時間/)
  shown('靜心台北教室')
  shown('1 人入場 · 名額 30 人，尚餘 29 個')
  shown('2026-11-25 12:00 台北標準時間 前可取消')
  await screen.findByText('在地圖中查看')
  const qr = screen.getByLabelText('入場 QR 碼：JXT0123456789ABCDEF0123')
  // the code's dark modules: a drawing, with no role or name of their own
  expect(qr.querySelectorAll('.ticket-qr__dark').length).toBeGreaterThan(50)
})

test('a cancelled ticket says so and leads back to sign up again', async () => {
  status = 'cancelled'
  await open('/study/pages/course/activityTicket/ticket?id=5')
  await within(page()).findByText(/已於 2026-11-24 23:00 取消/)
  shown('重新報名')
  expect(within(page()).queryByText(/取消報名/)).toBeNull()
  expect(screen.getByRole('status').textContent).toBe('已取消')
  // no QR code, not even a hidden or dimmed one (its modules have no role: looked for by class)
  expect(screen.queryByLabelText(/入場 QR 碼/)).toBeNull()
  expect(page().querySelectorAll('.ticket-qr__dark')).toHaveLength(0)
})

test('cancelling: the confirmation first, then one cancel, and the page shows the ticket cancelled', async () => {
  status = 'active'
  cancels = 0
  const user = userEvent.setup()
  await open('/study/pages/course/activityTicket/ticket?id=5')
  const cancel = await screen.findByText('取消報名')
  await user.click(cancel)
  // Taro's modal: its title, and its confirm button carrying our words
  await screen.findByText('確定取消報名？')
  // Taro's own H5 modal has no roles: its confirm button by the modal's classes
  const confirm = document.querySelector<HTMLElement>('.taro-modal__foot .taro-model__confirm')
  expect(confirm?.textContent).toBe('取消報名')
  await user.click(confirm!)
  await screen.findByText(/已於 2026-11-24 23:00 取消/)
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已取消'))
  expect(cancels).toBe(1)
})

test("the app shell's fail return shows its reason and offers to pay again", async () => {
  await open(`/pages/course/appPayFail?order_no=JX00000001&msg=${encodeURIComponent('卡片被拒絕')}`)
  await within(page()).findByText(/卡片被拒絕/)
  shown('付款未完成')
  shown('重新付款')
})
