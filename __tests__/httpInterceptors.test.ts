/**
 * The HTTP layer's interceptors, each on its own (a hand-made chain around one interceptor) and together through
 * Taro's real interceptor chain (Taro.request → Taro's Chain → our interceptors → a terminal fake backend).
 */
import Taro from '@tarojs/taro'
import {
  createHttp,
  errorText,
  reinstallHttpInterceptors,
  ApiError,
  FAILURES,
  defaultHttpConfig,
  type HttpHooks,
  type FailureKind
} from '@/services/http'
import {
  envelopeInterceptor,
  httpStatusInterceptor,
  networkFailureInterceptor,
  timeoutInterceptor,
  signingInterceptor,
  HTTP_INTERCEPTORS,
  TimeoutError
} from '@/services/http/interceptors'
import { ruleOfPath, dispatch, type CallContext, type ClientState } from '@/services/http/transport'
import { defaultHooks } from '@/services/http/config'
import { verifySignature, DEV_SIGN_KEY } from '@/protocol/signature'
import { t, setLocale, type TKey } from '@/i18n'

const CALL = '__jingxinCall'

function client(events: string[], hooks: Partial<HttpHooks> = {}): ClientState {
  return {
    config: { ...defaultHttpConfig(), base: 'http://api.test' },
    hooks: {
      ...defaultHooks,
      getToken: () => 'tok',
      getLocale: () => 'en',
      translate: (k) => `T(${k})`,
      toast: (m) => events.push(`toast ${m}`),
      hideLoading: () => events.push('hideLoading'),
      onUnauthorized: (r) => events.push(`login ${r}`),
      onUploadUnauthorized: (r) => events.push(`upload-login ${r}`),
      onMembershipRequired: () => events.push('member'),
      currentRoute: () => '/pages/x?a=1&code=9',
      ...hooks
    },
    uploader: () => Promise.reject(new Error('no uploads here'))
  }
}

/** A chain of one interceptor: `next` plays everything after it. */
function runAlone(
  interceptor: (chain: Taro.Chain) => Promise<unknown>,
  params: Record<string, unknown>,
  next: (p: any) => Promise<unknown>
) {
  const seen: any[] = []
  const chain = {
    index: 0,
    interceptors: [],
    requestParams: params,
    proceed: (p: any) => {
      seen.push(p)
      return next(p)
    }
  } as unknown as Taro.Chain
  return { result: interceptor(chain), seen }
}

const callParams = (call: Partial<CallContext> & { client: ClientState }, extra: Record<string, unknown> = {}) => ({
  url: 'http://api.test/v3/x?page=2',
  method: 'GET',
  header: {},
  ...extra,
  [CALL]: { method: 'GET', rule: 'envelope', ...call }
})

