/**
 * The course catalogue and course detail answer through their protocol schemas (src/protocol/courseSchemas, issue 30
 * item 2): every route has its response schema, and what each handler makes fits it exactly (no field beyond those
 * named, none missing), checked before the serializer, which would drop an extra field silently. The catalogue's
 * cached answers (sendCatalogue) are serialised through the same schema. Bad queries get a translated 400.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { CourseCardDTO, CourseIndexDTO, CourseNavDTO } from '@app/protocol'
import {
  BannerDTO,
  CourseDetailDTO,
  CourseFloorPageDTO,
  CourseIndexDTO as CourseIndexSchema,
  CourseNavDTO as CourseNavSchema,
  CourseNavInfoDTO,
  CoursePlayInfoDTO
} from '@app/protocol/courseSchemas'
import { CATALOGUE, sendCatalogue } from '../src/routes/catalogueResponse'
import { Envelope } from '../src/routes/schemas'
import { createTestApp, loginDemo, type TestApp } from './helpers'
import { schemaCheck } from './responseSchemaCheck'

const check = schemaCheck([
  '/v3/course/navList',
  '/v3/course/indexFloor',
  '/v3/course/indexAds',
  '/v3/course/floor/',
  '/v3/course/navInfo/',
  '/v3/get/goods/info',
  '/v3/course/playInfo/',
  '/test/catalogue-'
])
let t: TestApp
let token: string

// a catalogue route and a plain one that break the nav's schema, to show that the check (and the serializer) see it
async function probes(app: FastifyInstance) {
  const schema = { response: { 200: Envelope(Type.Array(CourseNavSchema)) } }
  const nav = (): CourseNavDTO => ({ id: 1, tag: 'all', title: 't' })
  app.get('/test/catalogue-extra', { schema, config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'test.extra', async () => [{ ...nav(), secret: 'x' }])
  )
  app.get('/test/catalogue-missing', { schema, config: CATALOGUE }, (req, reply) =>
    sendCatalogue(req, reply, 'test.missing', async () => {
      const { title: _dropped, ...rest } = nav()
      return [rest]
    })
  )
  app.get('/test/catalogue-plain-extra', { schema }, async () => ({ code: 0, msg: 'ok', data: [{ ...nav(), x: 1 }] }))
}

before(async () => {
  t = await createTestApp({ plugins: [check.plugin, { plugin: probes }] })
  token = await loginDemo(t, 'vip')
})
after(() => t.close())

test('every catalogue and course detail route answers through its protocol schema', () => {
  const expected: [string, TSchema][] = [
    ['GET /v3/course/navList', Envelope(Type.Array(CourseNavSchema))],
    ['GET /v3/course/indexFloor', Envelope(CourseIndexSchema)],
    ['GET /v3/course/indexAds', Envelope(Type.Array(BannerDTO))],
    ['GET /v3/course/floor/:id', Envelope(CourseFloorPageDTO)],
    ['GET /v3/course/navInfo/:id', Envelope(CourseNavInfoDTO)],
    ['GET /v3/get/goods/info', Envelope(CourseDetailDTO)],
    ['GET /v3/course/playInfo/:sku', Envelope(CoursePlayInfoDTO)]
  ]
  const routes = [...check.routes.keys()].filter((r) => !r.includes('/test/')).sort()
  assert.deepEqual(routes, expected.map(([r]) => r).sort(), 'the domain has these routes')
  for (const [route, schema] of expected) assert.deepEqual(check.routes.get(route), schema, route)
})

test('what the handlers make fits the schemas exactly: every nav, floor and course, both languages, visitor and member', async () => {
  let details = 0
  let plays = 0
  for (const lang of ['zh-Hant', 'en'] as const) {
    for (const who of [undefined, token]) {
      const call = async (path: string, query?: Record<string, string | number>) => {
        const r = await t.call('GET', path, { query, token: who, lang })
        assert.equal(r.status, 200, `${path} ${JSON.stringify(query)}: ${r.body.msg}`)
        return r.body.data
      }
      const navs: CourseNavDTO[] = await call('/v3/course/navList')
      assert.ok(navs.length > 0)
      await call('/v3/course/indexFloor')
      await call('/v3/course/indexAds')
      const cards = new Map<string, CourseCardDTO>()
      for (const nav of navs) {
        const index: CourseIndexDTO = await call('/v3/course/indexFloor', { nav_id: nav.id })
        await call('/v3/course/indexAds', { tag: nav.tag })
        await call(`/v3/course/navInfo/${nav.id}`)
        for (const floor of index.floors) {
          const page = await call(`/v3/course/floor/${floor.id}`, { page: 1, size: 50 })
          for (const c of page.items.list as CourseCardDTO[]) cards.set(c.sku, c)
        }
      }
      // every course with a detail page (no jump elsewhere, type 0, not a live booking nor a short video)
      const courses = [...cards.values()].filter(
        (c) => c.jump_type === null && c.type === 0 && ![2, 13].includes(c.sub_type)
      )
      assert.ok(courses.length >= 3, `courses in the catalogue: ${courses.length}`)
      for (const c of courses) {
        const d = await call('/v3/get/goods/info', { sku: c.sku })
        details++
        const open = d.lessons.find((l: { locked: boolean }) => !l.locked)
        const r = await t.call('GET', `/v3/course/playInfo/${c.sku}`, {
          query: open ? { lesson_id: open.id } : undefined,
          token: who,
          lang
        })
        if (r.status === 200) plays++
      }
    }
  }
  assert.ok(details > 10 && plays > 4, `details ${details}, play infos ${plays}`)
  const real = check.misfits.filter((m) => !m.includes('/test/'))
  assert.deepEqual(real, [], 'every answer fits its strict schema')
})

test('bad queries and ids answer a translated 400 and no catalogue', async () => {
  const bad: [string, Record<string, string> | undefined][] = [
    ['/v3/course/indexFloor', { tag: 'no spaces!' }],
    ['/v3/course/indexAds', { nav_id: 'x' }],
    ['/v3/course/floor/abc', undefined],
    ['/v3/course/floor/1', { page: '0' }],
    ['/v3/course/navInfo/0', undefined],
    ['/v3/get/goods/info', undefined],
    ['/v3/course/playInfo/c-tea-zen', { lesson_id: 'first' }]
  ]
  for (const [path, query] of bad) {
    const zh = await t.call('GET', path, { query })
    assert.equal(zh.status, 400, `${path} ${JSON.stringify(query)}`)
    assert.equal(zh.body.data, null)
    assert.match(zh.body.msg, /[\u4e00-\u9fff]/, `zh-Hant: ${zh.body.msg}`)
    const en = await t.call('GET', path, { query, lang: 'en' })
    assert.equal(en.status, 400)
    assert.doesNotMatch(en.body.msg, /[\u4e00-\u9fff]/, `English: ${en.body.msg}`)
  }
})

test('an answer with a field the schema does not name, or without one it requires, is caught (cached or not)', async () => {
  const before = check.misfits.length
  const extra = await t.call('GET', '/test/catalogue-extra')
  assert.equal(extra.status, 200)
  assert.equal('secret' in extra.body.data[0], false, 'the cached answer is serialised through the schema')
  assert.match(check.misfits[before] ?? '', /catalogue-extra: \/data\/0\/secret/, 'the check sees it')
  const missing = await t.call('GET', '/test/catalogue-missing')
  assert.equal(missing.status, 500, 'the serializer refuses an answer without a required field')
  assert.match(check.misfits[before + 1] ?? '', /catalogue-missing: \/data\/0\/title/)
  const plain = await t.call('GET', '/test/catalogue-plain-extra')
  assert.equal('x' in plain.body.data[0], false)
  assert.match(check.misfits[before + 2] ?? '', /catalogue-plain-extra: \/data\/0\/x/)
})
