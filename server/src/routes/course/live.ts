/** Live courses (sub_type 2): info for the booking page and the live room, and booking (PUT /v2/booklive). */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LiveInfoDTO } from '@app/protocol'
import type { CourseRow } from '../../db/repos/course'
import { Errors } from '../../errors'
import { roomRefusal } from '../live/admission'
import { roomStatus } from '../../lib/liveStatus'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { courseCardDTO, viewerMedia } from '../dto'
import { Sku, type TypeBoxTypeProvider } from '../schemas'
import { accessFor } from './access'
import { asCard } from './detail'

const SkuQuery = Type.Object({ sku: Sku })
const IdQuery = Type.Object({ id: Sku })
const BookBody = Type.Object({ sku: Sku, book: Type.Boolean() })
const isLive = (c: CourseRow | undefined): c is CourseRow =>
  !!c && c.type === 0 && (c.subType === 2 || c.liveStatus > 0)

export default async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { now } = app.ctx
  const { repos } = app.ctx

  app.get('/v3/get/live/info', { schema: { querystring: SkuQuery } }, (req) => liveInfo(req, req.query.sku))
  /** The spec's older name of the same answer (GET /v2/live/course?id= a sku or an id). */
  app.get('/v2/live/course', { schema: { querystring: IdQuery } }, (req) => liveInfo(req, req.query.id))

  async function liveInfo(req: FastifyRequest, sku: string) {
    const c = await repos.course.course(sku)
    if (!isLive(c)) throw Errors.notFound()
    const { user, access } = await accessFor(req, repos.course, c)
    // the teacher's channel, once started, decides the status (routes/live/room.ts)
    const status = roomStatus(c, await repos.live.channel(c.id), now())
    const data: LiveInfoDTO = {
      ...courseCardDTO(asCard(c), req.lang, app.ctx.now()),
      live_status: status,
      intro: pick(req.lang, c.introZh, c.introEn),
      live_end_at: c.liveEndAt?.toISOString() ?? null,
      booked: user ? await repos.bookings.isBooked(user.id, c.id) : false,
      booked_count: await repos.bookings.bookedCount(c.id),
      access,
      // Demo: the generated video stands in for the stream; only while live and only for those who may watch
      // (an enterprise's live: its members, as its room says).
      stream_url:
        status === 2 && access.can_learn && c.videoPath && !(await roomRefusal(repos, c.id, user))
          ? viewerMedia(app.ctx, user)(c.videoPath)
          : null
    }
    return ok(data)
  }

  app.put('/v2/booklive', { schema: { body: BookBody } }, async (req) => {
    const user = await requireUser(req)
    const c = await repos.course.course(req.body.sku)
    if (!isLive(c)) throw Errors.notFound()
    // Only an upcoming live takes bookings; cancelling is always allowed (idempotent both ways).
    if (req.body.book && roomStatus(c, await repos.live.channel(c.id), now()) !== 1) {
      throw Errors.business('liveNotBookable')
    }
    await repos.bookings.setBooking(user.id, c.id, req.body.book)
    return ok({ sku: c.sku, booked: req.body.book, booked_count: await repos.bookings.bookedCount(c.id) })
  })
}
