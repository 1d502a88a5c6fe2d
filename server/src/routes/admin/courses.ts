/**
 * VOD courses and their lessons (editor, owner), issue 31: list (q, status, subType), show, create (a draft), edit,
 * publish/unpublish, pending changes of a published course (publish them, discard them), lessons
 * add/edit/reorder/remove. A lesson plays a ready console upload: a video (HLS) or an
 * audio (AAC) one; or it is a text lesson (bodyZh + bodyEn, plain text, read in the app, no file); a free-preview lesson, or any lesson of a free course, takes the public file, others the
 * signed-only member file (re-chosen on publish and on a price change). docs/admin-api.md "courses".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import {
  adminCourseRepo,
  type CourseFields,
  type CourseWithLessons,
  type LessonFields,
  VOD_SUBTYPES
} from '../../db/repos/adminCourses'
import { CONTENT } from '../../services/admin/access'
import type { Actor } from '../../services/admin/audit'
import { createDraft, draftStep, mergePending } from '../../services/admin/drafts'
import { AdminError, AdminErrors } from '../../services/admin/messages'
import { readyUpload, readyVideoUpload, uploadsRepo } from '../../storage/mediaUploads'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Short = Type.String({ maxLength: 100 })
const Long = Type.String({ maxLength: 5000 })
const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000 })
const UploadId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' })
const SubType = Type.Union(VOD_SUBTYPES.map((n) => Type.Literal(n)))
const Fields = {
  subType: Type.Optional(SubType),
  titleZh: Title,
  titleEn: Title,
  subtitleZh: Type.Optional(Short),
  subtitleEn: Type.Optional(Short),
  teacherZh: Type.Optional(Short),
  teacherEn: Type.Optional(Short),
  introZh: Type.Optional(Long),
  introEn: Type.Optional(Long),
  cover: Type.Optional(Type.String({ maxLength: 500 })),
  priceCents: Type.Optional(Cents),
  originalPriceCents: Type.Optional(Cents),
  /** 0 bought only, 1 free with an annual card, 2 free with an advanced card */
  cardLevel: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]))
}
const CourseCreate = Type.Object(Fields)
const CoursePatch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const CourseList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
  subType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 }))
})
/** A text lesson's body in one language: plain text (paragraphs split on blank lines), at most 20,000 characters. */
const Body = Type.String({ minLength: 1, maxLength: 20_000, pattern: '\\S' })
/** A media lesson names a ready upload; a text lesson has bodyZh and bodyEn instead (one or the other: 400). */
const LessonCreate = Type.Object({
  titleZh: Title,
  titleEn: Title,
  uploadId: Type.Optional(UploadId),
  bodyZh: Type.Optional(Body),
  bodyEn: Type.Optional(Body),
  isFree: Type.Optional(Type.Boolean())
})
const LessonPatch = Type.Partial(LessonCreate, { minProperties: 1 })
const LessonParams = Type.Object({ id: IdParams.properties.id, lessonId: IdParams.properties.id })
const Order = Type.Object({ ids: Type.Array(IdParams.properties.id, { minItems: 1, maxItems: 500 }) })

/**
 * The course as the console edits it: a published course's pending changes (not yet in the app) over its fields,
 * and which fields they are (`pendingChanges`, empty when the app shows what the console shows).
 */
export function courseDto({ course: live, lessons }: CourseWithLessons) {
  const c = { ...live, ...(live.pending as Partial<CourseFields> | null) }
  return {
    id: c.id,
    sku: c.sku,
    subType: c.subType,
    titleZh: c.titleZh,
    titleEn: c.titleEn,
    subtitleZh: c.subtitleZh,
    subtitleEn: c.subtitleEn,
    teacherZh: c.teacherZh,
    teacherEn: c.teacherEn,
    introZh: c.introZh,
    introEn: c.introEn,
    cover: c.cover,
    priceCents: c.priceCents,
    originalPriceCents: c.originalPriceCents,
    cardLevel: c.cardLevel,
    status: c.status,
    publishedAt: c.publishedAt?.toISOString() ?? null,
    pendingChanges: Object.keys(live.pending ?? {}),
    lessonCount: lessons.length,
    lessons: lessons.map((l) => ({
      id: l.id,
      titleZh: l.titleZh,
      titleEn: l.titleEn,
      kind: l.mediaKind,
      mediaPath: l.videoPath,
      bodyZh: l.bodyZh,
      bodyEn: l.bodyEn,
      duration: l.duration,
      isFree: l.isFree === 1,
      uploadId: l.uploadId,
      sort: l.sort
    }))
  }
}

const COURSE = { name: 'course', dto: courseDto }

/** A free-preview lesson, or one of a course nobody pays for, plays the public file; others the signed-only one. */
const memberOnly = (c: CourseWithLessons['course'], isFree: boolean) => !isFree && (c.priceCents > 0 || c.cardLevel > 0)

