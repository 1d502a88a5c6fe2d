import { RootStore } from '@/stores/RootStore'
import { createApi } from '@/services/api'
import { createHttp, type Transport } from '@/services/http'
import { memoryStorage, StorageKey } from '@/services/storage'
import { launch, ENTERPRISE_TOKEN_PARAM, IDLE_READ_MS } from '@/launch'
import { settingsMap } from '@/stores/settings'
import { when } from 'mobx'

const user = {
  id: 5,
  nickname: 'N',
  avatar: '',
  email: 'n@x.co',
  mobile: null,
  nationcode: null,
  has_password: true,
  lang: 'zh-Hant',
  created_at: ''
}
const member = { isVip: 1, expire_at: '2027-01-01T00:00:00Z', annual_card_level: 0, annual_card_expire_at: null }

function build(
  routes: Record<string, (data: any, header: Record<string, string>) => unknown>,
  initial: Record<string, unknown> = {}
) {
  const calls: string[] = []
  const transport: Transport = async ({ url, method, data, header }) => {
    const path = new URL(url, 'http://x').pathname
    calls.push(`${method} ${path}`)
    const h = routes[`${method} ${path}`]
    if (!h) return { statusCode: 404, data: { code: 4040, msg: 'nf', data: null } }
    const out = h(data, header)
    if (out instanceof Error) throw out
    return { statusCode: 200, data: out }
  }
  const nav: string[] = []
  const toasts: string[] = []
  const storage = memoryStorage(initial as any)
  const root = new RootStore({
    api: createApi(createHttp({ transport, config: { base: '' } })),
    storage,
    navigate: (url, mode) => nav.push(`${mode ?? 'push'} ${url}`),
    toast: (m) => toasts.push(m)
  })
  return { root, calls, nav, toasts, storage }
}
const ok = (data: unknown) => ({ code: 0, msg: '', data })

describe('UserStore', () => {
  it('login: token set, user + member info fetched, pending invite accepted, then the saved redirect', async () => {
    const { root, calls, nav, storage } = build(
      {
        'GET /v2/users': (_d, h) => (h['x-token'] === 'T1' ? ok(user) : { code: 1100, msg: '', data: null }),
        'GET /v3/meditation/memberInfo': () => ok(member),
        'POST /v3/meditation/inviteAccept': (d) => ok({ accepted: d.invite_user_id })
      },
      { [StorageKey.loginRedirectUrl]: '/pages/course/detail?sku=c-1' }
    )
    root.user.rememberInvite({ invite_user_id: '9', invite_product_code: 'VIP' })
    root.loginPanel.open()
    await root.user.completeLogin('T1')
    expect(root.user.isLoggedIn).toBe(true)
    expect(root.user.user?.nickname).toBe('N')
    expect(root.user.isVip).toBe(true)
    expect(calls).toEqual(['GET /v2/users', 'GET /v3/meditation/memberInfo', 'POST /v3/meditation/inviteAccept'])
    expect(nav).toEqual(['redirect /pages/course/detail?sku=c-1'])
    expect(root.loginPanel.visible).toBe(false)
    expect(storage.get(StorageKey.token)).toBe('T1')
    expect(storage.get(StorageKey.isInvite)).toBeUndefined()
    expect(storage.get(StorageKey.loginRedirectUrl)).toBeUndefined()
  })

  it('without a saved redirect the panel just closes (no navigation) unless a fallback is given', async () => {
    const { root, nav } = build({ 'GET /v2/users': () => ok(user), 'GET /v3/meditation/memberInfo': () => ok(member) })
    await root.user.completeLogin('T1')
    expect(nav).toEqual([])
    await root.user.completeLogin('T2', { fallback: '/mine/pages/index' })
    expect(nav).toEqual(['redirect /mine/pages/index'])
  })

  it('the invite flag is removed even when accepting fails', async () => {
    const { root, storage } = build(
      { 'POST /v3/meditation/inviteAccept': () => ({ code: 1116, msg: 'expired', data: null }) },
      { token: 'T' }
    )
    root.user.rememberInvite({ invite_id: '3' })
    await expect(root.user.acceptPendingInvite()).resolves.toBe(false)
    expect(storage.get(StorageKey.isInvite)).toBeUndefined()
    expect(storage.get(StorageKey.pendingInvite)).toBeUndefined()
  })

  it('logout clears the token and stored user data, even when the server call fails', async () => {
    const { root, storage } = build(
      { 'GET /v2/users/5/logout': () => new Error('offline') },
      { token: 'T', userData: user, meditationUserData: member }
    )
    expect(root.user.isLoggedIn).toBe(true)
    await root.user.logout()
    expect(root.user.isLoggedIn).toBe(false)
    expect(root.user.user).toBeNull()
    for (const k of [StorageKey.token, StorageKey.userData, StorageKey.meditationUserData])
      expect(storage.get(k)).toBeUndefined()
  })

  it('settings lists become maps; a failure is an observable error state', async () => {
    expect(settingsMap([{ s_key: 'a', s_val: '1' }, { s_key: 'b', s_val: null as any }, { bad: 1 } as any])).toEqual({
      a: '1',
      b: ''
    })
    const good = build({
      'GET /v3/meditation/settings': () => ok([{ s_key: 'x', s_val: 'y' }]),
      'GET /v3/get/course/settings': () => ok([{ s_key: 'c', s_val: 'd' }])
    })
    await good.root.user.loadSettings()
    expect(good.root.user.meditationSettings).toEqual({ x: 'y' })
    expect(good.root.user.courseSettings).toEqual({ c: 'd' })
    expect(good.root.user.settingsState).toBe('ready')
    const bad = build({})
    await bad.root.user.loadSettings()
    expect(bad.root.user.settingsState).toBe('error')
  })

  it('a 1100 drops the stale token and opens the panel with the route; 5001 opens the bind popup', async () => {
    const { root, storage } = build(
      {
        'GET /v2/users': () => ({ code: 1100, msg: '', data: null }),
        'GET /v3/meditation/memberInfo': () => ({ code: 5001, msg: '', data: null })
      },
      { token: 'old' }
    )
    await root.deps.api.user.me().catch(() => {})
    expect(root.loginPanel.visible).toBe(true)
    expect(root.user.isLoggedIn).toBe(false)
    expect(storage.get(StorageKey.loginRedirectUrl)).toBeTruthy()
    // a 5001 call waits for the popup (sent again once a mobile is bound); dismissed, it fails with its 5001
    const member = root.deps.api.user.memberInfo().then(
      () => null,
      (e: unknown) => e
    )
    await when(() => root.loginPanel.bindMobileVisible)
    root.loginPanel.closeBindMobile()
    expect(await member).toMatchObject({ kind: 'needs-binding' })
  })
})

