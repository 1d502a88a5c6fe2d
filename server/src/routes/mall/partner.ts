/**
 * The demo partner mall's API (spec §7): `GET /index.php/api/h5app/wxapp/*` (home template, shortcut links, hot
 * list, page settings, running promotion, goods pages) and `GET /index.php/api/deposit/balance?user_id=`. These
 * answer plain JSON with HTTP 200 (spec §8: the app reads partner APIs by HTTP status); failures keep the usual
 * envelope with a non-200 status, whose message the app shows. The balance is only for the user the mall account
 * is bound to.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type {
  MallBalanceDTO,
  MallGoodsDTO,
  MallGoodsPageDTO,
  MallLinkDTO,
  MallPromotionDTO,
  MallSettingDTO,
  MallTemplateDTO
} from '@app/protocol'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import type { TypeBoxTypeProvider } from '../schemas'
import { DEMO_GOODS, DEMO_LINKS, DEMO_PROMOTION, DEMO_SETTING, MALL_WEB_BASE, type DemoGoods } from './demo'

const PREFIX = '/index.php/api/h5app/wxapp'
const GoodsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 500, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10 })
})
const BalanceQuery = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

export default async function mallPartnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  // covers are the catalogue covers of the albums the demo goods name; dropped with the catalogue cache
  const covers = new Map<string, string>()
  app.ctx.onCatalogueChange(() => covers.clear())
  async function coverOf(sku: string): Promise<string> {
    let cover = covers.get(sku)
    if (cover === undefined) {
      cover = (await repos.meditation.goods(sku))?.cover ?? ''
      covers.set(sku, cover)
    }
    return cover
  }
  async function goodsDTO(g: DemoGoods, lang: Lang): Promise<MallGoodsDTO> {
    return {
      id: g.id,
      title: pick(lang, ...g.title),
      subtitle: pick(lang, ...g.subtitle),
      price: g.price,
      original_price: g.originalPrice,
      cover: await coverOf(g.coverSku),
      sales: g.sales,
      url: `${MALL_WEB_BASE}/goods/${g.id}?lang=${lang}`
    }
  }
  async function page(list: DemoGoods[], p: number, size: number, lang: Lang): Promise<MallGoodsPageDTO> {
    const slice = list.slice((p - 1) * size, p * size)
    return {
      list: await Promise.all(slice.map((g) => goodsDTO(g, lang))),
      page: p,
      size,
      total: list.length,
      has_more: p * size < list.length
    }
  }

  app.get(`${PREFIX}/pageparams/setting`, async (req) => {
    const data: MallSettingDTO = {
      title: pick(req.lang, ...DEMO_SETTING.title),
      notice: pick(req.lang, ...DEMO_SETTING.notice),
      service_hours: pick(req.lang, ...DEMO_SETTING.serviceHours)
    }
    return data
  })

  app.get(`${PREFIX}/pagestemplate/detail`, async (req) => {
    const promoted = DEMO_GOODS.filter((g) => g.promotion)
    const data: MallTemplateDTO = {
      id: 1,
      title: pick(req.lang, ...DEMO_SETTING.title),
      banners: await Promise.all(
        promoted.slice(0, 2).map(async (g) => ({
          id: g.id,
          title: pick(req.lang, ...g.title),
          image: await coverOf(g.coverSku),
          url: `${MALL_WEB_BASE}/goods/${g.id}?lang=${req.lang}`
        }))
      ),
      sections: ['links', 'promotion', 'hot', 'goods']
    }
    return data
  })

  app.get(`${PREFIX}/customlink`, async (req) => {
    const data: MallLinkDTO[] = DEMO_LINKS.map((l) => ({
      id: l.id,
      title: pick(req.lang, ...l.title),
      url: `${MALL_WEB_BASE}${l.path}?lang=${req.lang}`
    }))
    return data
  })

  app.get(`${PREFIX}/hotList`, { schema: { querystring: GoodsQuery } }, async (req) =>
    page(
      DEMO_GOODS.filter((g) => g.hot).sort((a, b) => b.sales - a.sales),
      req.query.page,
      req.query.size,
      req.lang
    )
  )

  app.get(`${PREFIX}/promotion/live`, async (req) => {
    const week = DEMO_PROMOTION.weekMs
    const data: MallPromotionDTO = {
      id: DEMO_PROMOTION.id,
      title: pick(req.lang, ...DEMO_PROMOTION.title),
      subtitle: pick(req.lang, ...DEMO_PROMOTION.subtitle),
      ends_at: new Date((Math.floor(now() / week) + 1) * week).toISOString(),
      goods: await Promise.all(DEMO_GOODS.filter((g) => g.promotion).map((g) => goodsDTO(g, req.lang)))
    }
    return data
  })

  app.get(`${PREFIX}/goods/items`, { schema: { querystring: GoodsQuery } }, async (req) =>
    page(DEMO_GOODS, req.query.page, req.query.size, req.lang)
  )

  app.get('/index.php/api/deposit/balance', { schema: { querystring: BalanceQuery } }, async (req) => {
    const user = await requireUser(req)
    const account = await repos.mall.accountOfUser(req.query.user_id, user.id)
    if (!account) throw Errors.business('mallNotBound')
    const data: MallBalanceDTO = { user_id: account.id, balance: account.balance, currency: 'TWD' }
    return data
  })
}
