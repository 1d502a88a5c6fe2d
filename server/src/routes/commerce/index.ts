/** The commerce domain as one plugin: membership products, orders and payment, coupons, exchange codes, annual card benefits. */
import type { FastifyInstance } from 'fastify'
import productRoutes from './products'
import orderRoutes from './orders'
import couponRoutes from './coupons'
import couponShareRoutes from './couponShares'
import exchangeRoutes from './exchange'
import equityRoutes from './equity'
import courseCodeRoutes from './courseCodes'
import redeemRoutes from './redeem'
import paymentNotifyRoutes from './notify'
import paymentReturnRoutes from './linepayReturn'
import studyPriceRoutes from './studyPrice'

export default async function commerceRoutes(app: FastifyInstance) {
  await app.register(productRoutes)
  await app.register(orderRoutes)
  await app.register(couponRoutes)
  await app.register(couponShareRoutes)
  await app.register(exchangeRoutes)
  await app.register(equityRoutes)
  await app.register(courseCodeRoutes)
  await app.register(redeemRoutes)
  await app.register(paymentNotifyRoutes)
  await app.register(paymentReturnRoutes)
  await app.register(studyPriceRoutes)
}
