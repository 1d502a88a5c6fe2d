/** Mini-program: WeChat Pay only, through Taro.requestPayment with the fields the server signed (v3: signType RSA). */
import Taro from '@tarojs/taro'
import type { PayActionDTO } from '../protocol/commerce'
import { pickMethods, type PaymentStep, type PlatformPayment } from './paymentMethods'

export type { PaymentStep, PlatformPayment } from './paymentMethods'
export { pickMethods } from './paymentMethods'

export const platformPayment: PlatformPayment = {
  channel: 'miniprogram',
  usableMethods: (server) => pickMethods(server, ['wechatpay', 'dev']),
  async complete(action: PayActionDTO): Promise<PaymentStep> {
    if (action.kind !== 'wechatpay') return 'failed'
    try {
      // A mini-program passes no appId (the sheet knows it); the server signed appId\ntimeStamp\nnonceStr\npackage\n.
      await Taro.requestPayment({
        timeStamp: action.timeStamp,
        nonceStr: action.nonceStr,
        package: action.package,
        signType: action.signType,
        paySign: action.paySign
      })
      return 'done'
    } catch (e) {
      return /cancel/i.test((e as { errMsg?: string })?.errMsg ?? '') ? 'cancelled' : 'failed'
    }
  }
}
