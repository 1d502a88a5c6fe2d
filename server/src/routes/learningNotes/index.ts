/**
 * Course notes and homework answers (spec §7 "notes and repo answers", issue 33; routes listed in
 * src/protocol/learningNotes.ts). Notes are private: every query names the owner, so another user's note is a
 * 404. Answers are read by their author and by the teachers (`live_teachers`), who reply. Text follows the
 * community's rules (length in display units, the same banned words: routes/forum/rules.ts).
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { HOMEWORK_MAX_IMAGES, HOMEWORK_TEXT_MAX, NOTE_TEXT_MAX } from '@app/protocol/learningNotes'
import {
  AnswerCreateBody,
  AnswerReplyBody,
  HomeworkAnswerDTO,
  LessonHomeworkDTO,
  LessonNoteDTO,
  NoteCreateBody,
  NoteUpdateBody
} from '@app/protocol/learningNotesSchemas'
import { learningNotesRepo, type AnswerRow, type LessonRefRow, type NoteRow } from '../../db/repos/learningNotes'
import { forumRepo } from '../../db/repos/forum'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { Envelope, NumericId, PageQuery, PagedOf, paged, type TypeBoxTypeProvider } from '../schemas'
import { checkText, forumError } from '../forum/rules'

const fileUrl = (name: string) => `/files/${name}`
const Deleted = Envelope(Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) }))
const NotesQuery = Type.Composite([
  Type.Object({ lesson_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) }),
  PageQuery
])

function ref(r: LessonRefRow, lang: Lang) {
  return {
    lesson_id: r.lessonId,
    lesson_title: pick(lang, r.lessonTitleZh, r.lessonTitleEn),
    course_id: r.courseId,
    course_sku: r.courseSku,
    course_title: pick(lang, r.courseTitleZh, r.courseTitleEn)
  }
}

function noteDto(r: NoteRow, lang: Lang): LessonNoteDTO {
  return {
    id: r.id,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    ...ref(r, lang)
  }
}

function answerDto(r: AnswerRow, lang: Lang, viewerId: number): HomeworkAnswerDTO {
  return {
    id: r.id,
    content: r.content,
    images: r.images.map(fileUrl),
    author: { id: r.userId, nickname: r.nickname },
    mine: r.userId === viewerId,
    reply:
      r.reply && r.repliedAt
        ? { content: r.reply, teacher: r.teacherNickname ?? '', replied_at: r.repliedAt.toISOString() }
        : null,
    created_at: r.createdAt.toISOString(),
    ...ref(r, lang)
  }
}

export default async function learningNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const repo = learningNotesRepo(db)
  const forum = forumRepo(db)
  const noteText = async (raw: string) =>
    checkText(raw, await forum.bannedWords(), { required: true, max: NOTE_TEXT_MAX })

  app.get(
    '/v3/course/notes',
    { schema: { querystring: NotesQuery, response: { 200: PagedOf(LessonNoteDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const { lesson_id, page, size } = req.query
      const { rows, total } = await repo.notes(user.id, lesson_id ?? null, (page - 1) * size, size)
      return ok(
        paged(
          rows.map((r) => noteDto(r, req.lang)),
          page,
          size,
          total
        )
      )
    }
  )

  app.post(
    '/v3/course/notes',
    { schema: { body: NoteCreateBody, response: { 200: Envelope(LessonNoteDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const content = await noteText(req.body.content)
      if (!(await repo.lessonExists(req.body.lesson_id))) throw Errors.notFound()
      await app.ctx.limiter.consume(`notes:${user.id}`, app.ctx.forum.postLimit)
      const id = await repo.createNote(user.id, req.body.lesson_id, content)
      return ok(noteDto((await repo.note(user.id, id))!, req.lang))
    }
  )

  app.put(
    '/v3/course/notes/:id',
    { schema: { params: NumericId, body: NoteUpdateBody, response: { 200: Envelope(LessonNoteDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const content = await noteText(req.body.content)
      if (!(await repo.updateNote(user.id, req.params.id, content, new Date(now())))) throw Errors.notFound()
      return ok(noteDto((await repo.note(user.id, req.params.id))!, req.lang))
    }
  )

  app.delete('/v3/course/notes/:id', { schema: { params: NumericId, response: { 200: Deleted } } }, async (req) => {
    const user = await requireUser(req)
    if (!(await repo.deleteNote(user.id, req.params.id))) throw Errors.notFound()
    return ok({ id: req.params.id, deleted: true as const })
  })

  app.get(
    '/v3/course/lessons/:id/homework',
    { schema: { params: NumericId, response: { 200: Envelope(LessonHomeworkDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const hw = await repo.homework(req.params.id)
      if (!hw) throw Errors.notFound()
      const { rows } = await repo.answers({ userId: user.id, lessonId: hw.lessonId }, 0, 50)
      return ok({
        lesson_id: hw.lessonId,
        prompt: pick(req.lang, hw.promptZh, hw.promptEn),
        answers: rows.map((r) => answerDto(r, req.lang, user.id))
      })
    }
  )

  app.get(
    '/v3/course/homework/answers',
    { schema: { querystring: PageQuery, response: { 200: PagedOf(HomeworkAnswerDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const { page, size } = req.query
      const { rows, total } = await repo.answers({ userId: user.id }, (page - 1) * size, size)
      return ok(
        paged(
          rows.map((r) => answerDto(r, req.lang, user.id)),
          page,
          size,
          total
        )
      )
    }
  )

  app.post(
    '/v3/course/homework/answers',
    { schema: { body: AnswerCreateBody, response: { 200: Envelope(HomeworkAnswerDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      const images = [...new Set(req.body.images ?? [])]
      if (images.length > HOMEWORK_MAX_IMAGES) throw forumError('forumTooManyImages', { max: HOMEWORK_MAX_IMAGES })
      const content = checkText(req.body.content, await forum.bannedWords(), {
        required: true,
        max: HOMEWORK_TEXT_MAX
      })
      if (!(await repo.homework(req.body.lesson_id))) throw Errors.notFound()
      const files = await forum.ownFiles(user.id, images)
      if (images.some((n) => !files.get(n)?.startsWith('image/'))) throw forumError('forumFileUnknown')
      await app.ctx.limiter.consume(`homework:${user.id}`, app.ctx.forum.postLimit)
      const id = await repo.createAnswer({ userId: user.id, lessonId: req.body.lesson_id, content, images })
      return ok(answerDto((await repo.answer(id))!, req.lang, user.id))
    }
  )

  app.delete(
    '/v3/course/homework/answers/:id',
    { schema: { params: NumericId, response: { 200: Deleted } } },
    async (req) => {
      const user = await requireUser(req)
      if (!(await repo.deleteAnswer(user.id, req.params.id))) throw Errors.notFound()
      return ok({ id: req.params.id, deleted: true as const })
    }
  )

  app.get(
    '/v3/course/homework/inbox',
    { schema: { querystring: PageQuery, response: { 200: PagedOf(HomeworkAnswerDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      if (!(await repo.isTeacher(user.id))) throw Errors.forbidden()
      const { page, size } = req.query
      const { rows, total } = await repo.answers({}, (page - 1) * size, size)
      return ok(
        paged(
          rows.map((r) => answerDto(r, req.lang, user.id)),
          page,
          size,
          total
        )
      )
    }
  )

  app.put(
    '/v3/course/homework/answers/:id/reply',
    { schema: { params: NumericId, body: AnswerReplyBody, response: { 200: Envelope(HomeworkAnswerDTO) } } },
    async (req) => {
      const user = await requireUser(req)
      if (!(await repo.isTeacher(user.id))) throw Errors.forbidden()
      const content = checkText(req.body.content, await forum.bannedWords(), {
        required: true,
        max: HOMEWORK_TEXT_MAX
      })
      if (!(await repo.reply(req.params.id, user.id, content, new Date(now())))) throw Errors.notFound()
      return ok(answerDto((await repo.answer(req.params.id))!, req.lang, user.id))
    }
  )
}
