/**
 * The community's posts (`/v3/forum/*`, spec §7; paths and shapes are ours): the feed (latest or popular),
 * a post, creating a text post with up to nine images or a video post, deleting one's own, likes and reports.
 *
 * A post hidden after enough reports, or written by someone the viewer blocked, is not found for the viewer
 * (its author still sees their own, marked `review`).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FORUM_MAX_IMAGES, FORUM_TEXT_MAX } from '@app/protocol'
import type { ForumPostRow } from '../../db/repos/forum'
import { Errors } from '../../errors'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'
import { postDto } from './dto'
import { checkText, forumError, weighReports } from './rules'

/** A name POST /v2/files or POST /v3/forum/video gave out. */
const FileName = Type.String({ pattern: '^[a-z0-9]{24}\\.(png|jpg|mp4)$' })
/** A feed page's `next_cursor`: the popular score (likes + 2 × comments) and id of its last post. */
const CURSOR = '^[0-9]{1,10}\\.[0-9]{1,10}$'
const FeedQuery = Type.Composite([
  Type.Object({
    tab: Type.Union([Type.Literal('latest'), Type.Literal('popular')], { default: 'latest' }),
    /** The previous page's `next_cursor`: the page after it by keyset (then `page` is not used for skipping). */
    cursor: Type.Optional(Type.String({ pattern: CURSOR }))
  }),
  PageQuery
])
const cursorOf = (p: ForumPostRow) => `${p.likeCount + 2 * p.commentCount}.${p.id}`
const CreateBody = Type.Object(
  {
    // Generous in code points: the rule itself (display units, spec §5) is checked with its own message.
    content: Type.String({ maxLength: FORUM_TEXT_MAX * 2 }),
    images: Type.Optional(Type.Array(FileName, { maxItems: 32 })),
    video: Type.Optional(FileName)
  },
  { additionalProperties: false }
)
const LikeBody = Type.Object({ like: Type.Boolean() })
const ReportBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 200 })) })

export default async function forumPostRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, limiter, now, forum: rules } = app.ctx

  /** The post as this viewer may see it, or 404. */
  async function visiblePost(req: FastifyRequest, id: number) {
    const user = await currentUser(req)
    const post = await repos.forum.post(id)
    if (!post) throw Errors.notFound()
    const own = post.userId === user?.id
    if (!own && (post.status !== 'visible' || (user && (await repos.forum.hasBlocked(user.id, post.userId)))))
      throw Errors.notFound()
    return { user, post }
  }
  const one = async (post: ForumPostRow, userId: number | null) =>
    postDto(post, userId ? (await repos.forum.likedPosts(userId, [post.id])).has(post.id) : false, userId)

  /**
   * The feed, by `page` (`total` counted up to FEED_COUNT_CAP) or, with `cursor`, by keyset after the previous
   * page (no count: `total` is then this page's posts, plus one when more follow). Either way `has_more` is exact
   * and `next_cursor` leads to the next page (null on the last).
   */
  app.get('/v3/forum/posts', { schema: { querystring: FeedQuery } }, async (req) => {
    const user = await currentUser(req)
    const { tab, page, size, cursor } = req.query
    const after = cursor ? { score: Number(cursor.split('.')[0]), id: Number(cursor.split('.')[1]) } : undefined
    const { rows, more, total } = await repos.forum.feed(user?.id ?? null, tab, {
      offset: (page - 1) * size,
      limit: size,
      after
    })
    const liked = user
      ? await repos.forum.likedPosts(
          user.id,
          rows.map((r) => r.id)
        )
      : new Set<number>()
    const list = rows.map((r) => postDto(r, liked.has(r.id), user?.id ?? null))
    return ok({
      ...paged(list, page, size, total ?? rows.length + (more ? 1 : 0)),
      has_more: more,
      next_cursor: more ? cursorOf(rows[rows.length - 1]) : null
    })
  })

  app.get('/v3/forum/posts/:id', { schema: { params: NumericId } }, async (req) => {
    const { user, post } = await visiblePost(req, req.params.id)
    return ok(await one(post, user?.id ?? null))
  })

  app.post('/v3/forum/posts', { schema: { body: CreateBody } }, async (req) => {
    const user = await requireUser(req)
    const images = [...new Set(req.body.images ?? [])]
    const video = req.body.video ?? null
    if (images.length && video) throw forumError('forumImagesOrVideo')
    if (images.length > FORUM_MAX_IMAGES) throw forumError('forumTooManyImages', { max: FORUM_MAX_IMAGES })
    const content = checkText(req.body.content, await repos.forum.bannedWords(), { required: !video })
    const files = await repos.forum.ownFiles(user.id, video ? [video] : images)
    if (images.some((n) => !files.get(n)?.startsWith('image/'))) throw forumError('forumFileUnknown')
    let poster: string | null = null
    let seconds = 0
    if (video) {
      if (files.get(video) !== 'video/mp4') throw forumError('forumFileUnknown')
      const meta = await repos.forum.videoMeta(user.id, video)
      if (!meta) throw forumError('forumFileUnknown')
      poster = meta.poster
      seconds = meta.seconds
    }
    await limiter.consume(`forum:post:${user.id}`, rules.postLimit)
    const row = await repos.forum.createPost({
      userId: user.id,
      kind: video ? 'video' : 'text',
      content,
      images,
      video,
      poster,
      videoSeconds: seconds
    })
    return ok(postDto({ ...row, nickname: user.nickname, avatar: user.avatar }, false, user.id))
  })

  app.delete('/v3/forum/posts/:id', { schema: { params: NumericId } }, async (req) => {
    const user = await requireUser(req)
    const post = await repos.forum.post(req.params.id)
    if (!post) throw Errors.notFound()
    if (post.userId !== user.id || !(await repos.forum.deletePost(post.id, user.id))) throw Errors.forbidden()
    return ok({ id: post.id, deleted: true })
  })

  app.put('/v3/forum/posts/:id/like', { schema: { params: NumericId, body: LikeBody } }, async (req) => {
    const user = await requireUser(req)
    const { post } = await visiblePost(req, req.params.id)
    const count = await repos.forum.setLike(post.id, user.id, req.body.like)
    return ok({ post_id: post.id, liked: req.body.like, like_count: count })
  })

  app.post('/v3/forum/posts/:id/report', { schema: { params: NumericId, body: ReportBody } }, async (req) => {
    const user = await requireUser(req)
    const { post } = await visiblePost(req, req.params.id)
    if (post.userId === user.id) throw Errors.forbidden()
    const { hidden } = await repos.forum.report(
      post.id,
      user.id,
      req.body.reason?.trim() ?? '',
      new Date(now()),
      (reporters, author) => weighReports(rules, reporters, author, now())
    )
    return ok({ post_id: post.id, reported: true as const, hidden })
  })
}
