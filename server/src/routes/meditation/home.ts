/** Meditation home: floors, floor pages and the daily recommendation. */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { DayRecommendDTO, MeditationIndexDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import type { MeditationRepo } from '../../db/repos/meditation'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { CATALOGUE, sendCatalogue } from '../catalogueResponse'
import { bannerDTO, goodsCardDTO, memberMedia, planCardDTO, resourceDTO, type MediaSigner } from '../dto'
import { NumericId, PageQuery, paged, TzString, type TypeBoxTypeProvider } from '../schemas'
import { requestZone, zonedDay } from '../../lib/zonedDay'

/** Goods shown per floor on the home screen; the rest is behind "more" (floor/{id}). */
export const FLOOR_PREVIEW = 6
/** A date's place in the undated picks' rotation counts whole days (the date itself is the reader's zone's day). */
const DAY_MS = 86_400_000

export default async function meditationHomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const med = repos.meditation

  app.get('/v3/meditation/indexFloor', { config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'meditation.indexFloor', async () => {
      const floors = await med.floorsWithGoods(FLOOR_PREVIEW + 1) // one more than shown: has_more
      const plans = await med.plans()
      const banners = await repos.shared.banners('meditation_index')
      const data: MeditationIndexDTO = {
        banners: banners.map((b) => bannerDTO(b, req.lang)),
        plans: plans.map((p) => planCardDTO(p, req.lang)),
        floors: floors.map(({ floor: f, goods: own }) => {
          return {
            id: f.id,
            title: pick(req.lang, f.titleZh, f.titleEn),
            style: f.style as 1,
            goods: own.slice(0, FLOOR_PREVIEW).map((g) => goodsCardDTO(g, req.lang)),
            has_more: own.length > FLOOR_PREVIEW
          }
        })
      }
      return data
    })
  )

  app.get('/v3/meditation/floor/:id', { schema: { params: NumericId, querystring: PageQuery } }, async (req) => {
    const floor = await med.floor(req.params.id)
    if (!floor) throw Errors.notFound()
    const { page, size } = req.query
    const { rows, total } = await med.floorGoodsPage(floor.id, (page - 1) * size, size)
    return ok({
      id: floor.id,
      title: pick(req.lang, floor.titleZh, floor.titleEn),
      style: floor.style,
      goods: paged(
        rows.map((g) => goodsCardDTO(g, req.lang)),
        page,
        size,
        total
      )
    })
  })

  const DayQuery = Type.Object({
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    tz: Type.Optional(TzString)
  })
  app.get('/v3/meditation/dayRecommend', { schema: { querystring: DayQuery } }, async (req) => {
    // today in the device's zone (`tz`), else the account's, else Asia/Taipei (daily.ts)
    const user = await currentUser(req)
    const date = req.query.date ?? zonedDay(requestZone(req.query.tz, user), now())
    const pick = dayRecommendOn(await med.dayRecommends(), date, req.lang, memberMedia(app.ctx, user))
    if (!pick) throw Errors.notFound()
    return ok(pick)
  })
}

/**
 * The daily pick of `date` (YYYY-MM-DD), the same for everyone on a date: the published pick the console set for
 * that date, else the undated picks in turn, one a day (null: neither). `recs` are the published picks.
 */
export function dayRecommendOn(
  recs: Awaited<ReturnType<MeditationRepo['dayRecommends']>>,
  date: string,
  lang: Lang,
  member: MediaSigner | null
): DayRecommendDTO | null {
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
  if (!Number.isFinite(dayNumber)) throw Errors.badRequest('badField', { field: 'date' })
  const rotation = recs.filter((x) => x.rec.day === null)
  const chosen =
    recs.find((x) => x.rec.day === date) ??
    (rotation.length ? rotation[((dayNumber % rotation.length) + rotation.length) % rotation.length] : undefined)
  if (!chosen) return null
  const { rec, r, g } = chosen
  return {
    date,
    quote: pick(lang, rec.quoteZh, rec.quoteEn),
    cover: rec.cover || g.cover,
    sku: g.sku,
    goods_title: pick(lang, g.titleZh, g.titleEn),
    resource: resourceDTO(r, lang, member)
  }
}
