// One page flow per file: Taro's H5 router keeps its state for the life of the app, and a reLaunch that followed
// another flow's navigateBack in the same app mounted nothing (the previous page stayed, its countdown running),
// so the second flow failed whenever it ran after the first (seen in every run at a load of 7–11, 2026-11-27).
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { testUtils, emptySettings, until, typeInto, click, path } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { setLocale } from '@/i18n'

// a page flow mounts several pages; on a machine busy with builds one can take longer than jest's 5 s default
jest.setTimeout(20_000)

const settings = emptySettings
const q = testUtils.queries

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(settings)
  await createTaroApp()
})
afterEach(() => {
  Taro.cleanInterceptors()
})

describe('reset password page', () => {
  it('shows the "sent if an account exists" tip, then resets and goes to the password login', async () => {
    const calls: any[] = []
    installFakeServer({
      ...settings,
      'POST /v3/abroad/email/send': (r) => {
        calls.push(r.data)
        return envelope(null)
      },
      'POST /v3/user/password/reset': (r) => {
        calls.push(r.data)
        return envelope(null)
      }
    })
    testUtils.act(() => {
      Taro.reLaunch({ url: '/pages/login/resetPwd' })
    })
    await q.waitForQueryByText('請輸入正確的電子郵件；如果帳號存在，我們會寄出重設密碼的郵件。')
    await typeInto('.auth-field--email', 'who@example.com')
    click('.auth-send')
    await q.waitForQueryByText('如果帳號存在，重設密碼的驗證碼已寄到你的信箱。')
    await typeInto('.auth-field--code', '123456')
    await typeInto('.auth-field--password', 'short')
    await typeInto('.auth-field--password-again', 'short')
    click('.auth-submit')
    await q.waitForQueryByText('請設定密碼（8–64 個字元）')
    expect(calls).toEqual([{ email: 'who@example.com', action: 'RESET' }])

    await typeInto('.auth-field--password', 'a-new-password')
    await typeInto('.auth-field--password-again', 'a-new-password')
    click('.auth-submit')
    await until(() => path() === '/pages/login/index')
    expect(calls[1]).toEqual({ email: 'who@example.com', code: '123456', password: 'a-new-password' })
  })
})
