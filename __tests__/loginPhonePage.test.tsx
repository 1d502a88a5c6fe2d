// One page flow per file: Taro's H5 router keeps its state for the life of the app, and a reLaunch that followed
// another flow's navigateBack in the same app mounted nothing (the previous page stayed, its countdown running),
// so the second flow failed whenever it ran after the first (seen in every run at a load of 7–11, 2026-11-27).
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { testUtils, emptySettings, last, until, typeInto, click, path } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { rootStore } from '@/stores'
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
