/** Favorites (goods or tracks), track likes and joining a study plan (spec §7 meditation POST/GET/DELETE). */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { FavoriteDTO, JoinPlanDTO, LikeDTO } from '@app/protocol'
import type { FavoriteRow } from '../../db/repos/meditationUser'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { isVip, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { PageQuery, paged, Sku, type TypeBoxTypeProvider } from '../schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const FavoriteBody = Type.Object({ sku: Sku, resource_id: Type.Optional(Id) })
const LikeBody = Type.Object({ resource_id: Id })
const JoinBody = Type.Object({ sku: Sku })

/** No URL of a track here: a favorite opens the player, which asks playInfo (VIP-gated) for it. */
export function favoriteDTO(f: FavoriteRow, lang: Lang): FavoriteDTO {
  const goodsTitle = pick(lang, f.g.titleZh, f.g.titleEn)
  return {
    id: f.id,
    sku: f.g.sku,
    resource_id: f.r ? f.r.id : null,
    title: f.r ? pick(lang, f.r.titleZh, f.r.titleEn) : goodsTitle,
    goods_title: goodsTitle,
    cover: f.g.cover,
    duration: f.r?.duration ?? 0,
    is_vip: (f.r ? f.r.isVip : f.g.isVip) ? 1 : 0,
    created_at: f.createdAt.toISOString()
  }
}

export default async function meditationFavoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const mine = repos.meditationUser

  /** The goods of `sku` and, when given, its track `resource_id` (404 when the track is not in that goods). */
  async function target(sku: string, resourceId?: number) {
    const goods = await repos.meditation.goods(sku)
    if (!goods) throw Errors.notFound()
    if (resourceId !== undefined) {
      const r = await mine.resource(resourceId)
      if (!r || r.g.id !== goods.id) throw Errors.notFound()
    }
    return { goodsId: goods.id, resourceId: resourceId ?? 0 }
  }

  app.get('/v3/meditation/favorites', { schema: { querystring: PageQuery } }, async (req) => {
    const user = await requireUser(req)
    const { page, size } = req.query
    const { rows, total } = await mine.favoritesPage(user.id, (page - 1) * size, size)
    return ok(
      paged(
        rows.map((f) => favoriteDTO(f, req.lang)),
        page,
        size,
        total
      )
    )
  })

  app.post('/v3/meditation/favorites', { schema: { body: FavoriteBody } }, async (req) => {
    const user = await requireUser(req)
    const t = await target(req.body.sku, req.body.resource_id)
    const id = await mine.addFavorite(user.id, t.goodsId, t.resourceId)
    const { rows } = await mine.favoritesPage(user.id, 0, 200)
    const row = rows.find((f) => f.id === id)
    if (!row) throw Errors.notFound()
    return ok(favoriteDTO(row, req.lang))
  })

  app.delete('/v3/meditation/favorites', { schema: { querystring: FavoriteBody } }, async (req) => {
    const user = await requireUser(req)
    const t = await target(req.query.sku, req.query.resource_id)
    // idempotent: removing what is not there is not an error
    await mine.removeFavorite(user.id, t.goodsId, t.resourceId)
    return ok(null)
  })

  async function like(userId: number, resourceId: number, liked: boolean): Promise<LikeDTO> {
    if (!(await mine.resource(resourceId))) throw Errors.notFound()
    const n = await mine.setLike(userId, resourceId, liked)
    return { resource_id: resourceId, liked, like_count: n }
  }
  app.post('/v3/meditation/resourceLike', { schema: { body: LikeBody } }, async (req) => {
    const user = await requireUser(req)
    return ok(await like(user.id, req.body.resource_id, true))
  })
  app.delete('/v3/meditation/resourceLike', { schema: { querystring: LikeBody } }, async (req) => {
    const user = await requireUser(req)
    return ok(await like(user.id, req.query.resource_id, false))
  })

  app.post('/v3/meditation/joinStudyPlan', { schema: { body: JoinBody } }, async (req) => {
    const user = await requireUser(req)
    const plan = await repos.meditation.plan(req.body.sku)
    if (!plan) throw Errors.notFound()
    // a members' plan: spec §8 30001 (the app toasts and opens the member purchase page)
    if (plan.isVip && !isVip(user, now())) throw Errors.membershipRequired()
    const at = await mine.joinPlan(user.id, plan.id, new Date(now()))
    const data: JoinPlanDTO = { sku: plan.sku, joined: true, joined_at: at.toISOString() }
    return ok(data)
  })
}
