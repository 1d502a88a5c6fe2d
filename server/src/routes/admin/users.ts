/** App users: search by e-mail, phone or id; their orders and plays; membership grant/end (support, owner). */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminCommerceRepo } from '../../db/repos/adminCommerce'
import { adminUsersRepo } from '../../db/repos/adminUsers'
import { users } from '../../db/schema'
import { COMMERCE } from '../../services/admin/access'
import { orderDto } from '../../services/admin/commerce'
import { adminLangOf } from '../../services/admin/messages'
import { changeMembership, userDto } from '../../services/admin/users'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

const MembershipBody = Type.Object({
  action: Type.Union([Type.Literal('grant'), Type.Literal('end')]),
  until: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$'
    })
  ),
  reason: Type.String({ minLength: 1, maxLength: 500 })
})
const SORTS = { id: users.id, createdAt: users.createdAt, email: users.email, vipExpireAt: users.vipExpireAt }

export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: COMMERCE }
  const repo = adminUsersRepo(db)

  app.get('/users', { config, schema: { querystring: listQuery({}) } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await repo.list(req.query.q, sortOf(req.query, SORTS), offset, limit)
    const t = now()
    return sendList(
      reply,
      rows.map((u) => userDto(u, t)),
      total
    )
  })
  app.get('/users/:id', { config, schema: { params: IdParams } }, async (req) => {
    const user = orNotFound(await repo.byId(req.params.id))
    const lang = adminLangOf(req)
    const { rows } = await adminCommerceRepo(db).list({ userId: user.id }, null, 0, 20)
    const plays = await repo.recentPlays(user.id)
    return {
      ...userDto(user, now()),
      orders: rows.map((r) => orderDto(r, lang, false)),
      plays: plays.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() }))
    }
  })
  app.post('/users/:id/membership', { config, schema: { params: IdParams, body: MembershipBody } }, async (req) =>
    changeMembership(db, req.params.id, req.body, actorOf(req), now())
  )
}
