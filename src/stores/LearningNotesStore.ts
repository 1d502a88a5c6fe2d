/**
 * The learner's notes and homework of the lesson open in the course player (issue 33): loads them when a lesson
 * opens, writes, edits and deletes through services/api/learningNotes, and keeps every failure as observable
 * state (a load's error with a retry, a refused write's message shown under its form). Me's lists of all notes
 * and answers page through the same API on their own page.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from './RootStore'
import type { HomeworkAnswerDTO, LessonHomeworkDTO, LessonNoteDTO } from '../protocol/learningNotes'
import { isApiError, errorText } from '../services/http/errors'
import { t } from '../i18n'
import type { StoreLoadState } from '../utils/loadState'
import '../services/api/learningNotes'

/** A lesson's homework as the player shows it: not loaded, none for this lesson, or the prompt and answers. */
export type HomeworkState = StoreLoadState | 'none'

export class LearningNotesStore {
  lessonId: number | null = null
  notes: LessonNoteDTO[] = []
  notesState: StoreLoadState = 'idle'
  notesError = ''
  homework: LessonHomeworkDTO | null = null
  homeworkState: HomeworkState = 'idle'
  homeworkError = ''
  /** A refused or failed note write (shown under the note form); '' when none. */
  noteWriteError = ''
  /** A refused or failed answer (shown under the answer form). */
  answerWriteError = ''
  busy = false
  private seq = 0

  constructor(private readonly root: RootStore) {
    makeAutoObservable<LearningNotesStore, 'root' | 'seq'>(this, { root: false, seq: false })
  }

  private get api() {
    return this.root.deps.api.learningNotes
  }

  /** Loads the lesson's notes and homework for the logged-in user (a visitor gets neither). */
  async openLesson(lessonId: number): Promise<void> {
    const mine = ++this.seq
    this.lessonId = lessonId
    this.notes = []
    this.homework = null
    this.noteWriteError = ''
    this.answerWriteError = ''
    if (!this.root.user.isLoggedIn) {
      this.notesState = 'idle'
      this.homeworkState = 'idle'
      return
    }
    this.notesState = 'loading'
    this.homeworkState = 'loading'
    await Promise.all([this.loadNotes(mine), this.loadHomework(mine)])
  }

  /** Retries what failed to load. */
  async reload(): Promise<void> {
    if (this.lessonId !== null) await this.openLesson(this.lessonId)
  }

  private async loadNotes(mine: number) {
    try {
      const page = await this.api.notes(this.lessonId!, 1, 50)
      runInAction(() => {
        if (mine !== this.seq) return
        this.notes = page.list
        this.notesState = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (mine !== this.seq) return
        this.notesError = errorText(e, t)
        this.notesState = 'error'
      })
    }
  }

  private async loadHomework(mine: number) {
    try {
      const hw = await this.api.homework(this.lessonId!)
      runInAction(() => {
        if (mine !== this.seq) return
        this.homework = hw
        this.homeworkState = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (mine !== this.seq) return
        if (isApiError(e) && e.kind === 'not-found') this.homeworkState = 'none'
        else {
          this.homeworkError = errorText(e, t)
          this.homeworkState = 'error'
        }
      })
    }
  }

  /** The text of a form changed: its last refusal no longer applies. */
  clearWriteError(field: 'noteWriteError' | 'answerWriteError'): void {
    this[field] = ''
  }

  /** Runs one write; true when it went through, else its message is kept in `field`. */
  private async write(field: 'noteWriteError' | 'answerWriteError', fn: () => Promise<void>): Promise<boolean> {
    if (this.busy) return false
    this.busy = true
    this[field] = ''
    try {
      await fn()
      return true
    } catch (e) {
      runInAction(() => {
        this[field] = errorText(e, t)
      })
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  addNote(content: string): Promise<boolean> {
    const lessonId = this.lessonId
    if (lessonId === null) return Promise.resolve(false)
    return this.write('noteWriteError', async () => {
      const note = await this.api.createNote(lessonId, content)
      runInAction(() => {
        if (this.lessonId === lessonId) this.notes = [note, ...this.notes]
      })
    })
  }

  editNote(id: number, content: string): Promise<boolean> {
    return this.write('noteWriteError', async () => {
      const note = await this.api.updateNote(id, content)
      runInAction(() => {
        this.notes = this.notes.map((n) => (n.id === id ? note : n))
      })
    })
  }

  removeNote(id: number): Promise<boolean> {
    return this.write('noteWriteError', async () => {
      await this.api.deleteNote(id)
      runInAction(() => {
        this.notes = this.notes.filter((n) => n.id !== id)
      })
    })
  }

  submitAnswer(content: string, images: string[] = []): Promise<boolean> {
    const lessonId = this.lessonId
    if (lessonId === null) return Promise.resolve(false)
    return this.write('answerWriteError', async () => {
      const answer = await this.api.answer({ lesson_id: lessonId, content, images })
      runInAction(() => {
        if (this.homework && this.homework.lesson_id === lessonId)
          this.homework = { ...this.homework, answers: [answer, ...this.homework.answers] }
      })
    })
  }

  removeAnswer(id: number): Promise<boolean> {
    return this.write('answerWriteError', async () => {
      await this.api.deleteAnswer(id)
      runInAction(() => {
        if (this.homework)
          this.homework = {
            ...this.homework,
            answers: this.homework.answers.filter((a: HomeworkAnswerDTO) => a.id !== id)
          }
      })
    })
  }
}
