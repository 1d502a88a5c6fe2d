/** Membership: what the user holds (memberInfo) and the membership and annual card products for sale. */
import type { FastifyInstance } from 'fastify'
import type { MemberInfoDTO, ProductDTO } from '@app/protocol'
import { pick } from '../../i18n'
import { annualCardLevel, isVip, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { CATALOGUE, sendCatalogue } from '../catalogueResponse'

export default async function productRoutes(app: FastifyInstance) {
  const { repos, now } = app.ctx

  app.get('/v3/meditation/memberInfo', async (req) => {
    const user = await requireUser(req)
    const level = annualCardLevel(user, now())
    const data: MemberInfoDTO = {
      isVip: isVip(user, now()) ? 1 : 0,
      expire_at: user.vipExpireAt?.toISOString() ?? null,
      annual_card_level: level as 0 | 1 | 2,
      annual_card_expire_at: level ? user.annualCardExpireAt!.toISOString() : null
    }
    return ok(data)
  })

  app.get('/v3/meditation/buyVipList', { config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'products', async () => {
      const rows = await repos.shared.products()
      return rows.map((p): ProductDTO => ({
        id: p.id,
        code: p.code,
        kind: p.kind as ProductDTO['kind'],
        title: pick(req.lang, p.titleZh, p.titleEn),
        desc: pick(req.lang, p.descZh, p.descEn),
        price: p.priceCents / 100,
        original_price: p.originalPriceCents / 100,
        days: p.days
      }))
    })
  )
}
