/** FAQ entries of the app's help (editor, owner): draft, publish, delete a never-published one. docs/admin-api.md "FAQ". */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { adminFaqRepo } from '../../db/repos/adminFaqs'
import { CONTENT } from '../../services/admin/access'
import { createFaq, deleteFaq, faqDto, publishFaq, updateFaq } from '../../services/admin/faqs'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Short = Type.String({ minLength: 1, maxLength: 100 })
const Question = Type.String({ minLength: 1, maxLength: 300 })
const Answer = Type.String({ minLength: 1, maxLength: 5000 })
const Sort = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })
const FaqCreate = Type.Object({
  categoryZh: Short,
  categoryEn: Short,
  questionZh: Question,
  questionEn: Question,
  answerZh: Answer,
  answerEn: Answer,
  sort: Type.Optional(Sort)
})
const FaqPatch = Type.Partial(FaqCreate, { minProperties: 1 })
const FaqList = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})

export default async function adminFaqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminFaqRepo(db)

  app.get('/faqs', { config, schema: { querystring: FaqList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.questionZh, r.questionEn, r.categoryZh, r.categoryEn].some((s) => s.toLowerCase().includes(q)))
    )
    return sendList(reply, rows.slice(offset, offset + limit).map(faqDto), rows.length)
  })
  app.get('/faqs/:id', { config, schema: { params: IdParams } }, async (req) =>
    faqDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/faqs', { config, schema: { body: FaqCreate } }, async (req) =>
    createFaq(db, { sort: 0, ...req.body }, actorOf(req), now())
  )
  app.patch('/faqs/:id', { config, schema: { params: IdParams, body: FaqPatch } }, async (req) =>
    updateFaq(db, req.params.id, req.body, actorOf(req), now())
  )
  app.post('/faqs/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    publishFaq(db, req.params.id, actorOf(req), now())
  )
  app.delete('/faqs/:id', { config, schema: { params: IdParams } }, async (req) =>
    deleteFaq(db, req.params.id, actorOf(req), now())
  )
}
