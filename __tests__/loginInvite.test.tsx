/**
 * A fresh app: the invite kept from a login page's query through the login (spec §3 Invite, §4). The form is
 * filled and sent with Testing Library and userEvent (fields by label, the button by its text).
 */
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createTaroApp } from './utils/createTaroApp'
import { testUtils, emptySettings, until, path, typeIn } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { StorageKey, taroStorage } from '@/services/storage'

// page flows mount several pages; on a machine busy with builds one can take longer than jest's 5 s default
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

describe('invite parameters across a login', () => {
  it('a login page keeps the invite of its query; the login accepts it, then goes to the fallback', async () => {
    const typist = userEvent.setup()
    const accepted: any[] = []
    const user = {
      id: 3,
      nickname: '阿明',
      avatar: '',
      email: 'm@x.co',
      mobile: null,
      nationcode: null,
      has_password: false,
      lang: 'zh-Hant',
      created_at: ''
    }
    installFakeServer({
      ...settings,
      'POST /v3/abroad/email/login': () => envelope({ token: 'tok-invite', user, is_new: true }),
      'GET /v2/users': () => envelope(user),
      'GET /v3/meditation/memberInfo': () =>
        envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
      'POST /v3/meditation/inviteAccept': (r) => {
        accepted.push(r.data)
        return envelope(null)
      }
    })
    testUtils.act(() => {
      Taro.reLaunch({ url: '/pages/login/emailCode?invite_user_id=9&invite_product_code=VIP30&invite_id=4' })
    })
    await until(() => taroStorage.get(StorageKey.pendingInvite) !== undefined)
    expect(taroStorage.get(StorageKey.pendingInvite)).toEqual({
      invite_user_id: '9',
      invite_product_code: 'VIP30',
      invite_id: '4'
    })
    await typeIn(typist, '電子郵件', 'm@x.co')
    await typeIn(typist, '驗證碼', '654321')
    await typist.click(screen.getByText('登入', { selector: 'taro-button-core' }))
    await until(() => path() === '/mine/pages/index', 'the fallback after the login')
    expect(accepted).toEqual([{ invite_user_id: '9', invite_product_code: 'VIP30', invite_id: '4' }])
    expect(taroStorage.get(StorageKey.pendingInvite)).toBeUndefined()
    expect(rootStore.user.token).toBe('tok-invite')
    await rootStore.user.logout()
  })
})