/** The lesson's file from a ready audio or video upload (409 upload_not_ready: missing, failed, still converting). */
async function mediaOf(
  db: Db,
  uploadId: string,
  member: boolean
): Promise<Pick<LessonFields, 'videoPath' | 'duration' | 'mediaKind' | 'uploadId'>> {
  const u = await uploadsRepo(db).find(uploadId)
  if (u?.mime.startsWith('video/')) {
    const v = await readyVideoUpload(db, uploadId, member)
    if (v) return { videoPath: v.videoPath, duration: v.duration, mediaKind: 'video', uploadId }
  } else if (u?.mime.startsWith('audio/')) {
    const a = await readyUpload(db, uploadId, member)
    if (a) return { videoPath: a.mediaPath, duration: a.duration, mediaKind: 'audio', uploadId }
  }
  throw AdminErrors.conflict('upload_not_ready')
}

/**
 * A text lesson's fields: its bodies and its reading time as its duration (about 300 Chinese characters or 200
 * English words a minute, the longer of the two, whole minutes, at least one). 400 names a missing body.
 */
export function textOf(bodyZh: string | undefined, bodyEn: string | undefined) {
  if (!bodyZh) throw AdminErrors.badRequest('missing_field', 'bodyZh')
  if (!bodyEn) throw AdminErrors.badRequest('missing_field', 'bodyEn')
  const zh = bodyZh.replace(/\s/g, '').length / 300
  const en = (bodyEn.match(/\S+/g) ?? []).length / 200
  const minutes = Math.max(1, Math.ceil(Math.max(zh, en)))
  return { bodyZh, bodyEn, videoPath: '', duration: minutes * 60, mediaKind: 'text', uploadId: null }
}

/** Each console lesson's file chosen again for the course's price (free ↔ paid changes public ↔ member). */
async function refreshLessonFiles(tx: Db, c: CourseWithLessons) {
  const repo = adminCourseRepo(tx)
  for (const l of c.lessons) {
    if (!l.uploadId) continue
    const m = await mediaOf(tx, l.uploadId, memberOnly(c.course, l.isFree === 1))
    if (m.videoPath !== l.videoPath) await repo.updateLesson(c.course.id, l.id, m)
  }
  return repo.update(c.course.id, {})
}

