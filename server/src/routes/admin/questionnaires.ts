/**
 * Questionnaires (editor, owner): the app's research forms (commonPage/pages/questionnaire and survey, served by
 * routes/report/research.ts). A new one is a draft; publishing makes it the form its page shows (the newest
 * published of that page); unpublishing takes it out; only a draft without answers can be deleted, and once a form
 * has answers its questions are fixed (answers are stored by question key). Operators read the answers a page at a
 * time or as CSV. Every write is one audited transaction on the locked row. docs/admin-api.md "questionnaires".
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { adminQuestionnaireRepo, type QuestionnaireRow } from '../../db/repos/adminQuestionnaires'
import { RESEARCH_PAGES } from '../../db/repos/research'
import type { ResearchQuestionData } from '../../db/schema'
import { pick, type Lang } from '../../i18n'
import { CONTENT } from '../../services/admin/access'
import { createDraft, draftStep } from '../../services/admin/drafts'
import { adminLangOf, AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const Intro = Type.String({ maxLength: 1000 })
const Page = Type.Union(RESEARCH_PAGES.map((p) => Type.Literal(p)))
const Option = Type.Object(
  {
    value: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' })),
    zh: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    en: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
  },
  { additionalProperties: false }
)
const Question = Type.Object(
  {
    key: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    kind: Type.Union([Type.Literal('single'), Type.Literal('multiple'), Type.Literal('text'), Type.Literal('scale')]),
    required: Type.Optional(Type.Boolean()),
    titleZh: Title,
    titleEn: Title,
    options: Type.Optional(Type.Array(Option, { maxItems: 20 })),
    min: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    max: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 }))
  },
  { additionalProperties: false }
)
type QuestionInput = Static<typeof Question>
const Fields = {
  titleZh: Title,
  titleEn: Title,
  introZh: Type.Optional(Intro),
  introEn: Type.Optional(Intro),
  page: Type.Optional(Page),
  questions: Type.Optional(Type.Array(Question, { maxItems: 50 }))
}
const Create = Type.Object(Fields, { additionalProperties: false })
const Patch = Type.Partial(Type.Object(Fields), { minProperties: 1, additionalProperties: false })
const List = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')])),
  page: Type.Optional(Page)
})
const AnswerList = listQuery({})

/**
 * The questions as stored: keys and option values given or made (`q1`, `o1`, …), each kind's limits checked.
 * A wrong one is 400 naming it (`questions.2.options`), before anything is written.
 */
export function questionsOf(input: QuestionInput[]): ResearchQuestionData[] {
  const bad = (i: number, f: string) => AdminErrors.badRequest('bad_field', `questions.${i}.${f}`)
  const taken = new Set(input.map((q) => q.key).filter(Boolean))
  if (taken.size !== input.filter((q) => q.key).length)
    throw bad(
      input.findIndex((q, i) => q.key && input.findIndex((o) => o.key === q.key) !== i),
      'key'
    )
  let n = 0
  const fresh = () => {
    while (taken.has(`q${++n}`));
    taken.add(`q${n}`)
    return `q${n}`
  }
  return input.map((q, i) => {
    const base = {
      key: q.key ?? fresh(),
      kind: q.kind,
      required: q.required ?? true,
      titleZh: q.titleZh.trim(),
      titleEn: q.titleEn.trim()
    }
    if (q.kind === 'single' || q.kind === 'multiple') {
      const options = q.options ?? []
      if (options.length < 2) throw bad(i, 'options')
      const values = new Set(options.map((o) => o.value).filter(Boolean))
      if (values.size !== options.filter((o) => o.value).length) throw bad(i, 'options')
      let m = 0
      const made = () => {
        while (values.has(`o${++m}`));
        values.add(`o${m}`)
        return `o${m}`
      }
      return {
        ...base,
        options: options.map((o) => ({ value: o.value ?? made(), zh: o.zh.trim(), en: o.en.trim() }))
      }
    }
    if (q.options?.length) throw bad(i, 'options')
    if (q.kind === 'scale') {
      const min = q.min ?? 1
      const max = q.max ?? 5
      if (min > 10) throw bad(i, 'min')
      if (max > 10 || max <= min) throw bad(i, 'max')
      return { ...base, min, max }
    }
    const min = q.min ?? 0
    const max = q.max ?? 500
    if (max < 1) throw bad(i, 'max')
    if (min > max) throw bad(i, 'min')
    return { ...base, min, max }
  })
}

export function questionnaireDto(r: QuestionnaireRow) {
  return {
    id: r.id,
    code: r.code,
    page: r.page,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    introZh: r.introZh,
    introEn: r.introEn,
    questions: r.questions,
    questionCount: r.questions.length,
    answerCount: r.answerCount,
    status: r.status,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString()
  }
}
const KIND = { name: 'questionnaire', dto: questionnaireDto }

/** An answer as operators read it: option labels in the request's language, several joined by "; ". */
function shown(q: ResearchQuestionData, v: string | string[] | number | undefined, lang: Lang): string {
  if (v === undefined) return ''
  const label = (value: string) => {
    const o = q.options?.find((x) => x.value === value)
    return o ? pick(lang, o.zh, o.en) : value
  }
  if (Array.isArray(v)) return v.map(label).join('; ')
  if (typeof v === 'number') return String(v)
  return q.kind === 'single' ? label(v) : v
}

