/**
 * The blwlive pages' calls (spec §7 `/v3/blw/*`, issue 33): a live course runs in our own room ('own') or on a
 * Polyv channel ('polyv', chosen in the console: live_course_providers). Through the provider:
 *   GET /v3/blw/status?id      the provider and the state (waiting, live, ended) for anyone
 *   GET /v3/blw/play?id[&vid]  the signed watch URL (Polyv's direct authorisation) of the live or one replay, for a
 *                              signed-in viewer the room admits and the course is theirs to watch
 *   GET /v3/blw/playback?id    the replays
 * An own live answers its state here too; it keeps playing in its room (/v3/live/status) as before.
 */
import { Type } from '@sinclair/typebox'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol/errors'
import type { BlwPlayDTO, BlwPlaybackDTO, BlwStatusDTO } from '@app/protocol'
import { liveCourseProviders } from '../../db/schema'
import { AppError, Errors } from '../../errors'
import { roomStatus } from '../../lib/liveStatus'
import { PolyvLiveProvider, type PolyvReplay } from '../../live/polyv'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'
import { mayWatch, requireRoom } from './admission'
import { isLiveCourse } from './room'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const IdQuery = Type.Object({ id: Id })
const PlayQuery = Type.Object({ id: Id, vid: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$' })) })

const unavailable = () => new AppError(ErrorCode.BUSINESS, 502, 'polyvUnavailable')

export default async function blwRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now, db } = app.ctx

  async function setting(courseId: number) {
    const [row] = await db.select().from(liveCourseProviders).where(eq(liveCourseProviders.courseId, courseId))
    return row?.provider === 'polyv' && row.polyvChannelId ? row.polyvChannelId : null
  }
  const polyv = app.ctx.polyv ? new PolyvLiveProvider(app.ctx.polyv, setting) : null

  async function liveOf(id: number) {
    const c = await repos.course.course(id)
    if (!isLiveCourse(c)) throw Errors.notFound()
    return { c, channel: await setting(c.id) }
  }
  /** A Polyv call that fails is the service's failure, said as such (502), not ours. */
  async function viaPolyv<T>(fn: (p: PolyvLiveProvider) => Promise<T>): Promise<T> {
    if (!polyv) throw unavailable()
    try {
      return await fn(polyv)
    } catch (err) {
      app.log.warn({ err }, 'polyv call failed')
      throw unavailable()
    }
  }

  app.get('/v3/blw/status', { schema: { querystring: IdQuery } }, async (req) => {
    const { c, channel } = await liveOf(req.query.id)
    let data: BlwStatusDTO
    if (channel) {
      const s = await viaPolyv((p) => p.status(c.id))
      data = { provider: 'polyv', channel_id: channel, state: s.state === 'idle' ? 'waiting' : s.state }
    } else {
      const st = roomStatus(c, await repos.live.channel(c.id), now())
      data = { provider: 'own', channel_id: null, state: st === 2 ? 'live' : st === 1 ? 'waiting' : 'ended' }
    }
    return ok(data)
  })

  app.get('/v3/blw/play', { schema: { querystring: PlayQuery } }, async (req) => {
    const user = await requireUser(req)
    const { c, channel } = await liveOf(req.query.id)
    await requireRoom(repos, c.id, user)
    if (!(await mayWatch(repos, c.id, user.id, now()))) throw Errors.forbidden()
    if (!channel) return ok<BlwPlayDTO>({ provider: 'own', url: null })
    const url = await viaPolyv((p) =>
      p.watchUrl(c.id, { id: `u${user.id}`, nickname: user.nickname || `u${user.id}` }, req.query.vid)
    )
    return ok<BlwPlayDTO>({ provider: 'polyv', url })
  })

  app.get('/v3/blw/playback', { schema: { querystring: IdQuery } }, async (req) => {
    const { c, channel } = await liveOf(req.query.id)
    await requireRoom(repos, c.id, await currentUser(req))
    const rows: PolyvReplay[] = channel ? await viaPolyv((p) => p.replays(c.id)) : []
    return ok<BlwPlaybackDTO>({
      provider: channel ? 'polyv' : 'own',
      items: rows.map((r) => ({
        video_id: r.videoId,
        title: r.title,
        cover: r.cover,
        duration: r.duration,
        recorded_at: new Date(r.createdAt).toISOString()
      }))
    })
  })
}