export default async function adminCourseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const load = (id: number) => (tx: Db) => adminCourseRepo(tx).find(id, VOD_SUBTYPES, true)
  const step = (
    id: number,
    actor: Actor,
    verb: string,
    apply: (tx: Db, before: CourseWithLessons, now: Date) => Promise<CourseWithLessons>
  ) => draftStep(db, COURSE, id, actor, now(), { verb, load: load(id), apply })

  app.get('/courses', { config, schema: { querystring: CourseList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { status, subType, q } = req.query
    const { rows, total } = await adminCourseRepo(db).list(
      { subTypes: subType ? VOD_SUBTYPES.filter((s) => s === subType) : VOD_SUBTYPES, status, q },
      offset,
      limit
    )
    const page = rows.map(({ lessonCount, ...course }) => {
      const { lessons: _l, ...dto } = courseDto({ course, lessons: [] })
      return { ...dto, lessonCount }
    })
    return sendList(reply, page, total)
  })
  app.get('/courses/:id', { config, schema: { params: IdParams } }, async (req) => {
    const c = await adminCourseRepo(db).find(req.params.id, VOD_SUBTYPES)
    if (!c) throw AdminErrors.notFound()
    return courseDto(c)
  })
  app.post('/courses', { config, schema: { body: CourseCreate } }, async (req) => {
    const f: CourseFields = {
      subType: 1,
      subtitleZh: '',
      subtitleEn: '',
      teacherZh: '',
      teacherEn: '',
      introZh: '',
      introEn: '',
      cover: '',
      videoPath: '',
      duration: 0,
      priceCents: 0,
      cardLevel: 0,
      ...req.body,
      originalPriceCents: req.body.originalPriceCents ?? req.body.priceCents ?? 0
    }
    return createDraft(db, COURSE, actorOf(req), now(), (tx) => adminCourseRepo(tx).create(f, 'course'))
  })
  app.patch('/courses/:id', { config, schema: { params: IdParams, body: CoursePatch } }, async (req) =>
    step(req.params.id, actorOf(req), 'update', async (tx, before) => {
      const repo = adminCourseRepo(tx)
      // A published course's edit waits for "Publish changes": the app keeps showing the published course.
      // Its lessons are not held back (they change at once): users' progress, notes and homework point at lesson
      // rows, so a pending copy of the lesson list would need ids of its own (docs/admin-api.md "courses").
      if (before.course.status === 'published')
        return repo.setPending(req.params.id, mergePending(before.course, before.course.pending, req.body))
      const after = await repo.update(req.params.id, req.body)
      return req.body.priceCents !== undefined || req.body.cardLevel !== undefined
        ? refreshLessonFiles(tx, after)
        : after
    })
  )
  /** Writes a course's pending changes into it (under the row lock `step` holds) and its lessons' files again. */
  const applyPending = async (tx: Db, before: CourseWithLessons) => {
    const { pending } = before.course
    const after = pending ? await adminCourseRepo(tx).applyPending(before.course.id, pending) : before
    return refreshLessonFiles(tx, after)
  }
  app.post('/courses/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    step(req.params.id, actorOf(req), 'publish', async (tx, before, at) => {
      if (!before.lessons.length) throw new AdminError(409, 'no_lessons')
      const after = await applyPending(tx, before)
      // publishing a published course publishes its pending changes (none: nothing changes)
      return before.course.status === 'published'
        ? after
        : adminCourseRepo(tx).setStatus(req.params.id, 'published', at)
    })
  )
  app.post('/courses/:id/discard', { config, schema: { params: IdParams } }, async (req) =>
    step(req.params.id, actorOf(req), 'discard', (tx) => adminCourseRepo(tx).setPending(req.params.id, null))
  )
  app.post('/courses/:id/unpublish', { config, schema: { params: IdParams } }, async (req) =>
    step(req.params.id, actorOf(req), 'unpublish', async (tx, before, at) => {
      // out of the app, a draft's edits are written straight in: its pending changes become its fields
      await applyPending(tx, before)
      return adminCourseRepo(tx).setStatus(req.params.id, 'draft', at)
    })
  )
  app.post('/courses/:id/lessons', { config, schema: { params: IdParams, body: LessonCreate } }, async (req) =>
    step(req.params.id, actorOf(req), 'lesson_create', async (tx, before) => {
      if (before.lessons.length >= 99) throw AdminErrors.badRequest('bad_field', 'lessons')
      const isFree = req.body.isFree ?? false
      const { uploadId, bodyZh, bodyEn } = req.body
      const text = bodyZh !== undefined || bodyEn !== undefined
      if (text && uploadId) throw AdminErrors.badRequest('bad_field', 'uploadId')
      if (!text && !uploadId) throw AdminErrors.badRequest('missing_field', 'uploadId')
      const media = text ? textOf(bodyZh, bodyEn) : await mediaOf(tx, uploadId!, memberOnly(before.course, isFree))
      return adminCourseRepo(tx).addLesson(req.params.id, {
        titleZh: req.body.titleZh,
        titleEn: req.body.titleEn,
        isFree: isFree ? 1 : 0,
        ...media
      })
    })
  )
  app.patch(
    '/courses/:id/lessons/:lessonId',
    { config, schema: { params: LessonParams, body: LessonPatch } },
    async (req) =>
      step(req.params.id, actorOf(req), 'lesson_update', async (tx, before) => {
        const l = before.lessons.find((x) => x.id === req.params.lessonId)
        if (!l) throw AdminErrors.notFound()
        const isFree = req.body.isFree ?? l.isFree === 1
        const f: Partial<LessonFields> = { isFree: isFree ? 1 : 0 }
        if (req.body.titleZh !== undefined) f.titleZh = req.body.titleZh
        if (req.body.titleEn !== undefined) f.titleEn = req.body.titleEn
        const { bodyZh, bodyEn } = req.body
        if (req.body.uploadId && (bodyZh !== undefined || bodyEn !== undefined))
          throw AdminErrors.badRequest('bad_field', 'uploadId')
        if (bodyZh !== undefined || bodyEn !== undefined)
          // a text lesson's new body (or a media lesson made a text one): the other language kept if not given
          Object.assign(
            f,
            textOf(
              bodyZh ?? (l.mediaKind === 'text' ? l.bodyZh : undefined),
              bodyEn ?? (l.mediaKind === 'text' ? l.bodyEn : undefined)
            )
          )
        else {
          const uploadId = req.body.uploadId ?? l.uploadId
          if (uploadId)
            Object.assign(f, await mediaOf(tx, uploadId, memberOnly(before.course, isFree)), { bodyZh: '', bodyEn: '' })
        }
        return adminCourseRepo(tx).updateLesson(req.params.id, l.id, f)
      })
  )
  app.put('/courses/:id/lessons/order', { config, schema: { params: IdParams, body: Order } }, async (req) =>
    step(req.params.id, actorOf(req), 'lesson_order', async (tx, before) => {
      const have = before.lessons.map((l) => l.id).sort((a, b) => a - b)
      const got = [...req.body.ids].sort((a, b) => a - b)
      if (have.length !== got.length || have.some((id, i) => id !== got[i]))
        throw AdminErrors.badRequest('bad_field', 'ids')
      return adminCourseRepo(tx).reorder(req.params.id, req.body.ids)
    })
  )
  app.delete('/courses/:id/lessons/:lessonId', { config, schema: { params: LessonParams } }, async (req) =>
    step(req.params.id, actorOf(req), 'lesson_delete', async (tx, before) => {
      if (!before.lessons.some((l) => l.id === req.params.lessonId)) throw AdminErrors.notFound()
      if (before.course.status === 'published' && before.lessons.length === 1) throw new AdminError(409, 'no_lessons')
      return adminCourseRepo(tx).removeLesson(req.params.id, req.params.lessonId)
    })
  )
}
