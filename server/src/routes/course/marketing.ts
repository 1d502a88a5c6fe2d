/**
 * Campaign (marketing) pages (spec §7 Other: "marketing page and visit"; paths ours):
 *   GET  /v3/marketing/page/{id}   the page and the item it sells (priced by the commerce item resolver)
 *   POST /v3/marketing/visit       { page_id, visit_id, channel? }: one row per visit; a retry of the same visit id
 *                                  is not counted again
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { MarketingPageDTO, MarketingVisitDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { resolveItem } from '../commerce/items'
import { NumericId, type TypeBoxTypeProvider } from '../schemas'

const VisitBody = Type.Object({
  page_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  visit_id: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }),
  channel: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }))
})

export default async function marketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  app.get('/v3/marketing/page/:id', { schema: { params: NumericId } }, async (req) => {
    const page = await repos.marketing.page(req.params.id)
    if (!page) throw Errors.notFound()
    const item = await resolveItem(repos.commerce, page.sku, req.lang)
    const data: MarketingPageDTO = {
      id: page.id,
      title: pick(req.lang, page.titleZh, page.titleEn),
      intro: pick(req.lang, page.introZh, page.introEn),
      points: page.points.map(([zh, en]) => pick(req.lang, zh, en)),
      cover: page.cover,
      item: { sku: item.dto.sku, title: item.dto.title, price: item.dto.price, original_price: item.dto.original_price }
    }
    return ok(data)
  })

  app.post('/v3/marketing/visit', { schema: { body: VisitBody } }, async (req) => {
    const page = await repos.marketing.page(req.body.page_id)
    if (!page) throw Errors.notFound()
    const user = await currentUser(req)
    const recorded = await repos.marketing.visit(page.id, req.body.visit_id, user?.id ?? null, req.body.channel ?? null)
    const data: MarketingVisitDTO = { recorded, visits: await repos.marketing.visits(page.id) }
    return ok(data)
  })
}
