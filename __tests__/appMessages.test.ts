import { handleAppMessage, parseAppMessage, type AppMessageEnv } from '../src/services/platform/appMessages'
import { callApp, listenToApp, RECEIVE_GLOBAL } from '../src/services/platform/appBridge'

function env() {
  const calls: string[] = []
  const e: AppMessageEnv = {
    completeLogin: async (token) => {
      calls.push(`login:${token}`)
    },
    navigate: (url) => calls.push(`go:${url}`),
    reply: (action, payload) => {
      calls.push(`reply:${action}:${JSON.stringify(payload ?? {})}`)
      return true
    },
    status: (s) => calls.push(`status:${s}`)
  }
  return { e, calls }
}

describe('app shell messages', () => {
  it('parses objects and JSON, and ignores anything else', () => {
    expect(parseAppMessage({ action: 'login', payload: { token: 'x' } })).toEqual({
      action: 'login',
      payload: { token: 'x' }
    })
    expect(parseAppMessage('{"action":"shareResult"}')).toEqual({ action: 'shareResult', payload: {} })
    expect(parseAppMessage('not json')).toBeNull()
    expect(parseAppMessage({ payload: {} })).toBeNull()
    expect(parseAppMessage(42)).toBeNull()
  })

  it('a login hand-over completes the login and answers loginDone; a malformed token is ignored', async () => {
    const { e, calls } = env()
    await handleAppMessage({ action: 'login', payload: { token: 'tok_1234567890' } }, e)
    expect(calls).toEqual(['login:tok_1234567890', 'reply:loginDone:{}', 'status:loginDone'])
    const other = env()
    await handleAppMessage({ action: 'login', payload: { token: '<script>' } }, other.e)
    expect(other.calls).toEqual([])
  })

  it('a payment result goes to the success or the fail page of that order', async () => {
    const { e, calls } = env()
    await handleAppMessage({ action: 'payResult', payload: { order_no: 'JX0123ABCD', status: 'success' } }, e)
    await handleAppMessage(
      '{"action":"payResult","payload":{"order_no":"JX0123ABCD","status":"fail","msg":"卡片被拒"}}',
      e
    )
    await handleAppMessage({ action: 'payResult', payload: { order_no: '../../x', status: 'success' } }, e)
    expect(calls).toEqual([
      'go:/pages/course/appPaySuccess?order_no=JX0123ABCD',
      `go:/pages/course/appPayFail?order_no=JX0123ABCD&msg=${encodeURIComponent('卡片被拒')}`
    ])
  })

  it('share results and unknown actions', async () => {
    const { e, calls } = env()
    await handleAppMessage({ action: 'shareResult', payload: { ok: true } }, e)
    await handleAppMessage({ action: 'shareResult', payload: {} }, e)
    await handleAppMessage({ action: 'launchRockets' }, e)
    expect(calls).toEqual([
      'status:shared',
      'status:shareFailed',
      'reply:unsupported:{"action":"launchRockets"}',
      'status:unknown'
    ])
  })

  it('the bridge: messages out through the shell, messages in through the global while listening', () => {
    const sent: string[] = []
    const w: Record<string, unknown> = { JingxinBridge: { postMessage: (m: string) => sent.push(m) } }
    expect(callApp('ready', { a: 1 }, w as never)).toBe(true)
    expect(sent).toEqual(['{"action":"ready","payload":{"a":1}}'])
    const got: unknown[] = []
    const stop = listenToApp((m) => got.push(m), w)
    ;(w[RECEIVE_GLOBAL] as (m: unknown) => void)({ action: 'x' })
    expect(got).toEqual([{ action: 'x' }])
    stop()
    expect(w[RECEIVE_GLOBAL]).toBeUndefined()
    expect(callApp('ready', {}, {} as never)).toBe(false)
  })
})
