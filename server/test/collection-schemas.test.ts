/**
 * Curated collections answer through their protocol schemas (src/protocol/collectionSchemas, issue 30 item 2):
 * every route has its response schema, and what each handler makes fits it exactly (no field beyond those named,
 * none missing), checked before Fastify's serializer, which would drop an extra field silently.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { Type, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { FastifyInstance } from 'fastify'
import {
  CollectionCardDTO,
  CollectionDetailDTO,
  CollectionFavoriteDTO,
  type CollectionItemDTO
} from '@app/protocol/collectionSchemas'
import { Envelope } from '../src/routes/schemas'
import { createTestApp, loginDemo, type TestApp } from './helpers'
import { schemaCheck } from './responseSchemaCheck'

const check = schemaCheck(['/v3/collection/', '/test/collection-'])
let t: TestApp
let token: string

// two routes that break the detail's schema, to show that the check (and the serializer) see it
const item: CollectionItemDTO = {
  kind: 'course',
  id: 1,
  sku: 'c',
  title: 't',
  subtitle: '',
  teacher: '',
  cover: '',
  type: 0,
  sub_type: 0
}
const detail: CollectionDetailDTO = {
  id: 1,
  title: 't',
  intro: '',
  cover: '',
  item_count: 1,
  items: [item],
  favorited: false,
  favorite_count: 0
}
async function probes(app: FastifyInstance) {
  const schema = { response: { 200: Envelope(CollectionDetailDTO) } }
  app.get('/test/collection-extra', { schema }, async () => ({
    code: 0,
    msg: 'ok',
    data: { ...detail, items: [{ ...item, price: 9 }] }
  }))
  app.get('/test/collection-missing', { schema }, async () => {
    const { favorite_count: _dropped, ...rest } = detail
    return { code: 0, msg: 'ok', data: rest }
  })
}

before(async () => {
  t = await createTestApp({ plugins: [check.plugin, { plugin: probes }] })
  token = await loginDemo(t, 'user')
})
after(() => t.close())

test('every collection route answers through its protocol schema', () => {
  const expected: [string, TSchema][] = [
    ['GET /v3/collection/list', Envelope(Type.Array(CollectionCardDTO))],
    ['GET /v3/collection/:id', Envelope(CollectionDetailDTO)],
    ['PUT /v3/collection/favorite', Envelope(CollectionFavoriteDTO)]
  ]
  const routes = [...check.routes.keys()].filter((r) => !r.includes('/test/')).sort()
  assert.deepEqual(routes, expected.map(([r]) => r).sort(), 'the domain has these routes')
  for (const [route, schema] of expected) assert.deepEqual(check.routes.get(route), schema, route)
})

test('what the handlers make fits the schemas exactly, in both languages, for a visitor and a user', async () => {
  for (const lang of ['zh-Hant', 'en'] as const) {
    const list: CollectionCardDTO[] = (await t.call('GET', '/v3/collection/list', { lang })).body.data
    assert.ok(list.length > 0, 'the seed has collections')
    for (const c of list) assert.ok(Value.Check(CollectionCardDTO, c))
    for (const c of list) {
      const seen = (await t.call('GET', `/v3/collection/${c.id}`, { lang })).body.data
      assert.ok(Value.Check(CollectionDetailDTO, seen))
      const mine = (await t.call('GET', `/v3/collection/${c.id}`, { lang, token })).body.data as CollectionDetailDTO
      assert.ok(mine.items.length > 0)
    }
    const kinds = new Set<string>()
    for (const c of list)
      for (const i of ((await t.call('GET', `/v3/collection/${c.id}`, { lang })).body.data as CollectionDetailDTO)
        .items)
        kinds.add(i.kind)
    assert.deepEqual([...kinds].sort(), ['course', 'meditation'], 'both kinds of entry are checked')
    for (const favorite of [true, false]) {
      const put = await t.call('PUT', '/v3/collection/favorite', { body: { id: list[0].id, favorite }, token, lang })
      assert.equal(put.body.code, 0, put.body.msg)
      assert.ok(Value.Check(CollectionFavoriteDTO, put.body.data))
    }
  }
  const real = check.misfits.filter((m) => !m.includes('/test/'))
  assert.deepEqual(real, [], 'every answer fits its strict schema')
})

test('an answer with a field the schema does not name, or without one it requires, is caught', async () => {
  const before = check.misfits.length
  const extra = await t.call('GET', '/test/collection-extra')
  assert.equal(extra.status, 200)
  assert.equal('price' in extra.body.data.items[0], false, 'the serializer drops the unknown field')
  assert.match(check.misfits[before] ?? '', /collection-extra: \/data\/items\/0\/price/, 'the check sees it')
  const missing = await t.call('GET', '/test/collection-missing')
  assert.equal(missing.status, 500, 'the serializer refuses an answer without a required field')
  assert.match(check.misfits[before + 1] ?? '', /collection-missing: \/data\/favorite_count/)
})
