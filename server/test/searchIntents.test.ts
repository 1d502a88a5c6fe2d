/**
 * Issue 32 item 6: search reads intents and misspellings through the curated vocabulary, finds items by their
 * topics, and hot searches never show one person's typo.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { SearchHotDTO, SearchResultDTO } from '@app/protocol/search'
import { correctQuery, synonymsOf } from '../src/lib/searchSynonyms'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const search = async (keyword: string, lang = 'zh-Hant') =>
  (await t.call('POST', '/v3/meditation/search', { body: { keyword }, headers: { 'x-lang': lang } })).body
    .data as SearchResultDTO
const titles = (r: SearchResultDTO) => r.list.map((h) => h.title)

test('the vocabulary: misspellings corrected, intents widened, in both languages', () => {
  assert.equal(correctQuery('冥相'), '冥想')
  assert.equal(correctQuery('Meditaion for sleep'), 'meditation for sleep')
  assert.ok(synonymsOf('睡不著').includes('睡眠'))
  assert.ok(synonymsOf("i can't sleep").includes('sleep'))
  assert.deepEqual(synonymsOf('呼吸'), [])
})

test('"睡不著" and "insomnia" find the sleep meditations; "冥相" finds 冥想', async () => {
  const zh = await search('睡不著')
  assert.ok(titles(zh).includes('好眠引導'), titles(zh).join())
  const en = await search('insomnia', 'en')
  assert.ok(titles(en).includes('Guided Sleep'), titles(en).join())
  const typo = await search('冥相')
  assert.ok(titles(typo).includes('冥想入門七日'), titles(typo).join())
  assert.deepEqual(typo.list.find((h) => h.title === '冥想入門七日')?.marks, [[0, 2]])
})

test('hot searches: a typo is logged as corrected, a lone or fuzzy-only query never shows', async () => {
  for (let i = 0; i < 3; i++) await search('冥相')
  for (let i = 0; i < 3; i++) await search('Breathng', 'en')
  await search('呼吸')
  const hot = (await t.call('GET', '/v3/search/hot')).body.data as SearchHotDTO
  assert.equal(hot.list[0], '冥想')
  assert.ok(!hot.list.includes('冥相'), hot.list.join())
  assert.ok(!hot.list.includes('breathng'), hot.list.join())
  assert.ok(!hot.list.includes('呼吸'), hot.list.join())
})
