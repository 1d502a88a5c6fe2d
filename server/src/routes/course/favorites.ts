/**
 * Saved courses and course watch history (spec §7 "Other"):
 *   POST   /v2/favorites { course_id }                   save (idempotent: one row per user and course)
 *   GET    /v2/favorites?page&size                       the user's saved courses, newest first
 *   DELETE /v2/favorites/{course id}                     unsave (idempotent)
 *   POST   /v2/histories { course_id, lesson_id, position }  the course's history moves to this lesson and position
 *   GET    /v2/histories?page&size                       most recently watched first
 *   GET    /v3/get/user/recently/look/{nav id}           the course tab's "recently watched" row
 * A favourite is named by its course in the DELETE so that a toggle needs no look-up of the favourite's id.
 * The history's position is also the lesson's resume point (as the socket's ticks are), so a player that could
 * not hold a socket still resumes where the user stopped.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { RECENTLY_WATCHED_COUNT } from '@app/protocol/courseFavorites'
import {
  CourseFavoriteBody,
  CourseFavoriteDTO,
  CourseHistoryBody,
  CourseHistoryDTO
} from '@app/protocol/courseFavoritesSchemas'
import type { FavoriteCourseRow, HistoryCourseRow } from '../../db/repos/courseFavorites'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { currentUser, requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { courseCardDTO } from '../dto'
import { Envelope, PageQuery, PagedOf, paged, type TypeBoxTypeProvider } from '../schemas'
import { VIDEO_KIND } from './access'
import { asCard } from './detail'

const NavParam = Type.Object({ id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) })
const CourseParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
// every route answers through its protocol schema (src/protocol/courseFavoritesSchemas): what the app is typed against
const Favorite = Envelope(CourseFavoriteDTO)
const History = Envelope(CourseHistoryDTO)
const Recently = Envelope(Type.Array(CourseHistoryDTO))
const Removed = Envelope(Type.Null())

export default async function courseFavoriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, progress, now } = app.ctx
  const mine = repos.courseFavorites

  const favoriteDTO = (f: FavoriteCourseRow, lang: Lang): CourseFavoriteDTO => ({
    id: f.id,
    course: courseCardDTO(asCard(f.course), lang, now()),
    created_at: f.createdAt.toISOString()
  })
  const historyDTO = (h: HistoryCourseRow, lang: Lang): CourseHistoryDTO => ({
    id: h.id,
    course: courseCardDTO(asCard(h.course), lang, now()),
    lesson_id: h.lessonId,
    // a replay's one lesson is the course itself
    lesson_title: h.lesson
      ? pick(lang, h.lesson.titleZh, h.lesson.titleEn)
      : pick(lang, h.course.titleZh, h.course.titleEn),
    position: h.position,
    duration: h.lesson?.duration ?? 0,
    updated_at: h.updatedAt.toISOString()
  })

  app.post('/v2/favorites', { schema: { body: CourseFavoriteBody, response: { 200: Favorite } } }, async (req) => {
    const user = await requireUser(req)
    const c = await repos.course.course(req.body.course_id)
    if (!c) throw Errors.notFound()
    await mine.add(user.id, c.id)
    const row = await mine.get(user.id, c.id)
    // removed by a parallel DELETE in between: saved, then unsaved
    if (!row) throw Errors.notFound()
    return ok(favoriteDTO(row, req.lang))
  })

  app.get(
    '/v2/favorites',
    { schema: { querystring: PageQuery, response: { 200: PagedOf(CourseFavoriteDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const { page, size } = req.query
      const { rows, total } = await mine.page(user.id, (page - 1) * size, size)
      return ok(
        paged(
          rows.map((f) => favoriteDTO(f, req.lang)),
          page,
          size,
          total
        )
      )
    }
  )

  app.delete('/v2/favorites/:id', { schema: { params: CourseParam, response: { 200: Removed } } }, async (req) => {
    const user = await requireUser(req)
    // idempotent: removing what is not saved is not an error
    await mine.remove(user.id, req.params.id)
    return ok(null)
  })

  app.post('/v2/histories', { schema: { body: CourseHistoryBody, response: { 200: History } } }, async (req) => {
    const user = await requireUser(req)
    const { course_id, lesson_id } = req.body
    const c = await repos.course.course(course_id)
    if (!c || c.type !== 0) throw Errors.notFound()
    const lessons = await repos.course.lessons(c.id)
    // the lessons, or a replay's recording (its lesson id is the course id)
    if (!lessons.some((l) => l.id === lesson_id) && !(c.videoPath && lesson_id === c.id)) throw Errors.notFound()
    const position = Math.floor(req.body.position)
    const at = new Date(now())
    const resume = {
      userId: user.id,
      kind: VIDEO_KIND,
      resourceId: lesson_id,
      sku: c.sku,
      position,
      status: 2,
      updatedAt: at
    }
    // the resume point is written with the history, in its transaction (an older socket tick still buffered for
    // this lesson is dropped first, so it cannot shadow or overwrite it)
    progress.forget(user.id, VIDEO_KIND, lesson_id)
    await mine.watch(user.id, c.id, lesson_id, position, at, resume)
    const row = await mine.history(user.id, c.id)
    if (!row) throw Errors.notFound()
    return ok(historyDTO(row, req.lang))
  })

  app.get(
    '/v2/histories',
    { schema: { querystring: PageQuery, response: { 200: PagedOf(CourseHistoryDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const { page, size } = req.query
      const { rows, total } = await mine.historyPage(user.id, (page - 1) * size, size)
      return ok(
        paged(
          rows.map((h) => historyDTO(h, req.lang)),
          page,
          size,
          total
        )
      )
    }
  )

  // a visitor has no history: an empty row rather than the login panel (the tab shows nothing then)
  app.get(
    '/v3/get/user/recently/look/:id',
    { schema: { params: NavParam, response: { 200: Recently } } },
    async (req) => {
      if (req.params.id > 0 && !(await repos.course.navs()).some((n) => n.id === req.params.id)) throw Errors.notFound()
      const user = await currentUser(req)
      if (!user) return ok([])
      const { rows } = await mine.historyPage(user.id, 0, RECENTLY_WATCHED_COUNT)
      return ok(rows.map((h) => historyDTO(h, req.lang)))
    }
  )
}
