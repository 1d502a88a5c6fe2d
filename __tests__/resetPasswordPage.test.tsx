// One page flow per file: Taro's H5 router keeps its state for the life of the app, and a reLaunch that followed
// another flow's navigateBack in the same app mounted nothing (the previous page stayed, its countdown running),
// so the second flow failed whenever it ran after the first (seen in every run at a load of 7–11, 2026-11-27).
// What the user sees is found with Testing Library (fields by label, else by text) and used with userEvent.
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { testUtils, emptySettings, until, path, typeIn } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { setLocale } from '@/i18n'

// a page flow mounts several pages; on a machine busy with builds one can take longer than jest's 5 s default
jest.setTimeout(20_000)

const settings = emptySettings

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(settings)
  await createTaroApp()
})
afterEach(() => {
  Taro.cleanInterceptors()
})

/** A button by its text (Taro's Button has no role in jsdom). */
const button = (text: string) => screen.getByText(text, { selector: 'taro-button-core' })

describe('reset password page', () => {
  it('shows the "sent if an account exists" tip, then resets and goes to the password login', async () => {
    const user = userEvent.setup()
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
    await screen.findByText('請輸入正確的電子郵件；如果帳號存在，我們會寄出重設密碼的郵件。')
    await typeIn(user, '電子郵件', 'who@example.com')
    await user.click(button('取得驗證碼'))
    await screen.findByText('如果帳號存在，重設密碼的驗證碼已寄到你的信箱。')
    await typeIn(user, '驗證碼', '123456')
    await typeIn(user, '新密碼', 'short')
    await typeIn(user, '確認密碼', 'short')
    await user.click(button('重設密碼'))
    // the rule is announced (role alert), and nothing but the code request was sent
    expect((await screen.findByText('請設定密碼（8–64 個字元）')).getAttribute('role')).toBe('alert')
    expect(calls).toEqual([{ email: 'who@example.com', action: 'RESET' }])

    await typeIn(user, '新密碼', 'a-new-password')
    await typeIn(user, '確認密碼', 'a-new-password')
    await user.click(button('重設密碼'))
    await until(() => path() === '/pages/login/index', 'the password login')
    expect(calls[1]).toEqual({ email: 'who@example.com', code: '123456', password: 'a-new-password' })
  })
})
