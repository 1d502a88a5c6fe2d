/**
 * Lists of live courses (spec §7): POST /v3/meditation/miniLiveRoomList, the lives the mini-program's list shows
 * (on now first, then the next to start; ended ones left out), and GET /v2/livecourses, every live with its status
 * (`status` filters: 1 upcoming, 2 live, 3 replay). Both read the status as the live room does (the teacher's
 * channel, else the times) and leave out an enterprise's lives for those its room would refuse.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LiveListItemDTO } from '@app/protocol'
import type { CourseRow } from '../../db/repos/course'
import { liveListsRepo } from '../../db/repos/liveLists'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { roomRefusal } from '../live/admission'
import { roomStatus } from '../../lib/liveStatus'
import { courseCardDTO } from '../dto'
import { PageQuery, paged, type TypeBoxTypeProvider } from '../schemas'
import { asCard } from './detail'

const Status = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)])
const MiniBody = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 100, default: 20 })
})
const ListQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(Status) })])

export default async function liveListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const lists = liveListsRepo(app.ctx.db)

  /** The lives this viewer may enter, each with its status and their booking. */
  async function lives(req: FastifyRequest): Promise<{ c: CourseRow; item: LiveListItemDTO }[]> {
    const user = await currentUser(req)
    const out: { c: CourseRow; item: LiveListItemDTO }[] = []
    for (const c of await lists.liveCourses()) {
      if (await roomRefusal(repos, c.id, user)) continue
      const status = roomStatus(c, await repos.live.channel(c.id), now())
      out.push({
        c,
        item: {
          ...courseCardDTO(asCard(c), req.lang, now()),
          live_status: status,
          live_end_at: c.liveEndAt?.toISOString() ?? null,
          booked: user ? await repos.bookings.isBooked(user.id, c.id) : false
        }
      })
    }
    return out
  }

  app.post('/v3/meditation/miniLiveRoomList', { schema: { body: MiniBody } }, async (req) => {
    const { page, size } = req.body
    const shown = (await lives(req))
      .filter(({ item }) => item.live_status === 1 || item.live_status === 2)
      // on now first, then by start time (the repository's order)
      .sort((a, b) => (b.item.live_status === 2 ? 1 : 0) - (a.item.live_status === 2 ? 1 : 0))
      .map(({ item }) => item)
    return ok(paged(shown.slice((page - 1) * size, page * size), page, size, shown.length))
  })

  app.get('/v2/livecourses', { schema: { querystring: ListQuery } }, async (req) => {
    const { page, size, status } = req.query
    const all = (await lives(req))
      .map(({ item }) => item)
      .filter((i) => status === undefined || i.live_status === status)
    return ok(paged(all.slice((page - 1) * size, page * size), page, size, all.length))
  })
}
