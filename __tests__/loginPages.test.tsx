import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { testUtils, emptySettings, last, until, typeInto, click, path } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'

// page flows mount several pages; on a machine busy with builds one can take longer than jest's 5 s default
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

describe('phone login page', () => {
  it('a malformed phone shows the translated message and sends nothing; the picked nation code is used', async () => {
    const sent: any[] = []
    installFakeServer({
      ...settings,
      'POST /v2/users/code': (r) => {
        sent.push(r.data)
        return envelope(null)
      }
    })
    testUtils.act(() => {
      Taro.reLaunch({ url: '/pages/login/loginPhone' })
    })
    await typeInto('.auth-field--phone', '12345')
    click('.auth-send')
    await q.waitForQueryByText('請填寫正確的電話號碼')
    expect(sent).toEqual([])

    click('.auth-field__nation')
    await q.waitForQuerySelector('.nation-code__item[data-code="886"]')
    expect(path()).toBe('/pages/login/nationCode')
    click('.nation-code__item[data-code="886"]')
    await until(() => path() === '/pages/login/loginPhone')
    await until(() => last('.auth-field__nation')?.textContent === '+886 ▾')

    await typeInto('.auth-field--phone', '912345678')
    click('.auth-send')
    await until(() => sent.length === 1)
    await until(() => /60 秒後重新發送|59 秒後重新發送/.test(last('.auth-send')?.textContent || ''))
    expect(sent).toEqual([{ mobile: '912345678', nationcode: '886', action: 'LOGIN' }])
    rootStore.loginPanel.setNationCode('86')
  })
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
