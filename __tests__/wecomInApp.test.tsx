/**
 * The mini-program opened inside WeCom: the enterprise login page offers the WeCom login, which takes a
 * `wx.qy.login` code (services/wecom.weapp.ts) to POST /v3/enterprise/wecom/mplogin and returns to the page that
 * asked; a login that gives no code says so. The weapp module itself reads `wx.qy` and WeCom's environment.
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { envelope, installFakeServer } from './utils/fakeServer'
import { emptySettings, findButton, path, testUtils, until } from './utils/pageHarness'
import { setLocale } from '@/i18n'
import { rootStore } from '@/stores'
import { wecomInAppAvailable, wecomInAppCode } from '@/services/wecom.weapp'

const codes: (string | null)[] = []
jest.mock('@/services/wecom', () => ({
  wecomInAppAvailable: () => true,
  wecomInAppCode: async () => codes.shift() ?? null
}))

jest.setTimeout(30_000)

const logins: unknown[] = []
const user = { id: 8, nickname: '企業學員' }

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer({
    ...emptySettings,
    'GET /v2/users': () => envelope(user),
    'POST /v3/enterprise/wecom/mplogin': (req) => {
      logins.push(req.data)
      return envelope({ token: 'tok-wecom', user, is_new: false, enterprise: 'bsj' })
    }
  })
  await createTaroApp()
})

const open = (url: string) =>
  testUtils.act(() => {
    Taro.reLaunch({ url })
  })

it('inside WeCom: the WeCom button logs in with wx.qy.login’s code and returns to the page that asked', async () => {
  const user = userEvent.setup()
  open('/pages/login/authPage?state=live&redirect=%2Fpages%2Fcourse%2Findex')
  // no code (the user closed WeCom's prompt): said so (announced), nothing sent
  await user.click(await findButton('企業微信登入'))
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', '企業微信登入未完成，請再試一次')
  expect(logins).toEqual([])
  codes.push('qy-code-1')
  await user.click(await findButton('企業微信登入'))
  await until(() => rootStore.user.token === 'tok-wecom')
  expect(logins).toEqual([{ code: 'qy-code-1' }])
  await until(() => path() === '/pages/course/index')
})

describe('wecom.weapp', () => {
  const g = globalThis as unknown as { wx?: unknown }
  afterEach(() => {
    delete g.wx
    jest.restoreAllMocks()
  })

  it('is available only with wx.qy inside WeCom, and hands over the code (null when the login fails)', async () => {
    expect(wecomInAppAvailable()).toBe(false)
    expect(await wecomInAppCode()).toBeNull()
    let fail = false
    g.wx = {
      qy: {
        login: (o: { success(r: { code?: string }): void; fail(e: unknown): void }) =>
          fail ? o.fail(new Error('cancel')) : o.success({ code: 'qy-123' })
      }
    }
    const info = jest.spyOn(Taro, 'getSystemInfoSync')
    info.mockReturnValue({ environment: 'wxwork' } as ReturnType<typeof Taro.getSystemInfoSync>)
    expect(wecomInAppAvailable()).toBe(true)
    info.mockReturnValue({} as ReturnType<typeof Taro.getSystemInfoSync>)
    expect(wecomInAppAvailable()).toBe(false)
    expect(await wecomInAppCode()).toBe('qy-123')
    fail = true
    expect(await wecomInAppCode()).toBeNull()
  })
})
