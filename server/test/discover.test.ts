/**
 * The discovery feed (a seeded shuffle paged without repeats, the newest courses on page 1, the short videos) and
 * the pages composed on the server from blocks.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import type { CourseCardDTO, RandomPage, SystemPageDTO } from '@app/protocol'
import { courseSystemPages } from '../src/db/schema'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const random = async (page: number, seed: number, size = 4): Promise<RandomPage> =>
  (await t.call('GET', '/v3/get/random/list', { query: { page, size, seed } })).body.data

test('one seed pages through every picked course once; another seed reorders them', async () => {
  const first = await random(1, 7)
  assert.ok(first.total > 4, 'enough courses to page')
  const skus: string[] = []
  for (let p = 1; p <= Math.ceil(first.total / 4); p++) skus.push(...(await random(p, 7)).list.map((c) => c.sku))
  assert.equal(skus.length, first.total)
  assert.equal(new Set(skus).size, skus.length, 'no course twice in one feed')
  assert.ok(!skus.some((s) => s === ''), 'every card names its course')
  const all = (await random(1, 7, 50)).list
  const other = (await random(1, 8, 50)).list
  assert.deepEqual(
    all.map((c) => c.sku),
    skus,
    'the same seed gives the same order'
  )
  assert.notDeepEqual(
    other.map((c) => c.sku),
    skus,
    'another seed reshuffles'
  )
  assert.deepEqual(new Set(other.map((c) => c.sku)), new Set(skus))
  assert.ok(
    all.every((c) => c.type !== 3 && c.sub_type !== 13),
    'no member cards or short videos in the picks'
  )
})

test('page 1 carries the newest courses, later pages do not', async () => {
  const p1 = await random(1, 1)
  assert.ok(p1.newest && p1.newest.length > 0)
  const ids = p1.newest.map((c) => c.id)
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
    'newest first'
  )
  assert.equal((await random(2, 1)).newest, undefined)
})

test('short videos: every card is a short video, in the request language', async () => {
  const zh: CourseCardDTO[] = (await t.call('GET', '/v3/get/floor/short/video/skus')).body.data
  const en: CourseCardDTO[] = (await t.call('GET', '/v3/get/floor/short/video/skus', { lang: 'en' })).body.data
  assert.ok(zh.length > 0)
  assert.ok(zh.every((c) => c.sub_type === 13 && c.isWaterfall === 1))
  assert.notEqual(zh[0].title, en[0].title)
})

test('bad paging is refused before any query', async () => {
  const res = await t.call('GET', '/v3/get/random/list', { query: { page: 0, size: 10 } })
  assert.equal(res.status, 400)
})

test('system pages: the list, then one page with its blocks in the request language and unknown kinds left out', async () => {
  const list = (await t.call('GET', '/v3/course/system/list', { lang: 'en' })).body.data
  assert.deepEqual(list, [{ id: 1, title: 'Sleep Well' }])
  const page: SystemPageDTO = (await t.call('GET', '/v3/course/system/1')).body.data
  assert.equal(page.title, '好眠專題')
  assert.deepEqual(
    page.blocks.map((b) => b.type),
    ['banner', 'text', 'courses', 'shorts', 'image', 'button']
  )
  const courses = page.blocks.find((b) => b.type === 'courses')
  assert.ok(courses && courses.type === 'courses')
  assert.deepEqual(
    courses.items.map((c) => c.sku),
    ['c-deep-sleep', 'l-replay-sleep', 'c-mindfulness'],
    'in the listed order'
  )
  const button = page.blocks.find((b) => b.type === 'button')
  assert.deepEqual(button, {
    type: 'button',
    label: '認識課程年卡',
    jump_type: 10,
    jump_value: '/pages/course/annualPass'
  })
  const en: SystemPageDTO = (await t.call('GET', '/v3/course/system/1', { lang: 'en' })).body.data
  assert.equal(en.blocks.find((b) => b.type === 'text')?.type, 'text')
  assert.match(JSON.stringify(en.blocks), /Poor sleep/)
})

test('an unknown or unpublished system page is a 404; a bad id a 400', async () => {
  assert.equal((await t.call('GET', '/v3/course/system/999')).status, 404)
  await t.database.db.update(courseSystemPages).set({ published: 0 }).where(eq(courseSystemPages.id, 1))
  assert.equal((await t.call('GET', '/v3/course/system/1')).status, 404)
  assert.deepEqual((await t.call('GET', '/v3/course/system/list')).body.data, [])
  await t.database.db.update(courseSystemPages).set({ published: 1 }).where(eq(courseSystemPages.id, 1))
  assert.equal((await t.call('GET', '/v3/course/system/abc')).status, 400)
})
