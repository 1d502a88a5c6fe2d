/**
 * Saved courses and watch history answer through their protocol schemas (src/protocol/courseFavoritesSchemas,
 * issue 30 item 2): every route has its response schema, and what each handler makes fits it exactly (no field
 * beyond those named, none missing), checked before Fastify's serializer, which would drop an extra field silently.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { Type, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { FastifyInstance } from 'fastify'
import type { CourseDetailDTO } from '@app/protocol'
import { CourseFavoriteDTO, CourseHistoryDTO } from '@app/protocol/courseFavoritesSchemas'
import { Envelope, PagedOf } from '../src/routes/schemas'
import { createTestApp, loginDemo, type TestApp } from './helpers'
import { schemaCheck } from './responseSchemaCheck'

const check = schemaCheck(['/v2/favorites', '/v2/histories', '/v3/get/user/recently/look/', '/test/favorite-'])
let t: TestApp
let token: string
let tea: CourseDetailDTO

// two routes that break the favourite's schema, to show that the check (and the serializer) see it
const sampleCard: CourseFavoriteDTO['course'] = {
  id: 1,
  sku: 'c',
  type: 0,
  sub_type: 0,
  jump_type: null,
  title: 't',
  subtitle: '',
  teacher: '',
  cover: '',
  price: 0,
  original_price: 0,
  card_level: 0,
  live_status: 0,
  live_start_at: null,
  study_people: 0,
  isWaterfall: 0
}

async function probes(app: FastifyInstance) {
  const schema = { response: { 200: Envelope(CourseFavoriteDTO) } }
  const one = (): CourseFavoriteDTO => ({ id: 1, course: sampleCard, created_at: new Date(0).toISOString() })
  app.get('/test/favorite-extra', { schema }, async () => ({ code: 0, msg: 'ok', data: { ...one(), secret: 'x' } }))
  app.get('/test/favorite-missing', { schema }, async () => {
    const { created_at: _dropped, ...rest } = one()
    return { code: 0, msg: 'ok', data: rest }
  })
}

before(async () => {
  t = await createTestApp({ plugins: [check.plugin, { plugin: probes }] })
  token = await loginDemo(t, 'user')
  tea = (await t.call('GET', '/v3/get/goods/info', { query: { sku: 'c-tea-zen' }, token })).body.data
})
after(() => t.close())

test('every saved-course and history route answers through its protocol schema', () => {
  const expected: [string, TSchema][] = [
    ['POST /v2/favorites', Envelope(CourseFavoriteDTO)],
    ['GET /v2/favorites', PagedOf(CourseFavoriteDTO)],
    ['DELETE /v2/favorites/:id', Envelope(Type.Null())],
    ['POST /v2/histories', Envelope(CourseHistoryDTO)],
    ['GET /v2/histories', PagedOf(CourseHistoryDTO)],
    ['GET /v3/get/user/recently/look/:id', Envelope(Type.Array(CourseHistoryDTO))]
  ]
  const routes = [...check.routes.keys()].filter((r) => !r.includes('/test/')).sort()
  assert.deepEqual(routes, expected.map(([r]) => r).sort(), 'the domain has these routes')
  for (const [route, schema] of expected) assert.deepEqual(check.routes.get(route), schema, route)
})

test('what the handlers make fits the schemas exactly, in both languages', async () => {
  const lesson = tea.lessons[0]
  for (const lang of ['zh-Hant', 'en'] as const) {
    const saved = await t.call('POST', '/v2/favorites', { body: { course_id: tea.id }, token, lang })
    assert.equal(saved.body.code, 0, saved.body.msg)
    assert.ok(Value.Check(CourseFavoriteDTO, saved.body.data))
    const watched = await t.call('POST', '/v2/histories', {
      body: { course_id: tea.id, lesson_id: lesson.id, position: 12 },
      token,
      lang
    })
    assert.equal(watched.body.code, 0, watched.body.msg)
    assert.ok(Value.Check(CourseHistoryDTO, watched.body.data))
    const favorites = (await t.call('GET', '/v2/favorites', { token, lang })).body.data
    assert.equal(favorites.list.length, 1)
    const histories = (await t.call('GET', '/v2/histories', { token, lang })).body.data
    assert.equal(histories.list.length, 1)
    const recent = (await t.call('GET', '/v3/get/user/recently/look/0', { token, lang })).body.data
    assert.equal(recent.length, 1)
    assert.deepEqual((await t.call('GET', '/v3/get/user/recently/look/0', { lang })).body.data, [], 'a visitor')
    assert.equal((await t.call('DELETE', `/v2/favorites/${tea.id}`, { token, lang })).body.data, null)
  }
  const real = check.misfits.filter((m) => !m.includes('/test/'))
  assert.deepEqual(real, [], 'every answer fits its strict schema')
})

test('an answer with a field the schema does not name, or without one it requires, is caught', async () => {
  const before = check.misfits.length
  const extra = await t.call('GET', '/test/favorite-extra', { token })
  assert.equal(extra.status, 200)
  assert.equal('secret' in extra.body.data, false, 'the serializer drops the unknown field')
  assert.match(check.misfits[before] ?? '', /favorite-extra: \/data\/secret/, 'the check sees it')
  const missing = await t.call('GET', '/test/favorite-missing', { token })
  assert.equal(missing.status, 500, 'the serializer refuses an answer without a required field')
  assert.match(check.misfits[before + 1] ?? '', /favorite-missing: \/data\/created_at/)
})
