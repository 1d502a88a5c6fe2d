// One page flow per file: Taro's H5 router keeps its state for the life of the app, and a reLaunch that followed
// another flow's navigateBack in the same app mounted nothing (the previous page stayed, its countdown running),
// so the second flow failed whenever it ran after the first (seen in every run at a load of 7–11, 2026-11-27).
// What the user sees is found with Testing Library (by label and role, else by text) and used with userEvent.
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { testUtils, emptySettings, until, path, typeIn } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { DEFAULT_NATION_CODE } from '@/utils/constants'

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

/** The send-code button (Taro's Button has no role in jsdom): by its text, which counts down once sent. */
const sendButton = (text: string | RegExp = '取得驗證碼') => screen.findByText(text, { selector: 'taro-button-core' })

describe('phone login page', () => {
  it('a malformed phone shows the translated message and sends nothing; the picked nation code is used', async () => {
    const user = userEvent.setup()
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
    await until(
      () => document.querySelectorAll('.taro_router > .taro_page').length === 1 && path() === '/pages/login/loginPhone'
    )
    await typeIn(user, '手機號碼', '12345')
    await user.click(await sendButton())
    // the message is announced (role alert), and nothing was sent
    expect((await screen.findByText('請填寫正確的電話號碼')).getAttribute('role')).toBe('alert')
    expect(sent).toEqual([])

    // the nation code: its button says which code is used, and opens the list of codes
    await user.click(screen.getByRole('button', { name: '國家／地區代碼 +886，點選更換' }))
    const hongKong = await screen.findByRole('option', { name: /\+852$/ })
    expect(path()).toBe('/pages/login/nationCode')
    await user.click(hongKong)
    await until(() => path() === '/pages/login/loginPhone', 'back on the phone login')
    await screen.findByRole('button', { name: '國家／地區代碼 +852，點選更換' })

    await typeIn(user, '手機號碼', '912345678')
    await user.click(await sendButton())
    await until(() => sent.length === 1, 'the code requested')
    await sendButton(/^(60|59) 秒後重新發送$/)
    expect(sent).toEqual([{ mobile: '912345678', nationcode: '852', action: 'LOGIN' }])
    rootStore.loginPanel.setNationCode(DEFAULT_NATION_CODE)
  })
})
