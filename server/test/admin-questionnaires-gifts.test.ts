/**
 * Questionnaires and gifts in the console (issue 31), on PGlite and (with DATABASE_URL) PostgreSQL:
 * - an editor writes a questionnaire as a draft (the app keeps the seeded one), bad questions are 400 naming the
 *   field with nothing written, publishing makes it what the app's questionnaire page shows, a user answers it,
 *   operators read the answer (page and CSV), its questions are fixed from then on, only drafts are deleted;
 * - support finds gifts by giver, claimer and order, revokes a sent gift with a reason (audited): of 20 parallel
 *   revokes and claims exactly one wins; a revoked gift cannot be claimed (translated), the order stays paid and
 *   the orders' refund still refunds it; a claimed gift cannot be revoked.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { ErrorCode } from '@app/protocol'
import { gifts, researchForms } from '../src/db/schema'
import { adminCall, auditRows, type SignedIn, consoleApp } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let editor: SignedIn
let support: SignedIn
before(async () => ({ t, owner, editor, support } = await consoleApp('owner', 'editor', 'support')))
after(() => t.close())

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
const user = async (p: string) => {
  const email = `${p}-${stamp()}@example.com`
  return { ...(await loginWithEmail(t, email)), email }
}
const info = (token: string, code = 'questionnaire', lang?: 'zh-Hant' | 'en') =>
  t.call('GET', '/v3/meditation/userResearchInfo', { token, query: { code }, ...(lang ? { lang } : {}) })

const QUESTIONS = [
  {
    kind: 'single',
    titleZh: '你最常在什麼時候練習？',
    titleEn: 'When do you usually practise?',
    options: [
      { zh: '早上', en: 'Morning' },
      { zh: '晚上', en: 'Evening' }
    ]
  },
  {
    kind: 'multiple',
    titleZh: '你想要哪些新內容？',
    titleEn: 'Which new content would you like?',
    required: false,
    options: [
      { zh: '睡眠', en: 'Sleep' },
      { zh: '專注', en: 'Focus' },
      { zh: '親子', en: 'Family' }
    ]
  },
  { kind: 'text', titleZh: '給我們的建議', titleEn: 'Your suggestions', min: 2, max: 100 }
]

test('questionnaires: draft, refused input, publish to the app, answers read and exported, fixed questions', async () => {
  const me = await user('qn-user')
  const seeded = (await info(me.token)).body.data
  assert.equal(seeded.code, 'questionnaire')

  // bad input: 400 naming the field, translated, nothing written
  const count = async () => (await t.database.db.select().from(researchForms)).length
  const n0 = await count()
  const bad = async (body: unknown, field: string, lang = 'en') => {
    const r = await adminCall(t, 'POST', '/admin/api/questionnaires', { cookie: editor.cookie, body, lang })
    assert.equal(r.status, 400, JSON.stringify(r.body))
    assert.equal(r.body.field, field)
    return r.body
  }
  const base = { titleZh: '晨間練習調查', titleEn: 'Morning practice survey' }
  assert.equal(
    (await bad({ ...base, titleZh: '  ' }, 'titleZh', 'zh-TW')).message,
    '欄位「titleZh」不正確',
    'translated'
  )
  await bad({ titleEn: 'x' }, 'titleZh')
  await bad(
    { ...base, questions: [{ ...QUESTIONS[0], options: [{ zh: '只有一個', en: 'Only one' }] }] },
    'questions.0.options'
  )
  await bad({ ...base, questions: [QUESTIONS[2], { ...QUESTIONS[1], titleEn: '' }] }, 'questions.1.titleEn')
  await bad({ ...base, questions: [{ ...QUESTIONS[2], min: 50, max: 10 }] }, 'questions.0.min')
  await bad({ ...base, questions: [{ kind: 'rating', titleZh: 'a', titleEn: 'b' }] }, 'questions.0.kind')
  await bad(
    {
      ...base,
      questions: [
        { ...QUESTIONS[0], key: 'a' },
        { ...QUESTIONS[2], key: 'a' }
      ]
    },
    'questions.1.key'
  )
  assert.equal(await count(), n0, 'nothing written')

  // other roles are refused
  const refused = await adminCall(t, 'POST', '/admin/api/questionnaires', { cookie: support.cookie, body: base })
  assert.equal(refused.status, 403)

  const created = await adminCall(t, 'POST', '/admin/api/questionnaires', {
    cookie: editor.cookie,
    body: { ...base, introZh: '三個問題', introEn: 'Three questions', questions: QUESTIONS }
  })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const q = created.body
  assert.equal(q.status, 'draft')
  assert.ok(q.id >= 1000)
  assert.equal(q.code, `form-${q.id}`)
  assert.deepEqual(
    q.questions.map((x: { key: string }) => x.key),
    ['q1', 'q2', 'q3']
  )
  assert.deepEqual(
    q.questions[0].options.map((o: { value: string }) => o.value),
    ['o1', 'o2']
  )
  // a draft is not in the app, by page or by its code
  assert.equal((await info(me.token)).body.data.code, 'questionnaire')
  assert.equal((await info(me.token, q.code)).status, 404)

  // publishing an empty one is refused
  const empty = await adminCall(t, 'POST', '/admin/api/questionnaires', { cookie: editor.cookie, body: base })
  const emptyPub = await adminCall(t, 'POST', `/admin/api/questionnaires/${empty.body.id}/publish`, {
    cookie: editor.cookie
  })
  assert.equal(emptyPub.status, 400)
  assert.equal(emptyPub.body.field, 'questions')

  const pub = await adminCall(t, 'POST', `/admin/api/questionnaires/${q.id}/publish`, { cookie: editor.cookie })
  assert.equal(pub.status, 200)
  assert.equal(pub.body.status, 'published')
  const shown = (await info(me.token, 'questionnaire', 'en')).body.data
  assert.equal(shown.code, q.code)
  assert.equal(shown.title, 'Morning practice survey')
  assert.equal(shown.questions[0].options[1].label, 'Evening')
  // the survey page keeps its own form
  assert.equal((await info(me.token, 'survey')).body.data.code, 'survey')

  // published: cannot be deleted
  const del = await adminCall(t, 'DELETE', `/admin/api/questionnaires/${q.id}`, { cookie: editor.cookie })
  assert.equal(del.status, 409)
  assert.equal(del.body.code, 'published')

  // a user answers it in the app (with the form's code)
  const answer = await t.call('POST', '/v3/meditation/userResearchData', {
    token: me.token,
    body: { code: shown.code, answers: { q1: 'o2', q2: ['o1', 'o3'], q3: '多一點, "睡前" 引導' } }
  })
  assert.equal(answer.body.code, 0, JSON.stringify(answer.body))
  assert.ok((await info(me.token)).body.data.submitted_at)

  // the operator reads it: a page, and the CSV
  const page = await adminCall(t, 'GET', `/admin/api/questionnaires/${q.id}/answers`, {
    cookie: editor.cookie,
    lang: 'en'
  })
  assert.equal(page.status, 200)
  assert.equal(page.headers['x-total-count'], '1')
  assert.equal(page.body[0].userId, me.id)
  assert.deepEqual(
    page.body[0].answers.map((a: { value: string }) => a.value),
    ['Evening', 'Sleep; Family', '多一點, "睡前" 引導']
  )
  const csv = await adminCall(t, 'GET', `/admin/api/questionnaires/${q.id}/answers.csv`, { cookie: editor.cookie })
  assert.equal(csv.status, 200)
  assert.match(String(csv.headers['content-type']), /text\/csv/)
  assert.match(String(csv.headers['content-disposition']), new RegExp(`questionnaire-${q.id}\\.csv`))
  const lines = String(csv.body)
    .replace(/^\uFEFF/, '')
    .split('\r\n')
  assert.equal(lines[0], 'user_id,email,nickname,submitted_at,你最常在什麼時候練習？,你想要哪些新內容？,給我們的建議')
  assert.ok(lines[1].startsWith(`${me.id},`))
  assert.ok(lines[1].endsWith(',晚上,睡眠; 親子,"多一點, ""睡前"" 引導"'), lines[1])
  assert.equal(
    (await adminCall(t, 'GET', `/admin/api/questionnaires/${q.id}/answers`, { cookie: support.cookie })).status,
    403
  )

  // answered: the questions are fixed, the texts are not
  const changeQ = await adminCall(t, 'PATCH', `/admin/api/questionnaires/${q.id}`, {
    cookie: editor.cookie,
    body: { questions: QUESTIONS.slice(0, 2) }
  })
  assert.equal(changeQ.status, 409)
  assert.equal(changeQ.body.code, 'has_answers')
  const same = await adminCall(t, 'PATCH', `/admin/api/questionnaires/${q.id}`, {
    cookie: editor.cookie,
    body: { titleEn: 'Morning practice check', questions: pub.body.questions }
  })
  assert.equal(same.status, 200, JSON.stringify(same.body))
  assert.equal(same.body.titleEn, 'Morning practice check')

  // unpublished: the page falls back to the seeded one; still not deletable (it has answers)
  const unpub = await adminCall(t, 'POST', `/admin/api/questionnaires/${q.id}/unpublish`, { cookie: editor.cookie })
  assert.equal(unpub.body.status, 'draft')
  assert.equal((await info(me.token)).body.data.code, 'questionnaire')
  const del2 = await adminCall(t, 'DELETE', `/admin/api/questionnaires/${q.id}`, { cookie: editor.cookie })
  assert.equal(del2.body.code, 'has_answers')
  // a draft without answers is deleted
  const del3 = await adminCall(t, 'DELETE', `/admin/api/questionnaires/${empty.body.id}`, { cookie: editor.cookie })
  assert.equal(del3.status, 200)
  assert.equal(
    (await adminCall(t, 'GET', `/admin/api/questionnaires/${empty.body.id}`, { cookie: editor.cookie })).status,
    404
  )

  // nothing published for a page: the app says there is no form (null), not an error
  await adminCall(t, 'POST', '/admin/api/questionnaires/2/unpublish', { cookie: editor.cookie })
  const none = await info(me.token, 'survey')
  assert.equal(none.body.code, 0)
  assert.equal(none.body.data, null)
  await adminCall(t, 'POST', '/admin/api/questionnaires/2/publish', { cookie: editor.cookie })

  // the audit log: each write with before/after
  for (const action of ['create', 'update', 'publish', 'unpublish', 'delete']) {
    const rows = await auditRows(t, owner, `questionnaire.${action}`)
    assert.ok(
      rows.some((r) => r.targetId === String(action === 'delete' ? empty.body.id : q.id)),
      `questionnaire.${action}`
    )
  }
  const [upd] = await auditRows(t, owner, 'questionnaire.update')
  assert.equal(upd.before.titleEn, 'Morning practice survey')
  assert.equal(upd.after.titleEn, 'Morning practice check')
})

// ------------------------------------------------------------------ gifts
const buyGift = async (token: string, sku = 'c-breathwork') => {
  const o = await t.call('POST', '/v3/orders', { token, body: { sku, phone: '912345678', gift: 1 } })
  assert.equal(o.body.code, 0, JSON.stringify(o.body))
  const orderNo = o.body.data.order_no as string
  assert.equal((await t.call('POST', '/v3/pays', { token, body: { order_no: orderNo } })).body.code, 0)
  const g = (await t.call('GET', '/v3/get/gift/order', { token, query: { order_no: orderNo } })).body.data
  return { orderNo, id: g.id as number, token: g.token as string }
}
const giftsOf = async (query: Record<string, string>, who = support) =>
  adminCall(t, 'GET', '/admin/api/gifts', { cookie: who.cookie, query: { _end: 50, ...query } })
const revoke = (id: number, reason = '購買者要求取消', who = support, lang?: string) =>
  adminCall(t, 'POST', `/admin/api/gifts/${id}/revoke`, { cookie: who.cookie, body: { reason }, lang })

test('gifts: found by giver, claimer and order; a claimed one cannot be revoked; refused roles', async () => {
  const giver = await user('gf-giver')
  const friend = await user('gf-friend')
  const a = await buyGift(giver.token)
  const b = await buyGift(giver.token, 'vip-month')
  assert.equal((await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: a.token } })).body.code, 0)

  const byGiver = await giftsOf({ q: giver.email })
  assert.equal(byGiver.status, 200)
  assert.equal(byGiver.headers['x-total-count'], '2')
  const claimed = byGiver.body.find((g: { id: number }) => g.id === a.id)
  assert.equal(claimed.status, 'claimed')
  assert.equal(claimed.claimerEmail, friend.email)
  assert.equal(claimed.orderNo, a.orderNo)
  assert.deepEqual(
    (await giftsOf({ q: friend.email })).body.map((g: { id: number }) => g.id),
    [a.id]
  )
  assert.deepEqual(
    (await giftsOf({ q: b.orderNo })).body.map((g: { id: number }) => g.id),
    [b.id]
  )
  assert.deepEqual(
    (await giftsOf({ q: giver.email, status: 'sent' })).body.map((g: { id: number }) => g.id),
    [b.id]
  )
  assert.deepEqual(
    (await giftsOf({ q: giver.email, status: 'claimed' })).body.map((g: { id: number }) => g.id),
    [a.id]
  )
  const bad = await giftsOf({ status: 'lost' })
  assert.equal(bad.status, 400)
  assert.equal(bad.body.field, 'status')

  for (const who of [editor]) {
    assert.equal((await giftsOf({}, who)).status, 403)
    assert.equal((await revoke(b.id, 'x', who)).status, 403)
  }
  // a claimed gift: refused in the request's language, nothing written
  const late = await revoke(a.id, 'too late', support, 'en')
  assert.equal(late.status, 409)
  assert.equal(late.body.code, 'gift_not_revocable')
  assert.match(late.body.message, /claimed now/)
  const zh = await revoke(a.id)
  assert.match(zh.body.message, /已領取/)
  const blank = await revoke(b.id, '   ')
  assert.equal(blank.status, 400)
  assert.equal(blank.body.field, 'reason')
  assert.equal((await revoke(999999)).status, 404)
  assert.equal((await auditRows(t, owner, 'gift.revoke')).filter((r) => r.targetId === String(a.id)).length, 0)
})

test('gifts: of 20 parallel revokes and claims exactly one wins; a revoked gift cannot be claimed; refund after', async () => {
  for (let round = 0; round < 2; round++) {
    const giver = await user(`gr-giver${round}`)
    const g = await buyGift(giver.token)
    const friends = await Promise.all(Array.from({ length: 10 }, (_, i) => user(`gr-friend${round}-${i}`)))
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? revoke(g.id, `重複購買 ${i}`).then((r) => ({ kind: 'revoke', ok: r.status === 200, r }))
          : t
              .call('POST', '/v3/gift/claim', { token: friends[i / 2].token, body: { token: g.token } })
              .then((r) => ({ kind: 'claim', ok: r.body.code === 0, r }))
      )
    )
    const wins = results.filter((x) => x.ok)
    assert.equal(wins.length, 1, JSON.stringify(results.map((x) => [x.kind, x.r.status, x.r.body.code])))
    const [row] = await t.database.db.select().from(gifts).where(eq(gifts.id, g.id))
    const audits = (await auditRows(t, owner, 'gift.revoke')).filter((r) => r.targetId === String(g.id))
    if (wins[0].kind === 'revoke') {
      assert.equal(row.status, 'revoked')
      assert.equal(row.claimedBy, null)
      assert.equal(audits.length, 1, 'one audit row')
      assert.equal(audits[0].before.status, 'sent')
      assert.equal(audits[0].after.status, 'revoked')
      assert.match(audits[0].after.reason, /重複購買/)
      assert.equal(audits[0].operatorEmail, support.email)
    } else {
      assert.equal(row.status, 'claimed')
      assert.equal(audits.length, 0, 'no audit row for refused revokes')
    }
    // every loser was refused cleanly (409 / business error), never a 5xx
    for (const x of results.filter((y) => !y.ok))
      if (x.kind === 'revoke') assert.equal(x.r.status, 409)
      else assert.equal(x.r.body.code, ErrorCode.BUSINESS)
  }

  // a revoked gift: the link says so, the claim is refused in the user's language, the giver cannot take it back
  const giver = await user('gr-giver')
  const g = await buyGift(giver.token)
  const done = await revoke(g.id, '連結外流')
  assert.equal(done.status, 200, JSON.stringify(done.body))
  assert.equal(done.body.status, 'revoked')
  assert.equal(done.body.revokedBy, support.email)
  assert.equal(done.body.revokeReason, '連結外流')
  const again = await revoke(g.id, 'twice', support, 'en')
  assert.equal(again.status, 409)
  assert.match(again.body.message, /revoked now/)
  const shared = await t.call('GET', `/v3/get/gift/share/${g.token}`)
  assert.equal(shared.body.data.status, 'revoked')
  const friend = await user('gr-late')
  const en = await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: g.token }, lang: 'en' })
  assert.equal(en.body.code, ErrorCode.BUSINESS)
  assert.equal(en.body.msg, 'This gift was revoked by customer support and can no longer be claimed')
  const zh = await t.call('POST', '/v3/gift/claim', { token: friend.token, body: { token: g.token } })
  assert.equal(zh.body.msg, '此禮物已由客服撤銷，無法領取')
  await t.database.db
    .update(gifts)
    .set({ expiresAt: new Date(t.clock.now - 1000) })
    .where(eq(gifts.id, g.id))
  const back = await t.call('POST', '/v3/gift/reclaim', { token: giver.token, body: { id: g.id } })
  assert.equal(back.body.code, ErrorCode.BUSINESS)

  // the money: the order is still paid; the orders' refund refunds it and the gift stays revoked
  const [order] = (await adminCall(t, 'GET', '/admin/api/orders', { cookie: support.cookie, query: { q: g.orderNo } }))
    .body
  assert.equal(order.status, 'paid')
  const refund = await adminCall(t, 'POST', `/admin/api/orders/${order.id}/refund`, {
    cookie: support.cookie,
    body: { reason: '撤銷後退款' }
  })
  assert.equal(refund.status, 200, JSON.stringify(refund.body))
  assert.match(refund.body.status, /refund/)
  const [row] = await t.database.db.select().from(gifts).where(eq(gifts.id, g.id))
  assert.equal(row.status, 'revoked')
  const listed = (await giftsOf({ q: g.orderNo })).body[0]
  assert.equal(listed.status, 'refunded')
  assert.equal((await giftsOf({ q: giver.email, status: 'refunded' })).body[0].id, g.id)
})
