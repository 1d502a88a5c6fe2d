/**
 * `POST /v3/assistant/ask` (path ours): the in-app assistant. It finds practice in our own content — the topic
 * of the message searched in the catalogue, help-centre FAQs by their words, the user's listening history —
 * and answers with text and result cards. The text comes from the configured provider (our own texts by
 * default, a hosted model when ASSISTANT_PROVIDER says so; providers/assistant.ts). Rate-limited per user (per
 * IP for visitors) and per IP: past the limit a 429 envelope with a translated message. The answer is one
 * envelope, or with `accept: application/x-ndjson` a stream of lines (text pieces, the cards, done).
 */
import { Readable } from 'node:stream'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  ASSISTANT_MESSAGE_MAX,
  SEARCH_KINDS,
  type AssistantAnswerDTO,
  type AssistantCardDTO,
  type AssistantStreamLine,
  type SearchKind
} from '@app/protocol'
import type { SearchDocRow } from '../../db/repos/search'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { sha256 } from '../../lib/crypto'
import { currentUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import type { AssistantContext } from '../../providers/assistant'
import type { TypeBoxTypeProvider } from '../schemas'
import { SearchIndex } from '../search/searchIndex'
import {
  detectTopic,
  FAQ_LEAD,
  FOUND_GENERIC,
  HISTORY_LEAD,
  HISTORY_LOGIN,
  keyTerms,
  NOTHING_FOUND,
  overlap,
  REFUND_ANSWER,
  REFUND_CARDS,
  wantsHistory,
  wantsRefund
} from './topics'

const AskBody = Type.Object({ message: Type.String({ maxLength: 1000 }) })

const MAX_CATALOGUE_CARDS = 4
const MAX_FAQ_CARDS = 2
const MAX_HISTORY_CARDS = 3
/** The search repository's keyword limit (protocol SEARCH_KEYWORD_MAX). */
const KEYWORD_MAX = 50

export default async function askRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, limiter, limits } = app.ctx
  const index = new SearchIndex(repos.search)
  app.ctx.onCatalogueChange(() => index.markStale())

  async function searchCards(query: string, kinds: readonly SearchKind[], size: number, lang: Lang) {
    const found = await repos.search.search(query.slice(0, KEYWORD_MAX), kinds, 1, size)
    const courseIds = found.rows.filter((d) => d.kind !== 'meditation' && d.kind !== 'article').map((d) => d.refId)
    const kindsOf = await repos.course.kindsOf(courseIds)
    return found.rows.map((d: SearchDocRow): AssistantCardDTO => {
      const k = kindsOf.get(d.refId)
      const card: AssistantCardDTO = {
        kind: d.kind as SearchKind,
        id: d.refId,
        sku: d.sku,
        title: pick(lang, d.titleZh, d.titleEn),
        subtitle: pick(lang, d.subtitleZh, d.subtitleEn) || pick(lang, d.teacherZh, d.teacherEn),
        cover: d.cover
      }
      return k && d.kind !== 'meditation' && d.kind !== 'article'
        ? { ...card, type: k.type, sub_type: k.subType }
        : card
    })
  }

  /** The cards and our own answer text for a message. */
  async function compose(message: string, lang: Lang, userId: number | null) {
    const text = (pair: [string, string]) => pick(lang, pair[0], pair[1])
    const topic = detectTopic(message)
    const parts: string[] = []
    const catalogue: AssistantCardDTO[] = []
    const add = (cards: AssistantCardDTO[]) => {
      for (const c of cards)
        if (catalogue.length < MAX_CATALOGUE_CARDS && !catalogue.some((x) => x.kind === c.kind && x.id === c.id))
          catalogue.push(c)
    }

    // a refund (or a person) is asked for: the refund policy and the contact page first (issue 32)
    const pages: AssistantCardDTO[] = []
    if (wantsRefund(message)) {
      parts.push(text(REFUND_ANSWER))
      for (const p of REFUND_CARDS)
        pages.push({ kind: 'page', id: 0, sku: p.path, title: text(p.title), subtitle: text(p.subtitle), cover: '' })
    }

    const history: AssistantCardDTO[] = []
    if (wantsHistory(message)) {
      if (userId === null) parts.push(text(HISTORY_LOGIN))
      else {
        const { rows } = await repos.meditationUser.historyPage(userId, 0, 20)
        const seen = new Set<number>()
        for (const { log, r, g } of rows) {
          if (!r || !g || seen.has(r.id) || history.length >= MAX_HISTORY_CARDS) continue
          seen.add(r.id)
          history.push({
            kind: 'history',
            id: r.id,
            sku: log.sku,
            title: pick(lang, r.titleZh, r.titleEn),
            subtitle: pick(lang, g.titleZh, g.titleEn),
            cover: g.cover
          })
        }
        if (history.length) parts.push(text(HISTORY_LEAD))
      }
    }

    await index.ready()
    if (topic) {
      const rest = SEARCH_KINDS.filter((k) => !topic.first.includes(k))
      for (const q of topic.queries[lang]) add(await searchCards(q, topic.first, 3, lang))
      for (const q of topic.queries[lang]) add(await searchCards(q, rest, 2, lang))
      if (catalogue.length) parts.unshift(text(topic.answer))
    }

    const terms = keyTerms(message)
    const faqs = terms.length
      ? (await repos.shared.faqs())
          .map((f) => ({ f, score: overlap(terms, `${f.questionZh} ${f.questionEn} ${f.categoryZh} ${f.categoryEn}`) }))
          .filter((x) => x.score >= (topic ? 2 : 1))
          .sort((a, b) => b.score - a.score)
          .slice(0, MAX_FAQ_CARDS)
          .map(({ f }) => f)
      : []
    const faqCards = faqs.map((f): AssistantCardDTO => ({
      kind: 'faq',
      id: f.id,
      sku: '',
      title: pick(lang, f.questionZh, f.questionEn),
      subtitle: pick(lang, f.categoryZh, f.categoryEn),
      cover: ''
    }))
    if (faqs.length) {
      parts.push(text(FAQ_LEAD))
      for (const f of faqs)
        parts.push(`${pick(lang, f.questionZh, f.questionEn)} ${pick(lang, f.answerZh, f.answerEn)}`)
    }

    if (!topic && !faqs.length && !history.length && !pages.length) {
      add(await searchCards(message.trim(), SEARCH_KINDS, MAX_CATALOGUE_CARDS, lang))
      if (catalogue.length) parts.push(text(FOUND_GENERIC))
    }
    const cards = [...pages, ...history, ...catalogue, ...faqCards]
    if (!cards.length && !parts.length) parts.push(text(NOTHING_FOUND))
    return { topic: topic?.key ?? null, cards, localAnswer: parts.join('\n') }
  }

  /** The provider's pieces; a hosted model that fails before saying anything gives way to our own text. */
  async function* write(ctx: AssistantContext): AsyncGenerator<string> {
    let said = false
    try {
      for await (const piece of app.ctx.assistant.answer(ctx)) {
        said = true
        yield piece
      }
    } catch (err) {
      app.log.warn({ err }, 'assistant provider failed')
      if (!said) yield ctx.localAnswer
    }
  }

  app.post('/v3/assistant/ask', { schema: { body: AskBody } }, async (req, reply) => {
    const user = await currentUser(req)
    await limiter.consume(`assistant:${user ? `u${user.id}` : `ip${req.ip}`}`, limits.assistantPerUser)
    await limiter.consume(`assistant:ip:${req.ip}`, limits.assistantPerIp)
    const message = req.body.message.trim()
    if (!message) throw Errors.badRequest('assistantEmpty')
    if (Array.from(message).length > ASSISTANT_MESSAGE_MAX)
      throw Errors.badRequest('assistantTooLong', { max: ASSISTANT_MESSAGE_MAX })

    const { topic, cards, localAnswer } = await compose(message, req.lang, user?.id ?? null)
    const ctx: AssistantContext = {
      message,
      lang: req.lang,
      localAnswer,
      found: cards.map((c) => c.title),
      asker: user ? `u${user.id}` : sha256(`assistant:${req.ip}`).slice(0, 16)
    }
    const provider = app.ctx.assistant.kind

    if (/application\/x-ndjson/i.test(String(req.headers.accept ?? ''))) {
      async function* lines(): AsyncGenerator<string> {
        const line = (l: AssistantStreamLine) => `${JSON.stringify(l)}\n`
        for await (const text of write(ctx)) yield line({ type: 'delta', text })
        yield line({ type: 'cards', cards, topic })
        yield line({ type: 'done', provider })
      }
      reply.header('content-type', 'application/x-ndjson; charset=utf-8').header('cache-control', 'no-store')
      return reply.send(Readable.from(lines()))
    }

    let answer = ''
    for await (const text of write(ctx)) answer += text
    const dto: AssistantAnswerDTO = { answer, cards, provider, topic }
    return ok(dto)
  })
}
