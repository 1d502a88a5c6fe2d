/**
 * Course notes and homework answers (spec §7 "notes and repo answers"; the spec gives no paths or shapes, these
 * are ours). The payload schemas (TypeBox, validated by the server) are in ./learningNotesSchemas; this module
 * holds the limits the app needs at run time without loading TypeBox.
 *
 * GET /v3/course/notes?lesson_id&page&size → Paged<LessonNoteDTO> (own notes, newest first; no lesson_id: all)
 * POST /v3/course/notes NoteCreateBody → LessonNoteDTO; PUT /v3/course/notes/{id} NoteUpdateBody → LessonNoteDTO;
 * DELETE /v3/course/notes/{id} → { id, deleted: true }
 * GET /v3/course/lessons/{id}/homework → LessonHomeworkDTO (the prompt and the user's answers; 404 none)
 * GET /v3/course/homework/answers?page&size → Paged<HomeworkAnswerDTO> (own answers, newest first)
 * POST /v3/course/homework/answers AnswerCreateBody → HomeworkAnswerDTO; DELETE …/answers/{id}
 * GET /v3/course/homework/inbox?page&size → Paged<HomeworkAnswerDTO> (a teacher: the answers to read)
 * PUT /v3/course/homework/answers/{id}/reply AnswerReplyBody → HomeworkAnswerDTO (a teacher)
 */

/** Note text limit in display units (spec §5: non-ASCII counts as two), as community posts count. */
export const NOTE_TEXT_MAX = 1000
/** Homework answer text limit, counted the same way. */
export const HOMEWORK_TEXT_MAX = 1000
/** Images with one answer (uploaded through POST /v2/files). */
export const HOMEWORK_MAX_IMAGES = 4

export type {
  AnswerCreateBody,
  AnswerReplyBody,
  HomeworkAnswerDTO,
  LessonHomeworkDTO,
  LessonNoteDTO,
  NoteCreateBody,
  NoteUpdateBody
} from './learningNotesSchemas'
