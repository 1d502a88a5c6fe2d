/** Comments on community posts: paged oldest first, posting (rate-limited, checked text), deleting one's own. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { FORUM_COMMENT_MAX } from '@app/protocol'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'
import { commentDto } from './dto'
import { checkText } from './rules'

const CommentBody = Type.Object({ content: Type.String({ maxLength: FORUM_COMMENT_MAX * 2 }) })

export default async function forumCommentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, limiter, forum: rules } = app.ctx

  /** The post when this viewer may see it (see posts.ts), or 404. */
  async function postFor(viewerId: number | null, id: number) {
    const post = await repos.forum.post(id)
    if (!post) throw Errors.notFound()
    if (post.userId !== viewerId) {
      if (post.status !== 'visible') throw Errors.notFound()
      if (viewerId && (await repos.forum.hasBlocked(viewerId, post.userId))) throw Errors.notFound()
    }
    return post
  }

  app.get('/v3/forum/posts/:id/comments', { schema: { params: NumericId, querystring: PageQuery } }, async (req) => {
    const user = await currentUser(req)
    const post = await postFor(user?.id ?? null, req.params.id)
    const { page, size } = req.query
    const { rows, total } = await repos.forum.comments(post.id, user?.id ?? null, (page - 1) * size, size)
    return ok(
      paged(
        rows.map((r) => commentDto(r, user?.id ?? null)),
        page,
        size,
        total
      )
    )
  })

  app.post('/v3/forum/posts/:id/comments', { schema: { params: NumericId, body: CommentBody } }, async (req) => {
    const user = await requireUser(req)
    const post = await postFor(user.id, req.params.id)
    const content = checkText(req.body.content, await repos.forum.bannedWords(), {
      required: true,
      max: FORUM_COMMENT_MAX
    })
    await limiter.consume(`forum:comment:${user.id}`, rules.commentLimit)
    const row = await repos.forum.addComment(post.id, user.id, content)
    return ok(commentDto({ ...row, nickname: user.nickname, avatar: user.avatar }, user.id))
  })

  app.delete('/v3/forum/comments/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const comment = await repos.forum.comment(req.params.id)
    if (!comment) throw Errors.notFound()
    if (comment.userId !== user.id || !(await repos.forum.deleteComment(comment.id, user.id))) throw Errors.forbidden()
    return ok({ id: comment.id, deleted: true })
  })
}
