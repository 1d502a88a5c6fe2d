/** The platform's part of paying, default build (jest): the shared parts are in ./paymentMethods. */
import { pickMethods, type PlatformPayment } from './paymentMethods'

export type { PaymentStep, PlatformPayment } from './paymentMethods'
export { pickMethods } from './paymentMethods'

export const platformPayment: PlatformPayment = {
  channel: 'browser',
  usableMethods: (server) => pickMethods(server, ['linepay', 'dev']),
  async complete() {
    return 'failed'
  }
}
