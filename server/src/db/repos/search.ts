/**
 * Search documents: built from the catalogue tables (one per album, course, short video, live and article),
 * matched through the GIN index on their terms, ranked by title terms first, then all terms, with boosts for a
 * title equal to or starting with the query. See lib/searchText.ts for the terms. A document also carries its
 * topics (the titles of the home floors and course tabs it is shown under), and a query is read through the
 * curated vocabulary of lib/searchSynonyms.ts: misspellings corrected, intents ("睡不著", "insomnia") widened to
 * the catalogue's words.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courseFloorItems,
  courseFloors,
  courseNavs,
  courses,
  medFloorGoods,
  medFloors,
  medGoods,
  medResources
} from '../schema'
import { mayaArticles } from '../schema/maya'
import { searchDocs, searchLog } from '../schema/search'
import {
  exactTerms,
  fuzzyTerms,
  minimumMatches,
  normaliseSearch,
  searchTerms,
  tsqueryAtLeast,
  tsqueryOf
} from '../../lib/searchText'
import { correctQuery, synonymsOf } from '../../lib/searchSynonyms'
import { SEARCH_KINDS, type SearchKind } from '@app/protocol/search'

export { SEARCH_KINDS, type SearchKind } from '@app/protocol/search'
export type SearchDocRow = typeof searchDocs.$inferSelect

interface Source {
  kind: SearchKind
  refId: number
  sku: string
  titleZh: string
  titleEn: string
  subtitleZh: string
  subtitleEn: string
  teacherZh: string
  teacherEn: string
  cover: string
  /** Text that finds the item but weighs less than its title (intros, track titles, article bodies). */
  body: string
  sort: number
}

/** Spec §2's card codes: sub_type 13 short video, 2 live and 14 its replay; every other commodity is a course. */
function courseKind(type: number, subType: number): SearchKind {
  if (type === 0 && subType === 13) return 'short_video'
  if (type === 0 && (subType === 2 || subType === 14)) return 'live'
  return 'course'
}

const INSERT_BATCH = 500
/** Term lists travel as one text parameter split on U+001F (terms are letters, digits and CJK only). */
const SEP = '\u001f'

