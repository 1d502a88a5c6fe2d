/**
 * Search (spec §7 `POST /v3/meditation/search`, `POST /v3/course/search`) plus hot searches and suggestions
 * while typing, which the spec does not list: `GET /v3/search/hot`, `GET /v3/search/suggest`.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  COURSE_SEARCH_KINDS,
  SEARCH_KEYWORD_MAX,
  SEARCH_KINDS,
  type SearchHitDTO,
  type SearchHotDTO,
  type SearchKind,
  type SearchResultDTO,
  type SearchSuggestDTO
} from '@app/protocol/search'
import type { SearchDocRow } from '../../db/repos/search'
import { Errors } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { matchRanges } from '../../lib/searchText'
import { ok } from '../../plugins/errors'
import { DEFAULT_ZONE, zonedDay } from '../../lib/zonedDay'
import type { TypeBoxTypeProvider } from '../schemas'
import { SearchIndex } from './searchIndex'

const Kind = Type.Union(SEARCH_KINDS.map((k) => Type.Literal(k)))
const SearchBody = Type.Object({
  // length is checked after trimming, with its own message
  keyword: Type.String({ maxLength: 200 }),
  kind: Type.Optional(Kind),
  page: Type.Integer({ minimum: 1, maximum: 500, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 })
})
const SuggestQuery = Type.Object({ keyword: Type.String({ maxLength: 200 }) })

const HOT_SIZE = 8
const HOT_DAYS = 7
/** A query enters the hot searches once it was searched this often in the week (issue 32: no lone typos). */
const HOT_MIN_COUNT = 3
const SUGGEST_SIZE = 8

function keywordOf(raw: string): string {
  const keyword = raw.trim()
  if (!keyword) throw Errors.badRequest('searchKeywordEmpty')
  if (Array.from(keyword).length > SEARCH_KEYWORD_MAX)
    throw Errors.badRequest('searchKeywordTooLong', { max: SEARCH_KEYWORD_MAX })
  return keyword
}

function hitDTO(d: SearchDocRow, lang: Lang, normQuery: string): SearchHitDTO {
  const title = pick(lang, d.titleZh, d.titleEn)
  return {
    kind: d.kind as SearchKind,
    id: d.refId,
    sku: d.sku,
    title,
    subtitle: pick(lang, d.subtitleZh, d.subtitleEn),
    teacher: pick(lang, d.teacherZh, d.teacherEn),
    cover: d.cover,
    marks: matchRanges(title, normQuery)
  }
}

export default async function catalogueSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, now } = app.ctx
  const index = new SearchIndex(repos.search)
  app.ctx.onCatalogueChange(() => index.markStale())

  async function run(
    body: Static<typeof SearchBody>,
    lang: Lang,
    allowed: readonly SearchKind[]
  ): Promise<SearchResultDTO> {
    const keyword = keywordOf(body.keyword)
    if (body.kind && !allowed.includes(body.kind)) throw Errors.badRequest('badField', { field: 'kind' })
    await index.ready()
    const kinds = body.kind ? [body.kind] : allowed
    const found = await repos.search.search(keyword, kinds, body.page, body.size)
    // hot searches are made of queries that found something as typed (or once corrected), never of typos that
    // only the fuzzy pass could place
    if (body.page === 1 && found.total > 0 && !found.fuzzy)
      await repos.search.logQuery(found.query, zonedDay(DEFAULT_ZONE, now()))
    const norm = found.query
    const kindsOf = await repos.course.kindsOf(
      found.rows.filter((d) => d.kind !== 'meditation' && d.kind !== 'article').map((d) => d.refId)
    )
    return {
      list: found.rows.map((d) => {
        const hit = hitDTO(d, lang, norm)
        const k = d.kind !== 'meditation' && d.kind !== 'article' ? kindsOf.get(d.refId) : undefined
        return k ? { ...hit, type: k.type, sub_type: k.subType } : hit
      }),
      page: body.page,
      size: body.size,
      total: found.total,
      has_more: body.page * body.size < found.total,
      counts: found.counts
    }
  }

  app.post('/v3/meditation/search', { schema: { body: SearchBody } }, async (req) =>
    ok(await run(req.body, req.lang, SEARCH_KINDS))
  )

  app.post('/v3/course/search', { schema: { body: SearchBody } }, async (req) =>
    ok(await run(req.body, req.lang, COURSE_SEARCH_KINDS))
  )

  app.get('/v3/search/hot', async (req) => {
    await index.ready()
    const since = zonedDay(DEFAULT_ZONE, now() - HOT_DAYS * 86_400_000)
    const list = await repos.search.hot(since, HOT_SIZE, HOT_MIN_COUNT)
    // a quiet week: the catalogue's first titles fill the list
    if (list.length < HOT_SIZE) {
      for (const d of await repos.search.firstTitles(HOT_SIZE)) {
        const title = pick(req.lang, d.titleZh, d.titleEn)
        if (list.length < HOT_SIZE && !list.includes(title)) list.push(title)
      }
    }
    const dto: SearchHotDTO = { list }
    return ok(dto)
  })

  app.get('/v3/search/suggest', { schema: { querystring: SuggestQuery } }, async (req) => {
    const keyword = req.query.keyword.trim()
    const dto: SearchSuggestDTO = { list: [] }
    if (keyword && Array.from(keyword).length <= SEARCH_KEYWORD_MAX) {
      await index.ready()
      dto.list = (await repos.search.suggest(keyword, SUGGEST_SIZE, req.lang)).map((d) => ({
        kind: d.kind as SearchKind,
        id: d.refId,
        sku: d.sku,
        title: pick(req.lang, d.titleZh, d.titleEn)
      }))
    }
    return ok(dto)
  })
}
