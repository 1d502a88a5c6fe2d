/**
 * The discovery feed (spec §2 /pages/discover/index): GET /v3/get/random/list (a shuffled, paged pick of
 * courses; the first page also carries the newest courses) and GET /v3/get/floor/short/video/skus (the short
 * videos, opened in the short-video player).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { CourseCardDTO, RandomPage } from '@app/protocol'
import { ok } from '../../plugins/errors'
import { card } from './cards'
import { paged, type TypeBoxTypeProvider } from '../schemas'

const RandomQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
  seed: Type.Integer({ minimum: 0, maximum: 2_147_483_647, default: 0 })
})
const NEWEST = 6
const SHORT_VIDEOS = 20

export default async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx

  app.get('/v3/get/random/list', { schema: { querystring: RandomQuery } }, async (req) => {
    const { page, size, seed } = req.query
    const { rows, total } = await repos.discover.random(seed, (page - 1) * size, size)
    const t = now()
    const data: RandomPage = {
      ...paged(
        rows.map((c) => card(c, req.lang, t)),
        page,
        size,
        total
      ),
      newest: page === 1 ? (await repos.discover.newest(NEWEST)).map((c) => card(c, req.lang, t)) : undefined
    }
    return ok(data)
  })

  app.get('/v3/get/floor/short/video/skus', async (req) => {
    const t = now()
    const data: CourseCardDTO[] = (await repos.discover.shortVideos(SHORT_VIDEOS)).map((c) =>
      card(c, req.lang, t, true)
    )
    return ok(data)
  })
}
