/**
 * Scene music and daily picks (editor, owner), issue 31. docs/admin-api.md "scenes" and "day-picks".
 *
 * Scenes: the background music of the app's scene setting (GET /v3/meditation/sceneList), made from a ready console
 * audio upload (its public AAC file); a new one is a draft, publishing puts it in the app, unpublishing takes it out
 * (a listener who had chosen it is back on the default scene); only a draft can be deleted (the choices of it and
 * the timer presets naming it are cleared with it).
 *
 * Daily picks: a date — the listener's own calendar day (GET /v3/meditation/dayRecommend in the zone the app sends,
 * else the account's, else Asia/Taipei) — and a track of the catalogue with a quote; on that date the published pick
 * replaces the rotation of the undated (seeded) picks. One pick per date: a second one, created or moved there, is
 * refused with 409 pick_day_taken (the operator edits the one there instead). Every write is one audited
 * transaction; the tables' change-feed triggers drop every process's cached lists.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { adminPlanRepo } from '../../db/repos/adminPlans'
import {
  adminPicksRepo,
  adminScenesRepo,
  isUniqueViolation,
  type PickFields,
  type PickWithTrack,
  type SceneFields,
  type SceneRow
} from '../../db/repos/adminScenesPicks'
import { DEFAULT_ZONE, zonedDay } from '../../lib/zonedDay'
import { CONTENT } from '../../services/admin/access'
import { createDraft, draftStep } from '../../services/admin/drafts'
import { AdminError, AdminErrors } from '../../services/admin/messages'
import { uploadsRepo, readyUpload } from '../../storage/mediaUploads'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Cover = Type.String({ maxLength: 500 })
const Sort = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })
const UploadId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' })
const StatusFilter = Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))

const SceneBody = {
  titleZh: Title,
  titleEn: Title,
  cover: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  sort: Type.Optional(Sort),
  uploadId: UploadId
}
const SceneCreate = Type.Object(SceneBody)
const ScenePatch = Type.Partial(Type.Object(SceneBody), { minProperties: 1 })
const SceneList = listQuery({ status: StatusFilter })

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
const PickBody = {
  day: Day,
  trackId: IdParams.properties.id,
  quoteZh: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  quoteEn: Type.Optional(Type.String({ maxLength: 300 })),
  cover: Type.Optional(Cover)
}
const PickCreate = Type.Object(PickBody)
const PickPatch = Type.Partial(Type.Object(PickBody), { minProperties: 1 })
const PickList = listQuery({ status: StatusFilter, day: Type.Optional(Day) })
const TrackQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) })

export function sceneDto(s: SceneRow) {
  return {
    id: s.id,
    titleZh: s.titleZh,
    titleEn: s.titleEn,
    cover: s.cover,
    music: s.music,
    uploadId: s.uploadId,
    sort: s.sort,
    status: s.status,
    publishedAt: s.publishedAt?.toISOString() ?? null
  }
}

export function pickDto({ p, track }: PickWithTrack) {
  return {
    id: p.id,
    day: p.day,
    trackId: p.resourceId,
    track,
    quoteZh: p.quoteZh,
    quoteEn: p.quoteEn,
    cover: p.cover,
    status: p.status,
    publishedAt: p.publishedAt?.toISOString() ?? null
  }
}

const SCENE = { name: 'scene', dto: sceneDto }
const PICK = { name: 'day_pick', dto: pickDto }

/** The scene's music from a ready audio upload (409 upload_not_audio / upload_not_ready). */
async function musicOf(db: Db, uploadId: string): Promise<Pick<SceneFields, 'music' | 'uploadId'>> {
  const u = await uploadsRepo(db).find(uploadId)
  if (u && !u.mime.startsWith('audio/')) throw AdminErrors.conflict('upload_not_audio')
  const a = await readyUpload(db, uploadId, false)
  if (!a) throw AdminErrors.conflict('upload_not_ready')
  return { music: a.mediaPath, uploadId }
}

/** A real calendar date (2026-02-30 is refused: 400 bad_field day). */
function dayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day)
    throw AdminErrors.badRequest('bad_field', 'day')
  return day
}

/** The fields of a pick as given, checked: a real date, a track that exists (400 bad_field), the texts trimmed. */
async function pickFields(db: Db, b: Partial<Record<keyof typeof PickBody, unknown>>): Promise<Partial<PickFields>> {
  const f: Partial<PickFields> = {}
  if (b.day !== undefined) f.day = dayOf(b.day as string)
  if (b.trackId !== undefined) {
    if (!(await adminPicksRepo(db).trackExists(b.trackId as number)))
      throw AdminErrors.badRequest('bad_field', 'trackId')
    f.resourceId = b.trackId as number
  }
  if (b.quoteZh !== undefined) f.quoteZh = (b.quoteZh as string).trim()
  if (b.quoteEn !== undefined) f.quoteEn = (b.quoteEn as string).trim()
  if (b.cover !== undefined) f.cover = (b.cover as string).trim()
  return f
}

/** A second pick for a date: 409 pick_day_taken (checked under the table's lock; the unique index backs it up). */
async function dayFree(tx: Db, day: string | null | undefined, except?: number) {
  if (!day) return
  if (await adminPicksRepo(tx).onDay(day, except)) throw new AdminError(409, 'pick_day_taken', { day })
}

/** A write racing another one for the same date: the unique index's refusal as 409 pick_day_taken. */
async function oneADay<T>(day: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (e) {
    if (isUniqueViolation(e)) throw new AdminError(409, 'pick_day_taken', { day: day ?? '' })
    throw e
  }
}

