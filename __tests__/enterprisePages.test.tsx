/**
 * Enterprise pages over the real router, stores and HTTP layer against a fake backend: joining a group by code
 * (the server's message for a bad code, one join call, the joined state), the brand space of a non-member, and a
 * live monitor whose 1200 answer leads to the enterprise login with the page to return to.
 */
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { click, emptySettings, last, path, testUtils, typeInto, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import type { EnterpriseSpaceDTO, GroupInviteDTO } from '@/protocol/enterprise'

const brand = { slug: 'jiuzai', name: '久在書院', intro: '讀書會', logo: '/media/logo.png' }
const invite: GroupInviteDTO = {
  group_id: 21,
  code: 'JIUZAI26',
  name: '久在書院學員群',
  enterprise: brand,
  expires_at: null,
  joined: false
}
const joins: unknown[] = []

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope({ id: 7, nickname: '王小明' }),
    'GET /v3/enterprise/group/invite': (req) =>
      String(req.url).includes('JIUZAI26') || (req.data as { code?: string })?.code === 'JIUZAI26'
        ? envelope(invite)
        : { statusCode: 400, body: { code: 1116, msg: '找不到此邀請碼，請確認後再輸入', data: null } },
    'POST /v3/enterprise/group/join': (req) => {
      joins.push(req.data)
      return envelope({ group_id: 21, enterprise: 'jiuzai', joined_now: true })
    },
    'GET /v3/enterprise/space/jiuzai': () =>
      envelope({
        enterprise: brand,
        logged_in: true,
        member: false,
        courses: [],
        lives: [],
        albums: [],
        kzero_open_id: null
      } satisfies EnterpriseSpaceDTO),
    'GET /v3/enterprise/live/monitor': () => ({ body: { code: 1200, msg: '請使用企業微信登入', data: null } })
  })
  await createTaroApp()
  rootStore.user.setToken('tok')
})

const open = (url: string) =>
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })

it('joins a group by code: a bad code shows the server’s message, a good one joins once', async () => {
  open('/commonPage/pages/joinGroup')
  await typeInto('.auth-field--group-code', 'NOPE1234')
  click('.join-group__body .auth-secondary')
  await until(() => last('.auth-error')?.textContent === '找不到此邀請碼，請確認後再輸入')
  await typeInto('.auth-field--group-code', 'JIUZAI26')
  click('.join-group__body .auth-secondary')
  await until(() => last('.join-group__name')?.textContent === '久在書院學員群')
  const qr = last('.join-group__qr-image')
  expect(qr?.getAttribute('src') ?? qr?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  click('.join-group__card .auth-submit')
  await until(() => last('[data-testid="joined"]')?.textContent === '已加入群組')
  expect(joins).toEqual([{ code: 'JIUZAI26' }])
})

it('a non-member sees why the space is closed and how to join', async () => {
  open('/study/pages/enterprise/jiuzai')
  await until(() => last('.enterprise-space__closed-title')?.textContent === '此空間僅限企業成員')
  expect(last('[data-testid="space-content"]')?.className).toContain('is-hidden')
})

it('a 1200 on the monitor opens the enterprise login with the monitor to return to', async () => {
  open('/live/pages/monitor?id=901')
  await until(() => path() === '/pages/login/authPage')
  expect(decodeURIComponent(window.location.hash)).toContain('redirect=/live/pages/monitor?id=901')
})
