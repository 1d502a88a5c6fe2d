/**
 * The console's commerce slice (issue 31): exchange-code batches (issue, list with use, CSV, disable) and coupons
 * (templates, grant, disable), each checked through the app's own routes (POST /v3/redeem, the checkout quote),
 * with the refusals (nothing written), the audit rows, and 20 parallel redemptions of one batch code.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { ErrorCode } from '@app/protocol'
import { adminAudit, codeBatches, coupons, courseCodes, exchangeCodes, userCoupons } from '../src/db/schema'
import { adminCall, auditRows, type SignedIn, signedIn, consoleApp } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'

const DAY = 86_400_000
let t: TestApp
let owner: SignedIn
let support: SignedIn
before(async () => ({ t, owner, support } = await consoleApp('owner', 'support')))
after(() => t.close())

const inDays = (n: number) => new Date(t.clock.now + n * DAY).toISOString()
const issue = (body: Record<string, unknown>, lang?: string) =>
  adminCall(t, 'POST', '/admin/api/code-batches', { cookie: support.cookie, body, lang })
const redeem = (token: string, code: string, lang: 'zh-Hant' | 'en' = 'zh-Hant') =>
  t.call('POST', '/v3/redeem', { token, body: { code }, lang })
const audits = (action: string) => auditRows(t, owner, action)
const codesOf = async (id: number) =>
  (await adminCall(t, 'GET', `/admin/api/code-batches/${id}/codes`, { cookie: support.cookie, query: { _end: 100 } }))
    .body as { code: string; status: string; usedAt: string | null }[]
const csvOf = (id: number, cookie = support.cookie) =>
  t.app.inject({ method: 'GET', url: `/admin/api/code-batches/${id}/codes.csv`, headers: { cookie } })
const counts = async () => {
  const db = t.database.db
  return {
    batches: (await db.select({ n: count() }).from(codeBatches))[0].n,
    exchange: (await db.select({ n: count() }).from(exchangeCodes))[0].n,
    course: (await db.select({ n: count() }).from(courseCodes))[0].n,
    audit: (await db.select({ n: count() }).from(adminAudit))[0].n,
    coupons: (await db.select({ n: count() }).from(coupons))[0].n,
    userCoupons: (await db.select({ n: count() }).from(userCoupons))[0].n
  }
}

test('support issues a membership batch: unguessable unique codes, the app redeems one, the list counts it, CSV', async () => {
  const res = await issue({
    kind: 'product',
    target: 'vip-month',
    count: 120,
    expiresAt: inDays(30),
    label: '春季活動'
  })
  assert.equal(res.status, 201, JSON.stringify(res.body))
  const batch = res.body
  assert.equal(batch.count, 120)
  assert.equal(batch.usedCount, 0)
  assert.equal(batch.status, 'active')
  assert.equal(batch.createdBy, support.email)
  assert.equal(
    batch.targetTitle,
    (await adminCall(t, 'GET', '/admin/api/code-batches/targets', { cookie: support.cookie })).body.find(
      (x: any) => x.target === 'vip-month'
    ).title
  )
  const rows = await t.database.db.select().from(exchangeCodes).where(eq(exchangeCodes.batchId, batch.id))
  assert.equal(rows.length, 120)
  assert.equal(new Set(rows.map((r) => r.code)).size, 120)
  for (const r of rows) {
    assert.match(r.code, /^[A-HJ-NP-Z2-9]{16}$/, 'no look-alike characters, 16 of 32 symbols (80 bits)')
    assert.equal(r.productCode, 'vip-month')
    assert.equal(r.expiresAt.toISOString(), batch.expiresAt)
  }
  const [audit] = await audits('code_batch.create')
  assert.equal(audit.operatorEmail, support.email)
  assert.equal(audit.targetId, String(batch.id))
  assert.equal(audit.after.count, 120)

  // the app's one redeem route takes a batch code (typed in lower case with a hyphen, as people do)
  const user = await loginWithEmail(t, 'batch-user@example.com')
  const code = rows[0].code
  const redeemed = await redeem(user.token, `${code.slice(0, 8).toLowerCase()}-${code.slice(8)}`)
  assert.equal(redeemed.body.code, 0, JSON.stringify(redeemed.body))
  assert.equal(redeemed.body.data.kind, 'product')
  assert.equal(redeemed.body.data.product.code, 'vip-month')
  assert.equal(redeemed.body.data.member.isVip, 1)

  const listed = await adminCall(t, 'GET', '/admin/api/code-batches', { cookie: support.cookie, query: { q: '春季' } })
  assert.equal(listed.status, 200)
  assert.equal(listed.headers['x-total-count'], '1')
  assert.equal(listed.body[0].usedCount, 1)
  const shown = await adminCall(t, 'GET', `/admin/api/code-batches/${batch.id}`, { cookie: support.cookie })
  assert.equal(shown.body.usedCount, 1)

  const csv = await csvOf(batch.id)
  assert.equal(csv.statusCode, 200)
  assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8')
  assert.match(
    String(csv.headers['content-disposition']),
    /^attachment; filename="code-batch-\d+\.csv"; filename\*=UTF-8''/
  )
  assert.ok(String(csv.headers['content-disposition']).includes(encodeURIComponent('春季活動')))
  const bytes = csv.rawPayload
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM for Excel')
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  assert.equal(lines[0], 'code,status,used_at')
  assert.equal(lines.length, 121)
  const usedLine = lines.find((l) => l.startsWith(code + ','))!
  assert.match(usedLine, new RegExp(`^${code},used,\\d{4}-\\d{2}-\\d{2}T`))
  assert.equal(lines.filter((l) => l.endsWith(',unused,')).length, 119)
})

test('a course batch: its code gives the course through the app, and the same code again is refused', async () => {
  const res = await issue({
    kind: 'course',
    target: 'c-mindfulness',
    count: 2,
    expiresAt: inDays(10),
    label: 'Workshop'
  })
  assert.equal(res.status, 201, JSON.stringify(res.body))
  const [first] = await codesOf(res.body.id)
  const user = await loginWithEmail(t, 'course-batch@example.com')
  const ok = await redeem(user.token, first.code)
  assert.equal(ok.body.code, 0, JSON.stringify(ok.body))
  assert.equal(ok.body.data.kind, 'course')
  assert.equal(ok.body.data.course.sku, 'c-mindfulness')
  const other = await loginWithEmail(t, 'course-batch2@example.com')
  const again = await redeem(other.token, first.code)
  assert.equal(again.body.code, ErrorCode.BUSINESS)
  assert.equal((await codesOf(res.body.id)).filter((c) => c.status === 'used').length, 1)
})

test('a disabled batch: its unused codes stop working in the app, used ones stay used; disabling twice writes once', async () => {
  const res = await issue({
    kind: 'product',
    target: 'vip-month',
    count: 3,
    expiresAt: inDays(30),
    label: 'to disable'
  })
  const codes = await codesOf(res.body.id)
  const a = await loginWithEmail(t, 'disable-a@example.com')
  assert.equal((await redeem(a.token, codes[0].code)).body.code, 0)

  const off = await adminCall(t, 'POST', `/admin/api/code-batches/${res.body.id}/disable`, {
    cookie: support.cookie,
    body: {}
  })
  assert.equal(off.status, 200, JSON.stringify(off.body))
  assert.equal(off.body.status, 'disabled')
  assert.equal(off.body.usedCount, 1)

  const b = await loginWithEmail(t, 'disable-b@example.com')
  const refused = await redeem(b.token, codes[1].code, 'en')
  assert.equal(refused.status, 400)
  assert.equal(refused.body.code, ErrorCode.BUSINESS)
  assert.equal(refused.body.msg, 'This exchange code has expired')
  assert.equal((await t.call('GET', '/v3/meditation/memberInfo', { token: b.token })).body.data.isVip, 0)

  const statuses = (await codesOf(res.body.id)).map((c) => c.status).sort()
  assert.deepEqual(statuses, ['disabled', 'disabled', 'used'])
  const csv = (await csvOf(res.body.id)).body as string
  assert.equal(csv.split('\r\n').filter((l) => l.includes(',disabled,')).length, 2)

  const [audit] = await audits('code_batch.disable')
  assert.equal(audit.targetId, String(res.body.id))
  assert.equal(audit.before.status, 'active')
  assert.equal(audit.after.codesStopped, 2)
  const again = await adminCall(t, 'POST', `/admin/api/code-batches/${res.body.id}/disable`, {
    cookie: support.cookie,
    body: {}
  })
  assert.equal(again.status, 200)
  assert.equal((await audits('code_batch.disable')).filter((x) => x.targetId === String(res.body.id)).length, 1)
})

test('refusals: a bad count, expiry or target is a translated 400 and nothing is created', async () => {
  const before = await counts()
  const good = { kind: 'product', target: 'vip-month', count: 5, expiresAt: inDays(30), label: 'x' }
  for (const n of [0, 5001, -1, 2.5, '10']) {
    const res = await issue({ ...good, count: n })
    assert.equal(res.status, 400, `count ${n}: ${JSON.stringify(res.body)}`)
    assert.equal(res.body.code, 'bad_field')
    assert.equal(res.body.field, 'count')
    assert.equal(res.body.message, '欄位「count」不正確')
  }
  const en = await issue({ ...good, count: 9999 }, 'en')
  assert.equal(en.body.message, 'The field "count" is not valid')

  const past = await issue({ ...good, expiresAt: inDays(-1) })
  assert.equal(past.status, 400)
  assert.equal(past.body.code, 'expiry_past')
  assert.equal(past.body.field, 'expiresAt')
  assert.equal(past.body.message, '到期時間必須在未來')
  assert.equal(
    (await issue({ ...good, expiresAt: new Date(t.clock.now).toISOString() }, 'en')).body.message,
    'The expiry must be in the future'
  )
  for (const expiresAt of ['tomorrow', '2030-13-45', '']) {
    const res = await issue({ ...good, expiresAt })
    assert.equal(res.status, 400, expiresAt)
    assert.equal(res.body.field, 'expiresAt')
  }
  const missing = await issue({ ...good, expiresAt: undefined })
  assert.equal(missing.body.code, 'missing_field')
  const target = await issue({ ...good, target: 'no-such-product' })
  assert.equal(target.status, 400)
  assert.equal(target.body.field, 'target')
  assert.equal((await issue({ ...good, kind: 'course', target: 'vip-month' })).body.field, 'target')
  assert.equal((await issue({ ...good, kind: 'coupon' })).status, 400)
  assert.equal((await issue({ ...good, label: '' })).body.field, 'label')

  assert.deepEqual(await counts(), before, 'no batch, code or audit row was written')
})

test('20 users redeem one batch code at once: one wins, the others are told it is used', async () => {
  const res = await issue({ kind: 'product', target: 'vip-month', count: 1, expiresAt: inDays(30), label: 'race' })
  const [{ code }] = await codesOf(res.body.id)
  const people = await Promise.all(Array.from({ length: 20 }, (_, i) => loginWithEmail(t, `race${i}@example.com`)))
  const answers = await Promise.all(people.map((p) => redeem(p.token, code)))
  assert.equal(answers.filter((r) => r.body.code === 0).length, 1, JSON.stringify(answers.map((r) => r.body.msg)))
  const refused = answers.filter((r) => r.body.code !== 0)
  assert.equal(refused.length, 19)
  for (const r of refused) assert.equal(r.body.msg, '此兌換碼已被使用')
  const shown = await adminCall(t, 'GET', `/admin/api/code-batches/${res.body.id}`, { cookie: support.cookie })
  assert.equal(shown.body.usedCount, 1)
})

test('coupons: templates with their use; a new template granted by e-mail shows in the app checkout; refusals', async () => {
  const list = await adminCall(t, 'GET', '/admin/api/coupons', { cookie: support.cookie })
  assert.equal(list.status, 200)
  const welcome = list.body.find((c: any) => c.code === 'WELCOME50')
  assert.ok(welcome, 'seeded templates are listed')
  assert.equal(typeof welcome.issuedCount, 'number')

  const created = await adminCall(t, 'POST', '/admin/api/coupons', {
    cookie: support.cookie,
    body: {
      title: '回饋金 30 元',
      titleEn: 'NT$30 thank-you',
      amountCents: 3000,
      minAmountCents: 0,
      scope: 'all',
      validDays: 7
    }
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const coupon = created.body
  assert.ok(coupon.id >= 100000, 'console templates never take a seed id')
  assert.equal(coupon.code, null)
  assert.equal(coupon.claimable, false)
  assert.equal((await audits('coupon.create'))[0].targetId, String(coupon.id))

  const user = await loginWithEmail(t, 'Coupon-Grant@example.com')
  const grant = (who: string, lang?: string) =>
    adminCall(t, 'POST', `/admin/api/coupons/${coupon.id}/grant`, {
      cookie: support.cookie,
      body: { user: who, reason: '客訴補償 #123' },
      lang
    })
  const granted = await grant('coupon-grant@EXAMPLE.com')
  assert.equal(granted.status, 200, JSON.stringify(granted.body))
  assert.equal(granted.body.userId, user.id)
  assert.equal(granted.body.status, 'unused')
  assert.equal(Date.parse(granted.body.expiresAt), t.clock.now + 7 * DAY)
  const [audit] = await audits('coupon.grant')
  assert.equal(audit.targetId, String(user.id))
  assert.equal(audit.after.reason, '客訴補償 #123')
  assert.equal(audit.operatorEmail, support.email)

  // the app's checkout offers it, and pricing with it takes NT$30 off
  const quote = await t.call('GET', '/v3/orders/quote', { token: user.token, query: { sku: 'vip-month' }, lang: 'en' })
  assert.equal(quote.body.code, 0, JSON.stringify(quote.body))
  const offered = quote.body.data.coupons.find((c: any) => c.title === 'NT$30 thank-you')
  assert.ok(offered, JSON.stringify(quote.body.data.coupons))
  assert.equal(offered.applicable, 1)
  const priced = await t.call('GET', '/v3/orders/quote', {
    token: user.token,
    query: { sku: 'vip-month', user_coupon_id: offered.id }
  })
  assert.equal(priced.body.data.discount, 30)

  const issued = await adminCall(t, 'GET', `/admin/api/coupons/${coupon.id}/issued`, { cookie: support.cookie })
  assert.equal(issued.headers['x-total-count'], '1')
  assert.equal(issued.body[0].userEmail, 'coupon-grant@example.com')
  const shown = await adminCall(t, 'GET', `/admin/api/coupons/${coupon.id}`, { cookie: support.cookie })
  assert.deepEqual([shown.body.issuedCount, shown.body.usedCount], [1, 0])

  // refusals, translated, nothing written
  const before = await counts()
  const held = await grant(String(user.id))
  assert.equal(held.status, 409)
  assert.equal(held.body.code, 'coupon_held')
  const nobody = await grant('nobody@example.com', 'en')
  assert.equal(nobody.status, 400)
  assert.equal(nobody.body.code, 'user_unknown')
  assert.equal(nobody.body.message, 'No such user (enter a user id or e-mail address)')
  const badAmount = await adminCall(t, 'POST', '/admin/api/coupons', {
    cookie: support.cookie,
    body: { title: 'x', titleEn: 'x', amountCents: 0, minAmountCents: 0, scope: 'all', validDays: 7 }
  })
  assert.equal(badAmount.body.field, 'amountCents')
  for (const code of ['welcome50', 'JXVIP30DEMO1', 'JXCOURSE0001']) {
    const taken = await adminCall(t, 'POST', '/admin/api/coupons', {
      cookie: support.cookie,
      body: { title: 'x', titleEn: 'x', amountCents: 100, minAmountCents: 0, scope: 'all', validDays: 7, code }
    })
    assert.equal(taken.status, 409, code)
    assert.equal(taken.body.code, 'code_taken')
  }
  assert.deepEqual(await counts(), before)
})

test('a template with a claim code: the app claims it through redeem; disabled, it neither claims nor grants', async () => {
  const created = await adminCall(t, 'POST', '/admin/api/coupons', {
    cookie: owner.cookie,
    body: {
      title: '課程 50 元',
      titleEn: 'NT$50 off courses',
      amountCents: 5000,
      minAmountCents: 10000,
      scope: 'course',
      validDays: 30,
      code: 'spring2026'
    }
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  assert.equal(created.body.code, 'SPRING2026')
  assert.equal(created.body.claimable, true)
  const a = await loginWithEmail(t, 'claim-a@example.com')
  const claimed = await redeem(a.token, 'spring2026')
  assert.equal(claimed.body.code, 0, JSON.stringify(claimed.body))
  assert.equal(claimed.body.data.kind, 'coupon')

  const off = await adminCall(t, 'POST', `/admin/api/coupons/${created.body.id}/disable`, {
    cookie: support.cookie,
    body: {}
  })
  assert.equal(off.status, 200, JSON.stringify(off.body))
  assert.equal(off.body.disabled, true)
  assert.equal(off.body.claimable, false)
  assert.equal(off.body.code, 'SPRING2026')
  assert.equal(off.body.issuedCount, 1)
  const [audit] = await audits('coupon.disable')
  assert.equal(audit.before.disabled, false)
  assert.equal(audit.after.disabled, true)

  const b = await loginWithEmail(t, 'claim-b@example.com')
  const refused = await redeem(b.token, 'SPRING2026')
  assert.equal(refused.body.code, ErrorCode.BUSINESS)
  const viaPut = await t.call('PUT', '/v2/user_coupons', { token: b.token, body: { code: 'SPRING2026' } })
  assert.equal(viaPut.body.code, ErrorCode.BUSINESS)
  const grant = await adminCall(t, 'POST', `/admin/api/coupons/${created.body.id}/grant`, {
    cookie: support.cookie,
    body: { user: String(b.id), reason: 'test' }
  })
  assert.equal(grant.status, 409)
  assert.equal(grant.body.code, 'coupon_disabled')
  // the coupon already held stays the holder's
  const mine = await t.call('GET', '/v2/user_coupons', { token: a.token })
  assert.ok(mine.body.data.some((c: any) => c.title === '課程 50 元'))
  // the code is free again for a new template
  const reuse = await adminCall(t, 'POST', '/admin/api/coupons', {
    cookie: support.cookie,
    body: {
      title: 'y',
      titleEn: 'y',
      amountCents: 100,
      minAmountCents: 0,
      scope: 'all',
      validDays: 1,
      code: 'SPRING2026'
    }
  })
  assert.equal(reuse.status, 201, JSON.stringify(reuse.body))
})

test('editors and moderators are refused the commerce pages', async () => {
  for (const role of ['editor', 'moderator', 'group_admin'] as const) {
    const op = await signedIn(t, role)
    assert.equal((await adminCall(t, 'GET', '/admin/api/code-batches', { cookie: op.cookie })).status, 403)
    assert.equal((await adminCall(t, 'GET', '/admin/api/coupons', { cookie: op.cookie })).status, 403)
    assert.equal((await csvOf(1, op.cookie)).statusCode, 403)
  }
})
