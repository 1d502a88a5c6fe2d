/**
 * TypeBox schemas of the course notes and homework payloads (./learningNotes lists the routes). The server
 * validates bodies and answers with them; the app imports only their `Static` types (`import type`), so TypeBox
 * is not bundled into it.
 */
import { Type, type Static } from '@sinclair/typebox'

/** A lesson id (`course_lessons.id`). */
const LessonId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
/** A name POST /v2/files gave out. */
const FileName = Type.String({ pattern: '^[a-z0-9]{24}\\.(png|jpg)$' })

/** Where a note or an answer belongs: the course and lesson, titled in the request's language. */
export const LessonRefDTO = Type.Object({
  lesson_id: Type.Integer(),
  lesson_title: Type.String(),
  course_id: Type.Integer(),
  course_sku: Type.String(),
  course_title: Type.String()
})

export const LessonNoteDTO = Type.Composite([
  Type.Object({
    id: Type.Integer(),
    content: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String()
  }),
  LessonRefDTO
])
export type LessonNoteDTO = Static<typeof LessonNoteDTO>

/** Generous in code points: the rule itself (display units) is checked with its own translated message. */
export const NoteCreateBody = Type.Object(
  { lesson_id: LessonId, content: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false }
)
export type NoteCreateBody = Static<typeof NoteCreateBody>
export const NoteUpdateBody = Type.Object(
  { content: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false }
)
export type NoteUpdateBody = Static<typeof NoteUpdateBody>

export const TeacherReplyDTO = Type.Object({
  content: Type.String(),
  teacher: Type.String(),
  replied_at: Type.String()
})

export const HomeworkAnswerDTO = Type.Composite([
  Type.Object({
    id: Type.Integer(),
    content: Type.String(),
    /** `/files/<name>` paths on the API origin. */
    images: Type.Array(Type.String()),
    author: Type.Object({ id: Type.Integer(), nickname: Type.String() }),
    mine: Type.Boolean(),
    reply: Type.Union([TeacherReplyDTO, Type.Null()]),
    created_at: Type.String()
  }),
  LessonRefDTO
])
export type HomeworkAnswerDTO = Static<typeof HomeworkAnswerDTO>

export const LessonHomeworkDTO = Type.Object({
  lesson_id: Type.Integer(),
  prompt: Type.String(),
  answers: Type.Array(HomeworkAnswerDTO)
})
export type LessonHomeworkDTO = Static<typeof LessonHomeworkDTO>

export const AnswerCreateBody = Type.Object(
  {
    lesson_id: LessonId,
    content: Type.String({ maxLength: 2000 }),
    images: Type.Optional(Type.Array(FileName, { maxItems: 16 }))
  },
  { additionalProperties: false }
)
export type AnswerCreateBody = Static<typeof AnswerCreateBody>

export const AnswerReplyBody = Type.Object(
  { content: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false }
)
export type AnswerReplyBody = Static<typeof AnswerReplyBody>
