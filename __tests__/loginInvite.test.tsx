/** A fresh app: the invite kept from a login page's query through the login (spec §3 Invite, §4). */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { createTaroApp } from './utils/createTaroApp'
import { installFakeServer, envelope } from './utils/fakeServer'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import { StorageKey, taroStorage } from '@/services/storage'

// page flows mount several pages; on a machine busy with builds one can take longer than jest's 5 s default
jest.setTimeout(20_000)

const testUtils = new TestUtils()

const settings = {
  'GET /v3/meditation/settings': () => envelope([]),
  'GET /v3/get/course/settings': () => envelope([])
}

beforeAll(async () => {
  setLocale('zh-Hant')
  installFakeServer(settings)
  await createTaroApp()
})
afterEach(() => { Taro.cleanInterceptors() })

/** The newest page's element: pages below the current one stay in the document. */
const last = (selector: string) => {
  const all = document.querySelectorAll(selector)
  return all[all.length - 1] as HTMLElement | undefined
}
async function until(cond: () => boolean, ms = 10000, label = cond.toString()) {
  const end = Date.now() + ms
  while (!cond()) {
    if (Date.now() > end) throw new Error(`condition not met: ${label} (at ${path()}; error line: ${last('.auth-error')?.textContent ?? 'none'})`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
async function typeInto(selector: string, value: string) {
  // stencil renders the inner <input> asynchronously; under a loaded machine that takes a while
  await until(() => !!last(`${selector} input`))
  const input = last(`${selector} input`) as HTMLInputElement
  testUtils.act(() => {
    input.value = value
    testUtils.fireEvent.input(input)
  })
}
const click = (selector: string) => testUtils.act(() => { testUtils.fireEvent.click(last(selector)!) })
const path = () => window.location.hash.replace(/^#/, '').split('?')[0]

describe('invite parameters across a login', () => {
  it('a login page keeps the invite of its query; the login accepts it, then goes to the fallback', async () => {
    const accepted: any[] = []
    const user = { id: 3, nickname: '阿明', avatar: '', email: 'm@x.co', mobile: null, nationcode: null, has_password: false, lang: 'zh-Hant', created_at: '' }
    installFakeServer({
      ...settings,
      'POST /v3/abroad/email/login': () => envelope({ token: 'tok-invite', user, is_new: true }),
      'GET /v2/users': () => envelope(user),
      'GET /v3/meditation/memberInfo': () => envelope({ isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }),
      'POST /v3/meditation/inviteAccept': (r) => { accepted.push(r.data); return envelope(null) }
    })
    testUtils.act(() => { Taro.reLaunch({ url: '/pages/login/emailCode?invite_user_id=9&invite_product_code=VIP30&invite_id=4' }) })
    await until(() => taroStorage.get(StorageKey.pendingInvite) !== undefined)
    expect(taroStorage.get(StorageKey.pendingInvite)).toEqual({ invite_user_id: '9', invite_product_code: 'VIP30', invite_id: '4' })
    await typeInto('.auth-field--email', 'm@x.co')
    await typeInto('.auth-field--code', '654321')
    click('.auth-submit')
    await until(() => path() === '/mine/pages/index')
    expect(accepted).toEqual([{ invite_user_id: '9', invite_product_code: 'VIP30', invite_id: '4' }])
    expect(taroStorage.get(StorageKey.pendingInvite)).toBeUndefined()
    expect(rootStore.user.token).toBe('tok-invite')
    await rootStore.user.logout()
  })
})
