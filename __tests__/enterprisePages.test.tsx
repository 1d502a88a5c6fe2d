/**
 * Enterprise pages over the real router, stores and HTTP layer against a fake backend: joining a group by code
 * (the server's message for a bad code, one join call, the joined state), the brand space of a non-member, and a
 * live monitor whose 1200 answer leads to the enterprise login with the page to return to. Read as the user meets
 * them: the code field by its label, buttons by their text, the group and the closed space by their headings, the
 * failure as an alert and the joined state as a status; typed and tapped with userEvent.
 */
import Taro from '@tarojs/taro'
import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, findButton, openPage, page, path, testUtils, typeIn, until } from './utils/pageHarness'
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

jest.setTimeout(30_000)

it('joins a group by code: a bad code shows the server’s message, a good one joins once', async () => {
  const user = userEvent.setup()
  await openPage('/commonPage/pages/joinGroup')
  await typeIn(user, '邀請碼', 'NOPE1234')
  await user.click(await findButton('查看群組'))
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', '找不到此邀請碼，請確認後再輸入')
  await typeIn(user, '邀請碼', 'JIUZAI26')
  await user.click(await findButton('查看群組'))
  await screen.findByRole('heading', { name: '久在書院學員群' })
  // by class: jest renders Taro's web-component Image, which drops the alt the H5 build's Image gets (imageAlt)
  const qr = page().querySelector('.join-group__qr-image')
  expect(qr?.getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  await user.click(await findButton('加入群組', page()))
  expect(await screen.findByRole('status')).toHaveProperty('textContent', '已加入群組')
  expect(joins).toEqual([{ code: 'JIUZAI26' }])
})

it('a non-member sees why the space is closed and how to join', async () => {
  await openPage('/study/pages/enterprise/jiuzai')
  await screen.findByRole('heading', { name: '此空間僅限企業成員' })
  // the members' content is in the page, hidden by its class (no role or name: found by its test id)
  expect(within(page()).getByTestId('space-content').className).toContain('is-hidden')
})

it('a 1200 on the monitor opens the enterprise login with the monitor to return to', async () => {
  testUtils.act(() => {
    Taro.reLaunch({ url: '/live/pages/monitor?id=901' })
  })
  await until(() => path() === '/pages/login/authPage')
  expect(decodeURIComponent(window.location.hash)).toContain('redirect=/live/pages/monitor?id=901')
})
