/** The commerce domain as one plugin: orders and payment, coupons, exchange codes, annual card benefits. */
import type { FastifyInstance } from 'fastify'
import couponRoutes from './coupons'
import equityRoutes from './equity'
import exchangeRoutes from './exchange'
import orderRoutes from './orders'

export default async function commerceRoutes(app: FastifyInstance) {
  await app.register(orderRoutes)
  await app.register(couponRoutes)
  await app.register(exchangeRoutes)
  await app.register(equityRoutes)
}
