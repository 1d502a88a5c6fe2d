import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import * as OpenCC from 'opencc-js'
import {
  ErrorCode,
  type MayaArticleDTO,
  type MayaArticleSummaryDTO,
  type MayaKinDTO,
  type MayaKinMergeResult
} from '@app/protocol'
import { kinOfDate } from '@app/mayaCalendar/lib/dreamspell'
import { MAX_KINS } from '@app/mayaCalendar/lib/kinInput'
import { MAYA_ARTICLES } from '../src/db/seed/maya'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const newUser = async (tag: string) =>
  (await loginWithEmail(t, `maya-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`)).token

test("kins: add, list with the computed kin, edit, delete; 29 February takes 28 February's kin", async () => {
  const token = await newUser('crud')
  const a = await t.call('POST', '/v3/maya/kins', { token, body: { name: '  小明 ', birthday: '2000-02-29' } })
  assert.equal(a.body.code, 0)
  const created = a.body.data as MayaKinDTO
  assert.deepEqual(
    { name: created.name, birthday: created.birthday, kin: created.kin },
    { name: '小明', birthday: '2000-02-29', kin: kinOfDate('2000-02-28') }
  )
  const b = (await t.call('POST', '/v3/maya/kins', { token, body: { name: 'Ann', birthday: '1990-07-25' } })).body
    .data as MayaKinDTO
  assert.equal(b.kin, kinOfDate('1990-07-25'))

  const list = (await t.call('GET', '/v3/maya/kins', { token })).body.data as MayaKinDTO[]
  assert.deepEqual(
    list.map((k) => k.name),
    ['小明', 'Ann']
  )

  const edited = await t.call('PUT', `/v3/maya/kins/${b.id}`, {
    token,
    body: { name: 'Ann Lee', birthday: '1987-07-26' }
  })
  assert.equal(edited.body.code, 0)
  assert.equal(edited.body.data.kin, 34, '26 Jul 1987 is Kin 34')
  assert.equal((await t.call('DELETE', `/v3/maya/kins/${created.id}`, { token })).body.code, 0)
  assert.deepEqual(
    ((await t.call('GET', '/v3/maya/kins', { token })).body.data as MayaKinDTO[]).map((k) => k.name),
    ['Ann Lee']
  )
  assert.equal((await t.call('DELETE', `/v3/maya/kins/${created.id}`, { token })).status, 404)
})

