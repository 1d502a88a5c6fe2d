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
import type { Lang } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { memberInfoDTO, productDTO } from './dto'
import { newOrderNo } from './orderNo'

const Body = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) })

/** Codes ignore case, spaces and hyphens (as printed on cards: JXVIP-30DEMO). */
export const normalizeCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase()

/**
 * Redeems exchange code `code` (normalized) for `userId`: the product and the member info after it, or a 1116
 * refusal. Shared with the one redeem entry (./redeem.ts).
 */
export async function redeemExchangeCode(
  app: FastifyInstance,
  userId: number,
  code: string,
  lang: Lang
): Promise<CardExchangeDTO> {
  const { now } = app.ctx
  const repo = app.ctx.repos.commerce
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
      userId,
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
  return {
    product: productDTO(product, lang),
    member: memberInfoDTO((await repo.user(userId))!, now()),
    order_no: redeemed.order.orderNo
  }
}

export default async function exchangeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { limiter, limits } = app.ctx

  app.post('/v3/meditation/cardExchange', { schema: { body: Body } }, async (req) => {
    const user = await requireUser(req)
    await limiter.consume(`exchange:${user.id}`, limits.loginPerAccount)
    return ok(await redeemExchangeCode(app, user.id, normalizeCode(req.body.code), req.lang))
  })
}
