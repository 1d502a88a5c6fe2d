import { createHttp, ApiError, stripCodeState, type Transport, type HttpHooks } from '@/services/http'
import { verifySignature, DEV_SIGN_KEY } from '@/protocol/signature'

type Call = Parameters<Transport>[0]

function setup(respond: (call: Call) => { statusCode: number; data: unknown } | Promise<never>) {
  const calls: Call[] = []
  const events: string[] = []
  const hooks: Partial<HttpHooks> = {
    getToken: () => 'tok-1',
    getLocale: () => 'en',
    translate: (k) => `T(${k})`,
    toast: (m) => events.push(`toast ${m}`),
    hideLoading: () => events.push('hideLoading'),
    onUnauthorized: (r) => events.push(`login ${r}`),
    onEnterpriseLogin: () => events.push('enterprise'),
    onAnnualPassRequired: () => events.push('annual'),
    onMembershipRequired: () => events.push('member'),
    onNeedsBinding: () => events.push('bind'),
    onUploadUnauthorized: (r) => events.push(`upload-login ${r}`),
    currentRoute: () => '/pages/course/detail?sku=c-1&code=abc&state=xyz'
  }
  const http = createHttp({
    transport: async (call) => {
      calls.push(call)
      return respond(call)
    },
    hooks,
    config: { base: 'http://api.test', followUpDelayMs: 1000 }
  })
  return { http, calls, events }
}

const env = (code: number, data: unknown = null, msg = '') => ({
  statusCode: code === 0 ? 200 : 400,
  data: { code, msg, data }
})

describe('HTTP layer: request shape', () => {
  it('GET sends the payload as query, signs it, and carries token, device and language', async () => {
    const { http, calls } = setup(() => env(0, { ok: 1 }))
    const now = Date.now()
    await expect(http.get('/v3/meditation/floor/3', { page: 2, size: 10 })).resolves.toEqual({ ok: 1 })
    const c = calls[0]
    expect(c.url).toBe('http://api.test/v3/meditation/floor/3?page=2&size=10')
    expect(c.data).toBeUndefined()
    expect(c.method).toBe('GET')
    expect(c.timeout).toBe(60000)
    expect(c.header['x-timestamp']).toMatch(/^\d{10}$/)
    expect(c.header['x-nonce']).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(c.header['x-token']).toBe('tok-1')
    expect(c.header['x-device']).toBe('WECHAT')
    expect(c.header['x-lang']).toBe('en')
    // the server verifies with the same protocol code, with query values as strings
    expect(
      verifySignature(
        {
          method: 'GET',
          path: '/v3/meditation/floor/3',
          timestamp: c.header['x-timestamp'],
          nonce: c.header['x-nonce'],
          payload: { page: '2', size: '10' },
          sign: c.header['x-sign']
        },
        DEV_SIGN_KEY,
        now
      )
    ).toEqual({ ok: true })
  })

  it('POST sends a JSON body and signs it; every request has a fresh nonce', async () => {
    const { http, calls } = setup(() => env(0, 1))
    await http.post('/v3/meditation/playLog', { sku: 'm', resource_id: 3, playtime: 12 })
    await http.post('/v3/meditation/playLog', { sku: 'm', resource_id: 3, playtime: 12 })
    expect(calls[0].data).toEqual({ sku: 'm', resource_id: 3, playtime: 12 })
    expect(
      verifySignature({
        method: 'POST',
        path: '/v3/meditation/playLog',
        timestamp: calls[0].header['x-timestamp'],
        nonce: calls[0].header['x-nonce'],
        payload: { playtime: 12, resource_id: 3, sku: 'm' },
        sign: calls[0].header['x-sign']
      })
    ).toEqual({ ok: true })
    expect(calls[0].header['x-nonce']).not.toBe(calls[1].header['x-nonce'])
  })
})