test('kins: each user sees and changes only their own; visitors are asked to log in (1100)', async () => {
  const alice = await newUser('alice')
  const bob = await newUser('bob')
  const row = (await t.call('POST', '/v3/maya/kins', { token: alice, body: { name: 'Mum', birthday: '1960-05-01' } }))
    .body.data as MayaKinDTO
  assert.deepEqual((await t.call('GET', '/v3/maya/kins', { token: bob })).body.data, [])
  assert.equal(
    (await t.call('PUT', `/v3/maya/kins/${row.id}`, { token: bob, body: { name: 'X', birthday: '1960-05-01' } }))
      .status,
    404
  )
  assert.equal((await t.call('DELETE', `/v3/maya/kins/${row.id}`, { token: bob })).status, 404)
  assert.equal((await t.call('GET', '/v3/maya/kins', { token: alice })).body.data.length, 1)
  assert.equal((await t.call('GET', '/v3/maya/kins')).body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal(
    (await t.call('POST', '/v3/maya/kins', { body: { name: 'A', birthday: '1990-01-01' } })).body.code,
    ErrorCode.NOT_LOGGED_IN
  )
})

test("kins: the server applies the app's rules (name ≤ 20 display characters, real date in 1900–2100)", async () => {
  const token = await newUser('rules')
  const bad = async (body: unknown) => {
    const r = await t.call('POST', '/v3/maya/kins', { token, body })
    assert.equal(r.status, 400, JSON.stringify(body))
    assert.equal(r.body.code, ErrorCode.BAD_REQUEST)
    return r.body.msg as string
  }
  assert.match(await bad({ name: '林'.repeat(11), birthday: '1990-01-01' }), /name/)
  assert.match(await bad({ name: '   ', birthday: '1990-01-01' }), /name/)
  assert.match(await bad({ name: 'Ann', birthday: '2001-02-29' }), /birthday/)
  assert.match(await bad({ name: 'Ann', birthday: '1899-12-31' }), /birthday/)
  assert.match(await bad({ name: 'Ann', birthday: '2101-01-01' }), /birthday/)
  await bad({ name: 'Ann', birthday: '1990/01/01' })
  await bad({ name: 'Ann', birthday: 19900101 })
  await bad({ name: 'Ann' })
  assert.equal(
    (await t.call('POST', '/v3/maya/kins', { token, body: { name: '林'.repeat(10), birthday: '2100-12-31' } })).body
      .code,
    0
  )
  assert.equal(
    (await t.call('POST', '/v3/maya/kins', { token, body: { name: 'a'.repeat(20), birthday: '1900-01-01' } })).body
      .code,
    0
  )
})

test("merge: a device's list joins the account once, skipping people already there and invalid entries", async () => {
  const token = await newUser('merge')
  await t.call('POST', '/v3/maya/kins', { token, body: { name: 'Ann', birthday: '1990-07-25' } })
  const local = [
    { name: 'ann', birthday: '1990-07-25' },
    { name: '小明', birthday: '2000-02-29' },
    { name: '小明', birthday: '2000-02-29' },
    { name: 'Bad', birthday: '2001-02-29' }
  ]
  const first = (await t.call('POST', '/v3/maya/kins/merge', { token, body: { kins: local } })).body
    .data as MayaKinMergeResult
  assert.equal(first.added, 1)
  assert.deepEqual(
    first.list.map((k) => [k.name, k.birthday]),
    [
      ['Ann', '1990-07-25'],
      ['小明', '2000-02-29']
    ]
  )
  const again = (await t.call('POST', '/v3/maya/kins/merge', { token, body: { kins: local } })).body
    .data as MayaKinMergeResult
  assert.equal(again.added, 0, 'a retried merge adds nothing')
  assert.equal(again.list.length, 2)
  const tooMany = Array.from({ length: MAX_KINS + 1 }, (_, i) => ({ name: `p${i}`, birthday: '1990-01-01' }))
  assert.equal((await t.call('POST', '/v3/maya/kins/merge', { token, body: { kins: tooMany } })).status, 400)
})

test('kins: at most MAX_KINS per account', async () => {
  const token = await newUser('cap')
  const many = Array.from({ length: MAX_KINS }, (_, i) => ({ name: `p${i}`, birthday: '1990-01-01' }))
  assert.equal(
    ((await t.call('POST', '/v3/maya/kins/merge', { token, body: { kins: many } })).body.data as MayaKinMergeResult)
      .added,
    MAX_KINS
  )
  const over = await t.call('POST', '/v3/maya/kins', { token, body: { name: 'one more', birthday: '1990-01-01' } })
  assert.equal(over.body.code, ErrorCode.BUSINESS)
})

test('articles: at least ten, in four categories, in both languages; detail has paragraphs and related articles', async () => {
  const zh = (await t.call('GET', '/v3/maya/articles')).body.data as MayaArticleSummaryDTO[]
  const en = (await t.call('GET', '/v3/maya/articles', { lang: 'en' })).body.data as MayaArticleSummaryDTO[]
  assert.ok(zh.length >= 10)
  assert.deepEqual(new Set(zh.map((a) => a.category)), new Set(['calendar', 'seals', 'tones', 'moons']))
  assert.equal(zh[0].title, MAYA_ARTICLES[0].title[0])
  assert.equal(en[0].title, MAYA_ARTICLES[0].title[1])
  const seals = (await t.call('GET', '/v3/maya/articles', { query: { category: 'seals' } })).body
    .data as MayaArticleSummaryDTO[]
  assert.ok(seals.length >= 2 && seals.every((a) => a.category === 'seals'))
  assert.equal((await t.call('GET', '/v3/maya/articles', { query: { category: 'nope' } })).status, 400)

  const d = (await t.call('GET', `/v3/maya/articles/${seals[0].id}`, { lang: 'en' })).body.data as MayaArticleDTO
  assert.ok(d.paragraphs.length >= 3)
  assert.ok(d.reading_minutes >= 1)
  assert.ok(d.related.length >= 1 && d.related.every((r) => r.category === 'seals' && r.id !== d.id))
  assert.equal((await t.call('GET', '/v3/maya/articles/99999')).status, 404)
})

test('article text: zh-Hant is traditional only (cn→tw conversion changes nothing), every article has ≥ 3 paragraphs per language', () => {
  const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' })
  const changed: string[] = []
  for (const a of MAYA_ARTICLES) {
    assert.ok(a.body.zh.length >= 3 && a.body.en.length === a.body.zh.length, `article ${a.id}`)
    for (const s of [a.title[0], a.summary[0], ...a.body.zh])
      if (toTw(s) !== s) changed.push(`${a.id}: ${s} → ${toTw(s)}`)
  }
  assert.deepEqual(changed, [])
})