describe('each interceptor on its own', () => {
  it("signing adds timestamp, nonce, sign, token, device and lang; the caller's headers win; foreign requests pass untouched", async () => {
    const c = client([])
    const { result, seen } = runAlone(
      signingInterceptor,
      callParams({ client: c, signPayload: { page: 2 } }, { header: { 'x-lang': 'zh-Hant' } }),
      async () => 'ok'
    )
    await expect(result).resolves.toBe('ok')
    const h = seen[0].header
    expect(h['x-timestamp']).toMatch(/^\d{10}$/)
    expect(h['x-nonce']).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(h['x-token']).toBe('tok')
    expect(h['x-device']).toBe('WECHAT')
    expect(h['x-lang']).toBe('zh-Hant')
    expect(
      verifySignature(
        {
          method: 'GET',
          path: '/v3/x',
          timestamp: h['x-timestamp'],
          nonce: h['x-nonce'],
          payload: { page: '2' },
          sign: h['x-sign']
        },
        DEV_SIGN_KEY
      )
    ).toEqual({ ok: true })
    const foreign = { url: 'https://elsewhere/a', header: { a: '1' } }
    const other = runAlone(signingInterceptor, foreign, async () => 'ok')
    await other.result
    expect(other.seen[0]).toBe(foreign)
  })

  it('time-out: passes 60 000 ms to the platform and rejects at 60 000 ms, not before', async () => {
    jest.useFakeTimers()
    try {
      const { result, seen } = runAlone(
        timeoutInterceptor,
        callParams({ client: client([]) }),
        () => new Promise(() => {})
      )
      let settled: unknown = 'pending'
      result.then(
        () => {
          settled = 'resolved'
        },
        (e) => {
          settled = e
        }
      )
      expect(seen[0].timeout).toBe(60000)
      await jest.advanceTimersByTimeAsync(59_999)
      expect(settled).toBe('pending')
      await jest.advanceTimersByTimeAsync(1)
      expect(settled).toBeInstanceOf(TimeoutError)
      // an answer in time clears the timer
      const fast = runAlone(timeoutInterceptor, callParams({ client: client([]) }), async () => 'fast')
      await expect(fast.result).resolves.toBe('fast')
      expect(jest.getTimerCount()).toBe(0)
    } finally {
      jest.useRealTimers()
    }
  })

  it('network failure: hides the loader, toasts the network text (upload: the upload text), rejects with kind network', async () => {
    const events: string[] = []
    const c = client(events)
    const { result } = runAlone(networkFailureInterceptor, callParams({ client: c, silent: true }), () =>
      Promise.reject(new Error('ECONNRESET'))
    )
    await expect(result).rejects.toMatchObject({ kind: 'network', code: null })
    expect(events).toEqual(['hideLoading', 'toast T(errors.network)'])
    const up = runAlone(networkFailureInterceptor, callParams({ client: c, upload: { filePath: 'a.png' } }), () =>
      Promise.reject(new TimeoutError(60000))
    )
    await expect(up.result).rejects.toMatchObject({ kind: 'network' })
    expect(events.slice(2)).toEqual(['hideLoading', 'toast T(errors.uploadFailed)'])
  })

  it('network failure of a kept call (the play keeper keeps it): the loader hides, no toast; other failures still toast', async () => {
    const events: string[] = []
    const c = client(events)
    const lost = runAlone(networkFailureInterceptor, callParams({ client: c, silent: true, kept: true }), () =>
      Promise.reject(new Error('request:fail offline'))
    )
    await expect(lost.result).rejects.toMatchObject({ kind: 'network' })
    expect(events).toEqual(['hideLoading'])
    // `kept` is about the network only: a server failure of the same call follows `silent`
    const down = runAlone(envelopeInterceptor, callParams({ client: c, kept: true }), async () => ({
      statusCode: 502,
      data: '<html>'
    }))
    await expect(down.result).rejects.toMatchObject({ kind: 'server' })
    expect(events).toEqual(['hideLoading', 'toast T(errors.server)'])
  })

  it('envelope: code 0 is data, raw is the envelope, 1100 opens the login with the route minus code/state, non-envelopes by status', async () => {
    const events: string[] = []
    const c = client(events)
    const answer = (res: unknown, call: Partial<CallContext> = {}) =>
      runAlone(envelopeInterceptor, callParams({ client: c, ...call }), async () => res).result
    await expect(answer({ statusCode: 200, data: { code: 0, msg: '', data: [1] } })).resolves.toEqual([1])
    await expect(
      answer({ statusCode: 400, data: { code: 4000, msg: 'bad', data: null } }, { raw: true })
    ).resolves.toEqual({ code: 4000, msg: 'bad', data: null })
    await expect(answer({ statusCode: 200, data: { code: 1100, msg: '', data: null } })).rejects.toMatchObject({
      kind: 'unauthorized'
    })
    await expect(answer({ statusCode: 502, data: '<html>' })).rejects.toMatchObject({ kind: 'server', code: null })
    expect(events).toEqual(['login /pages/x?a=1', 'toast T(errors.server)'])
    // partner answers are not its business
    const partner = runAlone(envelopeInterceptor, callParams({ client: c, rule: 'http-status' }), async () => ({
      statusCode: 200,
      data: 'raw'
    }))
    await expect(partner.result).resolves.toEqual({ statusCode: 200, data: 'raw' })
  })

  it('http status (partner mall / activity): 200 is the body, anything else toasts even for a silent call', async () => {
    const events: string[] = []
    const c = client(events)
    const ok = runAlone(httpStatusInterceptor, callParams({ client: c, rule: 'http-status' }), async () => ({
      statusCode: 200,
      data: { code: 77 }
    }))
    await expect(ok.result).resolves.toEqual({ code: 77 })
    const bad = runAlone(
      httpStatusInterceptor,
      callParams({ client: c, rule: 'http-status', silent: true }),
      async () => ({ statusCode: 404, data: { message: 'no page' } })
    )
    await expect(bad.result).rejects.toMatchObject({ kind: 'not-found', code: 404, serverMsg: 'no page' })
    expect(events).toEqual(['toast no page'])
  })

  it('the rule follows the path: /index.php/… and /v2/activity/page/… are read by HTTP status', () => {
    expect(ruleOfPath('/index.php/api/h5app/wxapp/goods/items')).toBe('http-status')
    expect(ruleOfPath('/v2/activity/page/12')).toBe('http-status')
    expect(ruleOfPath('/v2/activity/pages')).toBe('envelope')
    expect(ruleOfPath('/v3/course/index.php/x')).toBe('envelope')
  })

  it('dispatch strips the call context before the platform request and marks the call as sent', async () => {
    const call = { client: client([]), method: 'GET', rule: 'envelope' } as CallContext
    const { result, seen } = runAlone(dispatch, { url: 'u', header: {}, [CALL]: call }, async () => 'sent')
    await expect(result).resolves.toBe('sent')
    expect(seen[0]).toEqual({ url: 'u', header: {} })
    expect(call.dispatched).toBe(true)
  })
})

