/**
 * The live room's HTTP calls: the room and its status (GET /v3/live/status), the teacher's start/stop (PUT
 * /v3/live/status), sign-in (POST /v2/live/usersign), chat history (GET /v3/live/messages), the replay's messages
 * by stream time (GET /v2/live/playback/history/messages) and the teacher's console (viewers, mute/remove, pin).
 * What is said in a room is shown only to those the room admits (admission.ts), as on the chat socket.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  LIVE_CHAT_LIMITS,
  type LiveHistoryDTO,
  type LiveMessageDTO,
  type LivePlaybackDTO,
  type LiveReplayMessagesDTO,
  type LiveRoomDTO,
  type LiveSignDTO,
  type LiveViewerDTO
} from '@app/protocol'
import type { CourseRow } from '../../db/repos/course'
import type { LiveMessageRow } from '../../db/repos/live'
import type { UserRow } from '../../db/repos/users'
import { ErrorCode } from '@app/protocol/errors'
import { AppError, Errors } from '../../errors'
import { pick } from '../../i18n'
import { defaultSource } from '../../live'
import { HlsLiveProvider } from '../../live/hls'
import type { LiveHub } from '../../live/hub'
import { signHlsUrl } from '../../live/signedHls'
import { roomStatus } from '../../lib/liveStatus'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { courseCardDTO, viewerMedia } from '../dto'
import { requireRoom, roomRefusal } from './admission'
import { accessFor, cardOnlyLocked, positionsOf } from '../course/access'
import { asCard } from '../course/detail'
import { Sku, type TypeBoxTypeProvider } from '../schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const RoomQuery = Type.Object({ id: Type.Optional(Id), sku: Type.Optional(Sku) })
const IdBody = Type.Object({ id: Id })

export function messageDTO(m: LiveMessageRow): LiveMessageDTO {
  return {
    id: m.id,
    user_id: m.userId,
    nickname: m.nickname,
    kind: m.kind === 2 ? 2 : 1,
    text: m.text,
    offset_ms: m.offsetMs,
    created_at: m.createdAt.toISOString()
  }
}

export const isLiveCourse = (c: CourseRow | undefined): c is CourseRow =>
  !!c && c.type === 0 && (c.subType === 2 || c.liveStatus > 0)

/** Bus channel of channel control between processes (a stop reaches the process that runs the encoder). */
export const LIVE_CONTROL = 'live.control'
const STOP_WAIT_MS = 15_000

export interface RoomRouteOptions {
  hub: LiveHub
  mediaDir: string
  /** Key of the signed HLS URLs (live/signedHls.ts). */
  hlsKey: string
}

