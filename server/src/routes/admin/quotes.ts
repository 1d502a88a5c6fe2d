/**
 * Golden sentences (editor, owner): the daily quote card of the meditation home (GET /v3/meditation/goldenSentence).
 * A new sentence is a draft; publishing puts it in the rotation, unpublishing takes it out; only a draft can be
 * deleted. Every write is one audited transaction; the table's change-feed trigger drops the app's cached list.
 * docs/admin-api.md "quotes".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { goldenSentencesRepo, type GoldenSentenceFields } from '../../db/repos/goldenSentences'
import type { GoldenSentence } from '../../db/schema'
import { CONTENT } from '../../services/admin/access'
import { createDraft, draftStep } from '../../services/admin/drafts'
import { AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Text = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const Author = Type.String({ maxLength: 60 })
const Fields = {
  textZh: Text,
  textEn: Type.Optional(Type.String({ maxLength: 300 })),
  authorZh: Type.Optional(Author),
  authorEn: Type.Optional(Author),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }))
}
const Create = Type.Object(Fields)
const Patch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const List = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})

export function quoteDto(r: GoldenSentence) {
  return {
    id: r.id,
    textZh: r.textZh,
    textEn: r.textEn,
    authorZh: r.authorZh,
    authorEn: r.authorEn,
    sort: r.sort,
    status: r.status,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString()
  }
}
const KIND = { name: 'quote', dto: quoteDto }
const trimmed = (f: GoldenSentenceFields): GoldenSentenceFields =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]))

export default async function adminQuoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = goldenSentencesRepo(db)

  app.get('/quotes', { config, schema: { querystring: List } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.textZh, r.textEn, r.authorZh, r.authorEn].some((s) => s.toLowerCase().includes(q)))
    )
    return sendList(reply, rows.slice(offset, offset + limit).map(quoteDto), rows.length)
  })
  app.get('/quotes/:id', { config, schema: { params: IdParams } }, async (req) =>
    quoteDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/quotes', { config, schema: { body: Create } }, async (req) => {
    const f = trimmed(req.body) as GoldenSentenceFields & { textZh: string }
    return createDraft(db, KIND, actorOf(req), now(), (tx, at) => goldenSentencesRepo(tx).create(f, at))
  })
  app.patch('/quotes/:id', { config, schema: { params: IdParams, body: Patch } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'update',
      load: (tx) => goldenSentencesRepo(tx).find(req.params.id, true),
      apply: (tx, _before, at) => goldenSentencesRepo(tx).update(req.params.id, trimmed(req.body), at)
    })
  )
  for (const [verb, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft']
  ] as const)
    app.post(`/quotes/:id/${verb}`, { config, schema: { params: IdParams } }, async (req) =>
      draftStep(db, KIND, req.params.id, actorOf(req), now(), {
        verb,
        load: (tx) => goldenSentencesRepo(tx).find(req.params.id, true),
        apply: (tx, _before, at) => goldenSentencesRepo(tx).setStatus(req.params.id, status, at)
      })
    )
  app.delete('/quotes/:id', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'delete',
      load: (tx) => goldenSentencesRepo(tx).find(req.params.id, true),
      apply: async (tx, before) => {
        if (before.status === 'published') throw AdminErrors.conflict('published')
        await goldenSentencesRepo(tx).remove(req.params.id)
        return undefined
      }
    })
  )
}
