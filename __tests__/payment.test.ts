/**
 * Checkout with real payment providers: the method comes from the server's list filtered by the platform, the
 * server-signed WeChat fields go to the platform's pay step unchanged, and the pay step's end decides what the page
 * shows (the result page waits for the server either way after paying).
 */
import { checkout, payOrder } from '../src/pages/course/checkout'
import { pickMethods, type PlatformPayment } from '../src/services/payment'
import type { OrderDTO, PayActionDTO, PayResultDTO } from '../src/protocol/commerce'

const ORDER = 'JX20300101ABCDEF123456'
const SHEET: PayActionDTO = {
  kind: 'wechatpay',
  appId: 'wx2421b1c4370ec43b',
  timeStamp: '1554208460',
  nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'mI35pfNEQV6777ke/1T+LJLQ…'
}
const pending = (action: PayActionDTO | null): PayResultDTO => ({
  order: { order_no: ORDER, status: 'pending' } as OrderDTO,
  already_paid: false,
  demo: false,
  member: { isVip: 0, expire_at: null, annual_card_level: 0, annual_card_expire_at: null },
  pay_action: action
})

function setup(methods: string[], action: PayActionDTO | null, step: 'done' | 'cancelled' | 'failed' = 'done') {
  const payCalls: unknown[][] = []
  const completed: PayActionDTO[] = []
  const payment: PlatformPayment = {
    channel: 'miniprogram',
    usableMethods: (server) => pickMethods(server, ['wechatpay', 'dev']),
    complete: jest.fn(async (a: PayActionDTO) => {
      completed.push(a)
      return step
    })
  }
  const env = {
    api: {
      createOrder: jest.fn(async () => ({ order_no: ORDER }) as OrderDTO),
      pay: jest.fn(async (...args: unknown[]) => {
        payCalls.push(args)
        return pending(action)
      }),
      payMethods: jest.fn(async () => ({ methods, demo: false }))
    },
    applyMember: jest.fn(),
    payment
  }
  return { env, payCalls, completed }
}

describe('checkout with a provider that confirms later', () => {
  it('pays with the platform’s method and hands the signed fields to the pay sheet unchanged', async () => {
    const s = setup(['linepay', 'wechatpay'], SHEET)
    expect(await checkout(s.env, { sku: 'vip-month' })).toEqual({ kind: 'pending', orderNo: ORDER })
    expect(s.payCalls).toEqual([[ORDER, 'wechatpay', 'miniprogram']])
    expect(s.completed).toEqual([SHEET])
    expect(s.env.applyMember).not.toHaveBeenCalled()
  })

  it('a cancelled sheet says so and keeps the order', async () => {
    const s = setup(['wechatpay'], SHEET, 'cancelled')
    expect(await checkout(s.env, { sku: 'vip-month' })).toEqual({
      kind: 'failed',
      message: '已取消付款，訂單保留 30 分鐘，可再次付款'
    })
  })

  it('no method usable here: nothing is paid', async () => {
    const s = setup(['linepay'], null)
    expect(await checkout(s.env, { sku: 'vip-month' })).toEqual({
      kind: 'failed',
      message: '此處無法付款：請在微信小程式或手機瀏覽器中購買'
    })
    expect(s.payCalls).toEqual([])
  })
})

describe('paying an existing order (the result page: pay again, or back from WeChat’s authorization)', () => {
  it('in WeChat’s browser asks for the sheet of the browser channel; the redirect to WeChat’s authorization is followed', async () => {
    const s = setup(['linepay', 'wechatpay'], {
      kind: 'redirect',
      url: 'https://open.weixin.qq.com/connect/oauth2/authorize?x'
    })
    s.env.payment.channel = 'browser'
    expect(await payOrder(s.env, ORDER)).toEqual({ kind: 'pending', orderNo: ORDER })
    expect(s.env.api.createOrder).not.toHaveBeenCalled()
    expect(s.payCalls).toEqual([[ORDER, 'wechatpay', 'browser']])
    expect(s.completed).toEqual([{ kind: 'redirect', url: 'https://open.weixin.qq.com/connect/oauth2/authorize?x' }])
  })

  it('LINE Pay carries no channel', async () => {
    const s = setup(['linepay'], { kind: 'redirect', url: 'https://sandbox-web-pay.line.me/x' })
    s.env.payment.usableMethods = (server) => pickMethods(server, ['linepay'])
    s.env.payment.channel = 'browser'
    await payOrder(s.env, ORDER)
    expect(s.payCalls).toEqual([[ORDER, 'linepay', undefined]])
  })
})

describe('pickMethods', () => {
  it('keeps the platform’s order; the demo provider when the (development) server offers it', () => {
    expect(pickMethods(['dev', 'linepay', 'wechatpay'], ['wechatpay', 'dev'])).toEqual(['wechatpay', 'dev'])
    expect(pickMethods(['linepay'], ['wechatpay', 'dev'])).toEqual([])
  })
})
