// Issue 33, error code 5001: the call that answered 5001 waits for the bind-mobile popup; once a mobile is bound
// it is sent again and its answer is the caller's; dismissed, the caller gets the 5001.
import Taro from '@tarojs/taro'
import { screen } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { createHttp, type HttpHooks, type Transport } from '@/services/http'
import { LoginPanelStore } from '@/stores/LoginPanelStore'
import type { RootStore } from '@/stores/RootStore'
import { createTaroApp } from './utils/createTaroApp'
import { emptySettings, openPage, typeIn, findButton } from './utils/pageHarness'
import { installFakeServer, envelope } from './utils/fakeServer'
import { rootStore } from '@/stores'
import { setLocale } from '@/i18n'
import '@/services/api/events'
import { DEFAULT_NATION_CODE } from '@/utils/constants'

jest.setTimeout(20_000)

type Call = Parameters<Transport>[0]
const env = (code: number, data: unknown = null) => ({ statusCode: code ? 403 : 200, data: { code, msg: '', data } })

function setup(answers: number[], outcome: () => Promise<boolean>) {
  const calls: Call[] = []
  const events: string[] = []
  const hooks: Partial<HttpHooks> = {
    toast: (m) => events.push(`toast ${m}`),
    onNeedsBinding: () => events.push('bind'),
    bindingOutcome: outcome,
    currentRoute: () => '/study/pages/ticket/detail?id=60'
  }
  const http = createHttp({
    transport: async (call) => {
      calls.push(call)
      const code = answers[Math.min(calls.length - 1, answers.length - 1)]
      return env(code, code ? null : { id: 7 })
    },
    hooks,
    config: { base: 'http://api.test' }
  })
  return { http, calls, events }
}

describe('5001: the action is sent again after binding', () => {
  it('bound: the same call again, freshly signed, and its answer resolves the caller', async () => {
    const { http, calls, events } = setup([5001, 0], () => Promise.resolve(true))
    await expect(http.post('/v2/act_zero_pays', { act_id: 60 })).resolves.toEqual({ id: 7 })
    expect(events).toEqual(['bind'])
    expect(calls).toHaveLength(2)
    expect(calls[1].url).toBe(calls[0].url)
    expect(calls[1].data).toEqual({ act_id: 60 })
    expect(calls[1].header['x-nonce']).not.toBe(calls[0].header['x-nonce'])
  })

  it('dismissed: the caller gets the 5001 and nothing is sent again', async () => {
    const { http, calls } = setup([5001, 0], () => Promise.resolve(false))
    await expect(http.post('/v2/act_zero_pays', { act_id: 60 })).rejects.toMatchObject({ kind: 'needs-binding' })
    expect(calls).toHaveLength(1)
  })

  it('sent again once only: a second 5001 is the caller’s', async () => {
    const { http, calls } = setup([5001, 5001, 0], () => Promise.resolve(true))
    await expect(http.post('/v2/act_zero_pays', { act_id: 60 })).rejects.toMatchObject({ kind: 'needs-binding' })
    expect(calls).toHaveLength(2)
  })

  it('the store: every waiting call learns how the popup closed', async () => {
    const panel = new LoginPanelStore({} as RootStore)
    await expect(panel.bindingOutcome()).resolves.toBe(false) // no popup open: nothing to wait for
    panel.openBindMobile()
    const a = panel.bindingOutcome()
    const b = panel.bindingOutcome()
    panel.bindMobileDone()
    await expect(Promise.all([a, b])).resolves.toEqual([true, true])
    expect(panel.bindMobileVisible).toBe(false)
    panel.openBindMobile()
    const c = panel.bindingOutcome()
    panel.closeBindMobile()
    await expect(c).resolves.toBe(false)
  })
})

describe('the bind-mobile popup completes the sign-up', () => {
  beforeAll(async () => {
    setLocale('zh-Hant')
    installFakeServer(emptySettings)
    await createTaroApp()
  })
  afterEach(() => {
    Taro.cleanInterceptors()
  })

  it('5001 opens the popup; binding sends the sign-up again and the caller gets the ticket', async () => {
    const signUps: unknown[] = []
    const bound: unknown[] = []
    let mobile = ''
    installFakeServer({
      ...emptySettings,
      'POST /v2/act_zero_pays': (r) => {
        signUps.push(r.data)
        return mobile ? envelope({ id: 31, act_id: 60 }) : envelope(null, 5001, '請先綁定手機號碼')
      },
      'POST /v2/users/code': () => envelope(null),
      'POST /v3/abroad/mobile/binding': (r) => {
        bound.push(r.data)
        mobile = r.data.mobile
        return envelope({ id: 5, mobile })
      },
      'GET /v2/users': () => envelope({ id: 5, nickname: 'm', mobile })
    })
    rootStore.user.setToken('tok-bind')
    await openPage('/pages/login/loginPhone')
    const user = userEvent.setup()

    let ticket: unknown = null
    const pending = rootStore.deps.api.events.zeroPay(60).then((t) => (ticket = t))
    const popup = await screen.findByRole('dialog', { name: '綁定手機號碼' })
    expect(signUps).toHaveLength(1)
    await typeIn(user, '手機號碼', '933000111', popup)
    await user.click(await findButton('取得驗證碼', popup))
    await typeIn(user, '驗證碼', '123456', popup)
    await user.click(await findButton('綁定', popup))
    await pending
    expect(bound).toEqual([{ mobile: '933000111', nationcode: DEFAULT_NATION_CODE, code: '123456' }])
    expect(signUps).toEqual([{ act_id: 60 }, { act_id: 60 }])
    expect(ticket).toEqual({ id: 31, act_id: 60 })
    expect(screen.queryByRole('dialog', { name: '綁定手機號碼' })).toBeNull()
    rootStore.user.setToken(undefined)
  })
})
