/**
 * Enterprise groups (owner, moderator; a group admin for their own enterprise only): list, members, mute/unmute,
 * remove/let back, and a new invite code.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminEnterpriseRepo } from '../../db/repos/adminEnterprise'
import { GROUPS } from '../../services/admin/access'
import {
  enterpriseScope,
  groupDto,
  groupFor,
  memberAction,
  rotateCode,
  type MemberAction
} from '../../services/admin/enterprise'
import { adminLangOf } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, pageOf, sendList } from './list'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const GroupList = listQuery({ enterpriseId: Type.Optional(Id) })
const MemberBody = Type.Object({ userId: Id })

export default async function adminGroupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: GROUPS }
  const repo = adminEnterpriseRepo(db)

  app.get('/groups', { config, schema: { querystring: GroupList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const scope = enterpriseScope(req.operator!)
    if (scope !== undefined && req.query.enterpriseId !== undefined && req.query.enterpriseId !== scope)
      return sendList(reply, [], 0)
    const { rows, total } = await repo.groups(scope ?? req.query.enterpriseId, offset, limit)
    const lang = adminLangOf(req)
    return sendList(
      reply,
      rows.map((r) => groupDto(r, lang)),
      total
    )
  })
  app.get('/groups/:id', { config, schema: { params: IdParams } }, async (req) =>
    groupDto(await groupFor(db, req.operator!, req.params.id), adminLangOf(req))
  )
  app.get('/groups/:id/members', { config, schema: { params: IdParams } }, async (req, reply) => {
    await groupFor(db, req.operator!, req.params.id)
    const rows = await repo.members(req.params.id)
    return sendList(reply, rows, rows.length)
  })
  app.post('/groups/:id/rotate-code', { config, schema: { params: IdParams } }, async (req) =>
    rotateCode(db, req.operator!, req.params.id, actorOf(req), now(), adminLangOf(req))
  )
  for (const action of ['ban', 'unban', 'remove', 'restore'] as MemberAction[])
    app.post(`/groups/:id/${action}`, { config, schema: { params: IdParams, body: MemberBody } }, async (req) =>
      memberAction(db, req.operator!, req.params.id, req.body.userId, action, actorOf(req), now())
    )
}
