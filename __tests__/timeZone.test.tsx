/**
 * Issue 32 item 12 in the app: the launch puts times and days in the device's zone, and the account is told that
 * zone (once, when it differs), so the server counts the report's days where the user is.
 */
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { formatDateTime, getUserTimeZone, setUserTimeZone } from '@/utils/dates'
import { zonedDateTime } from '@/utils/zonedTime'

jest.setTimeout(30000)
// this device is in Los Angeles (jest cannot move Intl's zone through process.env.TZ)
jest.mock('@/protocol/timeZone', () => ({
  ...jest.requireActual('@/protocol/timeZone'),
  deviceTimeZone: () => 'America/Los_Angeles'
}))

let accountZone: string | undefined = 'Asia/Taipei'
const updates: unknown[] = []
const user = () => ({
  id: 9,
  nickname: 'N',
  avatar: '',
  email: 'n@x.co',
  mobile: null,
  nationcode: null,
  has_password: true,
  lang: 'zh-Hant',
  ...(accountZone ? { time_zone: accountZone } : {}),
  created_at: '2026-01-01T00:00:00Z'
})

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    'GET /v3/meditation/settings': () => envelope([]),
    'GET /v3/get/course/settings': () => envelope([]),
    'GET /v2/users': () => envelope(user()),
    'GET /v3/meditation/memberInfo': () =>
      envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
    'PUT /v2/users/9/update': ({ data }) => {
      updates.push(data)
      accountZone = (data as { time_zone: string }).time_zone
      return envelope(user())
    }
  })
  await createTaroApp()
})
afterAll(() => {
  setUserTimeZone('Asia/Taipei')
  Taro.cleanInterceptors()
})

test("the launch shows times in the device's zone, with its name where the zone matters", () => {
  expect(getUserTimeZone()).toBe('America/Los_Angeles')
  // 04:00 UTC on 25 Nov is 20:00 on the 24th in Los Angeles (12:00 on the 25th in Taipei)
  expect(formatDateTime('2026-11-25T04:00:00Z')).toBe('2026-11-24 20:00')
  expect(zonedDateTime('2026-11-25T04:00:00Z')).toBe('2026-11-24 20:00 太平洋時間')
  setLocale('en')
  expect(zonedDateTime('2026-11-25T04:00:00Z')).toBe('2026-11-24 20:00 Pacific Time')
  setLocale('zh-Hant')
})

test('the account is told the device zone when it differs, and only then', async () => {
  rootStore.user.setToken('tok')
  await rootStore.user.fetchProfile()
  expect(updates).toEqual([{ time_zone: 'America/Los_Angeles' }])
  expect(rootStore.user.user?.time_zone).toBe('America/Los_Angeles')
  await rootStore.user.fetchProfile()
  expect(updates).toHaveLength(1)
  // a server that keeps no zone is not asked to
  accountZone = undefined
  await rootStore.user.fetchProfile()
  expect(updates).toHaveLength(1)
})
