/**
 * What every shop has (issue 32), the console's side: the site documents (editor, owner) and the messages
 * users sent through the contact page (support, owner). docs/admin-api.md "Documents" and "Support messages".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { SITE_DOCUMENT_KEYS } from '@app/protocol'
import { shopRepo } from '../../db/repos/shop'
import { COMMERCE, CONTENT } from '../../services/admin/access'
import { documentDto, markMessageHandled, supportMessageDto, updateDocument } from '../../services/admin/shop'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const KeyParams = Type.Object({ id: Type.Union(SITE_DOCUMENT_KEYS.map((k) => Type.Literal(k))) })
const Title = Type.String({ minLength: 1, maxLength: 100 })
const Body = Type.String({ minLength: 1, maxLength: 50_000 })
const DocumentPatch = Type.Object({
  titleZh: Type.Optional(Title),
  titleEn: Type.Optional(Title),
  bodyZh: Type.Optional(Body),
  bodyEn: Type.Optional(Body)
})
const MessageList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('handled')]))
})

export default async function adminShopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const repo = shopRepo(db)
  const content = { adminRoles: CONTENT }
  const support = { adminRoles: COMMERCE }

  app.get('/documents', { config: content }, async (_req, reply) => {
    const rows = await repo.documents()
    return sendList(reply, rows.map(documentDto), rows.length)
  })
  app.get('/documents/:id', { config: content, schema: { params: KeyParams } }, async (req) =>
    documentDto(orNotFound(await repo.document(req.params.id)))
  )
  app.patch('/documents/:id', { config: content, schema: { params: KeyParams, body: DocumentPatch } }, async (req) =>
    updateDocument(db, req.params.id, req.body, actorOf(req), now())
  )

  app.get('/support-messages', { config: support, schema: { querystring: MessageList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { rows, total } = await repo.messages({ status: req.query.status, q: req.query.q }, offset, limit)
    return sendList(reply, rows.map(supportMessageDto), total)
  })
  app.get('/support-messages/:id', { config: support, schema: { params: IdParams } }, async (req) =>
    supportMessageDto(orNotFound(await repo.message(req.params.id)))
  )
  app.post('/support-messages/:id/handled', { config: support, schema: { params: IdParams } }, async (req) =>
    markMessageHandled(db, req.params.id, actorOf(req), now())
  )
}
