/**
 * What every shop has (issue 32), the app's side: the site documents in the request language
 * (`GET /v3/site/documents/:key`, public, no cache of user data) and the contact form
 * (`POST /v3/support/messages`: visitors and signed-in users; rate-limited per IP), stored for the operators.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  SITE_DOCUMENT_KEYS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_SUBJECT_MAX,
  supportMessageProblem,
  type SiteDocumentDTO,
  type SiteDocumentKey,
  type SupportMessageSentDTO
} from '@app/protocol'
import { shopRepo } from '../../db/repos/shop'
import { Errors } from '../../errors'
import { pick } from '../../i18n'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'

const KeyParams = Type.Object({ key: Type.Union(SITE_DOCUMENT_KEYS.map((k) => Type.Literal(k))) })
// generous bounds: the exact rules (and their translated messages) are supportMessageProblem's
const MessageBody = Type.Object({
  email: Type.String({ maxLength: 1000 }),
  subject: Type.String({ maxLength: 1000 }),
  message: Type.String({ maxLength: 10_000 })
})
/** Per IP: enough for a person, not for a script filling the operators' inbox. */
const SUPPORT_PER_IP = { max: 10, windowMs: 60 * 60_000 }

export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, limiter, now } = app.ctx
  const repo = shopRepo(db)

  app.get('/v3/site/documents/:key', { schema: { params: KeyParams } }, async (req, reply) => {
    const doc = await repo.document(req.params.key)
    if (!doc) throw Errors.notFound()
    const dto: SiteDocumentDTO = {
      key: doc.key as SiteDocumentKey,
      title: pick(req.lang, doc.titleZh, doc.titleEn),
      body: pick(req.lang, doc.bodyZh, doc.bodyEn),
      updated_at: doc.updatedAt.toISOString()
    }
    // operators' edits show within a minute
    reply.header('cache-control', 'public, max-age=60')
    return ok(dto)
  })

  app.post('/v3/support/messages', { schema: { body: MessageBody } }, async (req) => {
    const problem = supportMessageProblem(req.body)
    if (problem === 'email') throw Errors.badRequest('supportEmail')
    if (problem === 'subject') throw Errors.badRequest('supportSubject', { max: SUPPORT_SUBJECT_MAX })
    if (problem === 'message')
      throw Errors.badRequest('supportMessage', { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX })
    await limiter.consume(`support:ip:${req.ip}`, SUPPORT_PER_IP)
    const user = await currentUser(req)
    const row = await repo.addMessage({
      userId: user?.id ?? null,
      email: req.body.email.trim().toLowerCase(),
      subject: req.body.subject.trim(),
      message: req.body.message.trim(),
      lang: req.lang,
      createdAt: new Date(now())
    })
    const dto: SupportMessageSentDTO = { id: row.id }
    return ok(dto)
  })
}
