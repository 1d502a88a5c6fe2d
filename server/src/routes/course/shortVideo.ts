/** Short videos (course sub_type 13): the video with the floor's list to swipe through, and likes. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { ShortVideoDTO, ShortVideoPageDTO } from '@app/protocol'
import type { CourseRow } from '../../db/repos/course'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { SkuOrId, type TypeBoxTypeProvider } from '../schemas'

const Query = Type.Object({ isWaterfall: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) })
const LikeBody = Type.Object({ like: Type.Boolean() })
const isShort = (c: CourseRow | undefined): c is CourseRow => !!c && c.type === 0 && c.subType === 13 && !!c.videoPath

export default async function shortVideoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  app.get('/v3/course/shortVideo/:id', { schema: { params: SkuOrId, querystring: Query } }, async (req) => {
    const c = await repos.course.course(req.params.id)
    if (!isShort(c)) throw Errors.notFound()
    const floor = (await repos.shortVideos.shortVideoFloor(c.id, req.query.isWaterfall === 1)).filter(isShort)
    const list = floor.some((v) => v.id === c.id) ? floor : [c]
    const user = await currentUser(req)
    const likes = await repos.shortVideos.shortVideoLikes(
      list.map((v) => v.id),
      user?.id ?? null
    )
    const dto = (v: CourseRow): ShortVideoDTO => ({
      id: v.id,
      sku: v.sku,
      title: pick(req.lang, v.titleZh, v.titleEn),
      teacher: pick(req.lang, v.teacherZh, v.teacherEn),
      cover: v.cover,
      video_path: v.videoPath,
      duration: v.duration,
      like_count: likes.counts.get(v.id) ?? 0,
      liked: likes.liked.has(v.id)
    })
    const data: ShortVideoPageDTO = {
      video: dto(c),
      list: list.map(dto),
      index: list.findIndex((v) => v.id === c.id)
    }
    return ok(data)
  })

  app.put('/v3/course/shortVideo/:id/like', { schema: { params: SkuOrId, body: LikeBody } }, async (req) => {
    const user = await requireUser(req)
    const c = await repos.course.course(req.params.id)
    if (!isShort(c)) throw Errors.notFound()
    await repos.shortVideos.setShortVideoLike(user.id, c.id, req.body.like)
    const likes = await repos.shortVideos.shortVideoLikes([c.id], user.id)
    return ok({ sku: c.sku, liked: likes.liked.has(c.id), like_count: likes.counts.get(c.id) ?? 0 })
  })
}
