/**
 * FAQ entries in the console (issue 31): an editor writes a draft (not in the app), publishes it and GET /v2/faqs
 * shows it in both languages (the cached help dropped by the change feed); an edit of a catalogue entry is a
 * draft until published; a published entry cannot be deleted; each write is in the audit log with before/after;
 * support and moderator are refused (every role: admin-access.test.ts).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { adminCall, auditRows, type SignedIn, signedIn, until, consoleApp } from './admin-fixtures'
import { type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
before(async () => ({ t, owner, editor } = await consoleApp('owner', 'editor')))
after(() => t.close())

interface Faq {
  id: number
  category: string
  question: string
  answer: string
}
const appFaqs = async (lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  (await t.call('GET', '/v2/faqs', { lang })).body.data as Faq[]
const audits = (action: string) => auditRows(t, owner, action)

/** Polls the app until `check` holds (the change feed is asynchronous); fails after `tries`. */

const NEW = {
  categoryZh: '帳號',
  categoryEn: 'Account',
  questionZh: '如何更換綁定的電子郵件？',
  questionEn: 'How do I change my e-mail address?',
  answerZh: '到「我的」→「設定」更換。',
  answerEn: 'Go to Mine → Settings.',
  sort: 99
}

test('an editor drafts an FAQ entry, publishes it, and the app help shows it in both languages', async () => {
  const before = await appFaqs() // warms the app's cache: publishing must drop it
  const created = await adminCall(t, 'POST', '/admin/api/faqs', { cookie: editor.cookie, body: NEW })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const id = created.body.id as number
  assert.equal(created.body.status, 'draft')
  assert.ok(!before.some((f) => f.id === id))
  assert.ok(!(await appFaqs()).some((f) => f.id === id), 'a draft is not in the app')

  const published = await adminCall(t, 'POST', `/admin/api/faqs/${id}/publish`, { cookie: editor.cookie })
  assert.equal(published.status, 200, JSON.stringify(published.body))
  assert.equal(published.body.status, 'published')
  const zh = await until('the entry in the app', appFaqs, (l) => l.some((f) => f.id === id))
  assert.deepEqual(
    zh.find((f) => f.id === id),
    { id, category: '帳號', question: NEW.questionZh, answer: NEW.answerZh }
  )
  const en = (await appFaqs('en')).find((f) => f.id === id)
  assert.equal(en?.question, NEW.questionEn)

  // published: it cannot be deleted (409), and is still there
  const del = await adminCall(t, 'DELETE', `/admin/api/faqs/${id}`, { cookie: editor.cookie, lang: 'en' })
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')

  const log = await audits('faq.publish')
  assert.equal(log.length, 1)
  assert.equal(log[0].operatorEmail, editor.email)
  assert.equal(log[0].before.status, 'draft')
  assert.equal(log[0].after.status, 'published')
  assert.equal((await audits('faq.create'))[0].after.questionZh, NEW.questionZh)
})

test('an edit of a catalogue entry stays a draft until published; the audit keeps before and after', async () => {
  const seeded = (await appFaqs())[0]
  const list = await adminCall(t, 'GET', '/admin/api/faqs', { cookie: editor.cookie, query: { _end: 100 } })
  assert.equal(list.status, 200)
  assert.equal(Number(list.headers['x-total-count']), list.body.length)
  assert.equal(list.body.find((f: { id: number }) => f.id === seeded.id).status, 'published')

  const edited = await adminCall(t, 'PATCH', `/admin/api/faqs/${seeded.id}`, {
    cookie: owner.cookie,
    body: { answerZh: '新的答案：請聯絡客服。' }
  })
  assert.equal(edited.status, 200, JSON.stringify(edited.body))
  assert.equal(edited.body.status, 'draft')
  assert.equal((await appFaqs()).find((f) => f.id === seeded.id)?.answer, seeded.answer, 'not before publishing')
  const [upd] = await audits('faq.update')
  assert.equal(upd.before.answerZh, seeded.answer)
  assert.equal(upd.after.answerZh, '新的答案：請聯絡客服。')

  await adminCall(t, 'POST', `/admin/api/faqs/${seeded.id}/publish`, { cookie: owner.cookie })
  await until(
    'the edited answer in the app',
    appFaqs,
    (l) => l.find((f) => f.id === seeded.id)?.answer === '新的答案：請聯絡客服。'
  )
})

test('a draft never published can be deleted; bad input is a 400; support and moderator are refused', async () => {
  const draft = await adminCall(t, 'POST', '/admin/api/faqs', { cookie: editor.cookie, body: NEW })
  const del = await adminCall(t, 'DELETE', `/admin/api/faqs/${draft.body.id}`, { cookie: editor.cookie })
  assert.equal(del.status, 200)
  assert.equal((await adminCall(t, 'GET', `/admin/api/faqs/${draft.body.id}`, { cookie: editor.cookie })).status, 404)
  assert.equal((await audits('faq.delete'))[0].before.id, draft.body.id)

  const empty = await adminCall(t, 'POST', '/admin/api/faqs', {
    cookie: editor.cookie,
    body: { ...NEW, questionZh: '' }
  })
  assert.equal(empty.status, 400)
  for (const role of ['support', 'moderator'] as const) {
    const op = await signedIn(t, role)
    const res = await adminCall(t, 'POST', '/admin/api/faqs', { cookie: op.cookie, body: NEW })
    assert.equal(res.status, 403, role)
  }
})
