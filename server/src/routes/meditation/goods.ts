/** Goods detail, study plans, play info (with the resume point) and play logs; the history is in ./history. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { GoodsDetailDTO, PlayInfoDTO, StudyPlanDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { goodsCardDTO, memberMedia, planCardDTO, resourceDTO } from '../dto'
import { Sku, SkuOrId, type TypeBoxTypeProvider } from '../schemas'

/** Socket messageType of audio; the resume point of a track is stored under it. */
export const AUDIO_KIND = 3

const PlayQuery = Type.Object({ resource_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) })
const PlayLog = Type.Object({
  sku: Sku,
  resource_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  // Spec §9: logs are only sent from 10 s of play; a day is the longest plausible session.
  playtime: Type.Integer({ minimum: 10, maximum: 86_400 }),
  // where the listener stopped (0 = finished): kept as the resume point, like the socket's ticks
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 }))
})

export default async function meditationGoodsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now, progress } = app.ctx
  const med = repos.meditation

  app.get('/v3/meditation/goods/:id', { schema: { params: SkuOrId } }, async (req) => {
    const goods = await med.goods(req.params.id)
    if (!goods) throw Errors.notFound()
    const member = memberMedia(app.ctx, await currentUser(req))
    const data: GoodsDetailDTO = {
      ...goodsCardDTO(goods, req.lang),
      intro: pick(req.lang, goods.introZh, goods.introEn),
      resources: (await med.resources(goods.id)).map((r) => resourceDTO(r, req.lang, member))
    }
    return ok(data)
  })

  app.get('/v3/meditation/plan/:id', { schema: { params: SkuOrId } }, async (req) => {
    const plan = await med.plan(req.params.id)
    if (!plan) throw Errors.notFound()
    const user = await currentUser(req)
    const member = memberMedia(app.ctx, user)
    const days = new Map<number, StudyPlanDTO['day_list'][number]>()
    for (const row of await med.planDays(plan.id)) {
      if (!days.has(row.day)) days.set(row.day, { day: row.day, resources: [] })
      days.get(row.day)!.resources.push({ ...resourceDTO(row.r, req.lang, member), sku: row.sku })
    }
    const data: StudyPlanDTO = {
      ...planCardDTO(plan, req.lang),
      intro: pick(req.lang, plan.introZh, plan.introEn),
      joined: user ? await med.hasJoinedPlan(user.id, plan.id) : false,
      day_list: [...days.values()]
    }
    return ok(data)
  })

  app.get('/v3/meditation/playInfo/:id', { schema: { params: SkuOrId, querystring: PlayQuery } }, async (req) => {
    const goods = await med.goods(req.params.id)
    if (!goods) throw Errors.notFound()
    const user = await currentUser(req)
    const member = memberMedia(app.ctx, user)
    const list = await med.resources(goods.id)
    const current = req.query.resource_id ? list.find((r) => r.id === req.query.resource_id) : list[0]
    if (!current) throw Errors.notFound()
    const data: PlayInfoDTO = {
      sku: goods.sku,
      cid: String(goods.id),
      title: pick(req.lang, goods.titleZh, goods.titleEn),
      cover: goods.cover,
      resource: resourceDTO(current, req.lang, member),
      list: list.map((r) => resourceDTO(r, req.lang, member)),
      isEnterPrise: 0,
      isVip: member ? 1 : 0,
      position: user ? await progress.position(user.id, AUDIO_KIND, current.id) : 0,
      liked: user ? await repos.meditationUser.liked(user.id, current.id) : false,
      like_count: await repos.meditationUser.likeCount(current.id)
    }
    return ok(data)
  })

  app.post('/v3/meditation/playLog', { schema: { body: PlayLog } }, async (req) => {
    const user = await requireUser(req)
    // only a resource of that product is logged: an unknown SKU or a resource of another product is 404
    const goods = await med.goods(req.body.sku)
    if (!goods || !(await med.resources(goods.id)).some((r) => r.id === req.body.resource_id)) throw Errors.notFound()
    const id = await repos.playLogs.add(user.id, req.body.sku, req.body.resource_id, req.body.playtime)
    if (req.body.position !== undefined) {
      progress.record({
        userId: user.id,
        kind: AUDIO_KIND,
        resourceId: req.body.resource_id,
        sku: req.body.sku,
        position: req.body.position,
        status: 2,
        updatedAt: new Date(now())
      })
    }
    return ok({ id })
  })
}
