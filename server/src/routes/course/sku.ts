/**
 * Courses by sku (spec §7 Courses): POST /v3/get/sku/list answers the cards of up to 50 skus in the order asked
 * (a campaign page or a coupon's course list names its courses; unknown or member-card skus are left out), and
 * GET /v3/get/middle/sku resolves a link that names a course only by id or sku (the "middle" step of a deep link or
 * a shared card) to its card, whose type and sub type say which page opens (the app's course-card jump).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { MiddleSkuDTO, SkuListDTO } from '@app/protocol'
import { courseSkusRepo } from '../../db/repos/courseSkus'
import { MEMBER_CARD_TYPE } from '../../db/repos/commerce'
import { Errors } from '../../errors'
import { ok } from '../../plugins/errors'
import { courseCardDTO } from '../dto'
import { Sku, type TypeBoxTypeProvider } from '../schemas'
import { asCard } from './detail'

export const SKU_LIST_MAX = 50
const ListBody = Type.Object({ skus: Type.Array(Sku, { minItems: 1, maxItems: SKU_LIST_MAX }) })
const MiddleQuery = Type.Object({ sku: Sku })

export default async function courseSkuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now } = app.ctx
  const repo = courseSkusRepo(app.ctx.db)

  app.post('/v3/get/sku/list', { schema: { body: ListBody } }, async (req) => {
    const keys = [...new Set(req.body.skus)]
    const found = await repo.byKeys(keys)
    const list = keys
      .map((k) => found.get(k))
      .filter((c) => !!c && c.type !== MEMBER_CARD_TYPE)
      .map((c) => courseCardDTO(asCard(c!), req.lang, now()))
    // the same course named by id and by sku appears once
    const data: SkuListDTO = { list: list.filter((c, i) => list.findIndex((o) => o.id === c.id) === i) }
    return ok(data)
  })

  app.get('/v3/get/middle/sku', { schema: { querystring: MiddleQuery } }, async (req) => {
    const c = (await repo.byKeys([req.query.sku])).get(req.query.sku)
    if (!c) throw Errors.notFound()
    const data: MiddleSkuDTO = { sku: c.sku, card: courseCardDTO(asCard(c), req.lang, now()) }
    return ok(data)
  })
}
