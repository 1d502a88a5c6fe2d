/**
 * Server-defined forms (spec §7 GET userResearchInfo, POST userResearchData): questions in the request's
 * language, answers checked by the same rules as the app's (researchProblems), one submission per user.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  researchProblems,
  type KzeroReportDTO,
  type ResearchFormDTO,
  type ResearchProblem,
  type ResearchQuestionDTO
} from '@app/protocol'
import { RESEARCH_PAGES, type ResearchFormRow, type ResearchPage } from '../../db/repos/research'
import { Errors } from '../../errors'
import { pick, type Lang, type MessageKey } from '../../i18n'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { TypeBoxTypeProvider } from '../schemas'

const Code = Type.String({ pattern: '^[a-z0-9_-]{1,32}$' })
const Answer = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Array(Type.String({ maxLength: 64 }), { maxItems: 32 }),
  Type.Number()
])
const SubmitBody = Type.Object({
  code: Code,
  answers: Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }), Answer, { maxProperties: 64 })
})

const MESSAGE: Record<ResearchProblem, MessageKey> = {
  required: 'researchRequired',
  choice: 'researchChoice',
  scale: 'researchScale',
  tooShort: 'researchTooShort',
  tooLong: 'researchTooLong'
}

function questionsOf(form: ResearchFormRow, lang: Lang): ResearchQuestionDTO[] {
  return form.questions.map((q) => ({
    key: q.key,
    kind: q.kind,
    required: q.required,
    title: pick(lang, q.titleZh, q.titleEn),
    options: (q.options ?? []).map((o) => ({ value: o.value, label: pick(lang, o.zh, o.en) })),
    min: q.min ?? 0,
    max: q.max ?? 0
  }))
}

export default async function researchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos } = app.ctx

  app.get('/v3/meditation/userResearchInfo', { schema: { querystring: Type.Object({ code: Code }) } }, async (req) => {
    const user = await requireUser(req)
    const form = await repos.research.form(req.query.code)
    // a page with nothing published: no form now (the app says so); an unknown code: 404
    if (!form && RESEARCH_PAGES.includes(req.query.code as ResearchPage)) return ok(null)
    if (!form) throw Errors.notFound()
    const at = await repos.research.submittedAt(form.id, user.id)
    const data: ResearchFormDTO = {
      code: form.code,
      title: pick(req.lang, form.titleZh, form.titleEn),
      intro: pick(req.lang, form.introZh, form.introEn),
      questions: questionsOf(form, req.lang),
      submitted_at: at ? at.toISOString() : null
    }
    return ok(data)
  })

  app.post('/v3/meditation/userResearchData', { schema: { body: SubmitBody } }, async (req) => {
    const user = await requireUser(req)
    const form = await repos.research.form(req.body.code)
    if (!form) throw Errors.notFound()
    if (await repos.research.submittedAt(form.id, user.id)) throw Errors.business('researchDone')
    const questions = questionsOf(form, req.lang)
    const known = new Set(questions.map((q) => q.key))
    if (Object.keys(req.body.answers).some((k) => !known.has(k))) throw Errors.badRequest()
    const problems = researchProblems(questions, req.body.answers)
    const first = questions.find((q) => problems[q.key])
    if (first) throw Errors.badRequest(MESSAGE[problems[first.key]], { field: first.title })
    // answers are stored trimmed, only for the form's questions
    const answers = Object.fromEntries(
      Object.entries(req.body.answers).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
    )
    const at = await repos.research.submit(form.id, user.id, answers)
    if (!at) throw Errors.business('researchDone')
    return ok({ submitted_at: at.toISOString() })
  })

  /** The kzero partner assessment of a user with a kzero identity; null data for everyone else. */
  app.get('/v3/meditation/kzeroReport', async (req) => {
    const user = await requireUser(req)
    const row = await repos.research.kzero(user.id)
    if (!row) return ok(null)
    const data: KzeroReportDTO = {
      open_id: row.openId,
      summary: pick(req.lang, row.result.summaryZh, row.result.summaryEn),
      assessed_at: row.assessedAt.toISOString(),
      dimensions: row.result.dimensions.map((d) => ({
        key: d.key,
        name: pick(req.lang, d.zh, d.en),
        score: d.score,
        advice: pick(req.lang, d.adviceZh, d.adviceEn)
      }))
    }
    return ok(data)
  })
}
