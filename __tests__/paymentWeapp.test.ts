/**
 * The mini-program's pay step (src/services/payment.weapp.ts): Taro.requestPayment gets exactly the five fields the
 * server signed (no appId: a mini-program's sheet knows it), and its end maps to done / cancelled / failed.
 */
import Taro from '@tarojs/taro'
import { platformPayment } from '../src/services/payment.weapp'
import type { WechatPayActionDTO } from '../src/protocol/commerce'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { requestPayment: jest.fn() } }))
const requestPayment = Taro.requestPayment as unknown as jest.Mock

const SHEET: WechatPayActionDTO = {
  kind: 'wechatpay',
  appId: 'wx2421b1c4370ec43b',
  timeStamp: '1554208460',
  nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'mI35pfNEQV6777ke/1T+LJLQDNTm7yeoUJH+j/adPGhm…'
}

beforeEach(() => requestPayment.mockReset())

test('WeChat Pay only, and the sheet gets the signed fields unchanged', async () => {
  expect(platformPayment.usableMethods(['linepay', 'wechatpay', 'dev'])).toEqual(['wechatpay', 'dev'])
  expect(platformPayment.usableMethods(['linepay'])).toEqual([])
  requestPayment.mockResolvedValue({ errMsg: 'requestPayment:ok' })
  expect(await platformPayment.complete(SHEET)).toBe('done')
  expect(requestPayment).toHaveBeenCalledTimes(1)
  expect(requestPayment.mock.calls[0][0]).toEqual({
    timeStamp: '1554208460',
    nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
    package: 'prepay_id=wx201410272009395522657a690389285100',
    signType: 'RSA',
    paySign: 'mI35pfNEQV6777ke/1T+LJLQDNTm7yeoUJH+j/adPGhm…'
  })
})

test('cancelled and failed sheets; a redirect is not for the mini-program', async () => {
  requestPayment.mockRejectedValue({ errMsg: 'requestPayment:fail cancel' })
  expect(await platformPayment.complete(SHEET)).toBe('cancelled')
  requestPayment.mockRejectedValue({ errMsg: 'requestPayment:fail (detail message)' })
  expect(await platformPayment.complete(SHEET)).toBe('failed')
  expect(await platformPayment.complete({ kind: 'redirect', url: 'https://x' })).toBe('failed')
})
