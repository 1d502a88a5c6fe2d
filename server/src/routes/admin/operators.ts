/** Operator accounts (owner only): list, create (its TOTP secret shown once), change, reset the TOTP secret. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminOperatorsRepo } from '../../db/repos/adminOperators'
import { operators } from '../../db/schema'
import { hashPassword } from '../../lib/crypto'
import { OWNER, ROLES } from '../../services/admin/access'
import { audited } from '../../services/admin/audit'
import { AdminErrors } from '../../services/admin/messages'
import { createOperator, operatorDto } from '../../services/admin/operators'
import { newTotpSecret, otpauthUri } from '../../services/admin/totp'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, BoolQuery, boolOf, IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

const RoleSchema = Type.Union(ROLES.map((r) => Type.Literal(r)))
const Locale = Type.Union([Type.Literal('zh-Hant'), Type.Literal('en')])
const EnterpriseId = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])
const CreateBody = Type.Object({
  email: Type.String({ pattern: '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$', maxLength: 254 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  role: RoleSchema,
  password: Type.String({ minLength: 10, maxLength: 200 }),
  enterpriseId: Type.Optional(EnterpriseId),
  locale: Type.Optional(Locale)
})
const PatchBody = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  role: Type.Optional(RoleSchema),
  enterpriseId: Type.Optional(EnterpriseId),
  disabled: Type.Optional(Type.Boolean()),
  password: Type.Optional(Type.String({ minLength: 10, maxLength: 200 })),
  locale: Type.Optional(Locale)
})
const OperatorList = listQuery({ role: Type.Optional(RoleSchema), disabled: Type.Optional(BoolQuery) })
const SORTS = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  role: operators.role,
  createdAt: operators.createdAt,
  lastLoginAt: operators.lastLoginAt
}

export default async function adminOperatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: OWNER }
  const repo = adminOperatorsRepo(db)

  app.get('/operators', { config, schema: { querystring: OperatorList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await repo.list(
      { q: req.query.q, role: req.query.role, disabled: boolOf(req.query.disabled) },
      sortOf(req.query, SORTS),
      offset,
      limit
    )
    return sendList(reply, rows.map(operatorDto), total)
  })
  app.get('/operators/:id', { config, schema: { params: IdParams } }, async (req) =>
    operatorDto(orNotFound(await repo.byId(req.params.id)))
  )
  app.post('/operators', { config, schema: { body: CreateBody } }, async (req, reply) =>
    reply.status(201).send(await createOperator(db, req.body, actorOf(req), now()))
  )

  app.patch('/operators/:id', { config, schema: { params: IdParams, body: PatchBody } }, async (req) => {
    const actor = actorOf(req)
    const b = req.body
    const self = req.params.id === actor.id
    if (self && (b.disabled === true || (b.role !== undefined && b.role !== 'owner')))
      throw AdminErrors.conflict('self')
    const passwordHash = b.password ? await hashPassword(b.password) : undefined
    return audited(db, actor, new Date(now()), async (tx) => {
      const r = adminOperatorsRepo(tx)
      const before = await r.byId(req.params.id)
      if (!before) throw AdminErrors.notFound()
      const role = b.role ?? before.role
      const enterpriseId =
        role === 'group_admin' ? (b.enterpriseId !== undefined ? b.enterpriseId : before.enterpriseId) : null
      if (role === 'group_admin' && enterpriseId == null)
        throw AdminErrors.badRequest('enterprise_required', 'enterpriseId')
      const row = (await r.update(before.id, {
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.locale !== undefined ? { locale: b.locale } : {}),
        ...(b.disabled !== undefined ? { disabled: b.disabled ? 1 : 0 } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        role,
        enterpriseId
      }))!
      // A disabled operator, or one whose password or role changed, signs in again.
      if (b.disabled || passwordHash || role !== before.role) await r.deleteSessionsOf(row.id)
      const after = operatorDto(row)
      return {
        result: after,
        audit: {
          action: 'operator.update',
          targetType: 'operator',
          targetId: row.id,
          before: operatorDto(before),
          after: { ...after, passwordChanged: !!passwordHash }
        }
      }
    })
  })

  app.post('/operators/:id/reset-totp', { config, schema: { params: IdParams } }, async (req) => {
    const secret = newTotpSecret()
    return audited(db, actorOf(req), new Date(now()), async (tx) => {
      const r = adminOperatorsRepo(tx)
      if (!(await r.byId(req.params.id))) throw AdminErrors.notFound()
      const row = (await r.update(req.params.id, { totpSecret: secret, totpLastStep: null }))!
      await r.deleteSessionsOf(row.id)
      const dto = operatorDto(row)
      return {
        result: { ...dto, totpSecret: secret, otpauthUri: otpauthUri(row.email, secret) },
        audit: { action: 'operator.reset-totp', targetType: 'operator', targetId: row.id, after: dto }
      }
    })
  })
}
