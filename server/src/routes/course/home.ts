/** Course home: navigation, floors of a nav, floor pages and banners. */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CourseIndexDTO, CourseNavDTO } from '@app/protocol'
import {
  BannerDTO,
  CourseFloorPageDTO,
  CourseIndexDTO as CourseIndexSchema,
  CourseNavDTO as CourseNavSchema
} from '@app/protocol/courseSchemas'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { ok } from '../../plugins/errors'
import { CATALOGUE, sendCatalogue } from '../catalogueResponse'
import { bannerDTO, courseCardDTO } from '../dto'
import { Envelope, NumericId, PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'

const FLOOR_PREVIEW = 6
const NavQuery = Type.Object({
  tag: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' })),
  nav_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))
})
type NavQueryT = Static<typeof NavQuery>
/** The routes' options: queries validated, answers through the protocol schemas (src/protocol/courseSchemas). */
const navList = { schema: { response: { 200: Envelope(Type.Array(CourseNavSchema)) } }, config: CATALOGUE }
const indexFloor = {
  schema: { querystring: NavQuery, response: { 200: Envelope(CourseIndexSchema) } },
  config: CATALOGUE
}
const indexAds = {
  schema: { querystring: NavQuery, response: { 200: Envelope(Type.Array(BannerDTO)) } },
  config: CATALOGUE
}
const floorPage = {
  schema: { params: NumericId, querystring: PageQuery, response: { 200: Envelope(CourseFloorPageDTO) } }
}

export default async function courseHomeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx
  const course = repos.course

  /** The nav chosen by ?tag or ?nav_id, else the first one (course/index without a tag). */
  async function navOf(query: NavQueryT) {
    const navs = await course.navs()
    const { tag, nav_id } = query
    const nav = tag ? navs.find((n) => n.tag === tag) : nav_id ? navs.find((n) => n.id === nav_id) : navs[0]
    if (!nav) throw Errors.notFound()
    return nav
  }
  const navDTO = (
    n: { id: number; tag: string; titleZh: string; titleEn: string },
    req: FastifyRequest
  ): CourseNavDTO => ({ id: n.id, tag: n.tag, title: pick(req.lang, n.titleZh, n.titleEn) })

  app.get('/v3/course/navList', navList, (req, reply) =>
    sendCatalogue(req, reply, 'course.navList', async () => (await course.navs()).map((n) => navDTO(n, req)))
  )

  app.get('/v3/course/indexFloor', indexFloor, (req, reply) =>
    sendCatalogue(req, reply, `course.indexFloor:${req.query.tag ?? ''}:${req.query.nav_id ?? ''}`, async () => {
      const nav = await navOf(req.query)
      const floors = await course.floorsOfNav(nav.id)
      const items = await course.floorItems(floors.map((f) => f.id))
      const data: CourseIndexDTO = {
        nav: navDTO(nav, req),
        floors: floors.map((f) => {
          const own = items.filter((i) => i.floorId === f.id)
          return {
            id: f.id,
            title: pick(req.lang, f.titleZh, f.titleEn),
            style: f.style as 1,
            items: own.slice(0, FLOOR_PREVIEW).map((i) => courseCardDTO(i, req.lang, app.ctx.now())),
            has_more: own.length > FLOOR_PREVIEW
          }
        })
      }
      return data
    })
  )

  app.get('/v3/course/indexAds', indexAds, (req, reply) =>
    sendCatalogue(req, reply, `course.indexAds:${req.query.tag ?? ''}:${req.query.nav_id ?? ''}`, async () => {
      const nav = await navOf(req.query)
      const rows = [
        ...(await repos.shared.banners('course_index')),
        ...(await repos.shared.banners('course_index', nav.id))
      ]
      return rows.map((b) => bannerDTO(b, req.lang))
    })
  )

  app.get('/v3/course/floor/:id', floorPage, async (req) => {
    const floor = await course.floor(req.params.id)
    if (!floor) throw Errors.notFound()
    const { page, size } = req.query
    const { rows, total } = await course.floorItemsPage(floor.id, (page - 1) * size, size)
    return ok({
      id: floor.id,
      title: pick(req.lang, floor.titleZh, floor.titleEn),
      style: floor.style as 1,
      items: paged(
        rows.map((i) => courseCardDTO(i, req.lang, app.ctx.now())),
        page,
        size,
        total
      )
    })
  })
}
