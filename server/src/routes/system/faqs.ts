/** Help: the FAQs, grouped by category in display order (catalogue data, cached). */
import type { FastifyInstance } from 'fastify'
import { pick } from '../../i18n'
import { CATALOGUE, sendCatalogue } from '../catalogueResponse'

export default async function faqRoutes(app: FastifyInstance) {
  const { repos } = app.ctx
  app.get('/v2/faqs', { config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'faqs', async () => {
      const rows = await repos.shared.faqs()
      return rows.map((f) => ({
        id: f.id,
        category: pick(req.lang, f.categoryZh, f.categoryEn),
        question: pick(req.lang, f.questionZh, f.questionEn),
        answer: pick(req.lang, f.answerZh, f.answerEn)
      }))
    })
  )
}
