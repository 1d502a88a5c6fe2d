/**
 * The local demo mall (the partner mall's fake, outside production): the fixed goods of demo.ts in both
 * languages, covered with the catalogue covers of the albums they name, each goods page at the demo's address.
 */
import type { FastifyInstance } from 'fastify'
import type { MallGoodsDTO, MallGoodsPageDTO } from '@app/protocol'
import { pick, type Lang } from '../../i18n'
import { DEMO_GOODS, DEMO_LINKS, DEMO_PROMOTION, DEMO_SETTING, MALL_WEB_BASE, type DemoGoods } from './demo'
import type { MallSource } from './source'

export function demoMall(app: FastifyInstance): MallSource {
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

  return {
    setting: async (lang) => ({
      title: pick(lang, ...DEMO_SETTING.title),
      notice: pick(lang, ...DEMO_SETTING.notice),
      service_hours: pick(lang, ...DEMO_SETTING.serviceHours)
    }),
    template: async (lang) => ({
      id: 1,
      title: pick(lang, ...DEMO_SETTING.title),
      banners: await Promise.all(
        DEMO_GOODS.filter((g) => g.promotion)
          .slice(0, 2)
          .map(async (g) => ({
            id: g.id,
            title: pick(lang, ...g.title),
            image: await coverOf(g.coverSku),
            url: `${MALL_WEB_BASE}/goods/${g.id}?lang=${lang}`
          }))
      ),
      sections: ['links', 'promotion', 'hot', 'goods']
    }),
    links: async (lang) =>
      DEMO_LINKS.map((l) => ({
        id: l.id,
        title: pick(lang, ...l.title),
        url: `${MALL_WEB_BASE}${l.path}?lang=${lang}`
      })),
    hotList: (q, lang) =>
      page(
        DEMO_GOODS.filter((g) => g.hot).sort((a, b) => b.sales - a.sales),
        q.page,
        q.size,
        lang
      ),
    promotion: async (lang) => {
      const week = DEMO_PROMOTION.weekMs
      return {
        id: DEMO_PROMOTION.id,
        title: pick(lang, ...DEMO_PROMOTION.title),
        subtitle: pick(lang, ...DEMO_PROMOTION.subtitle),
        ends_at: new Date((Math.floor(now() / week) + 1) * week).toISOString(),
        goods: await Promise.all(DEMO_GOODS.filter((g) => g.promotion).map((g) => goodsDTO(g, lang)))
      }
    },
    goods: (q, lang) => page(DEMO_GOODS, q.page, q.size, lang)
  }
}
