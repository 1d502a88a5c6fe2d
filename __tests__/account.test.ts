import { RootStore } from '@/stores/RootStore'
import { createApi } from '@/services/api'
import { createHttp, type Transport } from '@/services/http'
import { memoryStorage, StorageKey } from '@/services/storage'
import { getLocale, setLocale } from '@/i18n'
import { check, isPassword, isVerifyCode } from '@/components/AuthForm'
import { groupFaqs } from '@/mine/pages/helpCenter/index'

const member = { isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }
const userOf = (id: number, token: string) => ({
  id,
  nickname: `U${id}`,
  avatar: '',
  email: `u${id}@x.co`,
  mobile: null,
  nationcode: null,
  has_password: true,
  lang: 'zh-Hant',
  created_at: '',
  token
})

/** A fake server where each token belongs to one user; revoked tokens answer 1100. */
function build(initial: Record<string, unknown> = {}) {
  const tokens = new Map<string, number>([
    ['T1', 1],
    ['T2', 2]
  ])
  const calls: string[] = []
  const transport: Transport = async ({ url, method, data, header }) => {
    const path = new URL(url, 'http://x').pathname
    calls.push(`${method} ${path}`)
    const id = tokens.get(header['x-token'])
    const unauth = { statusCode: 401, data: { code: 1100, msg: '', data: null } }
    const ok = (d: unknown) => ({ statusCode: 200, data: { code: 0, msg: '', data: d } })
    if (path === '/v2/users') return id ? ok(userOf(id, header['x-token'])) : unauth
    if (path === '/v3/meditation/memberInfo') return id ? ok(member) : unauth
    if (path.endsWith('/logout')) {
      tokens.delete(header['x-token'])
      return ok(null)
    }
    if (path === '/v3/user/signOut') {
      tokens.delete(header['x-token'])
      return ok(data?.confirm === true ? null : 'bad')
    }
    if (path.startsWith('/v2/users/') && path.endsWith('/update'))
      return id ? ok({ ...userOf(id, ''), ...data }) : unauth
    return { statusCode: 404, data: { code: 4040, msg: 'nf', data: null } }
  }
  const storage = memoryStorage(initial as never)
  const nav: string[] = []
  const root = new RootStore({
    api: createApi(createHttp({ transport, config: { base: '' } })),
    storage,
    navigate: (u, m) => nav.push(`${m ?? 'push'} ${u}`),
    toast: () => {}
  })
  return { root, storage, calls, tokens, nav }
}

describe('saved accounts and switching', () => {
  it('every login saves the account (newest first, one entry per user) with its token', async () => {
    const { root, storage } = build()
    await root.user.completeLogin('T1', { type: 'email' })
    await root.user.completeLogin('T2', { type: 'password' })
    await root.user.completeLogin('T1')
    expect(root.user.savedAccounts.map((a) => [a.id, a.token])).toEqual([
      [1, 'T1'],
      [2, 'T2']
    ])
    expect(storage.get(StorageKey.savedAccounts)).toEqual(root.user.savedAccounts)
    expect(root.user.savedAccounts[0].label).toBe('u1@x.co')
  })

  it('switching uses the saved token and loads that user', async () => {
    const { root, storage } = build()
    await root.user.completeLogin('T1')
    await root.user.completeLogin('T2')
    expect(await root.user.switchAccount(1)).toBe(true)
    expect(root.user.token).toBe('T1')
    expect(root.user.user?.id).toBe(1)
    expect(storage.get(StorageKey.token)).toBe('T1')
  })

  it('a revoked saved token fails the switch, drops the entry and keeps the current session and page', async () => {
    const { root, tokens, storage } = build()
    await root.user.completeLogin('T1')
    await root.user.completeLogin('T2')
    tokens.delete('T1')
    expect(await root.user.switchAccount(1)).toBe(false)
    expect(root.user.token).toBe('T2')
    expect(root.user.user?.id).toBe(2)
    expect(root.user.savedAccounts.map((a) => a.id)).toEqual([2])
    expect(root.loginPanel.visible).toBe(false)
    expect(storage.get(StorageKey.loginRedirectUrl)).toBeUndefined()
  })

  it('logout forgets the account (its token is revoked) and clears the stored user data', async () => {
    const { root, storage } = build()
    await root.user.completeLogin('T1', { type: 'email' })
    await root.user.logout()
    expect(root.user.savedAccounts).toEqual([])
    expect(storage.get(StorageKey.userData)).toBeUndefined()
    expect(storage.get(StorageKey.loginType)).toBeUndefined()
    expect(root.user.isLoggedIn).toBe(false)
  })

  it('account deletion calls signOut with confirm, then clears the session and the saved entry', async () => {
    const { root, calls } = build()
    await root.user.completeLogin('T1')
    await root.user.deleteAccount()
    expect(calls).toContain('POST /v3/user/signOut')
    expect(root.user.isLoggedIn).toBe(false)
    expect(root.user.savedAccounts).toEqual([])
  })

  it('a profile update replaces the user, the stored copy and the saved entry', async () => {
    const { root, storage } = build()
    await root.user.completeLogin('T1')
    await root.user.updateProfile({ nickname: '小鹿', avatar: '/files/abc.png' })
    expect(root.user.user?.nickname).toBe('小鹿')
    expect((storage.get(StorageKey.userData) as { avatar: string }).avatar).toBe('/files/abc.png')
    expect(root.user.savedAccounts[0].nickname).toBe('小鹿')
  })

  it('the language switch persists locally and follows into a logged-in profile', async () => {
    const { root, storage, calls } = build()
    await root.user.completeLogin('T1')
    root.loginPanel.setLanguage('en')
    expect(getLocale()).toBe('en')
    expect(storage.get(StorageKey.locale)).toBe('en')
    await new Promise((r) => setTimeout(r, 0))
    expect(calls).toContain('PUT /v2/users/1/update')
    setLocale('zh-Hant')
  })

  it('the nation code picker keeps a valid code, anything else falls back to 886 (Taiwan)', () => {
    const { root } = build()
    root.loginPanel.setNationCode('86')
    expect(root.loginPanel.nationCode).toBe('86')
    root.loginPanel.setNationCode('+x')
    expect(root.loginPanel.nationCode).toBe('886')
  })
})

describe('form rules', () => {
  beforeAll(() => setLocale('zh-Hant'))
  it('codes are 6 digits, passwords 8–64 characters (the server rules)', () => {
    expect(isVerifyCode('123456')).toBe(true)
    expect(isVerifyCode('12345')).toBe(false)
    expect(isPassword('1234567')).toBe(false)
    expect(isPassword('12345678')).toBe(true)
    expect(isPassword('x'.repeat(65))).toBe(false)
  })
  it('each failure has its translated message; an account is an email or a 6–12 digit phone', () => {
    expect(check.account('a@b')).toBe('請輸入正確的電子郵件地址')
    expect(check.account('12345')).toBe('請填寫正確的電話號碼')
    expect(check.account('13800000000')).toBe('')
    expect(check.account('')).toBe('請輸入電子郵件或手機號碼')
    expect(check.code('')).toBe('請輸入驗證碼')
    expect(check.code('12a456')).toBe('驗證碼為 6 位數字')
    expect(check.passwordAgain('abcdefgh', 'abcdefgx')).toBe('兩次輸入的密碼不一致')
  })
  it('FAQ categories keep the server order', () => {
    const f = (id: number, category: string) => ({ id, category, question: `q${id}`, answer: '' })
    expect(groupFaqs([f(1, 'A'), f(2, 'B'), f(3, 'A')]).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['A', [1, 3]],
      ['B', [2]]
    ])
  })
})