function parseCounts(v: unknown): Record<string, number> {
  return (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, number>
}

/** A raw `search_docs` row (snake_case columns) as Drizzle's row type. */
function rowOf(r: Record<string, unknown>): SearchDocRow {
  return {
    kind: String(r.kind),
    refId: Number(r.ref_id),
    sku: String(r.sku),
    titleZh: String(r.title_zh),
    titleEn: String(r.title_en),
    subtitleZh: String(r.subtitle_zh),
    subtitleEn: String(r.subtitle_en),
    teacherZh: String(r.teacher_zh),
    teacherEn: String(r.teacher_en),
    cover: String(r.cover),
    titleNorm: String(r.title_norm),
    titleTerms: '',
    terms: '',
    sort: Number(r.sort)
  }
}

export function searchRepo(db: Db) {
  async function sources(): Promise<Source[]> {
    const [goods, tracks, courseRows, articles, goodsTopics, courseTopics] = await Promise.all([
      db.select().from(medGoods),
      db
        .select({ goodsId: medResources.goodsId, zh: medResources.titleZh, en: medResources.titleEn })
        .from(medResources),
      db.select().from(courses),
      db.select().from(mayaArticles),
      db
        .select({ id: medFloorGoods.goodsId, zh: medFloors.titleZh, en: medFloors.titleEn })
        .from(medFloorGoods)
        .innerJoin(medFloors, eq(medFloors.id, medFloorGoods.floorId)),
      db
        .select({
          id: courseFloorItems.courseId,
          zh: courseFloors.titleZh,
          en: courseFloors.titleEn,
          navZh: courseNavs.titleZh,
          navEn: courseNavs.titleEn
        })
        .from(courseFloorItems)
        .innerJoin(courseFloors, eq(courseFloors.id, courseFloorItems.floorId))
        .leftJoin(courseNavs, eq(courseNavs.id, courseFloors.navId))
    ])
    // topics: the floors (and course tabs) an item is shown under
    const topics = (
      rows: { id: number | null; zh: string; en: string; navZh?: string | null; navEn?: string | null }[]
    ) => {
      const m = new Map<number, string[]>()
      for (const r of rows)
        if (r.id !== null) m.set(r.id, [...(m.get(r.id) ?? []), r.zh, r.en, r.navZh ?? '', r.navEn ?? ''])
      return m
    }
    const goodsTopic = topics(goodsTopics)
    const courseTopic = topics(courseTopics)
    const trackText = new Map<number, string[]>()
    for (const t of tracks) trackText.set(t.goodsId, [...(trackText.get(t.goodsId) ?? []), t.zh, t.en])
    return [
      ...goods.map((g) => ({
        kind: 'meditation' as const,
        refId: g.id,
        sku: g.sku,
        titleZh: g.titleZh,
        titleEn: g.titleEn,
        subtitleZh: g.subtitleZh,
        subtitleEn: g.subtitleEn,
        teacherZh: g.teacherZh,
        teacherEn: g.teacherEn,
        cover: g.cover,
        body: [g.introZh, g.introEn, ...(trackText.get(g.id) ?? []), ...(goodsTopic.get(g.id) ?? [])].join(' '),
        sort: g.sort
      })),
      ...courseRows.map((c) => ({
        kind: courseKind(c.type, c.subType),
        refId: c.id,
        sku: c.sku,
        titleZh: c.titleZh,
        titleEn: c.titleEn,
        subtitleZh: c.subtitleZh,
        subtitleEn: c.subtitleEn,
        teacherZh: c.teacherZh,
        teacherEn: c.teacherEn,
        cover: c.cover,
        body: [c.introZh, c.introEn, ...(courseTopic.get(c.id) ?? [])].join(' '),
        sort: c.sort
      })),
      ...articles.map((a) => ({
        kind: 'article' as const,
        refId: a.id,
        sku: '',
        titleZh: a.titleZh,
        titleEn: a.titleEn,
        subtitleZh: a.summaryZh,
        subtitleEn: a.summaryEn,
        teacherZh: '',
        teacherEn: '',
        cover: '',
        body: [a.bodyZh, a.bodyEn].join(' '),
        sort: a.sort
      }))
    ]
  }

  function docValues(s: Source) {
    const titleNorm = normaliseSearch(`${s.titleZh} ${s.titleEn}`)
    const titleTerms = searchTerms(titleNorm)
    const allTerms = searchTerms(
      normaliseSearch([titleNorm, s.subtitleZh, s.subtitleEn, s.teacherZh, s.teacherEn, s.body].join(' '))
    )
    const { body: _body, ...rest } = s
    return {
      ...rest,
      titleNorm,
      titleTerms: sql`array_to_tsvector(string_to_array(${titleTerms.join(SEP)}, chr(31)))`,
      terms: sql`array_to_tsvector(string_to_array(${allTerms.join(SEP)}, chr(31)))`
    }
  }

  type Counts = Record<SearchKind, number>
  type Column = 'terms' | 'title_terms'

  /**
   * One page of the documents of `kinds` whose `column` holds at least `minimumMatches` of the query's terms,
   * and the number of matches per kind. Title matches come first, ranked (title terms, then a whole title equal
   * to or starting with the query); matches in the rest of the text follow in catalogue order, unranked:
   * ranking thousands of body matches costs more than it tells.
   */
  async function matchPage(
    column: Column,
    terms: string[],
    norm: string,
    kinds: readonly SearchKind[],
    limit: number,
    offset: number,
    widened?: string
  ): Promise<{ rows: Record<string, unknown>[]; counts: Record<string, number> | null }> {
    const col = sql.raw(column)
    const need = minimumMatches(terms.length)
    // the index answers "k of n" itself while the combinations are few; fuzzy terms share common trigrams, so a
    // long fuzzy query's OR is counted per row instead. `widened`: the query OR its synonyms, written out whole.
    const atLeast = widened ?? tsqueryAtLeast(terms, need, column === 'terms' ? 64 : 10)
    const q = sql`${atLeast ?? tsqueryOf(terms)}::tsquery`
    const rankQ = sql`${tsqueryOf(terms)}::tsquery`
    const prefix = norm.replace(/[\\%_]/g, '\\$&') + '%'
    const enough = atLeast
      ? sql``
      : sql`and length(${col}) - length(ts_delete(${col}, string_to_array(${terms.join(SEP)}, chr(31)))) >= ${need}`
    const result = await db.execute(sql`
      with m as (
        select kind, ref_id, sort,
          case when title_terms @@ ${rankQ} then 10 + 2 * ts_rank(title_terms, ${rankQ})
            + case when title_norm like ${prefix} then 1 when position(${norm} in title_norm) > 0 then 0.5 else 0 end
          else 0 end as score
        from search_docs where ${col} @@ ${q} ${enough}
      ), k as (select kind, count(*)::int as n from m group by kind),
      p as (
        select * from m where kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `
        )})
        order by score desc, sort, kind, ref_id limit ${limit} offset ${offset}
      )
      select d.*, (select coalesce(json_object_agg(kind, n), '{}') from k) as counts
      from p join search_docs d using (kind, ref_id)
      order by p.score desc, p.sort, p.kind, p.ref_id`)
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows
    return { rows, counts: rows.length ? parseCounts(rows[0].counts) : null }
  }

  async function countMatches(
    column: Column,
    terms: string[],
    norm: string,
    widened?: string
  ): Promise<Record<string, number>> {
    return (await matchPage(column, terms, norm, SEARCH_KINDS, 1, 0, widened)).counts ?? {}
  }

  /** The query (its usual share of terms) OR each synonym (all its terms): one tsquery, or undefined without synonyms. */
  function widen(exact: string[], synonyms: string[]): { tsquery: string; terms: string[] } | undefined {
    if (!synonyms.length) return undefined
    const groups = [tsqueryAtLeast(exact, minimumMatches(exact.length))]
    const terms = new Set(exact)
    for (const word of synonyms) {
      const t = exactTerms(normaliseSearch(word))
      groups.push(tsqueryAtLeast(t, t.length))
      for (const x of t) terms.add(x)
    }
    const tsquery = groups
      .filter((g): g is string => !!g)
      .map((g) => `(${g})`)
      .join(' | ')
    return { tsquery, terms: [...terms] }
  }

  /**
   * One page of documents of the given kinds matching the query, best first, with the number of matches per
   * kind (for the result tabs). Exact terms over the whole text first; when nothing matches, fuzzy terms (letter
   * trigrams too) over titles, so a wrong letter still finds the item. A one-character query looks at titles.
   * Misspellings of the curated list are corrected first and intents widened by their synonyms; `query` is the
   * corrected query, `fuzzy` whether only the fuzzy pass found something (a likely typo: not a hot search).
   */
  async function search(
    query: string,
    kinds: readonly SearchKind[],
    page: number,
    size: number
  ): Promise<{ rows: SearchDocRow[]; total: number; counts: Counts; query: string; fuzzy: boolean }> {
    const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Counts
    const norm = correctQuery(query)
    const exact = exactTerms(norm)
    if (!exact.length) return { rows: [], total: 0, counts, query: norm, fuzzy: false }
    const oneChar = Array.from(norm).length === 1
    const offset = (page - 1) * size
    let column: Column = oneChar ? 'title_terms' : 'terms'
    const wide = oneChar ? undefined : widen(exact, synonymsOf(norm))
    let terms = wide?.terms ?? exact
    let found = await matchPage(column, terms, norm, kinds, size, offset, wide?.tsquery)
    let all = found.counts ?? (await countMatches(column, terms, norm, wide?.tsquery))
    const fuzzy = fuzzyTerms(norm)
    let usedFuzzy = false
    if (!Object.keys(all).length && fuzzy.length > exact.length) {
      column = 'title_terms'
      terms = fuzzy
      usedFuzzy = true
      found = await matchPage(column, terms, norm, kinds, size, offset)
      all = found.counts ?? (await countMatches(column, terms, norm))
    }
    for (const k of SEARCH_KINDS) counts[k] = all[k] ?? 0
    const total = kinds.reduce((n, k) => n + counts[k], 0)
    return { rows: found.rows.map(rowOf), total, counts, query: norm, fuzzy: usedFuzzy }
  }

  return {
    /**
     * Rebuilds every document in one transaction under an advisory lock, so processes sharing a database that
     * heard the same change rebuild one after another instead of colliding; readers see the old set until commit.
     */
    async rebuild(): Promise<number> {
      const rows = (await sources()).map(docValues)
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('search_docs_rebuild'))`)
        await tx.delete(searchDocs)
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          await tx.insert(searchDocs).values(rows.slice(i, i + INSERT_BATCH) as never)
        }
      })
      return rows.length
    },

    async count(): Promise<number> {
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(searchDocs)
      return n
    },

    search,

    /** Titles starting with (then containing) the normalised prefix, shorter titles (in the reader's language) first, for suggestions while typing. */
    async suggest(prefix: string, limit: number, lang: 'zh-Hant' | 'en'): Promise<SearchDocRow[]> {
      const norm = normaliseSearch(prefix)
      if (!norm) return []
      const like = norm.replace(/[\\%_]/g, '\\$&')
      return db
        .select()
        .from(searchDocs)
        .where(sql`${searchDocs.titleNorm} like ${'%' + like + '%'}`)
        .orderBy(
          sql`case when ${searchDocs.titleNorm} like ${like + '%'} then 0 else 1 end`,
          sql`length(${lang === 'en' ? searchDocs.titleEn : searchDocs.titleZh})`,
          searchDocs.sort
        )
        .limit(limit)
    },

    /** Counts a query that found something (hot searches are made of those). */
    async logQuery(query: string, day: string): Promise<void> {
      const norm = normaliseSearch(query).slice(0, 40)
      if (!norm) return
      await db
        .insert(searchLog)
        .values({ query: norm, day, count: 1 })
        .onConflictDoUpdate({
          target: [searchLog.query, searchLog.day],
          set: { count: sql`${searchLog.count} + 1`, updatedAt: sql`now()` }
        })
    },

    /**
     * The most searched queries since `sinceDay` (YYYY-MM-DD), each searched at least `minCount` times: one
     * person's odd query never becomes everybody's hot search.
     */
    async hot(sinceDay: string, limit: number, minCount = 1): Promise<string[]> {
      const rows = await db
        .select({ query: searchLog.query, n: sql<number>`sum(${searchLog.count})::int` })
        .from(searchLog)
        .where(gte(searchLog.day, sinceDay))
        .groupBy(searchLog.query)
        .having(sql`sum(${searchLog.count}) >= ${minCount}`)
        .orderBy(desc(sql`sum(${searchLog.count})`), searchLog.query)
        .limit(limit)
      return rows.map((r) => r.query)
    },

    /** Meditation albums and courses in catalogue order (hot searches on a quiet week). */
    async firstTitles(limit: number): Promise<SearchDocRow[]> {
      return db
        .select()
        .from(searchDocs)
        .where(sql`${searchDocs.kind} in ('meditation', 'course')`)
        .orderBy(searchDocs.sort, searchDocs.kind, searchDocs.refId)
        .limit(limit)
    },

    async byKind(kind: SearchKind, refId: number): Promise<SearchDocRow | undefined> {
      const [row] = await db
        .select()
        .from(searchDocs)
        .where(and(eq(searchDocs.kind, kind), eq(searchDocs.refId, refId)))
      return row
    }
  }
}
export type SearchRepo = ReturnType<typeof searchRepo>
