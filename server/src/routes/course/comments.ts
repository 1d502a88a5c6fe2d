/**
 * Course comments (spec §7 `/v2/comments/{id}`, and an online camp's `/v2/commodity/{id}/comments`): newest first, posting needs a login, likes are idempotent and
 * authors delete their own. The track comments (meditation/resourceComments.ts) share the thread repository and
 * these helpers.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { COMMENT_MAX_LENGTH, commentProblem } from '@app/protocol'
import { CommentBody, CommentDTO, CommentLikeBody, CommentLikeDTO, CommentPageDTO } from '@app/protocol/commentsSchemas'
import type { CommentRow, CommentThreadRepo } from '../../db/repos/comments'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import type { RateLimiter } from '../../plugins/rateLimit'
import { ok } from '../../plugins/errors'
import { Envelope, NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

// every route of both threads answers through its protocol schema (src/protocol/commentsSchemas)
export const CommentAnswer = Envelope(CommentDTO)
export const CommentPageAnswer = Envelope(CommentPageDTO)
export const LikeAnswer = Envelope(CommentLikeDTO)
export const Removed = Envelope(Type.Null())
/** Posting is cheap to abuse: 10 comments a minute per account, over both threads. */
const COMMENT_LIMIT = { max: 10, windowMs: 60_000 }

export function commentDTO(r: CommentRow, liked: boolean, userId: number | null): CommentDTO {
  return {
    id: r.id,
    content: r.content,
    nickname: r.nickname,
    avatar: r.avatar,
    like_count: r.likeCount,
    liked,
    mine: r.userId === userId,
    created_at: r.createdAt.toISOString()
  }
}

/** One page of a thread, with the reader's likes and own comments marked. */
export async function commentPage(
  req: FastifyRequest,
  thread: CommentThreadRepo,
  parentId: number,
  page: number,
  size: number
) {
  const user = await currentUser(req)
  const { rows, total } = await thread.list(parentId, (page - 1) * size, size)
  const liked = user
    ? await thread.liked(
        user.id,
        rows.map((r) => r.id)
      )
    : new Set<number>()
  return paged(
    rows.map((r) => commentDTO(r, liked.has(r.id), user?.id ?? null)),
    page,
    size,
    total
  )
}

/** Checks the text (translated 400s), the poster's rate and stores the comment. */
export async function postComment(
  limiter: RateLimiter,
  thread: CommentThreadRepo,
  parentId: number,
  user: { id: number; nickname: string; avatar: string },
  raw: string
): Promise<CommentDTO> {
  const problem = commentProblem(raw)
  if (problem === 'blank') throw Errors.badRequest('commentBlank')
  if (problem === 'tooLong') throw Errors.badRequest('commentTooLong', { max: COMMENT_MAX_LENGTH })
  await limiter.consume(`comment:${user.id}`, COMMENT_LIMIT)
  const row = await thread.add(parentId, user.id, raw.trim())
  return commentDTO({ ...row, nickname: user.nickname, avatar: user.avatar }, false, user.id)
}

/** Deletes the caller's own comment: 404 for a missing one, 403 for someone else's. */
export async function deleteComment(thread: CommentThreadRepo, id: number, userId: number): Promise<void> {
  const comment = await thread.get(id)
  if (!comment) throw Errors.notFound()
  if (comment.userId !== userId) throw Errors.forbidden()
  // a delete racing another of the same comment finds nothing left: idempotent
  await thread.remove(id, userId)
}

export default async function courseCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { limiter } = app.ctx
  const { repos } = app.ctx
  const thread = repos.comments.course

  app.get(
    '/v2/comments/:id',
    { schema: { params: NumericId, querystring: PageQuery, response: { 200: CommentPageAnswer } } },
    async (req) => {
      const c = await repos.course.course(req.params.id)
      if (!c) throw Errors.notFound()
      return ok(await commentPage(req, thread, c.id, req.query.page, req.query.size))
    }
  )

  app.post(
    '/v2/comments/:id',
    { schema: { params: NumericId, body: CommentBody, response: { 200: CommentAnswer } } },
    async (req) => {
      const user = await requireUser(req)
      const c = await repos.course.course(req.params.id)
      if (!c) throw Errors.notFound()
      return ok(await postComment(limiter, thread, c.id, user, req.body.content))
    }
  )

  // An online camp's messages (spec §7 GET /v2/commodity/{id}/comments): the course thread under the camp, so likes
  // and deleting go through /v2/comments/{comment id}. Posting needs a login, as for any course.
  const camp = async (id: number) => {
    const c = await repos.course.course(id)
    if (!c || c.type !== 1) throw Errors.notFound()
    return c
  }
  app.get(
    '/v2/commodity/:id/comments',
    { schema: { params: NumericId, querystring: PageQuery, response: { 200: CommentPageAnswer } } },
    async (req) => {
      const c = await camp(req.params.id)
      return ok(await commentPage(req, thread, c.id, req.query.page, req.query.size))
    }
  )
  app.post(
    '/v2/commodity/:id/comments',
    { schema: { params: NumericId, body: CommentBody, response: { 200: CommentAnswer } } },
    async (req) => {
      const user = await requireUser(req)
      const c = await camp(req.params.id)
      return ok(await postComment(limiter, thread, c.id, user, req.body.content))
    }
  )

  // the comment's id (as for its like)
  app.delete('/v2/comments/:id', { schema: { params: NumericId, response: { 200: Removed } } }, async (req) => {
    const user = await requireUser(req)
    await deleteComment(thread, req.params.id, user.id)
    return ok(null)
  })

  app.put(
    '/v2/comments/:id/like',
    { schema: { params: NumericId, body: CommentLikeBody, response: { 200: LikeAnswer } } },
    async (req) => {
      const user = await requireUser(req)
      const comment = await thread.get(req.params.id)
      if (!comment) throw Errors.notFound()
      const count = await thread.setLike(comment.id, user.id, req.body.like)
      return ok({ comment_id: comment.id, liked: req.body.like, like_count: count })
    }
  )
}