describe('launch sequence (spec §4)', () => {
  it('stores the enterprise chat token, accepts the invite, recovers play records and loads settings', async () => {
    const order: string[] = []
    const { root, calls } = build({
      'POST /v3/meditation/inviteAccept': () => {
        order.push('invite')
        return ok(null)
      },
      'GET /v3/meditation/settings': () => {
        order.push('settings')
        return ok([])
      },
      'GET /v3/get/course/settings': () => ok([]),
      'GET /v2/users': () => ok(user),
      'GET /v3/meditation/memberInfo': () => ok(member)
    })
    ;(root.deps as any).recoverPlayRecords = async () => {
      order.push('recover')
    }
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      await launch(root, { [ENTERPRISE_TOKEN_PARAM]: 'ENT', invite_user_id: '7' })
      expect(root.user.token).toBe('ENT')
      expect(calls).toContain('GET /v2/users')
      // the settings, which no first page shows, once the first page has had its turn (launch.ts whenIdle)
      expect(order).toEqual(['invite', 'recover'])
      await jest.advanceTimersByTimeAsync(IDLE_READ_MS)
      expect(order).toEqual(['invite', 'recover', 'settings'])
    } finally {
      jest.useRealTimers()
    }
  })

  it('a logged-out launch keeps the invite for after login and does not call the invite API', async () => {
    const { root, calls, storage } = build({
      'GET /v3/meditation/settings': () => ok([]),
      'GET /v3/get/course/settings': () => ok([])
    })
    await launch(root, { invite_product_code: 'P1' })
    expect(calls).not.toContain('POST /v3/meditation/inviteAccept')
    expect(storage.get(StorageKey.isInvite)).toBe(1)
    expect(storage.get(StorageKey.pendingInvite)).toEqual({
      invite_product_code: 'P1',
      invite_user_id: undefined,
      invite_id: undefined
    })
  })
})

describe('RootStore: the error catalogue acts on the app', () => {
  const Taro = require('@tarojs/taro').default
  const current = Taro.getCurrentInstance()
  const saved = current.router
  afterEach(() => {
    current.router = saved
  })

  it.each([
    ['/live/pages/liveRoom', { id: '3', code: 'x' }, 'live', '/live/pages/liveRoom?id=3'],
    ['blwlive/pages/index', {}, 'blwlive', '/blwlive/pages/index'],
    ['/pages/course/detail', { sku: 'c-1' }, 'default', '/pages/course/detail?sku=c-1']
  ])(
    "1200 on %s: the enterprise login with state=%s and the page to return to, from Taro's router",
    async (path, params, state, route) => {
      current.router = { path, params, onReady: '', onHide: '', onShow: '' }
      const { root, nav } = build({ 'GET /v3/enterprise/groups': () => ({ code: 1200, msg: '', data: null }) })
      await expect(root.deps.api.http.get('/v3/enterprise/groups')).rejects.toMatchObject({ kind: 'enterprise-login' })
      expect(nav).toEqual([`push /pages/login/authPage?state=${state}&redirect=${encodeURIComponent(route)}`])
    }
  )

  it('9999: redirects (not pushes) to the annual pass equity page, which says why', async () => {
    const { root, nav } = build({ 'GET /v3/course/x': () => ({ code: 9999, msg: '', data: null }) })
    await expect(root.deps.api.http.get('/v3/course/x')).rejects.toMatchObject({ kind: 'annual-pass-required' })
    expect(nav).toEqual(['redirect /mine/pages/annualPass/equity?required=1'])
  })
})
