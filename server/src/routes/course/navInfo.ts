/**
 * GET /v3/course/navInfo/{id} (spec §7): one course nav — the "module" of deep link course/module?id — with every
 * card of its floors, for the course/category page. indexFloor cuts floors to a 6-card preview for the course
 * home; a category page is where the user goes to see them all, so floors come whole (capped for safety).
 */
import type { FastifyInstance } from 'fastify'
import type { CourseNavInfoDTO } from '@app/protocol'
import { CourseNavInfoDTO as CourseNavInfoSchema } from '@app/protocol/courseSchemas'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { ok } from '../../plugins/errors'
import { courseCardDTO } from '../dto'
import { Envelope, NumericId, type TypeBoxTypeProvider } from '../schemas'

const FLOOR_CAP = 100

export default async function courseNavInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const course = app.ctx.repos.course
  const schema = { params: NumericId, response: { 200: Envelope(CourseNavInfoSchema) } }
  app.get('/v3/course/navInfo/:id', { schema }, async (req) => {
    const nav = (await course.navs()).find((n) => n.id === req.params.id)
    if (!nav) throw Errors.notFound()
    const floors = await course.floorsOfNav(nav.id)
    const items = await course.floorItems(floors.map((f) => f.id))
    const data: CourseNavInfoDTO = {
      nav: { id: nav.id, tag: nav.tag, title: pick(req.lang, nav.titleZh, nav.titleEn) },
      floors: floors
        .map((f) => {
          const own = items.filter((i) => i.floorId === f.id)
          return {
            id: f.id,
            title: pick(req.lang, f.titleZh, f.titleEn),
            style: f.style as 1,
            items: own.slice(0, FLOOR_CAP).map((i) => courseCardDTO(i, req.lang, app.ctx.now())),
            has_more: own.length > FLOOR_CAP
          }
        })
        .filter((f) => f.items.length > 0)
    }
    return ok(data)
  })
}
