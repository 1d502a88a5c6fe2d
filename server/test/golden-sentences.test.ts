/**
 * Golden sentences (issue 33, spec §7 "golden sentence"): GET /v3/meditation/goldenSentence shows one published
 * sentence a day in both languages, rotating by (sort, id); the console's /admin/api/quotes creates a draft (not
 * shown), publishes it (shown: the cached list dropped by the change feed) and unpublishes it; bad input is a
 * translated 400 that writes nothing; a published sentence cannot be deleted; every write is audited.
 * Who may use the console routes: admin-access.test.ts.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { GoldenSentenceDTO } from '@app/protocol'
import { goldenSentences } from '../src/db/schema'
import { adminCall, auditRows, type SignedIn, signedIn, until as eventually } from './admin-fixtures'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
before(async () => {
  t = await createTestApp({ adminDir: null })
  owner = await signedIn(t, 'owner')
  editor = await signedIn(t, 'editor')
})
after(() => t.close())

const until = <T>(what: string, fn: () => Promise<T>, check: (v: T) => boolean) => eventually(what, fn, check, 300)
const call = (method: string, path: string, body?: unknown, lang?: string) =>
  adminCall(t, method, `/admin/api${path}`, { cookie: editor.cookie, body, lang })
const today = async (lang: 'zh-Hant' | 'en' = 'zh-Hant', tz?: string) =>
  (await t.call('GET', '/v3/meditation/goldenSentence', { lang, query: tz ? { tz } : undefined })).body
    .data as GoldenSentenceDTO

test('the seeded sentences: one a day in both languages, the next one the next day', async () => {
  const zh = await today()
  assert.ok(zh.sentence, 'a sentence is shown')
  assert.match(zh.sentence.text, /[\u4e00-\u9fff]/)
  assert.match(zh.date, /^\d{4}-\d{2}-\d{2}$/)
  const en = await today('en')
  assert.equal(en.sentence?.id, zh.sentence.id, 'the same sentence in English')
  assert.match(en.sentence!.text, /^[A-Z]/)
  assert.notEqual(en.sentence!.text, zh.sentence.text)
  const started = t.clock.now
  try {
    t.clock.now = started + 86_400_000
    const next = await today()
    assert.notEqual(next.sentence?.id, zh.sentence.id, 'another sentence the next day')
  } finally {
    t.clock.now = started
  }
})

test('an editor writes a draft (not shown), publishes it (shown), unpublishes it; every step audited', async () => {
  await today() // warms the cached list: publishing must drop it
  const db = t.database.db
  // only the new one is published, so it is the day's sentence
  await db.update(goldenSentences).set({ status: 'draft', publishedAt: null })
  await until(
    'no sentence',
    () => today(),
    (d) => d.sentence === null
  )
  const created = await call('POST', '/quotes', {
    textZh: '  安住在此刻，心就有了家。 ',
    textEn: 'Rest in this moment, and the heart is home.',
    authorZh: '靜心',
    authorEn: 'Jingxin'
  })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  assert.equal(created.body.status, 'draft')
  assert.equal(created.body.textZh, '安住在此刻，心就有了家。', 'trimmed')
  const id = created.body.id as number
  assert.equal((await today()).sentence, null, 'a draft is not shown')

  const published = await call('POST', `/quotes/${id}/publish`)
  assert.equal(published.status, 200)
  assert.equal(published.body.status, 'published')
  const shown = await until(
    'the published sentence',
    () => today(),
    (d) => d.sentence?.id === id
  )
  assert.equal(shown.sentence?.text, '安住在此刻，心就有了家。')
  assert.equal((await today('en')).sentence?.text, 'Rest in this moment, and the heart is home.')
  assert.equal((await today('en')).sentence?.author, 'Jingxin')

  const edited = await call('PATCH', `/quotes/${id}`, { textEn: '' })
  assert.equal(edited.status, 200)
  await until(
    'English falls back to Chinese',
    () => today('en'),
    (d) => d.sentence?.text === '安住在此刻，心就有了家。'
  )

  assert.equal((await call('DELETE', `/quotes/${id}`)).status, 409, 'a published sentence is not deleted')
  assert.equal((await call('POST', `/quotes/${id}/unpublish`)).status, 200)
  await until(
    'unpublished: no card',
    () => today(),
    (d) => d.sentence === null
  )

  const audit = await auditRows(t, owner, 'quote.publish')
  const row = audit.find((r) => r.targetId === String(id))
  assert.ok(row, 'the publish is audited')
  assert.equal(row.before.status, 'draft')
  assert.equal(row.after.status, 'published')
  assert.ok((await auditRows(t, owner, 'quote.create')).some((r) => r.targetId === String(id)))
  assert.ok((await auditRows(t, owner, 'quote.unpublish')).some((r) => r.targetId === String(id)))
  // a draft can be deleted
  assert.equal((await call('DELETE', `/quotes/${id}`)).status, 200)
  assert.equal((await call('GET', `/quotes/${id}`)).status, 404)
  await db.update(goldenSentences).set({ status: 'published', publishedAt: new Date() })
})

test('bad input: a translated 400 that writes nothing; unknown ids 404', async () => {
  const before = (await call('GET', '/quotes')).headers['x-total-count']
  const empty = await call('POST', '/quotes', { textZh: '   ' }, 'en')
  assert.equal(empty.status, 400)
  assert.equal(empty.body.field, 'textZh')
  assert.match(empty.body.message, /not valid|required|too/i)
  const zh = await call('POST', '/quotes', { textZh: 'x'.repeat(201) })
  assert.equal(zh.status, 400)
  assert.match(zh.body.message, /[\u4e00-\u9fff]/)
  assert.equal((await call('POST', '/quotes', { textZh: '好', sort: 'first' })).status, 400)
  assert.equal((await call('PATCH', '/quotes/1', {})).status, 400, 'an empty patch')
  assert.equal((await call('GET', '/quotes')).headers['x-total-count'], before, 'nothing written')
  assert.equal((await call('POST', '/quotes/999999/publish')).status, 404)
  assert.equal((await call('PATCH', '/quotes/999999', { textZh: '好' })).status, 404)
})
