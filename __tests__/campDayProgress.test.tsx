/**
 * A camp day's progress goes through the play keeper (stores/playRecords, kind `camp`), over the real router,
 * stores and HTTP layer: completing a day while offline keeps the report in recordCampProgress (the day shows it
 * done and says it is kept on the device, with no network toast), and the keeper sends it once when the network
 * returns, after which the note goes and the camp's progress counts it.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { screen, waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { page } from './utils/pageHarness'
import { envelope } from './utils/fakeServer'
import { reinstallHttpInterceptors } from '@/services/http'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { StorageKey } from '@/services/storage'
import type { CampDTO } from '@/protocol/course'
import type { CampDayContentDTO, CampProgressRecord } from '@/protocol/events'

jest.setTimeout(30000)

const testUtils = new TestUtils()
const CAMP = 61
const net = { online: true }
const progressPosts: unknown[] = []
let completed = false

const camp = (): CampDTO => ({
  id: CAMP,
  sku: 'camp-breath',
  type: 1,
  sub_type: 0,
  jump_type: null,
  title: '七日呼吸營',
  subtitle: '',
  teacher: '',
  cover: '',
  price: 0,
  original_price: 0,
  card_level: 0,
  live_status: 0,
  live_start_at: null,
  study_people: 3,
  isWaterfall: 0,
  intro: '',
  start_at: null,
  end_at: null,
  days: [{ day: 1, date: null, title: '第一天', duration: 0, locked: false, kind: 'text', completed }],
  signed_up: true,
  seats: 0,
  seats_left: 0,
  favorited: false,
  today: 1,
  completed_days: completed ? 1 : 0
})
const day1 = (): CampDayContentDTO => ({
  commodity_id: CAMP,
  day: 1,
  kind: 'text',
  title: '第一天：抵達',
  body: '安靜坐五分鐘。',
  media: '',
  duration: 0,
  opens_at: null,
  position: 0,
  completed
})

const routes: Record<string, (data: any) => { statusCode?: number; body: unknown }> = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([]),
  'GET /v2/users': () => envelope({ id: 9, nickname: 'N', avatar: '', email: 'n@x.co', lang: 'zh-Hant' }),
  'GET /v3/meditation/memberInfo': () =>
    envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
  [`GET /v2/commodity/${CAMP}`]: () => envelope(camp()),
  [`GET /v2/commodity/${CAMP}/days/1`]: () => envelope(day1()),
  [`GET /v2/commodity/${CAMP}/comments`]: () => envelope({ list: [], total: 0, page: 1, size: 20 }),
  [`POST /v2/commodity/${CAMP}/days/1/progress`]: (data) => {
    progressPosts.push(data)
    completed = completed || !!data.done
    return envelope({ day: 1, position: 0, completed, completed_at: null, completed_days: completed ? 1 : 0 })
  }
}

beforeAll(async () => {
  setLocale('zh-Hant')
  reinstallHttpInterceptors()
  // the last interceptor answers from the table above; the camp's progress route fails like a lost network
  Taro.addInterceptor((chain: any) => {
    const p = chain.requestParams
    const url = new URL(p.url, 'http://api.test')
    const key = `${(p.method || 'GET').toUpperCase()} ${url.pathname}`
    if (!net.online && url.pathname.endsWith('/progress')) return Promise.reject(new Error('request:fail offline'))
    const handler = routes[key]
    if (!handler) return Promise.resolve({ statusCode: 404, data: { code: 4040, msg: 'nf', data: null }, header: {} })
    const data = typeof p.data === 'string' ? JSON.parse(p.data) : p.data
    const res = handler(data)
    return Promise.resolve({ statusCode: res.statusCode ?? 200, data: res.body, header: {} })
  })
  await createTaroApp()
  rootStore.user.setToken('tok')
})
afterAll(() => {
  Taro.cleanInterceptors()
})

/** What the day player's statuses say (those shown: an off one is hidden from the accessibility tree). */
const said = () =>
  within(page())
    .queryAllByRole('status')
    .map((s) => s.textContent)

test('a day completed offline is kept by the play keeper and sent once when the network returns', async () => {
  testUtils.act(() => {
    Taro.reLaunch({ url: `/study/pages/course/onlineCamp?commodity_id=${CAMP}` })
  })
  await screen.findByText('安靜坐五分鐘。')
  expect(await screen.findByText('已完成 0 / 1 天')).toBeTruthy()

  net.online = false
  const toasts = jest.spyOn(Taro, 'showToast')
  await userEvent.click(screen.getByText('完成今天的練習'))
  const kept = (): CampProgressRecord[] => rootStore.playLogs.kept<CampProgressRecord>('camp')
  await waitFor(() => expect(kept()).toHaveLength(1))
  expect(kept()[0]).toEqual({ commodity_id: CAMP, day: 1, position: 0, done: true, tz: expect.any(String) })
  expect(Taro.getStorageSync(StorageKey.recordCampProgress)).toBeTruthy()
  // the day says it is done, and that it is kept on the device; nothing reached the server
  await waitFor(() => expect(said()).toEqual(['✓ 已完成', '已記在這臺裝置，連上網路後會自動送出']))
  expect(progressPosts).toEqual([])
  // a report the keeper keeps is not an error for the user to act on: no network toast beside the note
  expect(toasts.mock.calls.map(([o]) => o?.title)).toEqual([])
  expect(screen.queryByText('網路連線失敗，請檢查網路後再試')).toBeNull()
  toasts.mockRestore()

  // the network returns: the keeper (what launch.ts's resendWhenOnline runs) sends it once, and forgets it
  net.online = true
  expect(await rootStore.playLogs.resendAll()).toBe(1)
  expect(await rootStore.playLogs.resendAll()).toBe(0)
  expect(progressPosts).toEqual([{ position: 0, done: true, tz: expect.any(String) }])
  expect(kept()).toEqual([])
  expect(completed).toBe(true)
  // the player sees the keeper has sent it: the note goes and the camp's progress is read again
  expect(await screen.findByText('已完成 1 / 1 天')).toBeTruthy()
  await waitFor(() => expect(said()).toEqual(['✓ 已完成']))
})
