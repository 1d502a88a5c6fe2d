/**
 * GET /v2/comments/vod/{id} (spec §7 Other): the comments of the course a video belongs to, for a player that knows
 * the video (a lesson id, or a replay course's own id) rather than the course. The same thread and page as
 * GET /v2/comments/{course id} (comments.ts commentPage).
 */
import type { FastifyInstance } from 'fastify'
import { VodCommentsDTO } from '@app/protocol/commentsSchemas'
import { courseSkusRepo } from '../../db/repos/courseSkus'
import { Errors } from '../../errors'
import { ok } from '../../plugins/errors'
import { Envelope, NumericId, PageQuery, type TypeBoxTypeProvider } from '../schemas'
import { commentPage } from './comments'

export default async function vodCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const skus = courseSkusRepo(app.ctx.db)
  const thread = app.ctx.repos.comments.course

  app.get(
    '/v2/comments/vod/:id',
    { schema: { params: NumericId, querystring: PageQuery, response: { 200: Envelope(VodCommentsDTO) } } },
    async (req) => {
      const c = await skus.courseOfVod(req.params.id)
      if (!c) throw Errors.notFound()
      const data: VodCommentsDTO = {
        course_id: c.id,
        sku: c.sku,
        comments: await commentPage(req, thread, c.id, req.query.page, req.query.size)
      }
      return ok(data)
    }
  )
}
