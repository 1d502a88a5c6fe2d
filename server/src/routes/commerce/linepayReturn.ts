/**
 * GET /pay/:provider/confirm — where a redirect provider (LINE Pay) sends the browser after the user approved
 * (providers-notes §2.3; LINE Pay appends transactionId and orderId to our confirmUrl). The browser's request
 * proves nothing: the order row is claimed for that transaction (one per order), then the provider's Confirm is
 * called server to server, signed, for the order's own amount (LINE Pay refuses another amount: 1153), and only its
 * success settles — through the same step as every other confirmation (confirm.ts). The browser then lands on the
 * app's result page, which reads the order's status.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { paymentMember } from '../../providers/payment'
import type { TypeBoxTypeProvider } from '../schemas'
import { confirmPayment } from './confirm'

const ReturnQuery = Type.Object({
  order_no: Type.String({ pattern: '^JX[0-9A-F]{8,40}$' }),
  transactionId: Type.String({ pattern: '^[0-9]{1,25}$' }),
  orderId: Type.String({ maxLength: 100 })
})

export default async function paymentReturnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { providers, now } = app.ctx
  const repo = app.ctx.repos.commerce

  app.get(
    '/pay/:provider/confirm',
    { schema: { params: Type.Object({ provider: Type.String() }), querystring: ReturnQuery } },
    async (req, reply) => {
      const provider = paymentMember(providers.payment, req.params.provider)
      const { order_no: orderNo, transactionId: txn, orderId } = req.query
      if (!provider?.confirm || !provider.resultUrl) return reply.status(404).send()
      const result = `${provider.resultUrl}${provider.resultUrl.includes('?') ? '&' : '?'}order_no=${orderNo}`
      const order = await repo.order(orderNo)
      if (!order || !orderId.startsWith(`${orderNo}-`)) return reply.redirect(result, 302)
      if (order.status === 'pending') {
        const claimed = await repo.claimPayment(order.id, provider.name, txn)
        if (claimed) {
          const outcome = await provider.confirm(txn, order.orderNo, order.payCents)
          if (outcome.status === 'paid') await confirmPayment({ repo, provider, now, log: req.log }, claimed, outcome)
          // Refused for good: another approval may be confirmed. Not answering: the claim stays for reconciliation.
          else if (outcome.status === 'failed' && outcome.reason !== 'unavailable') {
            req.log.warn({ orderNo, reason: outcome.reason }, 'payment confirmation refused')
            await repo.releasePayment(order.id, txn)
          }
        }
      }
      return reply.redirect(result, 302)
    }
  )
}
