/**
 * The partner mall's API (spec §7): `GET /index.php/api/h5app/wxapp/*` (home template, shortcut links, hot list,
 * page settings, running promotion, goods pages) and `GET /index.php/api/deposit/balance?user_id=`. The wxapp
 * reads come from the mall at the host the operators configured (source.ts), or from the local demo outside
 * production; with neither they answer 502. These answer plain JSON with HTTP 200 (spec §8: the app reads
 * partner APIs by HTTP status); failures keep the usual envelope with a non-200 status, whose message the app
 * shows. The balance is only for the user the mall account is bound to.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { MallBalanceDTO } from '@app/protocol'
import { Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import type { TypeBoxTypeProvider } from '../schemas'
import { configuredLinks, demoMallAllowed, mallSourceOf } from '../system/appLinks'
import { demoMall } from './demoSource'
import { mallUnavailable, partnerMall, WXAPP_PREFIX as PREFIX, type MallSource } from './source'

const GoodsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 500, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10 })
})
const BalanceQuery = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

export default async function mallPartnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx
  const demo = demoMall(app)

  async function mall(): Promise<MallSource> {
    const links = await configuredLinks(app)
    switch (mallSourceOf(links, demoMallAllowed(app))) {
      case 'partner':
        return partnerMall(links.mall_host as string)
      case 'demo':
        return demo
      default:
        throw mallUnavailable()
    }
  }

  app.get(`${PREFIX}/pageparams/setting`, async (req) => (await mall()).setting(req.lang))
  app.get(`${PREFIX}/pagestemplate/detail`, async (req) => (await mall()).template(req.lang))
  app.get(`${PREFIX}/customlink`, async (req) => (await mall()).links(req.lang))
  app.get(`${PREFIX}/hotList`, { schema: { querystring: GoodsQuery } }, async (req) =>
    (await mall()).hotList(req.query, req.lang)
  )
  app.get(`${PREFIX}/promotion/live`, async (req) => (await mall()).promotion(req.lang))
  app.get(`${PREFIX}/goods/items`, { schema: { querystring: GoodsQuery } }, async (req) =>
    (await mall()).goods(req.query, req.lang)
  )

  app.get('/index.php/api/deposit/balance', { schema: { querystring: BalanceQuery } }, async (req) => {
    const user = await requireUser(req)
    const account = await repos.mall.accountOfUser(req.query.user_id, user.id)
    if (!account) throw Errors.business('mallNotBound')
    const data: MallBalanceDTO = { user_id: account.id, balance: account.balance, currency: 'TWD' }
    return data
  })
}
