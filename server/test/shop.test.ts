/**
 * What every shop has (issue 32): the site documents served in the request language from what the operators
 * edit (audited, editor/owner only), and the contact form's messages stored for the operators (validated with
 * translated messages; listed and marked handled by support/owner, audited).
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode } from '@app/protocol'
import { adminCall, signedIn, type SignedIn } from './admin-fixtures'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let editor: SignedIn
let support: SignedIn
before(async () => {
  t = await createTestApp({ adminDir: null })
  editor = await signedIn(t, 'editor')
  support = await signedIn(t, 'support')
})
after(() => t.close())

test('the three documents are there from the start, in both languages', async () => {
  for (const key of ['privacy', 'terms', 'refund']) {
    const zh = await t.call('GET', `/v3/site/documents/${key}`, { lang: 'zh-Hant' })
    const en = await t.call('GET', `/v3/site/documents/${key}`, { lang: 'en' })
    assert.equal(zh.body.code, 0, JSON.stringify(zh.body))
    assert.equal(zh.body.data.key, key)
    assert.match(zh.body.data.title, /政策|條款/)
    assert.match(en.body.data.title, /Policy|Terms/)
    assert.ok(zh.body.data.body.length > 300 && en.body.data.body.length > 300)
  }
  // the refund policy says what the refund code does: tickets until 24 h before, claimed gifts not
  const refund = await t.call('GET', '/v3/site/documents/refund', { lang: 'en' })
  assert.match(refund.body.data.body, /24 hours/)
  assert.match(refund.body.data.body, /claimed gift/i)
  // and what a refund does to the coupon the order used and to an inviter's gold (refund.ts), in both languages,
  // once, before the section on when the money arrives (migration 0039)
  assert.match(
    refund.body.data.body,
    /## Coupons and learning gold\n[^\n]*coupon[^\n]*returned[^\n]*gold[^\n]*taken back/
  )
  assert.equal(refund.body.data.body.split('## Coupons and learning gold').length, 2)
  assert.ok(refund.body.data.body.indexOf('## Coupons') < refund.body.data.body.indexOf('## When the money arrives'))
  const refundZh = await t.call('GET', '/v3/site/documents/refund', { lang: 'zh-Hant' })
  assert.match(refundZh.body.data.body, /## 優惠券與學習金\n[^\n]*優惠券會在退款後退回[^\n]*學習金會收回/)
  const missing = await t.call('GET', '/v3/site/documents/cookies')
  assert.equal(missing.status, 400)
})

test('an editor edits a document: the app serves the new text and the audit log has the change', async () => {
  const list = await adminCall(t, 'GET', '/admin/api/documents', { cookie: editor.cookie })
  assert.equal(list.status, 200)
  assert.deepEqual(list.body.map((d: { id: string }) => d.id).sort(), ['privacy', 'refund', 'terms'])
  const res = await adminCall(t, 'PATCH', '/admin/api/documents/terms', {
    cookie: editor.cookie,
    body: { bodyEn: 'New terms.\n\n## Section\nText.' }
  })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  assert.equal(res.body.bodyEn, 'New terms.\n\n## Section\nText.')
  const app = await t.call('GET', '/v3/site/documents/terms', { lang: 'en' })
  assert.equal(app.body.data.body, 'New terms.\n\n## Section\nText.')
  const zh = await t.call('GET', '/v3/site/documents/terms', { lang: 'zh-Hant' })
  assert.match(zh.body.data.body, /歡迎使用靜心/, 'the other language is unchanged')
  const audit = await adminCall(t, 'GET', '/admin/api/audit', { cookie: (await signedIn(t, 'owner')).cookie })
  const entry = audit.body.find((a: { action: string }) => a.action === 'document.update')
  assert.ok(entry, 'audited')
  assert.equal(entry.targetId, 'terms')
  // a blank body is refused; support may not edit
  const blank = await adminCall(t, 'PATCH', '/admin/api/documents/terms', {
    cookie: editor.cookie,
    body: { bodyZh: '' }
  })
  assert.equal(blank.status, 400)
  const refused = await adminCall(t, 'PATCH', '/admin/api/documents/terms', {
    cookie: support.cookie,
    body: { bodyEn: 'x' }
  })
  assert.equal(refused.status, 403)
})

test('the contact form: rules with translated messages, then the message is stored for the operators', async () => {
  const bad = await t.call('POST', '/v3/support/messages', {
    lang: 'en',
    body: { email: 'not-an-address', subject: 'Refund', message: 'Please refund my course order.' }
  })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.code, ErrorCode.BAD_REQUEST)
  assert.match(bad.body.msg, /valid e-mail/)
  const short = await t.call('POST', '/v3/support/messages', {
    body: { email: 'a@example.com', subject: '退款', message: '退款' }
  })
  assert.match(short.body.msg, /10 到 2000 個字/)

  const { token, id: userId } = await loginWithEmail(t, 'buyer@example.com')
  const sent = await t.call('POST', '/v3/support/messages', {
    token,
    lang: 'en',
    body: { email: ' Buyer@Example.com ', subject: 'Refund', message: 'Please refund my course order, thank you.' }
  })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))

  const list = await adminCall(t, 'GET', '/admin/api/support-messages', {
    cookie: support.cookie,
    query: { status: 'open' }
  })
  assert.equal(list.status, 200)
  assert.equal(list.headers['x-total-count'], '1')
  const [m] = list.body
  assert.equal(m.id, sent.body.data.id)
  assert.equal(m.userId, userId)
  assert.equal(m.email, 'buyer@example.com')
  assert.equal(m.lang, 'en')
  assert.equal(m.status, 'open')

  const handled = await adminCall(t, 'POST', `/admin/api/support-messages/${m.id}/handled`, { cookie: support.cookie })
  assert.equal(handled.status, 200, JSON.stringify(handled.body))
  assert.equal(handled.body.status, 'handled')
  assert.equal(handled.body.handledBy, support.email)
  const open = await adminCall(t, 'GET', '/admin/api/support-messages', {
    cookie: support.cookie,
    query: { status: 'open' }
  })
  assert.equal(open.headers['x-total-count'], '0')
  // an editor may not read users' messages
  const refused = await adminCall(t, 'GET', '/admin/api/support-messages', { cookie: editor.cookie })
  assert.equal(refused.status, 403)
})

test('a visitor can write too (no account needed to reach a human)', async () => {
  const sent = await t.call('POST', '/v3/support/messages', {
    body: { email: 'visitor@example.com', subject: '無法登入', message: '我收不到驗證碼，請協助。謝謝！' }
  })
  assert.equal(sent.body.code, 0, JSON.stringify(sent.body))
  const one = await adminCall(t, 'GET', `/admin/api/support-messages/${sent.body.data.id}`, { cookie: support.cookie })
  assert.equal(one.body.userId, null)
  assert.equal(one.body.subject, '無法登入')
})
