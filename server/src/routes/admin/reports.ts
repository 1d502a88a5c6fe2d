/** The community moderation queue: list, restore, delete (moderator, owner). */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminReportsRepo } from '../../db/repos/adminReports'
import { forumModeration } from '../../db/schema'
import { MODERATION } from '../../services/admin/access'
import { reportDto, reviewReport } from '../../services/admin/moderation'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, BoolQuery, boolOf, IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

const ReportList = listQuery({
  state: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('kept'), Type.Literal('removed')])),
  hidden: Type.Optional(BoolQuery)
})
const SORTS = { id: forumModeration.postId, queuedAt: forumModeration.queuedAt, points: forumModeration.points }

export default async function adminReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: MODERATION }
  const repo = adminReportsRepo(db)

  app.get('/reports', { config, schema: { querystring: ReportList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await repo.list(
      { state: req.query.state, hidden: boolOf(req.query.hidden) },
      sortOf(req.query, SORTS),
      offset,
      limit
    )
    return sendList(reply, rows.map(reportDto), total)
  })
  app.get('/reports/:id', { config, schema: { params: IdParams } }, async (req) =>
    reportDto(orNotFound(await repo.byPostId(req.params.id)))
  )
  app.post('/reports/:id/restore', { config, schema: { params: IdParams } }, async (req) =>
    reviewReport(db, req.params.id, 'restore', actorOf(req), now())
  )
  app.post('/reports/:id/delete', { config, schema: { params: IdParams } }, async (req) =>
    reviewReport(db, req.params.id, 'delete', actorOf(req), now())
  )
}
