/**
 * Curated collections (editor, owner): a draft of albums and courses, published into the app (GET
 * /v3/collection/list and /v3/collection/:id) or taken out again; only a draft can be deleted. Every write is one
 * audited transaction. docs/admin-api.md "collections".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import {
  adminCollectionRepo,
  type CollectionFields,
  type CollectionWithItems,
  type ItemRef
} from '../../db/repos/adminCollections'
import { CONTENT } from '../../services/admin/access'
import { createDraft, draftStep } from '../../services/admin/drafts'
import { AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Long = Type.String({ maxLength: 2000 })
const Kind = Type.Union([Type.Literal('album'), Type.Literal('course')])
const Items = Type.Array(Type.Object({ kind: Kind, id: IdParams.properties.id }), { maxItems: 100 })
const Fields = {
  titleZh: Title,
  titleEn: Title,
  introZh: Type.Optional(Long),
  introEn: Type.Optional(Long),
  cover: Type.Optional(Type.String({ maxLength: 500 })),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  items: Type.Optional(Items)
}
const Create = Type.Object(Fields)
const Patch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const List = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})
const TargetQuery = Type.Object({ kind: Kind, q: Type.Optional(Type.String({ maxLength: 100 })) })

export function collectionDto({ c, items }: CollectionWithItems) {
  return {
    id: c.id,
    titleZh: c.titleZh,
    titleEn: c.titleEn,
    introZh: c.introZh,
    introEn: c.introEn,
    cover: c.cover,
    sort: c.sort,
    status: c.status,
    publishedAt: c.publishedAt?.toISOString() ?? null,
    items,
    itemCount: items.length
  }
}
const KIND = { name: 'collection', dto: collectionDto }

/** Items named twice or naming no album/course: 400 (field `items`), before anything is written. */
async function checkItems(db: Db, items: ItemRef[] | undefined) {
  if (!items) return
  const keys = items.map((r) => `${r.kind}:${r.id}`)
  if (new Set(keys).size !== keys.length) throw AdminErrors.badRequest('bad_field', 'items')
  if ((await adminCollectionRepo(db).unknown(items)).length) throw AdminErrors.badRequest('bad_field', 'items')
}

export default async function adminCollectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminCollectionRepo(db)

  app.get('/collections', { config, schema: { querystring: List } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.titleZh, r.titleEn].some((s) => s.toLowerCase().includes(q)))
    )
    const page = rows.slice(offset, offset + limit).map(({ itemCount, ...c }) => ({
      ...collectionDto({ c, items: [] }),
      itemCount
    }))
    return sendList(reply, page, rows.length)
  })
  app.get('/collections/targets', { config, schema: { querystring: TargetQuery } }, async (req) =>
    repo.targets(req.query.kind, req.query.q?.trim() ?? '', 20)
  )
  app.get('/collections/:id', { config, schema: { params: IdParams } }, async (req) =>
    collectionDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/collections', { config, schema: { body: Create } }, async (req) => {
    const { items = [], ...rest } = req.body
    await checkItems(db, items)
    const f: CollectionFields = { introZh: '', introEn: '', cover: '', sort: 0, ...rest }
    return createDraft(db, KIND, actorOf(req), now(), (tx) => adminCollectionRepo(tx).create(f, items))
  })
  app.patch('/collections/:id', { config, schema: { params: IdParams, body: Patch } }, async (req) => {
    const { items, ...rest } = req.body
    await checkItems(db, items)
    return draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'update',
      load: (tx) => adminCollectionRepo(tx).find(req.params.id, true),
      apply: (tx) => adminCollectionRepo(tx).update(req.params.id, rest, items)
    })
  })
  app.post('/collections/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'publish',
      load: (tx) => adminCollectionRepo(tx).find(req.params.id, true),
      apply: async (tx, before, at) => {
        if (!before.items.length) throw AdminErrors.badRequest('missing_field', 'items')
        return adminCollectionRepo(tx).setStatus(req.params.id, 'published', at)
      }
    })
  )
  app.post('/collections/:id/unpublish', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'unpublish',
      load: (tx) => adminCollectionRepo(tx).find(req.params.id, true),
      apply: (tx, _before, at) => adminCollectionRepo(tx).setStatus(req.params.id, 'draft', at)
    })
  )
  app.delete('/collections/:id', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'delete',
      load: (tx) => adminCollectionRepo(tx).find(req.params.id, true),
      apply: async (tx, before) => {
        if (before.c.status === 'published') throw AdminErrors.conflict('published')
        await adminCollectionRepo(tx).remove(req.params.id)
        return undefined
      }
    })
  )
}
