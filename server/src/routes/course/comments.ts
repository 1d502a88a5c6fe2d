/** Course comments (spec §7 `/v2/comments/{id}`): newest first, posting needs a login, likes are idempotent. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { COMMENT_MAX_LENGTH, type CommentDTO } from '@app/protocol'
import type { CommentRow } from '../../db/repos/comments'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

// ajv counts code points, as the app's isValidComment does (spec §5/§9: 500 characters).
const CommentBody = Type.Object({ content: Type.String({ minLength: 1, maxLength: COMMENT_MAX_LENGTH }) })
const LikeBody = Type.Object({ like: Type.Boolean() })
/** Posting is cheap to abuse: 10 comments a minute per account. */
const COMMENT_LIMIT = { max: 10, windowMs: 60_000 }

export default async function courseCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { limiter } = app.ctx
  const { repos } = app.ctx
  const dto = (r: CommentRow, liked: boolean, userId: number | null): CommentDTO => ({
    id: r.id,
    content: r.content,
    nickname: r.nickname,
    avatar: r.avatar,
    like_count: r.likeCount,
    liked,
    mine: r.userId === userId,
    created_at: r.createdAt.toISOString()
  })

  app.get('/v2/comments/:id', { schema: { params: NumericId, querystring: PageQuery } }, async (req) => {
    const c = await repos.course.course(req.params.id)
    if (!c) throw Errors.notFound()
    const user = await currentUser(req)
    const { page, size } = req.query
    const { rows, total } = await repos.comments.comments(c.id, (page - 1) * size, size)
    const liked = user
      ? await repos.comments.likedComments(
          user.id,
          rows.map((r) => r.id)
        )
      : new Set<number>()
    return ok(
      paged(
        rows.map((r) => dto(r, liked.has(r.id), user?.id ?? null)),
        page,
        size,
        total
      )
    )
  })

  app.post('/v2/comments/:id', { schema: { params: NumericId, body: CommentBody } }, async (req) => {
    const user = await requireUser(req)
    const content = req.body.content.trim()
    if (!content) throw Errors.badRequest('badField', { field: 'content' })
    const c = await repos.course.course(req.params.id)
    if (!c) throw Errors.notFound()
    await limiter.consume(`comment:${user.id}`, COMMENT_LIMIT)
    const row = await repos.comments.addComment(c.id, user.id, content)
    return ok(dto({ ...row, nickname: user.nickname, avatar: user.avatar }, false, user.id))
  })

  app.put('/v2/comments/:id/like', { schema: { params: NumericId, body: LikeBody } }, async (req) => {
    const user = await requireUser(req)
    const comment = await repos.comments.comment(req.params.id)
    if (!comment) throw Errors.notFound()
    const count = await repos.comments.setCommentLike(comment.id, user.id, req.body.like)
    return ok({ comment_id: comment.id, liked: req.body.like, like_count: count })
  })
}
