/** The audit log, read only (owner). No route changes it, and the database refuses UPDATE/DELETE of its rows. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminAuditRepo, type AuditRow } from '../../db/repos/adminAudit'
import { adminAudit } from '../../db/schema'
import { OWNER } from '../../services/admin/access'
import type { TypeBoxTypeProvider } from '../schemas'
import { IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

const AuditList = listQuery({
  operatorId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  action: Type.Optional(Type.String({ maxLength: 60 })),
  targetType: Type.Optional(Type.String({ maxLength: 40 })),
  targetId: Type.Optional(Type.String({ maxLength: 60 }))
})
const SORTS = { id: adminAudit.id, at: adminAudit.at, action: adminAudit.action }

export function auditDto(r: AuditRow) {
  return {
    id: r.id,
    operatorId: r.operatorId,
    operatorEmail: r.operatorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    at: r.at.toISOString(),
    ip: r.ip
  }
}

export default async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const config = { adminRoles: OWNER }
  const repo = adminAuditRepo(app.ctx.db)

  app.get('/audit', { config, schema: { querystring: AuditList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { operatorId, action, targetType, targetId } = req.query
    const { rows, total } = await repo.list(
      { operatorId, action, targetType, targetId },
      sortOf(req.query, SORTS),
      offset,
      limit
    )
    return sendList(reply, rows.map(auditDto), total)
  })
  app.get('/audit/:id', { config, schema: { params: IdParams } }, async (req) =>
    auditDto(orNotFound(await repo.byId(req.params.id)))
  )
}
