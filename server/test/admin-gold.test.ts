/**
 * Learning-gold adjustments in the console (issue 31): support and owners adjust a user's gold with a reason; the
 * gold moves only through a ledger line ('admin_adjust') that the app's ledger shows with that reason; a balance
 * never goes below 0 (a translated 400, nothing written), also when 20 adjustments race; every adjustment is in the
 * audit log; every other role is refused.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { count, eq, sql } from 'drizzle-orm'
import { adminAudit, goldAccounts, goldAdjustments, goldLedger } from '../src/db/schema'
import { goldRepo } from '../src/db/repos/gold'
import { adminCall, signedIn, type SignedIn, consoleApp } from './admin-fixtures'
import { loginWithEmail, type TestApp } from './helpers'

let t: TestApp
let owner: SignedIn
let support: SignedIn
const others = {} as Record<'editor' | 'moderator' | 'group_admin', SignedIn>
before(async () => {
  ;({ t, owner, support } = await consoleApp('owner', 'support'))
  for (const role of ['editor', 'moderator', 'group_admin'] as const) others[role] = await signedIn(t, role)
})
after(() => t.close())

const adjust = (op: SignedIn, userId: number, body: unknown, lang?: string) =>
  adminCall(t, 'POST', `/admin/api/users/${userId}/gold`, { cookie: op.cookie, body, lang })
const ledgerOf = (op: SignedIn, userId: number, lang?: string) =>
  adminCall(t, 'GET', `/admin/api/users/${userId}/gold`, { cookie: op.cookie, lang, query: { _start: 0, _end: 50 } })

/** What the database holds for a user's gold: balance, ledger sum, adjustments and their audit rows. */
async function state(userId: number) {
  const db = t.database.db
  const { ledger, balance } = await goldRepo(db).audit(userId)
  const [{ n: lines }] = await db.select({ n: count() }).from(goldLedger).where(eq(goldLedger.userId, userId))
  const [{ n: adjustments }] = await db
    .select({ n: count() })
    .from(goldAdjustments)
    .where(eq(goldAdjustments.userId, userId))
  const [{ n: audits }] = await db
    .select({ n: count() })
    .from(adminAudit)
    .where(sql`${adminAudit.action} = 'user.gold' and ${adminAudit.targetId} = ${String(userId)}`)
  return { balance, ledger, lines, adjustments, audits }
}

test('support adds gold with a reason: a ledger line the app shows with that reason, and an audit row', async () => {
  const user = await loginWithEmail(t, 'gold-credit@example.com')
  const res = await adjust(support, user.id, { amount: 300, reason: '  客訴補償：課程無法播放  ' })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  assert.equal(res.body.balance, 300)
  assert.equal(res.body.adjustment.reason, '客訴補償：課程無法播放')
  assert.deepEqual(await state(user.id), { balance: 300, ledger: 300, lines: 1, adjustments: 1, audits: 1 })

  // the console's ledger of the user
  const console = await ledgerOf(support, user.id)
  assert.equal(console.status, 200)
  assert.equal(console.headers['x-total-count'], '1')
  assert.equal(console.body.balance, 300)
  assert.equal(console.body.total, 1)
  assert.deepEqual(
    console.body.entries.map((e: Record<string, unknown>) => [
      e.reason,
      e.amount,
      e.balanceAfter,
      e.detail,
      e.operatorEmail
    ]),
    [['admin_adjust', 300, 300, '客訴補償：課程無法播放', support.email]]
  )

  // the app's ledger: the new kind, the operator's reason as its detail (the page labels it in both languages)
  for (const lang of ['zh-Hant', 'en'] as const) {
    const app = (await t.call('GET', '/v3/get/invite/ledger', { token: user.token, lang })).body
    assert.equal(app.code, 0)
    assert.deepEqual(
      app.data.list.map((e: Record<string, unknown>) => [e.reason, e.amount, e.detail, e.balance_after]),
      [['admin_adjust', 300, '客訴補償：課程無法播放', 300]]
    )
  }
  const statement = (await t.call('GET', '/v3/get/invite/statement', { token: user.token })).body.data
  assert.equal(statement[0].earned, 300)

  // the audit log: who, the balance before and after, the reason
  const log = await adminCall(t, 'GET', '/admin/api/audit', {
    cookie: owner.cookie,
    query: { action: 'user.gold', targetId: String(user.id) }
  })
  assert.equal(log.body.length, 1)
  assert.equal(log.body[0].operatorEmail, support.email)
  assert.deepEqual(log.body[0].before, { balance: 0 })
  assert.equal(log.body[0].after.balance, 300)
  assert.equal(log.body[0].after.amount, 300)
  assert.equal(log.body[0].after.reason, '客訴補償：課程無法播放')
})