describe('HTTP layer: the error catalogue of spec §8', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('1100: saves the route without code/state and opens the login panel, no toast', async () => {
    const { http, events } = setup(() => env(1100, null, 'login please'))
    await expect(http.get('/v2/users')).rejects.toMatchObject({ kind: 'unauthorized', code: 1100 })
    expect(events).toEqual(['login /pages/course/detail?sku=c-1'])
  })

  it('1116: toasts the message', async () => {
    const { http, events } = setup(() => env(1116, null, '庫存不足'))
    await expect(http.post('/v3/orders', {})).rejects.toBeInstanceOf(ApiError)
    expect(events).toEqual(['toast 庫存不足'])
  })

  it('1200: enterprise WeChat login', async () => {
    const { http, events } = setup(() => env(1200))
    await expect(http.get('/v3/enterprise/x')).rejects.toMatchObject({ kind: 'enterprise-login' })
    expect(events).toEqual(['enterprise'])
  })

  it('9999: annual pass equity page', async () => {
    const { http, events } = setup(() => env(9999))
    await expect(http.get('/v3/course/x')).rejects.toMatchObject({ kind: 'annual-pass-required' })
    expect(events).toEqual(['annual'])
  })

  it('30001: toast, then the member purchase page after 1 s', async () => {
    const { http, events } = setup(() => env(30001, null, '需要會員'))
    await expect(http.get('/v3/x')).rejects.toMatchObject({ kind: 'membership-required' })
    expect(events).toEqual(['toast 需要會員'])
    jest.advanceTimersByTime(999)
    expect(events).toEqual(['toast 需要會員'])
    jest.advanceTimersByTime(1)
    expect(events).toEqual(['toast 需要會員', 'member'])
  })

  it('5001: bind-mobile popup', async () => {
    const { http, events } = setup(() => env(5001))
    await expect(http.get('/v3/x')).rejects.toMatchObject({ kind: 'needs-binding' })
    expect(events).toEqual(['bind'])
  })

  it('other codes toast the server message (or the translated kind), raw returns the whole envelope', async () => {
    const { http, events } = setup(() => env(4000, null, 'bad email'))
    await expect(http.post('/x', {})).rejects.toMatchObject({ kind: 'bad-request', serverMsg: 'bad email' })
    expect(events).toEqual(['toast bad email'])
    await expect(http.post('/x', {}, { raw: true })).resolves.toEqual({ code: 4000, msg: 'bad email', data: null })
    expect(events).toHaveLength(1)
    const second = setup(() => env(4290))
    await expect(second.http.get('/x')).rejects.toMatchObject({ kind: 'rate-limited' })
    expect(second.events).toEqual(['toast T(errors.rateLimited)'])
  })

  it('silent requests do not toast', async () => {
    const { http, events } = setup(() => env(1116, null, 'x'))
    await expect(http.get('/x', undefined, { silent: true })).rejects.toMatchObject({ code: 1116 })
    expect(events).toEqual([])
  })

  it('network failure: hide the loader, toast, reject', async () => {
    const { http, events } = setup(() => Promise.reject(new Error('ECONNREFUSED')))
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network' })
    expect(events).toEqual(['hideLoading', 'toast T(errors.network)'])
  })

  it('partner mall and activity APIs: HTTP 200 is success, otherwise toast', async () => {
    const ok = setup(() => ({ statusCode: 200, data: { list: [1] } }))
    await expect(ok.http.plain('mall', '/index.php/api/h5app/wxapp/goods/items', { page: 1 })).resolves.toEqual({
      list: [1]
    })
    expect(ok.calls[0].url).toBe('http://api.test/index.php/api/h5app/wxapp/goods/items?page=1')
    const bad = setup(() => ({ statusCode: 502, data: { msg: 'upstream down' } }))
    await expect(bad.http.plain('activity', '/v2/activity/page/1')).rejects.toMatchObject({ kind: 'server' })
    expect(bad.events).toEqual(['toast upstream down'])
  })
})

describe('upload helper', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('posts multipart to /v2/files with type=1 and signed headers', async () => {
    const seen: any[] = []
    const http = createHttp({
      config: { base: 'http://api.test' },
      uploader: ((o: any) => {
        seen.push(o)
        return Promise.resolve({
          statusCode: 200,
          data: JSON.stringify({ code: 0, msg: '', data: { url: '/media/u/1.png' } })
        })
      }) as any
    })
    await expect(http.upload('wxfile://tmp.png')).resolves.toEqual({ url: '/media/u/1.png' })
    expect(seen[0]).toMatchObject({
      url: 'http://api.test/v2/files',
      name: 'file',
      formData: { type: 1 },
      filePath: 'wxfile://tmp.png'
    })
    expect(seen[0].header['x-sign']).toMatch(/^[0-9a-f]{64}$/)
  })

  it('1100 on upload: toast, then the login after 1 s', async () => {
    const events: string[] = []
    const http = createHttp({
      config: { base: '' },
      hooks: {
        toast: (m) => events.push(`toast ${m}`),
        onUploadUnauthorized: (r) => events.push(`login ${r}`),
        currentRoute: () => '/mine/pages/info?code=1'
      },
      uploader: (() =>
        Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 1100, msg: '請先登入', data: null }) })) as any
    })
    await expect(http.upload('a.png')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(events).toEqual(['toast 請先登入'])
    jest.advanceTimersByTime(1000)
    expect(events).toEqual(['toast 請先登入', 'login /mine/pages/info'])
  })
})

