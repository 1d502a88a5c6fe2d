import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import type { SearchHotDTO, SearchResultDTO, SearchSuggestDTO } from '@app/protocol/search'
import {
  exactTerms,
  fuzzyTerms,
  matchRanges,
  minimumMatches,
  normaliseSearch,
  searchTerms,
  tsqueryAtLeast
} from '../src/lib/searchText'
import { createTestApp, tableCounts, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const search = async (path: string, body: Record<string, unknown>, lang = 'zh-Hant') =>
  (await t.call('POST', path, { body, headers: { 'x-lang': lang } })).body
const titles = (r: SearchResultDTO) => r.list.map((h) => h.title)

test('terms: CJK unigrams and bigrams, words and their letter trigrams, one normal form', () => {
  assert.equal(normaliseSearch('  冥想课程　ＭＥＤＩＴＡＴＩＯＮ '), '冥想課程 meditation')
  assert.deepEqual(searchTerms('呼吸 calm'), ['呼', '呼吸', '吸', 'calm', '~cal', '~alm'])
  assert.deepEqual(exactTerms('冥想課程 calm 靜'), ['冥想', '想課', '課程', 'calm', '靜'])
  assert.deepEqual(fuzzyTerms('calm'), ['calm', '~cal', '~alm'])
  assert.equal(tsqueryAtLeast(['a', 'b', 'c'], 2), "('a' & 'b') | ('a' & 'c') | ('b' & 'c')")
  assert.equal(
    tsqueryAtLeast(
      Array.from({ length: 12 }, (_, i) => `t${i}`),
      8
    ),
    null
  )
  assert.deepEqual(minimumMatches(1), 1)
  assert.deepEqual(minimumMatches(7), 5)
  assert.deepEqual(matchRanges('正念冥想課程', normaliseSearch('冥想课程')), [[2, 6]])
})

test('a Simplified query finds the Traditional title, highlighted, best match first', async () => {
  const r = (await search('/v3/meditation/search', { keyword: '冥想入门' })).data as SearchResultDTO
  assert.equal(r.list[0].title, '冥想入門七日')
  assert.equal(r.list[0].kind, 'meditation')
  assert.ok(r.list[0].sku.length > 0)
  assert.deepEqual(r.list[0].marks, [[0, 4]])
  assert.equal(r.counts.meditation >= 1, true)
})

test('full-width letters, English titles and one wrong letter or character still find the item', async () => {
  const en = (await search('/v3/meditation/search', { keyword: 'ＢＲＥＡＴＨＩＮＧ' }, 'en')).data as SearchResultDTO
  assert.ok(titles(en).includes('Breathing Practice'), titles(en).join())
  const typo = (await search('/v3/meditation/search', { keyword: 'Mindfullness' }, 'en')).data as SearchResultDTO
  assert.ok(titles(typo).includes('Eight Weeks of Mindfulness'), titles(typo).join())
  const cjkTypo = (await search('/v3/meditation/search', { keyword: '深度睡民大師' })).data as SearchResultDTO
  assert.equal(cjkTypo.list[0]?.title, '深度睡眠大師班')
  const none = (await search('/v3/meditation/search', { keyword: '量子物理' })).data as SearchResultDTO
  assert.deepEqual([none.total, none.list], [0, []])
})

test('kinds: counts per kind for the tabs, one kind per page, the course search covers course kinds only', async () => {
  const all = (await search('/v3/meditation/search', { keyword: '呼吸' })).data as SearchResultDTO
  assert.ok(all.counts.meditation >= 1 && all.counts.course >= 1, JSON.stringify(all.counts))
  const onlyCourse = (await search('/v3/meditation/search', { keyword: '呼吸', kind: 'course' }))
    .data as SearchResultDTO
  assert.ok(onlyCourse.list.length >= 1)
  assert.ok(onlyCourse.list.every((h) => h.kind === 'course'))
  assert.equal(onlyCourse.total, all.counts.course)
  const live = (await search('/v3/course/search', { keyword: '直播' })).data as SearchResultDTO
  assert.ok(live.list.length >= 1 && live.list.every((h) => h.kind === 'live'), titles(live).join())
  const refused = await t.call('POST', '/v3/course/search', { body: { keyword: '呼吸', kind: 'meditation' } })
  assert.equal(refused.status, 400)
})

test('paging: pages do not overlap and has_more ends', async () => {
  const p1 = (await search('/v3/meditation/search', { keyword: '靜心', size: 2, page: 1 })).data as SearchResultDTO
  assert.ok(p1.total > 2, `total ${p1.total}`)
  const p2 = (await search('/v3/meditation/search', { keyword: '靜心', size: 2, page: 2 })).data as SearchResultDTO
  assert.equal(p1.has_more, true)
  assert.deepEqual(
    p1.list.filter((h) => p2.list.some((x) => x.kind === h.kind && x.id === h.id)),
    []
  )
  const beyond = (await search('/v3/meditation/search', { keyword: '靜心', size: 2, page: 99 })).data as SearchResultDTO
  assert.deepEqual([beyond.list.length, beyond.total, beyond.has_more], [0, p1.total, false])
})

test('bad input gets a translated 400 and changes nothing', async () => {
  const before = await tableCounts(t.database)
  const empty = await t.call('POST', '/v3/meditation/search', { body: { keyword: '   ' }, headers: { 'x-lang': 'en' } })
  assert.deepEqual([empty.status, empty.body.msg], [400, 'Type something to search for'])
  const long = await t.call('POST', '/v3/meditation/search', { body: { keyword: '冥'.repeat(51) } })
  assert.deepEqual([long.status, long.body.msg], [400, '搜尋內容最多 50 個字'])
  const wrongType = await t.call('POST', '/v3/meditation/search', { body: { keyword: 3 } })
  assert.equal(wrongType.status, 400)
  const after = await tableCounts(t.database)
  assert.equal(after.search_log, before.search_log)
})

test('hot searches: what was searched most this week, filled with catalogue titles', async () => {
  for (let i = 0; i < 3; i++) await search('/v3/meditation/search', { keyword: '好眠' })
  const hot = (await t.call('GET', '/v3/search/hot')).body.data as SearchHotDTO
  assert.equal(hot.list[0], '好眠')
  assert.equal(hot.list.length, 8)
  assert.equal(new Set(hot.list).size, 8)
})

test('suggestions while typing: titles containing the prefix, prefix matches first', async () => {
  const s = (await t.call('GET', '/v3/search/suggest', { query: { keyword: '呼吸' } })).body.data as SearchSuggestDTO
  assert.deepEqual(s.list.map((x) => x.title).slice(0, 2), ['呼吸練習', '呼吸練習課'])
  const noneRes = await t.call('GET', '/v3/search/suggest', { query: { keyword: '' } })
  assert.equal(noneRes.status, 200, JSON.stringify(noneRes.body))
  const none = noneRes.body.data as SearchSuggestDTO
  assert.deepEqual(none.list, [])
})

test('a catalogue write is searchable at once (the index is rebuilt after the change feed hears it)', async () => {
  await t.database.db.execute(sql`update med_goods set title_zh = '海浪冥想' where title_zh = '自然白噪音'`)
  let found: SearchResultDTO | undefined
  for (let i = 0; i < 50; i++) {
    found = (await search('/v3/meditation/search', { keyword: '海浪冥想' })).data as SearchResultDTO
    if (found.list[0]?.title === '海浪冥想') break
    await new Promise((r) => setImmediate(r))
  }
  assert.equal(found?.list[0]?.title, '海浪冥想')
  await t.database.db.execute(sql`update med_goods set title_zh = '自然白噪音' where title_zh = '海浪冥想'`)
})

test('course hits carry the commodity type and sub type that pick their page', async () => {
  const r = (await search('/v3/course/search', { keyword: '睡眠' })).data as SearchResultDTO
  const camp = r.list.find((h) => h.sku === 'camp-sleep')
  assert.ok(camp, r.list.map((h) => h.sku).join())
  assert.equal(camp.type, 1)
  const med = (await search('/v3/meditation/search', { keyword: '睡眠', kind: 'meditation' })).data as SearchResultDTO
  assert.ok(med.list.every((h) => h.type === undefined))
})
