/**
 * The common pages' logic through the real HTTP layer: the partner mall's reads are taken by HTTP status (200 is
 * success, the body as is; anything else toasts its message even when the caller asked for silence), binding
 * failures stay silent for the form; where an assistant card opens; the deep-link page's query; the mall
 * account check of the binding form.
 */
import { createHttp, ApiError, defaultHttpConfig } from '@/services/http'
import { createMallApi } from '@/services/api/mall'
import { createAssistantApi } from '@/services/api/assistant'
import { assistantCardUrl } from '@/commonPage/pages/coze'
import { deepLinkOf } from '@/commonPage/pages/deeplink'
import { mallAccountError } from '@/mine/pages/mallBinding'

function setup(respond: () => { statusCode: number; data: unknown }) {
  const toasts: string[] = []
  const calls: { url: string; method: string; header: Record<string, string> }[] = []
  const http = createHttp({
    transport: async (call) => {
      calls.push(call)
      return respond()
    },
    hooks: { toast: (m) => toasts.push(m), getToken: () => 'a'.repeat(64), translate: (k) => k },
    config: { ...defaultHttpConfig(), base: 'http://api.test', mallBase: 'http://mall.test' }
  })
  return { http, toasts, calls }
}

describe('partner mall through the HTTP layer', () => {
  it('reads by HTTP status from the mall base, signed and with the token', async () => {
    const goods = { list: [{ id: 101 }], page: 1, size: 10, total: 1, has_more: false }
    const { http, calls } = setup(() => ({ statusCode: 200, data: goods }))
    await expect(createMallApi(http).goods(1)).resolves.toEqual(goods)
    expect(calls[0].url).toBe('http://mall.test/index.php/api/h5app/wxapp/goods/items?page=1&size=10')
    expect(calls[0].header['x-token']).toBe('a'.repeat(64))
    expect(calls[0].header['x-sign']).toBeTruthy()
  })

  it('a non-200 answer is an error and its message is toasted', async () => {
    const { http, toasts } = setup(() => ({
      statusCode: 400,
      data: { code: 1116, msg: '尚未綁定這個商城帳號', data: null }
    }))
    const err = await createMallApi(http)
      .balance(7)
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(toasts).toEqual(['尚未綁定這個商城帳號'])
  })

  it('binding and the assistant fail silently (their pages show the message)', async () => {
    const { http, toasts } = setup(() => ({
      statusCode: 429,
      data: { code: 4290, msg: 'Too many attempts, please try again in 60 s', data: null }
    }))
    const e1 = await createMallApi(http)
      .bind({ account: 'a@b.cd', code: '123456' })
      .catch((e: ApiError) => e)
    const e2 = await createAssistantApi(http)
      .ask('睡不著')
      .catch((e: ApiError) => e)
    expect((e1 as ApiError).kind).toBe('rate-limited')
    expect((e2 as ApiError).serverMsg).toBe('Too many attempts, please try again in 60 s')
    expect(toasts).toEqual([])
  })
})

describe('assistant cards', () => {
  it('open the page of their kind', () => {
    const base = { title: 't', subtitle: '', cover: '' }
    expect(assistantCardUrl({ ...base, kind: 'meditation', id: 2, sku: 'm-sleep' })).toBe(
      '/pages/meditation/detail?sku=m-sleep'
    )
    expect(assistantCardUrl({ ...base, kind: 'faq', id: 3, sku: '' })).toBe('/mine/pages/helpCenter/faqContent?id=3')
    expect(assistantCardUrl({ ...base, kind: 'history', id: 12, sku: 'm-sleep' })).toBe(
      '/pages/meditation/play?sku=m-sleep&resource_id=12'
    )
    expect(assistantCardUrl({ ...base, kind: 'course', id: 15, sku: 'camp-sleep', type: 1, sub_type: 0 })).toBe(
      '/study/pages/course/onlineCamp?commodity_id=15'
    )
  })
})

describe('deep-link page query', () => {
  it('takes ?link= or a scheme with its parameters', () => {
    expect(deepLinkOf({ link: encodeURIComponent('jingxin://course/vodDetail?sku=c-1') })).toBe(
      'jingxin://course/vodDetail?sku=c-1'
    )
    expect(deepLinkOf({ scheme: 'course%2FvodDetail', sku: 'c-1', $taroTimestamp: '1' })).toBe(
      'course/vodDetail?sku=c-1'
    )
    expect(deepLinkOf({})).toBe('')
  })
})

describe('mall account field', () => {
  it('accepts an e-mail or a mobile number, with spaces and dashes', () => {
    expect(mallAccountError('shop@example.com')).toBe('')
    expect(mallAccountError('0912-345 678')).toBe('')
    expect(mallAccountError('not-an-account')).not.toBe('')
    expect(mallAccountError('')).not.toBe('')
  })
})