/** JSON with sorted keys (jsonb keeps its own key order): the questions as sent and as stored compare equal. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x
  )

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

export default async function adminQuestionnaireRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminQuestionnaireRepo(db)
  const load = (id: number) => (tx: Db) => adminQuestionnaireRepo(tx).find(id, true)

  app.get('/questionnaires', { config, schema: { querystring: List } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!req.query.page || r.page === req.query.page) &&
        (!q || [r.titleZh, r.titleEn, r.code].some((s) => s.toLowerCase().includes(q)))
    )
    return sendList(reply, rows.slice(offset, offset + limit).map(questionnaireDto), rows.length)
  })
  app.get('/questionnaires/:id', { config, schema: { params: IdParams } }, async (req) =>
    questionnaireDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/questionnaires', { config, schema: { body: Create } }, async (req) => {
    const b = req.body
    const f = {
      titleZh: b.titleZh.trim(),
      titleEn: b.titleEn.trim(),
      introZh: b.introZh?.trim() ?? '',
      introEn: b.introEn?.trim() ?? '',
      page: b.page ?? 'questionnaire',
      questions: questionsOf(b.questions ?? [])
    }
    return createDraft(db, KIND, actorOf(req), now(), (tx, at) => adminQuestionnaireRepo(tx).create(f, at))
  })
  app.patch('/questionnaires/:id', { config, schema: { params: IdParams, body: Patch } }, async (req) => {
    const { questions, ...texts } = req.body
    const f = {
      ...Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])),
      ...(questions ? { questions: questionsOf(questions) } : {})
    }
    return draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'update',
      load: load(req.params.id),
      apply: (tx, before, at) => {
        if (f.questions && before.answerCount > 0 && canonical(f.questions) !== canonical(before.questions))
          throw AdminErrors.conflict('has_answers')
        return adminQuestionnaireRepo(tx).update(req.params.id, f, at)
      }
    })
  })
  app.post('/questionnaires/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'publish',
      load: load(req.params.id),
      apply: (tx, before, at) => {
        if (!before.questions.length) throw AdminErrors.badRequest('missing_field', 'questions')
        return adminQuestionnaireRepo(tx).setStatus(req.params.id, 'published', at)
      }
    })
  )
  app.post('/questionnaires/:id/unpublish', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'unpublish',
      load: load(req.params.id),
      apply: (tx, _before, at) => adminQuestionnaireRepo(tx).setStatus(req.params.id, 'draft', at)
    })
  )
  app.delete('/questionnaires/:id', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'delete',
      load: load(req.params.id),
      apply: async (tx, before) => {
        if (before.status === 'published') throw AdminErrors.conflict('published')
        if (before.answerCount > 0) throw AdminErrors.conflict('has_answers')
        await adminQuestionnaireRepo(tx).remove(req.params.id)
        return undefined
      }
    })
  )

  /** A page of the answers: who, when, and each question's answer as text. */
  app.get(
    '/questionnaires/:id/answers',
    { config, schema: { params: IdParams, querystring: AnswerList } },
    async (req, reply) => {
      const form = orNotFound(await repo.find(req.params.id))
      const lang = adminLangOf(req)
      const { offset, limit } = pageOf(req.query)
      const { rows, total } = await repo.answers(form.id, offset, limit)
      return sendList(
        reply,
        rows.map((r) => ({
          id: r.userId,
          userId: r.userId,
          nickname: r.nickname,
          email: r.email,
          submittedAt: r.createdAt.toISOString(),
          answers: form.questions.map((q) => ({
            key: q.key,
            title: pick(lang, q.titleZh, q.titleEn),
            value: shown(q, r.answers[q.key], lang)
          }))
        })),
        total
      )
    }
  )
  /** Every answer as CSV (UTF-8 with a BOM for Excel, CRLF): who, when, then one column per question. */
  app.get('/questionnaires/:id/answers.csv', { config, schema: { params: IdParams } }, async (req, reply) => {
    const form = orNotFound(await repo.find(req.params.id))
    const lang = adminLangOf(req)
    const lines = [
      ['user_id', 'email', 'nickname', 'submitted_at', ...form.questions.map((q) => pick(lang, q.titleZh, q.titleEn))]
        .map(csvCell)
        .join(',')
    ]
    for (let offset = 0; ; offset += 1000) {
      const { rows } = await repo.answers(form.id, offset, 1000)
      for (const r of rows)
        lines.push(
          [
            String(r.userId),
            r.email ?? '',
            r.nickname ?? '',
            r.createdAt.toISOString(),
            ...form.questions.map((q) => shown(q, r.answers[q.key], lang))
          ]
            .map(csvCell)
            .join(',')
        )
      if (rows.length < 1000) break
    }
    const title = encodeURIComponent(`${pick(lang, form.titleZh, form.titleEn)}-${form.id}.csv`)
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="questionnaire-${form.id}.csv"; filename*=UTF-8''${title}`)
      .header('cache-control', 'no-store')
    return '\uFEFF' + lines.join('\r\n') + '\r\n'
  })
}
