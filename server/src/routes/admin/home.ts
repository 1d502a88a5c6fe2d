/**
 * Banners and floors of the app's two home tabs (editor, owner): /meditation-banners, /course-banners,
 * /meditation-floors, /course-floors, each with list, read, create, edit, publish, reorder and delete of a
 * never-published draft (the shape of faqs.ts; docs/admin-api.md).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminHomeBannerRepo, courseNavOptions, HOMES } from '../../db/repos/adminHome'
import { adminHomeFloorRepo } from '../../db/repos/adminHomeFloors'
import { CONTENT } from '../../services/admin/access'
import {
  createHomeBanner,
  createHomeFloor,
  deleteHomeBanner,
  deleteHomeFloor,
  homeBannerDto,
  homeFloorDto,
  publishHomeBanner,
  publishHomeFloor,
  reorderHome,
  updateHomeBanner,
  updateHomeFloor
} from '../../services/admin/home'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100 })
const Sort = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })
const NavId = Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])
/** spec §2's banner jump types (src/protocol/course.ts BannerDTO). */
export const BANNER_JUMPS = [1, 2, 4, 5, 6, 10, 11, 12, 14, 15, 99] as const
const BannerCreate = Type.Object({
  titleZh: Title,
  titleEn: Title,
  image: Type.String({ pattern: '^(/|https?://)\\S*$', minLength: 1, maxLength: 512 }),
  jumpType: Type.Union(BANNER_JUMPS.map((j) => Type.Literal(j))),
  jumpValue: Type.Optional(Type.String({ maxLength: 512 })),
  navId: Type.Optional(NavId),
  sort: Type.Optional(Sort)
})
const BannerPatch = Type.Partial(BannerCreate, { minProperties: 1 })
const FloorCreate = Type.Object({
  titleZh: Title,
  titleEn: Title,
  /** 1 horizontal scroller, 2 grid, 3 list, 4 big card (meditation) or waterfall (course) */
  style: Type.Integer({ minimum: 1, maximum: 4 }),
  navId: Type.Optional(NavId),
  sort: Type.Optional(Sort)
})
const FloorPatch = Type.Partial(FloorCreate, { minProperties: 1 })
const Reorder = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 200 })
})
const HomeList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})

export default async function adminHomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }

  /** The page of a merged list, filtered by status and text. */
  const pageList = <T extends { status: string; titleZh: string; titleEn: string }>(
    rows: T[],
    query: { status?: string; q?: string; _start?: number; _end?: number }
  ) => {
    const { offset, limit } = pageOf(query)
    const q = query.q?.trim().toLowerCase()
    const hits = rows.filter(
      (r) =>
        (!query.status || r.status === query.status) &&
        (!q || [r.titleZh, r.titleEn].some((s) => s.toLowerCase().includes(q)))
    )
    return { rows: hits.slice(offset, offset + limit), total: hits.length }
  }

  for (const home of HOMES) {
    const banners = `/${home}-banners`
    app.get(banners, { config, schema: { querystring: HomeList } }, async (req, reply) => {
      const { rows, total } = pageList(await adminHomeBannerRepo(db, home).list(), req.query)
      return sendList(reply, rows.map(homeBannerDto), total)
    })
    app.get(`${banners}/:id`, { config, schema: { params: IdParams } }, async (req) =>
      homeBannerDto(orNotFound(await adminHomeBannerRepo(db, home).find(req.params.id)))
    )
    app.post(banners, { config, schema: { body: BannerCreate } }, async (req) =>
      createHomeBanner(db, home, { sort: 0, jumpValue: '', navId: null, ...req.body }, actorOf(req), now())
    )
    app.patch(`${banners}/:id`, { config, schema: { params: IdParams, body: BannerPatch } }, async (req) =>
      updateHomeBanner(db, home, req.params.id, req.body, actorOf(req), now())
    )
    app.post(`${banners}/:id/publish`, { config, schema: { params: IdParams } }, async (req) =>
      publishHomeBanner(db, home, req.params.id, actorOf(req), now())
    )
    app.post(`${banners}/reorder`, { config, schema: { body: Reorder } }, async (req) =>
      reorderHome(db, 'banner', home, req.body.ids, actorOf(req), now())
    )
    app.delete(`${banners}/:id`, { config, schema: { params: IdParams } }, async (req) =>
      deleteHomeBanner(db, home, req.params.id, actorOf(req), now())
    )

    const floors = `/${home}-floors`
    app.get(floors, { config, schema: { querystring: HomeList } }, async (req, reply) => {
      const { rows, total } = pageList(await adminHomeFloorRepo(db, home).list(), req.query)
      return sendList(reply, rows.map(homeFloorDto), total)
    })
    app.get(`${floors}/:id`, { config, schema: { params: IdParams } }, async (req) =>
      homeFloorDto(orNotFound(await adminHomeFloorRepo(db, home).find(req.params.id)))
    )
    app.post(floors, { config, schema: { body: FloorCreate } }, async (req) =>
      createHomeFloor(db, home, { sort: 0, navId: null, ...req.body }, actorOf(req), now())
    )
    app.patch(`${floors}/:id`, { config, schema: { params: IdParams, body: FloorPatch } }, async (req) =>
      updateHomeFloor(db, home, req.params.id, req.body, actorOf(req), now())
    )
    app.post(`${floors}/:id/publish`, { config, schema: { params: IdParams } }, async (req) =>
      publishHomeFloor(db, home, req.params.id, actorOf(req), now())
    )
    app.post(`${floors}/reorder`, { config, schema: { body: Reorder } }, async (req) =>
      reorderHome(db, 'floor', home, req.body.ids, actorOf(req), now())
    )
    app.delete(`${floors}/:id`, { config, schema: { params: IdParams } }, async (req) =>
      deleteHomeFloor(db, home, req.params.id, actorOf(req), now())
    )
  }
  // the course home's navs, for a course banner's or floor's nav
  app.get('/course-floors/navs', { config }, async () => courseNavOptions(db))
}
