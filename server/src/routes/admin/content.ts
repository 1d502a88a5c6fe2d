/** Meditation albums, their tracks and the home floors an album can be placed on (editor, owner). */
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminContentRepo } from '../../db/repos/adminContent'
import { CONTENT } from '../../services/admin/access'
import {
  albumDto,
  createAlbum,
  createTrack,
  deleteAlbum,
  deleteTrack,
  publishAlbum,
  trackDto,
  updateAlbum,
  updateTrack
} from '../../services/admin/content'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, BoolQuery, boolOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100 })
const Text = (max: number) => Type.String({ maxLength: max })
const MediaRef = Type.String({ pattern: '^(/|https?://)\\S*$', maxLength: 512 })
const Sort = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })

/** Optional, and null as good as empty (a form's cleared field). */
const Clearable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]))
const AlbumFields = {
  subtitle: Clearable(Text(200)),
  subtitleEn: Clearable(Text(200)),
  intro: Clearable(Text(5000)),
  introEn: Clearable(Text(5000)),
  teacher: Clearable(Text(100)),
  teacherEn: Clearable(Text(100)),
  cover: Clearable(Type.Union([Type.Literal(''), MediaRef])),
  member: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Sort),
  floorId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]))
}
const AlbumCreate = Type.Object({ title: Title, titleEn: Title, ...AlbumFields })
const AlbumPatch = Type.Object({ title: Type.Optional(Title), titleEn: Type.Optional(Title), ...AlbumFields })

const TrackFields = {
  mediaUploadId: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$' }), Type.Null()])),
  mediaPath: Clearable(Type.Union([Type.Literal(''), MediaRef])),
  duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  member: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Sort)
}
const AlbumId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const TrackCreate = Type.Object({ albumId: AlbumId, title: Title, titleEn: Title, ...TrackFields })
const TrackPatch = Type.Object({
  albumId: Type.Optional(AlbumId),
  title: Type.Optional(Title),
  titleEn: Type.Optional(Title),
  ...TrackFields
})

export default async function adminContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminContentRepo(db)

  app.get('/floors', { config }, async () => repo.floors())

  const AlbumList = listQuery({
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
    member: Type.Optional(BoolQuery)
  })
  app.get('/albums', { config, schema: { querystring: AlbumList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const sort = req.query._sort ? { field: req.query._sort, desc: req.query._order?.toLowerCase() === 'desc' } : null
    const { rows, total } = await repo.albums(
      { q: req.query.q, status: req.query.status, member: boolOf(req.query.member) },
      sort,
      offset,
      limit
    )
    return sendList(reply, rows.map(albumDto), total)
  })
  app.get('/albums/:id', { config, schema: { params: IdParams } }, async (req) =>
    albumDto(orNotFound(await repo.album(req.params.id)))
  )
  app.post('/albums', { config, schema: { body: AlbumCreate } }, async (req, reply) =>
    reply.status(201).send(await createAlbum(db, req.body, actorOf(req), now()))
  )
  app.patch('/albums/:id', { config, schema: { params: IdParams, body: AlbumPatch } }, async (req) =>
    updateAlbum(db, req.params.id, req.body, actorOf(req), now())
  )
  app.delete('/albums/:id', { config, schema: { params: IdParams } }, async (req) =>
    deleteAlbum(db, req.params.id, actorOf(req), now())
  )
  app.post('/albums/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    publishAlbum(db, req.params.id, actorOf(req), now())
  )

  const TrackList = listQuery({ albumId: Type.Optional(AlbumId) })
  app.get('/tracks', { config, schema: { querystring: TrackList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await repo.tracks({ albumId: req.query.albumId, q: req.query.q }, offset, limit)
    return sendList(reply, rows.map(trackDto), total)
  })
  app.get('/tracks/:id', { config, schema: { params: IdParams } }, async (req) =>
    trackDto(orNotFound(await repo.track(req.params.id)))
  )
  app.post('/tracks', { config, schema: { body: TrackCreate } }, async (req, reply) =>
    reply.status(201).send(await createTrack(db, req.body, actorOf(req), now()))
  )
  app.patch('/tracks/:id', { config, schema: { params: IdParams, body: TrackPatch } }, async (req) =>
    updateTrack(db, req.params.id, req.body, actorOf(req), now())
  )
  app.delete('/tracks/:id', { config, schema: { params: IdParams } }, async (req) =>
    deleteTrack(db, req.params.id, actorOf(req), now())
  )
}
