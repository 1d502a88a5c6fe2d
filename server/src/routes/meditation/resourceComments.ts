/**
 * A meditation track's comments (spec §7 `POST /v3/meditation/resourceComments`, `PUT resourceCommentLike`;
 * reading and deleting are ours): the same rules and helpers as the course comments.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { ResourceCommentBody, ResourceCommentLikeBody } from '@app/protocol/commentsSchemas'
import {
  CommentAnswer,
  CommentPageAnswer,
  LikeAnswer,
  Removed,
  commentPage,
  deleteComment,
  postComment
} from '../course/comments'
import { PageQuery, type TypeBoxTypeProvider } from '../schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const ListQuery = Type.Object({ resource_id: Id, ...PageQuery.properties })
const DeleteQuery = Type.Object({ id: Id })

export default async function resourceCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, limiter } = app.ctx
  const thread = repos.comments.resource

  async function track(id: number) {
    const r = await repos.meditationUser.resource(id)
    if (!r) throw Errors.notFound()
    return r
  }

  app.get(
    '/v3/meditation/resourceComments',
    { schema: { querystring: ListQuery, response: { 200: CommentPageAnswer } } },
    async (req) => {
      await track(req.query.resource_id)
      return ok(await commentPage(req, thread, req.query.resource_id, req.query.page, req.query.size))
    }
  )

  app.post(
    '/v3/meditation/resourceComments',
    { schema: { body: ResourceCommentBody, response: { 200: CommentAnswer } } },
    async (req) => {
      const user = await requireUser(req)
      await track(req.body.resource_id)
      return ok(await postComment(limiter, thread, req.body.resource_id, user, req.body.content))
    }
  )

  app.delete(
    '/v3/meditation/resourceComments',
    { schema: { querystring: DeleteQuery, response: { 200: Removed } } },
    async (req) => {
      const user = await requireUser(req)
      await deleteComment(thread, req.query.id, user.id)
      return ok(null)
    }
  )

  app.put(
    '/v3/meditation/resourceCommentLike',
    { schema: { body: ResourceCommentLikeBody, response: { 200: LikeAnswer } } },
    async (req) => {
      const user = await requireUser(req)
      const comment = await thread.get(req.body.comment_id)
      if (!comment) throw Errors.notFound()
      const count = await thread.setLike(comment.id, user.id, req.body.like)
      return ok({ comment_id: comment.id, liked: req.body.like, like_count: count })
    }
  )
}