export default async function adminScenePickRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const scenes = adminScenesRepo(db)
  const picks = adminPicksRepo(db)

  // ---- scenes
  app.get('/scenes', { config, schema: { querystring: SceneList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await scenes.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.titleZh, r.titleEn].some((s) => s.toLowerCase().includes(q)))
    )
    return sendList(reply, rows.slice(offset, offset + limit).map(sceneDto), rows.length)
  })
  app.get('/scenes/:id', { config, schema: { params: IdParams } }, async (req) =>
    sceneDto(orNotFound(await scenes.find(req.params.id)))
  )
  app.post('/scenes', { config, schema: { body: SceneCreate } }, async (req) => {
    const { uploadId, titleZh, titleEn, cover, sort } = req.body
    return createDraft(db, SCENE, actorOf(req), now(), async (tx) =>
      adminScenesRepo(tx).create({
        titleZh: titleZh.trim(),
        titleEn: titleEn.trim(),
        cover: cover.trim(),
        sort: sort ?? 0,
        ...(await musicOf(tx, uploadId))
      })
    )
  })
  app.patch('/scenes/:id', { config, schema: { params: IdParams, body: ScenePatch } }, async (req) =>
    draftStep(db, SCENE, req.params.id, actorOf(req), now(), {
      verb: 'update',
      load: (tx) => adminScenesRepo(tx).find(req.params.id, true),
      apply: async (tx) => {
        const { uploadId, ...rest } = req.body
        const f: Partial<SceneFields> = Object.fromEntries(
          Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
        )
        return adminScenesRepo(tx).update(req.params.id, uploadId ? { ...f, ...(await musicOf(tx, uploadId)) } : f)
      }
    })
  )
  for (const [verb, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft']
  ] as const)
    app.post(`/scenes/:id/${verb}`, { config, schema: { params: IdParams } }, async (req) =>
      draftStep(db, SCENE, req.params.id, actorOf(req), now(), {
        verb,
        load: (tx) => adminScenesRepo(tx).find(req.params.id, true),
        apply: (tx, _before, at) => adminScenesRepo(tx).setStatus(req.params.id, status, at)
      })
    )
  app.delete('/scenes/:id', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, SCENE, req.params.id, actorOf(req), now(), {
      verb: 'delete',
      load: (tx) => adminScenesRepo(tx).find(req.params.id, true),
      apply: async (tx, before) => {
        if (before.status === 'published') throw AdminErrors.conflict('published')
        await adminScenesRepo(tx).remove(req.params.id)
        return undefined
      }
    })
  )

  // ---- daily picks
  app.get('/day-picks', { config, schema: { querystring: PickList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await picks.list()).filter(
      ({ p, track }) =>
        (!req.query.status || p.status === req.query.status) &&
        (!req.query.day || p.day === req.query.day) &&
        (!q ||
          [p.quoteZh, p.quoteEn, p.day ?? '', track?.titleZh ?? '', track?.titleEn ?? ''].some((s) =>
            s.toLowerCase().includes(q)
          ))
    )
    return sendList(reply, rows.slice(offset, offset + limit).map(pickDto), rows.length)
  })
  /** Today in the default zone (Asia/Taipei): what the console's date field starts from. */
  app.get('/day-picks/today', { config }, async () => ({ day: zonedDay(DEFAULT_ZONE, now()), zone: DEFAULT_ZONE }))
  app.get('/day-picks/tracks', { config, schema: { querystring: TrackQuery } }, async (req) =>
    adminPlanRepo(db).tracks(req.query.q?.trim() ?? '', 20)
  )
  app.get('/day-picks/:id', { config, schema: { params: IdParams } }, async (req) =>
    pickDto(orNotFound(await picks.find(req.params.id)))
  )
  app.post('/day-picks', { config, schema: { body: PickCreate } }, async (req) => {
    const fields = { quoteEn: '', cover: '', ...(await pickFields(db, req.body)) } as PickFields
    return oneADay(fields.day, () =>
      createDraft(db, PICK, actorOf(req), now(), async (tx) => {
        const repo = adminPicksRepo(tx)
        await repo.lockDays()
        await dayFree(tx, fields.day)
        return repo.create(fields)
      })
    )
  })
  app.patch('/day-picks/:id', { config, schema: { params: IdParams, body: PickPatch } }, async (req) => {
    const f = await pickFields(db, req.body)
    return oneADay(f.day, () =>
      draftStep(db, PICK, req.params.id, actorOf(req), now(), {
        verb: 'update',
        load: (tx) => adminPicksRepo(tx).find(req.params.id, true),
        apply: async (tx) => {
          if (f.day) await adminPicksRepo(tx).lockDays()
          await dayFree(tx, f.day, req.params.id)
          return adminPicksRepo(tx).update(req.params.id, f)
        }
      })
    )
  })
  for (const [verb, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft']
  ] as const)
    app.post(`/day-picks/:id/${verb}`, { config, schema: { params: IdParams } }, async (req) =>
      draftStep(db, PICK, req.params.id, actorOf(req), now(), {
        verb,
        load: (tx) => adminPicksRepo(tx).find(req.params.id, true),
        apply: (tx, _before, at) => adminPicksRepo(tx).setStatus(req.params.id, status, at)
      })
    )
  app.delete('/day-picks/:id', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, PICK, req.params.id, actorOf(req), now(), {
      verb: 'delete',
      load: (tx) => adminPicksRepo(tx).find(req.params.id, true),
      apply: async (tx, before) => {
        if (before.p.status === 'published') throw AdminErrors.conflict('published')
        await adminPicksRepo(tx).remove(req.params.id)
        return undefined
      }
    })
  )
}
