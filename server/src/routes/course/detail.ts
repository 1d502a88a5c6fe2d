/** Course detail, the course player's play info and play logs, and the course's learners. */
import { Type } from '@sinclair/typebox'
import { maskName } from '../../lib/names'
import type { FastifyInstance } from 'fastify'
import type { CourseDetailDTO, CoursePlayInfoDTO, StudyPeopleDTO } from '@app/protocol'
import {
  CourseDetailDTO as CourseDetailSchema,
  CoursePlayInfoDTO as CoursePlayInfoSchema
} from '@app/protocol/courseSchemas'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { courseCardDTO, viewerMedia } from '../dto'
import { Envelope, Sku, type TypeBoxTypeProvider } from '../schemas'
import { accessFor, cardOnlyLocked, lessonDTO, positionsOf, replayLesson } from './access'

const SkuQuery = Type.Object({ sku: Sku })
const PlayParams = Type.Object({ sku: Sku })
const PlayQuery = Type.Object({
  lesson_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  isLookBack: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)]))
})
const PlayLog = Type.Object({
  sku: Sku,
  lesson_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  // Spec §9: records are sent from 10 s of play; a day is the longest plausible session.
  total_play_time: Type.Integer({ minimum: 10, maximum: 86_400 })
})
const STUDY_PEOPLE_SHOWN = 10

/** A course row as a card (the floor mapper takes a floor item). */
export const asCard = (c: Parameters<typeof courseCardDTO>[0]['course']) => ({
  floorId: 0,
  sort: 0,
  courseId: c!.id,
  jumpType: null,
  jumpSku: null,
  titleZh: null,
  titleEn: null,
  cover: null,
  isWaterfall: 0,
  course: c
})

export default async function courseDetailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  /** Lessons of a course; a replay course (or ?isLookBack=1 on a recorded live) has its recording as the one lesson. */
  async function lessonRows(c: NonNullable<Awaited<ReturnType<typeof repos.course.course>>>, lookBack: boolean) {
    if (lookBack || c.subType === 14) {
      const r = replayLesson(c)
      return r ? [r] : []
    }
    return repos.course.lessons(c.id)
  }

  const detailSchema = { querystring: SkuQuery, response: { 200: Envelope(CourseDetailSchema) } }
  app.get('/v3/get/goods/info', { schema: detailSchema }, async (req) => {
    const c = await repos.course.course(req.query.sku)
    if (!c || c.type === 3) throw Errors.notFound()
    const { user, access } = await accessFor(req, repos.course, c)
    const rows = await lessonRows(c, false)
    const pos = await positionsOf(
      req,
      user,
      rows.map((l) => l.id)
    )
    const sign = viewerMedia(app.ctx, user)
    const lessons = rows.map((l) => lessonDTO(l, req.lang, access, pos.get(l.id) ?? 0, sign))
    const data: CourseDetailDTO = {
      ...courseCardDTO(asCard(c), req.lang, app.ctx.now()),
      intro: pick(req.lang, c.introZh, c.introEn),
      trailer: rows.find((l) => l.isFree && l.mediaKind !== 'text')?.videoPath ?? null,
      lessons,
      access,
      comment_count: await repos.comments.course.count(c.id),
      favorited: user ? await repos.courseFavorites.isSaved(user.id, c.id) : false
    }
    return ok(data)
  })

  const playSchema = { params: PlayParams, querystring: PlayQuery, response: { 200: Envelope(CoursePlayInfoSchema) } }
  app.get('/v3/course/playInfo/:sku', { schema: playSchema }, async (req) => {
    const c = await repos.course.course(req.params.sku)
    if (!c || c.type !== 0) throw Errors.notFound()
    const lookBack = req.query.isLookBack === 1 || c.subType === 14
    const rows = await lessonRows(c, lookBack)
    if (!rows.length) throw Errors.notFound()
    const { user, access } = await accessFor(req, repos.course, c)
    // card-only content (nothing to buy: only an annual card opens it) asked to play by a signed-in user without
    // that card: 9999, the app goes to the annual card's equity page (spec §8). A visitor sees the locked list.
    if (user && cardOnlyLocked(c, access) && !rows.some((l) => l.isFree)) throw Errors.annualPassRequired()
    const pos = await positionsOf(
      req,
      user,
      rows.map((l) => l.id)
    )
    const sign = viewerMedia(app.ctx, user)
    const lessons = rows.map((l) => lessonDTO(l, req.lang, access, pos.get(l.id) ?? 0, sign))
    let lesson = req.query.lesson_id ? lessons.find((l) => l.id === req.query.lesson_id) : undefined
    if (req.query.lesson_id && !lesson) throw Errors.notFound()
    if (!lesson && user) {
      const last = await repos.course.lastWatched(
        user.id,
        lessons.filter((l) => !l.locked).map((l) => l.id)
      )
      lesson = lessons.find((l) => l.id === last)
    }
    lesson ??= lessons.find((l) => !l.locked) ?? lessons[0]
    const data: CoursePlayInfoDTO = {
      sku: c.sku,
      id: c.id,
      title: pick(req.lang, c.titleZh, c.titleEn),
      cover: c.cover,
      teacher: pick(req.lang, c.teacherZh, c.teacherEn),
      is_look_back: lookBack ? 1 : 0,
      lesson,
      lessons,
      access
    }
    return ok(data)
  })

  app.post('/v3/course/playLog', { schema: { body: PlayLog } }, async (req) => {
    const user = await requireUser(req)
    const c = await repos.course.course(req.body.sku)
    if (!c || c.type !== 0) throw Errors.notFound()
    const ids = [...(await repos.course.lessons(c.id)).map((l) => l.id), ...(c.videoPath ? [c.id] : [])]
    if (!ids.includes(req.body.lesson_id)) throw Errors.notFound()
    return ok({ id: await repos.course.addPlayLog(user.id, c.id, req.body.lesson_id, req.body.total_play_time) })
  })

  app.get('/v3/get/study/people', { schema: { querystring: SkuQuery } }, async (req) => {
    const c = await repos.course.course(req.query.sku)
    if (!c) throw Errors.notFound()
    const people = await repos.course.recentLearners(c.id, STUDY_PEOPLE_SHOWN)
    const data: StudyPeopleDTO = {
      total: c.studyPeople + (await repos.course.ownerCount(c.id)),
      // a public list: other learners' names are masked
      people: people.map((p) => ({ nickname: maskName(p.nickname), avatar: p.avatar }))
    }
    return ok(data)
  })
}