export default async function roomRoutes(fastify: FastifyInstance, opts: RoomRouteOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now, live } = app.ctx
  const { hub } = opts

  async function liveOf(key: number | string | undefined) {
    const c = key === undefined ? undefined : await repos.course.course(key)
    if (!isLiveCourse(c)) throw Errors.notFound()
    return c
  }

  /**
   * Ends a channel whichever process runs its encoder: here, or through the bus, then waits (the status comes
   * from the shared files) until its recording is closed.
   */
  async function stopAnywhere(channel: number) {
    if (!(live instanceof HlsLiveProvider) || live.runs(channel)) return live.stop(channel)
    await app.ctx.bus.publish(LIVE_CONTROL, { channel, action: 'stop' })
    const until = Date.now() + STOP_WAIT_MS
    for (;;) {
      const s = await live.status(channel)
      if (s.state !== 'live') return s
      // no process answered (it went away): close the recording here
      if (Date.now() > until) return live.stop(channel)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  async function requireTeacher(req: FastifyRequest): Promise<UserRow> {
    const user = await requireUser(req)
    if (!(await repos.live.isTeacher(user.id))) throw new AppError(ErrorCode.FORBIDDEN, 403, 'liveTeacherOnly')
    return user
  }

  app.get('/v3/live/status', { schema: { querystring: RoomQuery } }, async (req) => {
    const c = await liveOf(req.query.id ?? req.query.sku)
    const { user, access } = await accessFor(req, repos.course, c)
    const ch = await repos.live.channel(c.id)
    const status = roomStatus(c, ch, now())
    const bans = user ? await repos.live.bans(c.id, user.id) : []
    if (bans.includes('feng')) throw Errors.business('liveRemoved')
    const isTeacher = user ? await repos.live.isTeacher(user.id) : false
    // an enterprise's live plays for its members only (as its monitor says); the teacher watches the room they
    // run, whatever it costs
    const enterprise = await repos.enterprise.enterpriseOfLive(c.id)
    const inEnterprise = !enterprise || (!!user && (await repos.enterprise.isMember(user.id, enterprise.id)))
    const may = (access.can_learn && inEnterprise) || isTeacher
    // what is said in the room (its pinned message) only for those the room admits, as the chat socket does
    const inRoom = !(await roomRefusal(repos, c.id, user))
    const pinned = inRoom && ch?.pinnedMessageId ? await repos.live.message(ch.pinnedMessageId) : null
    const running = ch?.status === 2
    // our own HLS files play only through a signed URL, handed to those who may watch
    // (and a recorded video file, when it is a private one, through the media signature)
    const media = viewerMedia(app.ctx, user)
    const signed = (url: string | null) => (url ? media(signHlsUrl(opts.hlsKey, url, now(), user?.id ?? 0)) : null)
    const data: LiveRoomDTO = {
      ...courseCardDTO(asCard(c), req.lang, now()),
      live_status: status,
      intro: pick(req.lang, c.introZh, c.introEn),
      live_end_at: c.liveEndAt?.toISOString() ?? null,
      // our channel while it runs; a live by its times alone plays the course's video (the demo without a teacher)
      stream_url: may && status === 2 ? signed(running ? await live.playbackUrl(c.id) : c.videoPath || null) : null,
      replay_url: may && status === 3 ? signed(ch?.replayPath || c.videoPath || null) : null,
      started_at: running && ch?.startedAt ? ch.startedAt.toISOString() : null,
      access,
      members_only: c.cardLevel > 0,
      enterprise_only: !inEnterprise && !isTeacher,
      booked: user ? await repos.bookings.isBooked(user.id, c.id) : false,
      booked_count: await repos.bookings.bookedCount(c.id),
      signed: user ? await repos.live.isSigned(c.id, user.id) : false,
      sign_count: await repos.live.signCount(c.id),
      viewers: hub.presence.viewers(c.id),
      is_teacher: isTeacher,
      muted: bans.includes('ban'),
      pinned: pinned ? messageDTO(pinned) : null
    }
    return ok(data)
  })

  app.put(
    '/v3/live/status',
    { schema: { body: Type.Object({ id: Id, status: Type.Union([Type.Literal(2), Type.Literal(3)]) }) } },
    async (req) => {
      await requireTeacher(req)
      const c = await liveOf(req.body.id)
      const ch = await repos.live.channel(c.id)
      if (req.body.status === 2) {
        if (ch?.status !== 2) {
          const s = await live.start(c.id, { fallback: defaultSource(opts.mediaDir, c.videoPath) })
          await repos.live.setChannel(c.id, {
            status: 2,
            provider: live.name,
            startedAt: new Date(s.startedAt ?? now()),
            endedAt: null,
            replayPath: ''
          })
        }
      } else if (ch?.status === 2) {
        const s = await stopAnywhere(c.id)
        await repos.live.setChannel(c.id, {
          status: s.replayUrl ? 3 : 0,
          provider: live.name,
          endedAt: new Date(now()),
          replayPath: s.replayUrl ?? ''
        })
      }
      const after = await repos.live.channel(c.id)
      const status = roomStatus(c, after, now())
      await hub.publish(c.id, { type: 'status', live_status: status })
      return ok({ id: c.id, live_status: status })
    }
  )

  app.post('/v2/live/usersign', { schema: { body: IdBody } }, async (req) => {
    const user = await requireUser(req)
    const c = await liveOf(req.body.id)
    await requireRoom(repos, c.id, user)
    const r = await repos.live.sign(c.id, user.id)
    const data: LiveSignDTO = { signed: true, sign_count: r.count }
    return ok(data)
  })

  app.get(
    '/v3/live/messages',
    { schema: { querystring: Type.Object({ id: Id, before: Type.Optional(Id) }) } },
    async (req) => {
      const c = await liveOf(req.query.id)
      await requireRoom(repos, c.id, await currentUser(req))
      const rows = await repos.live.history(c.id, req.query.before ?? null, LIVE_CHAT_LIMITS.historyPage)
      const data: LiveHistoryDTO = {
        list: rows.map(messageDTO),
        before: rows.length === LIVE_CHAT_LIMITS.historyPage ? rows[0].id : null
      }
      return ok(data)
    }
  )

  // a live's replay for this viewer (spec §7 playback): the same admission as the room's replay_url
  app.get('/v2/live/playback', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    const c = await liveOf(req.query.id)
    const ch = await repos.live.channel(c.id)
    if (roomStatus(c, ch, now()) !== 3) throw Errors.notFound()
    const { user, access } = await accessFor(req, repos.course, c)
    const isTeacher = user ? await repos.live.isTeacher(user.id) : false
    // card-only for a signed-in user without the card: the card's page (spec §8 9999)
    if (user && !isTeacher && cardOnlyLocked(c, access)) throw Errors.annualPassRequired()
    const enterprise = await repos.enterprise.enterpriseOfLive(c.id)
    const inEnterprise = !enterprise || (!!user && (await repos.enterprise.isMember(user.id, enterprise.id)))
    const may = (access.can_learn && inEnterprise) || isTeacher
    const path = ch?.replayPath || c.videoPath || null
    const url = may && path ? viewerMedia(app.ctx, user)(signHlsUrl(opts.hlsKey, path, now(), user?.id ?? 0)) : null
    const data: LivePlaybackDTO = {
      id: c.id,
      sku: c.sku,
      title: pick(req.lang, c.titleZh, c.titleEn),
      cover: c.cover,
      replay_url: url,
      duration: c.duration,
      position: may && user ? (await positionsOf(req, user, [c.id])).get(c.id)! : 0,
      started_at: ch?.startedAt?.toISOString() ?? c.liveStartAt?.toISOString() ?? null,
      access
    }
    return ok(data)
  })

  app.get(
    '/v2/live/playback/history/messages',
    {
      schema: {
        querystring: Type.Object({
          id: Id,
          from_ms: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
          to_ms: Type.Integer({ minimum: 0, maximum: 2_147_483_647 })
        })
      }
    },
    async (req) => {
      const c = await liveOf(req.query.id)
      await requireRoom(repos, c.id, await currentUser(req))
      const rows = await repos.live.between(c.id, req.query.from_ms, req.query.to_ms, 500)
      const data: LiveReplayMessagesDTO = { list: rows.map(messageDTO) }
      return ok(data)
    }
  )

  // the teacher's console
  app.get('/v3/live/viewers', { schema: { querystring: Type.Object({ id: Id }) } }, async (req) => {
    await requireTeacher(req)
    const c = await liveOf(req.query.id)
    // everyone in the room over every process: names of this process's sockets, the others' from the users
    const here = new Map(hub.localViewers(c.id).map((v) => [v.userId, v.nickname]))
    const list: LiveViewerDTO[] = []
    for (const userId of hub.presence.everyone(c.id)) {
      const nickname = here.get(userId) ?? (await repos.users.findById(userId))?.nickname
      if (nickname === undefined) continue
      const bans = await repos.live.bans(c.id, userId)
      list.push({ user_id: userId, nickname, muted: bans.includes('ban') })
    }
    return ok({ list, viewers: hub.presence.viewers(c.id) })
  })

  app.put(
    '/v3/live/moderate',
    {
      schema: {
        body: Type.Object({
          id: Id,
          user_id: Id,
          action: Type.Union([Type.Literal('ban'), Type.Literal('unban'), Type.Literal('feng'), Type.Literal('unfeng')])
        })
      }
    },
    async (req) => {
      const teacher = await requireTeacher(req)
      const c = await liveOf(req.body.id)
      const { user_id: userId, action } = req.body
      if (userId === teacher.id) throw Errors.badRequest()
      const kind = action === 'ban' || action === 'unban' ? 'ban' : 'feng'
      const on = action === 'ban' || action === 'feng'
      await repos.live.setBan(c.id, userId, kind, on)
      if (kind === 'ban') await hub.publish(c.id, { type: 'muted', muted: on }, userId)
      else if (on) await hub.publish(c.id, { type: 'removed' }, userId)
      return ok({ user_id: userId, action })
    }
  )

  app.put(
    '/v3/live/pin',
    { schema: { body: Type.Object({ id: Id, message_id: Type.Union([Id, Type.Null()]) }) } },
    async (req) => {
      await requireTeacher(req)
      const c = await liveOf(req.body.id)
      const m = req.body.message_id ? await repos.live.message(req.body.message_id) : null
      if (req.body.message_id && (!m || m.courseId !== c.id)) throw Errors.notFound()
      await repos.live.pin(c.id, m?.id ?? null)
      await hub.publish(c.id, { type: 'pinned', message: m ? messageDTO(m) : null })
      return ok({ message_id: m?.id ?? null })
    }
  )
}
