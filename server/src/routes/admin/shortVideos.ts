/**
 * Short videos (editor, owner), issue 31: `courses` type 0 sub_type 13, made from a ready console video upload (its
 * public HLS playlist, poster and duration); list (q, status), show, create (a draft), edit, publish/unpublish.
 * The app plays it at GET /v3/shortVideo/:id (routes/course/shortVideo.ts). docs/admin-api.md "short-videos".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { adminCourseRepo, type CourseFields, type CourseWithLessons, SHORT_VIDEO } from '../../db/repos/adminCourses'
import { CONTENT } from '../../services/admin/access'
import { createDraft, draftStep } from '../../services/admin/drafts'
import { AdminErrors } from '../../services/admin/messages'
import { readyVideoUpload, uploadsRepo } from '../../storage/mediaUploads'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Short = Type.String({ maxLength: 100 })
const Fields = {
  titleZh: Title,
  titleEn: Title,
  teacherZh: Type.Optional(Short),
  teacherEn: Type.Optional(Short),
  introZh: Type.Optional(Type.String({ maxLength: 2000 })),
  introEn: Type.Optional(Type.String({ maxLength: 2000 })),
  uploadId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' })
}
const Create = Type.Object(Fields)
const Patch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const List = listQuery({ status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])) })
const ONLY = [SHORT_VIDEO]

export function shortVideoDto({ course: c }: CourseWithLessons) {
  return {
    id: c.id,
    sku: c.sku,
    titleZh: c.titleZh,
    titleEn: c.titleEn,
    teacherZh: c.teacherZh,
    teacherEn: c.teacherEn,
    introZh: c.introZh,
    introEn: c.introEn,
    videoPath: c.videoPath,
    posterPath: c.cover,
    duration: c.duration,
    status: c.status,
    publishedAt: c.publishedAt?.toISOString() ?? null
  }
}
const KIND = { name: 'short_video', dto: shortVideoDto }

/** The short video's file, poster and duration from a ready video upload (409 upload_not_ready / upload_wrong_kind). */
async function videoOf(db: Db, uploadId: string) {
  const u = await uploadsRepo(db).find(uploadId)
  if (u && !u.mime.startsWith('video/')) throw AdminErrors.conflict('upload_wrong_kind')
  const v = await readyVideoUpload(db, uploadId, false)
  if (!v) throw AdminErrors.conflict('upload_not_ready')
  return { videoPath: v.videoPath, cover: v.posterPath, duration: v.duration }
}

export default async function adminShortVideoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const step = (
    id: number,
    req: Parameters<typeof actorOf>[0],
    verb: string,
    apply: (tx: Db, at: Date) => Promise<CourseWithLessons>
  ) =>
    draftStep(db, KIND, id, actorOf(req), now(), {
      verb,
      load: (tx) => adminCourseRepo(tx).find(id, ONLY, true),
      apply: (tx, _b, at) => apply(tx, at)
    })

  app.get('/short-videos', { config, schema: { querystring: List } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await adminCourseRepo(db).list(
      { subTypes: ONLY, status: req.query.status, q: req.query.q },
      offset,
      limit
    )
    return sendList(
      reply,
      rows.map(({ lessonCount: _n, ...course }) => shortVideoDto({ course, lessons: [] })),
      total
    )
  })
  app.get('/short-videos/:id', { config, schema: { params: IdParams } }, async (req) => {
    const c = await adminCourseRepo(db).find(req.params.id, ONLY)
    if (!c) throw AdminErrors.notFound()
    return shortVideoDto(c)
  })
  app.post('/short-videos', { config, schema: { body: Create } }, async (req) => {
    const { uploadId, ...rest } = req.body
    return createDraft(db, KIND, actorOf(req), now(), async (tx) => {
      const f: CourseFields = {
        subType: SHORT_VIDEO,
        subtitleZh: '',
        subtitleEn: '',
        teacherZh: '',
        teacherEn: '',
        introZh: '',
        introEn: '',
        priceCents: 0,
        originalPriceCents: 0,
        cardLevel: 0,
        ...rest,
        ...(await videoOf(tx, uploadId))
      }
      return adminCourseRepo(tx).create(f, 'short')
    })
  })
  app.patch('/short-videos/:id', { config, schema: { params: IdParams, body: Patch } }, async (req) =>
    step(req.params.id, req, 'update', async (tx) => {
      const { uploadId, ...rest } = req.body
      return adminCourseRepo(tx).update(req.params.id, uploadId ? { ...rest, ...(await videoOf(tx, uploadId)) } : rest)
    })
  )
  app.post('/short-videos/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    step(req.params.id, req, 'publish', (tx, at) => adminCourseRepo(tx).setStatus(req.params.id, 'published', at))
  )
  app.post('/short-videos/:id/unpublish', { config, schema: { params: IdParams } }, async (req) =>
    step(req.params.id, req, 'unpublish', (tx, at) => adminCourseRepo(tx).setStatus(req.params.id, 'draft', at))
  )
}
