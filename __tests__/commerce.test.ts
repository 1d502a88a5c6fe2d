import { checkout, resultUrl } from '../src/pages/course/checkout'
import { ApiError } from '../src/services/http'
import type { OrderDTO, PayResultDTO } from '../src/protocol/commerce'

const order = (status: OrderDTO['status']): OrderDTO => ({
  order_no: 'JX20300101ABCDEF123456',
  status,
  amount: 68,
  discount: 0,
  pay_amount: 68,
  coupon_title: null,
  phone: null,
  provider: 'dev',
  created_at: '',
  expires_at: '',
  paid_at: null,
  item: {
    kind: 'meditation_vip',
    sku: 'vip-month',
    title: 'm',
    desc: '',
    cover: '',
    price: 68,
    original_price: 98,
    days: 30,
    needs_phone: false
  }
})
const result = (status: OrderDTO['status']): PayResultDTO => ({
  order: order(status),
  already_paid: false,
  demo: true,
  member: { isVip: 1, expire_at: null, annual_card_level: 0, annual_card_expire_at: null }
})

function env(pay: () => Promise<PayResultDTO>, create: () => Promise<OrderDTO> = async () => order('pending')) {
  const calls: string[] = []
  return {
    calls,
    env: {
      api: {
        createOrder: jest.fn(async (body) => {
          calls.push(`create ${JSON.stringify(body)}`)
          return create()
        }),
        pay: jest.fn(async (no: string) => {
          calls.push(`pay ${no}`)
          return pay()
        })
      },
      applyMember: jest.fn((member: PayResultDTO['member'], no: string) => {
        calls.push(`member ${member.isVip} ${no}`)
      })
    }
  }
}

describe('checkout', () => {
  it('creates, pays, keeps the member info the pay answer carries, in that order, and sends no price', async () => {
    const e = env(async () => result('paid'))
    const out = await checkout(e.env, { sku: 'vip-month' })
    expect(out).toMatchObject({ kind: 'paid', orderNo: 'JX20300101ABCDEF123456' })
    // no member info request: the pay answer's `member` is kept, with the order it came with
    expect(e.calls).toEqual([
      'create {"sku":"vip-month"}',
      'pay JX20300101ABCDEF123456',
      'member 1 JX20300101ABCDEF123456'
    ])
    expect(resultUrl('JX1')).toBe('/pages/payResult/result?order_no=JX1')
  })

  it('a pending payment goes to the result page without member info', async () => {
    const e = env(async () => result('pending'))
    expect(await checkout(e.env, { sku: 'vip-month' })).toEqual({ kind: 'pending', orderNo: 'JX20300101ABCDEF123456' })
    expect(e.env.applyMember).not.toHaveBeenCalled()
  })

  it('a refused order shows the server message and never pays', async () => {
    const e = env(
      async () => result('paid'),
      async () => {
        throw new ApiError('business', 1116, '你已擁有更高等級的年卡')
      }
    )
    expect(await checkout(e.env, { sku: 'annual-card' })).toEqual({ kind: 'failed', message: '你已擁有更高等級的年卡' })
    expect(e.env.api.pay).not.toHaveBeenCalled()
  })

  it('1100 means the login panel is already open: nothing else to show', async () => {
    const e = env(async () => {
      throw new ApiError('unauthorized', 1100, 'please log in')
    })
    expect(await checkout(e.env, { sku: 'vip-month' })).toEqual({ kind: 'login' })
  })

  it('a closed order is a failure with a message', async () => {
    const e = env(async () => result('closed'))
    const out = await checkout(e.env, { sku: 'vip-month' })
    expect(out.kind).toBe('failed')
    expect(e.env.applyMember).not.toHaveBeenCalled()
  })
})