describe("through Taro's interceptor chain", () => {
  const backend: { params: any[]; answer: (p: any) => Promise<unknown> } = {
    params: [],
    answer: async () => ({ statusCode: 200, data: { code: 0, msg: '', data: null } })
  }
  beforeEach(() => {
    backend.params = []
    reinstallHttpInterceptors()
    // the end of Taro's chain: where the platform request would go
    Taro.addInterceptor((chain: Taro.Chain) => {
      backend.params.push(chain.requestParams)
      return backend.answer(chain.requestParams)
    })
  })
  afterAll(() => reinstallHttpInterceptors())

  it('the interceptors, outermost first', () => {
    expect(HTTP_INTERCEPTORS.map((i) => i.name)).toEqual([
      'envelopeInterceptor',
      'httpStatusInterceptor',
      'networkFailureInterceptor',
      'timeoutInterceptor',
      'signingInterceptor',
      'dispatch'
    ])
  })

  it('a request reaches the platform signed, with the 60 s time-out and without the call context; the data comes back', async () => {
    backend.answer = async () => ({ statusCode: 200, data: { code: 0, msg: '', data: { id: 3 } } })
    const http = createHttp({ config: { base: 'http://api.test' } })
    await expect(http.post('/v3/meditation/favorites', { sku: '禪' })).resolves.toEqual({ id: 3 })
    const p = backend.params[0]
    expect(p).toMatchObject({
      url: 'http://api.test/v3/meditation/favorites',
      method: 'POST',
      timeout: 60000,
      data: { sku: '禪' }
    })
    expect(p[CALL]).toBeUndefined()
    expect(
      verifySignature({
        method: 'POST',
        path: '/v3/meditation/favorites',
        timestamp: p.header['x-timestamp'],
        nonce: p.header['x-nonce'],
        payload: { sku: '禪' },
        sign: p.header['x-sign']
      })
    ).toEqual({ ok: true })
  })

  it('partner paths through get() follow the HTTP-status rule', async () => {
    backend.answer = async () => ({ statusCode: 200, data: { anything: true } })
    const http = createHttp({ config: { base: 'http://api.test' } })
    await expect(http.get('/v2/activity/page/5')).resolves.toEqual({ anything: true })
    await expect(http.plain('mall', '/index.php/api/deposit/balance', { user_id: 1 })).resolves.toEqual({
      anything: true
    })
    expect(backend.params[1].url).toBe('http://api.test/index.php/api/deposit/balance?user_id=1')
  })

  it('a platform that never answers: after 60 s the network failure path (hide loader, toast, reject)', async () => {
    jest.useFakeTimers()
    try {
      backend.answer = () => new Promise(() => {})
      const events: string[] = []
      const http = createHttp({ hooks: client(events).hooks })
      const pending = http.get('/v3/x')
      const outcome = pending.catch((e) => e)
      await jest.advanceTimersByTimeAsync(60_000)
      await expect(outcome).resolves.toMatchObject({ kind: 'network' })
      expect(events).toEqual(['hideLoading', 'toast T(errors.network)'])
    } finally {
      jest.useRealTimers()
    }
  })

  it('uploads take the same signing and failure path', async () => {
    jest.useFakeTimers()
    try {
      const events: string[] = []
      const seen: any[] = []
      const http = createHttp({
        config: { base: 'http://api.test' },
        hooks: client(events).hooks,
        uploader: ((o: any) => {
          seen.push(o)
          return Promise.reject(new Error('offline'))
        }) as any
      })
      await expect(http.upload('wxfile://a.png')).rejects.toMatchObject({ kind: 'network' })
      expect(seen[0].header['x-sign']).toMatch(/^[0-9a-f]{64}$/)
      expect(seen[0].timeout).toBe(60000)
      expect(events).toEqual(['hideLoading', 'toast T(errors.uploadFailed)'])
      expect(backend.params).toEqual([])
    } finally {
      jest.useRealTimers()
    }
  })

  it('a request with the interceptors cleaned away fails loudly instead of returning the raw response', async () => {
    Taro.cleanInterceptors()
    Taro.addInterceptor(() => Promise.resolve({ statusCode: 200, data: { code: 0, msg: '', data: 1 } }))
    await expect(createHttp({ config: { base: 'http://api.test' } }).get('/v3/x')).rejects.toThrow(/not installed/)
  })
})

describe('failure texts', () => {
  it("errorText: the server message, else the kind's text, else the fallback for non-API errors", () => {
    const tr = (k: string) => `T(${k})`
    expect(errorText(new ApiError('business', 1116, '庫存不足'), tr)).toBe('庫存不足')
    expect(errorText(new ApiError('rate-limited', 4290), tr)).toBe('T(errors.rateLimited)')
    expect(errorText(new Error('boom'), tr)).toBe('T(common.error)')
    expect(errorText(undefined, tr, 'errors.unknown')).toBe('T(errors.unknown)')
  })

  it.each(['zh-Hant', 'en'] as const)('every failure kind and upload variant has a %s text', (locale) => {
    setLocale(locale)
    for (const [kind, row] of Object.entries(FAILURES) as [FailureKind, (typeof FAILURES)[FailureKind]][]) {
      for (const key of [row.messageKey, row.upload?.messageKey].filter(Boolean) as TKey[]) {
        expect([kind, t(key)]).not.toEqual([kind, key])
      }
    }
    setLocale('zh-Hant')
  })
})
