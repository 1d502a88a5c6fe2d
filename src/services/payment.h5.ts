/**
 * H5: in WeChat's browser WeChat Pay (WeixinJSBridge getBrandWCPayRequest, with the appId the server signed), in
 * other browsers LINE Pay (the browser goes to LINE Pay's page, which returns to the server and then to the result
 * page).
 */
import type { PayActionDTO } from '../protocol/commerce'
import { pickMethods, type PaymentStep, type PlatformPayment } from './paymentMethods'

export type { PaymentStep, PlatformPayment } from './paymentMethods'
export { pickMethods } from './paymentMethods'

interface Bridge {
  invoke(name: string, args: object, done: (res: { err_msg?: string }) => void): void
}

const inWechat = () => typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)

export const platformPayment: PlatformPayment = {
  channel: 'browser',
  usableMethods: (server) => pickMethods(server, inWechat() ? ['wechatpay', 'dev'] : ['linepay', 'dev']),
  complete(action: PayActionDTO): Promise<PaymentStep> {
    if (action.kind === 'redirect') {
      window.location.assign(action.url)
      return new Promise(() => {})
    }
    const bridge = (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge
    if (!bridge || !action.appId) return Promise.resolve('failed')
    return new Promise((resolve) =>
      bridge.invoke(
        'getBrandWCPayRequest',
        {
          appId: action.appId,
          timeStamp: action.timeStamp,
          nonceStr: action.nonceStr,
          package: action.package,
          signType: action.signType,
          paySign: action.paySign
        },
        (res) =>
          resolve(
            res.err_msg === 'get_brand_wcpay_request:ok'
              ? 'done'
              : res.err_msg === 'get_brand_wcpay_request:cancel'
                ? 'cancelled'
                : 'failed'
          )
      )
    )
  }
}
