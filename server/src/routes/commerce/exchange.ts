/**
 * POST /v3/meditation/cardExchange: redeems a single-use exchange code for the product it names. Unknown, used
 * and expired codes each get their own translated 1116 message, so the user knows whether to retype, or to
 * contact whoever gave the code. Attempts count against the login budget per account (codes are guessable).
 */
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '../schemas'
import type { FastifyInstance } from 'fastify'
import type { CardExchangeDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { memberInfoDTO, productDTO } from './dto'
import { newOrderNo } from './orderNo'

const Body = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) })

export default async function exchangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now, limiter, limits } = app.ctx
  const repo = app.ctx.repos.commerce

  app.post('/v3/meditation/cardExchange', { schema: { body: Body } }, async (req) => {
    const user = await requireUser(req)
    await limiter.consume(`exchange:${user.id}`, limits.loginPerAccount)
    const code = req.body.code.replace(/[\s-]+/g, '').toUpperCase()
    const row = code ? await repo.exchangeCode(code) : undefined
    if (!row) throw Errors.business('exchangeUnknown')
    if (row.usedBy) throw Errors.business('exchangeUsed')
    if (row.expiresAt.getTime() <= now()) throw Errors.business('exchangeExpired')
    const product = await repo.product(row.productCode)
    if (!product) throw Errors.business('exchangeUnknown')
    const redeemed = await repo.redeem(
      code,
      {
        orderNo: newOrderNo(now()),
        userId: user.id,
        kind: product.kind,
        sku: product.code,
        productId: product.id,
        amountCents: product.priceCents,
        discountCents: product.priceCents,
        payCents: 0,
        provider: 'exchange',
        providerTxn: code,
        createdAt: new Date(now()),
        expiresAt: new Date(now())
      },
      now()
    )
    // Someone redeemed it between the read and the write ('exchangeUsed'), or the product is not for this user
    // (a lower card than the one held): the code stays unused then.
    if ('reason' in redeemed) throw Errors.business(redeemed.reason)
    const data: CardExchangeDTO = {
      product: productDTO(product, req.lang),
      member: memberInfoDTO((await repo.user(user.id))!, now()),
      order_no: redeemed.order.orderNo
    }
    return ok(data)
  })
}