test('the owner takes gold back down to exactly 0; one more is a translated 400 and writes nothing', async () => {
  const user = await loginWithEmail(t, 'gold-debit@example.com')
  assert.equal((await adjust(owner, user.id, { amount: 120, reason: '活動獎勵' })).status, 200)
  const down = await adjust(owner, user.id, { amount: -120, reason: '重複發放，收回' })
  assert.equal(down.status, 200, JSON.stringify(down.body))
  assert.equal(down.body.balance, 0)
  const before = await state(user.id)
  assert.deepEqual(before, { balance: 0, ledger: 0, lines: 2, adjustments: 2, audits: 2 })

  const zh = await adjust(owner, user.id, { amount: -1, reason: '再收回' })
  assert.equal(zh.status, 400)
  assert.equal(zh.body.code, 'gold_below_zero')
  assert.equal(zh.body.field, 'amount')
  assert.equal(zh.body.message, '調整後學習金餘額會低於 0（目前餘額 0）')
  await adjust(owner, user.id, { amount: 50, reason: '補發' })
  const en = await adjust(owner, user.id, { amount: -51, reason: 'again' }, 'en')
  assert.equal(en.status, 400)
  assert.equal(en.body.message, 'The learning gold balance would go below 0 (it is 50 now)')
  assert.deepEqual(await state(user.id), { balance: 50, ledger: 50, lines: 3, adjustments: 3, audits: 3 })
  // the app's ledger: newest first, each line's balance after it
  const app = (await t.call('GET', '/v3/get/invite/ledger', { token: user.token })).body.data
  assert.deepEqual(
    app.list.map((e: Record<string, unknown>) => [e.amount, e.balance_after, e.detail]),
    [
      [50, 50, '補發'],
      [-120, 0, '重複發放，收回'],
      [120, 120, '活動獎勵']
    ]
  )
})

test('20 parallel take-backs that together exceed the balance: those that fit win, nothing minted or lost', async () => {
  const user = await loginWithEmail(t, 'gold-race@example.com')
  assert.equal((await adjust(support, user.id, { amount: 500, reason: '起始' })).status, 200)
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => adjust(i % 2 ? support : owner, user.id, { amount: -40, reason: `收回 ${i}` }))
  )
  const won = results.filter((r) => r.status === 200)
  const lost = results.filter((r) => r.status !== 200)
  // 500 / 40: twelve fit, 20 left
  assert.equal(won.length, 12, JSON.stringify(results.map((r) => [r.status, r.body.code])))
  assert.ok(lost.every((r) => r.status === 400 && r.body.code === 'gold_below_zero'))
  assert.deepEqual(await state(user.id), { balance: 20, ledger: 20, lines: 13, adjustments: 13, audits: 13 })
  // each winner saw a different balance: the adjustments queued one behind the other
  assert.deepEqual(
    won.map((r) => r.body.balance as number).sort((a, b) => a - b),
    Array.from({ length: 12 }, (_, i) => 20 + 40 * i)
  )
  const lines = await t.database.db
    .select({ after: goldLedger.balanceAfter })
    .from(goldLedger)
    .where(eq(goldLedger.userId, user.id))
  assert.ok(lines.every((l) => (l.after ?? -1) >= 0))
  const [account] = await t.database.db.select().from(goldAccounts).where(eq(goldAccounts.userId, user.id))
  assert.equal(account.balance, 20)
})

test('refusals: bad amounts and reasons (400 naming the field), no such user (404), other roles (403)', async () => {
  const user = await loginWithEmail(t, 'gold-refusals@example.com')
  const cases: [unknown, string, string][] = [
    [{ amount: 0, reason: 'x' }, 'bad_field', 'amount'],
    [{ amount: 100_001, reason: 'x' }, 'bad_field', 'amount'],
    [{ amount: -100_001, reason: 'x' }, 'bad_field', 'amount'],
    [{ amount: 1.5, reason: 'x' }, 'bad_field', 'amount'],
    [{ amount: '10', reason: 'x' }, 'bad_field', 'amount'],
    [{ reason: 'x' }, 'missing_field', 'amount'],
    [{ amount: 10 }, 'missing_field', 'reason'],
    [{ amount: 10, reason: '' }, 'bad_field', 'reason'],
    [{ amount: 10, reason: '   ' }, 'bad_field', 'reason'],
    [{ amount: 10, reason: 'x'.repeat(201) }, 'bad_field', 'reason']
  ]
  for (const [body, code, field] of cases) {
    const res = await adjust(support, user.id, body)
    assert.equal(res.status, 400, JSON.stringify(body))
    assert.deepEqual([res.body.code, res.body.field], [code, field], JSON.stringify(body))
    assert.ok(res.body.message)
  }
  assert.equal((await adjust(support, 999_999, { amount: 10, reason: 'x' })).status, 404)
  assert.equal((await ledgerOf(support, 999_999)).status, 404)
  for (const op of Object.values(others)) {
    const post = await adjust(op, user.id, { amount: 10, reason: 'x' })
    assert.equal(post.status, 403, op.role)
    assert.equal(post.body.code, 'forbidden')
    assert.equal((await ledgerOf(op, user.id)).status, 403, op.role)
  }
  const out = await adminCall(t, 'POST', `/admin/api/users/${user.id}/gold`, { body: { amount: 10, reason: 'x' } })
  assert.equal(out.status, 401)
  assert.deepEqual(await state(user.id), { balance: 0, ledger: 0, lines: 0, adjustments: 0, audits: 0 })
})