describe('stripCodeState', () => {
  it.each([
    ['/a?code=1&state=2', '/a'],
    ['/a?x=1&code=1&y=2', '/a?x=1&y=2'],
    ['/a', '/a'],
    ['/a?codex=1', '/a?codex=1']
  ])('%s → %s', (input, out) => expect(stripCodeState(input)).toBe(out))
})

describe('media URLs', () => {
  it('server media paths get the API base; absolute, data and local URLs pass through', () => {
    const http = createHttp({ config: { base: 'http://127.0.0.1:3000' } })
    expect(http.mediaUrl('/media/cover.abc.svg')).toBe('http://127.0.0.1:3000/media/cover.abc.svg')
    expect(http.mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(http.mediaUrl('data:image/svg+xml;base64,AA')).toBe('data:image/svg+xml;base64,AA')
    expect(http.mediaUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png')
    expect(http.mediaUrl(null)).toBe('')
    expect(createHttp({ config: { base: '' } }).mediaUrl('/media/x.mp3')).toBe('/media/x.mp3')
  })

  it('a signed member media path keeps its signature query byte for byte', () => {
    const signed = '/media/track-member-body-scan.0123456789.mp3?e=1790000000&u=42&s=Ab-_9z'
    expect(createHttp({ config: { base: 'http://127.0.0.1:3000' } }).mediaUrl(signed)).toBe(
      `http://127.0.0.1:3000${signed}`
    )
    expect(createHttp({ config: { base: '' } }).mediaUrl(signed)).toBe(signed)
  })
})

describe('content type', () => {
  it('only requests with a body are labelled JSON', async () => {
    const { http, calls } = setup(() => env(0, null))
    await http.del('/v3/meditation/favorites', { sku: 'm' })
    await http.get('/v2/users')
    await http.post('/v3/meditation/favorites', { sku: 'm' })
    expect(calls.map((c) => c.header['content-type'])).toEqual([undefined, undefined, 'application/json'])
    expect(calls[0].data).toBeUndefined()
  })
})

describe('prefetch', () => {
  it('the next GET of the same URL and query takes the prefetched answer once; other GETs and later ones ask', async () => {
    let n = 0
    const { http, calls } = setup(() => env(0, { n: ++n }))
    http.prefetch(() => {
      void http.get('/v3/meditation/indexFloor')
      void http.get('/v3/course/indexAds', { tag: 'a' })
    })
    await expect(http.get('/v3/meditation/indexFloor')).resolves.toEqual({ n: 1 })
    await expect(http.get('/v3/course/indexAds', { tag: 'b' })).resolves.toEqual({ n: 3 })
    await expect(http.get('/v3/meditation/indexFloor')).resolves.toEqual({ n: 4 })
    await expect(http.get('/v3/course/indexAds', { tag: 'a' })).resolves.toEqual({ n: 2 })
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/v3/meditation/indexFloor',
      'http://api.test/v3/course/indexAds?tag=a',
      'http://api.test/v3/course/indexAds?tag=b',
      'http://api.test/v3/meditation/indexFloor'
    ])
  })

  it('a prefetched answer older than 10 s is not used; a failed one reaches the screen that takes it', async () => {
    jest.useFakeTimers({ now: 1_000_000 })
    try {
      let fail = true
      const { http, calls } = setup(() => (fail ? env(9999, null, 'boom') : env(0, { ok: 1 })))
      http.prefetch(() => void http.get('/v3/a', undefined, { silent: true }))
      http.prefetch(() => void http.get('/v3/b', undefined, { silent: true }))
      await expect(http.get('/v3/a', undefined, { silent: true })).rejects.toBeTruthy()
      fail = false
      jest.setSystemTime(1_000_000 + 10_001)
      await expect(http.get('/v3/b', undefined, { silent: true })).resolves.toEqual({ ok: 1 })
      expect(calls).toHaveLength(3)
    } finally {
      jest.useRealTimers()
    }
  })
})
