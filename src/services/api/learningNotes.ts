/** Course notes and homework answers (issue 33; routes in src/protocol/learningNotes.ts). */
import type { Http } from '../http'
import type { Paged } from '../../protocol/common'
import type { UploadedFileDTO } from '../../protocol/user'
import type {
  AnswerCreateBody,
  HomeworkAnswerDTO,
  LessonHomeworkDTO,
  LessonNoteDTO
} from '../../protocol/learningNotes'
import { registerApiDomain } from './registry'

type Deleted = { id: number; deleted: true }

export function createLearningNotesApi(http: Http) {
  return {
    /** The user's notes, newest first: of one lesson, or all of them (Me). */
    notes: (lessonId?: number, page = 1, size = 20) =>
      http.get<Paged<LessonNoteDTO>>(
        '/v3/course/notes',
        lessonId ? { lesson_id: lessonId, page, size } : { page, size },
        { silent: true }
      ),
    /** Refusals (empty, too long, banned words) come back as ApiError for the page to show in place. */
    createNote: (lessonId: number, content: string) =>
      http.post<LessonNoteDTO>('/v3/course/notes', { lesson_id: lessonId, content }, { silent: true }),
    updateNote: (id: number, content: string) =>
      http.put<LessonNoteDTO>(`/v3/course/notes/${id}`, { content }, { silent: true }),
    deleteNote: (id: number) => http.del<Deleted>(`/v3/course/notes/${id}`),
    /** A lesson's homework and the user's answers; ApiError not-found when the lesson has none. */
    homework: (lessonId: number) =>
      http.get<LessonHomeworkDTO>(`/v3/course/lessons/${lessonId}/homework`, undefined, { silent: true }),
    answers: (page = 1, size = 20) =>
      http.get<Paged<HomeworkAnswerDTO>>('/v3/course/homework/answers', { page, size }, { silent: true }),
    answer: (body: AnswerCreateBody) =>
      http.post<HomeworkAnswerDTO>('/v3/course/homework/answers', { ...body }, { silent: true }),
    deleteAnswer: (id: number) => http.del<Deleted>(`/v3/course/homework/answers/${id}`),
    /** POST /v2/files: an image for an answer (its name goes into the answer's `images`). */
    uploadImage: (filePath: string, onProgress?: (percent: number) => void) =>
      http.upload<UploadedFileDTO>(filePath, { onProgress })
  }
}

registerApiDomain('learningNotes', createLearningNotesApi)
