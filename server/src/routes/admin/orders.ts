/** Orders with their payment and refund history, and the refund action (support, owner). */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminCommerceRepo } from '../../db/repos/adminCommerce'
import { orders } from '../../db/schema'
import { COMMERCE } from '../../services/admin/access'
import { orderDto, refundByOperator } from '../../services/admin/commerce'
import { adminLangOf } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

const OrderList = listQuery({
  status: Type.Optional(Type.String({ pattern: '^[a-z_]{1,20}$' })),
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  provider: Type.Optional(Type.String({ pattern: '^[a-z0-9_]{1,32}$' }))
})
const RefundBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) })
const SORTS = {
  id: orders.id,
  orderNo: orders.orderNo,
  payCents: orders.payCents,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt
}

export default async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const config = { adminRoles: COMMERCE }
  const repo = adminCommerceRepo(app.ctx.db)

  app.get('/orders', { config, schema: { querystring: OrderList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { q, status, userId, provider } = req.query
    const { rows, total } = await repo.list({ q, status, userId, provider }, sortOf(req.query, SORTS), offset, limit)
    const lang = adminLangOf(req)
    return sendList(
      reply,
      rows.map((r) => orderDto(r, lang)),
      total
    )
  })
  app.get('/orders/:id', { config, schema: { params: IdParams } }, async (req) =>
    orderDto(orNotFound(await repo.byId(req.params.id)), adminLangOf(req))
  )
  app.post('/orders/:id/refund', { config, schema: { params: IdParams, body: RefundBody } }, async (req) =>
    refundByOperator(app.ctx, req.params.id, req.body.reason, actorOf(req), adminLangOf(req), req.log)
  )
}
