/**
 * Console sign-in and sessions: e-mail + password + TOTP code (one answer for any wrong part, a code works once),
 * failed sign-ins limited per address, sessions that end after 30 idle minutes or 12 hours in all, and sign-out.
 * (This file moves the clock; the other admin flows are in admin-console.test.ts.)
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { operatorSessions } from '../src/db/schema'
import { totpNow } from '../src/services/admin/totp'
import { adminCall, cookieOf, makeOperator, PASSWORD } from './admin-fixtures'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp({ adminDir: null })
})
after(() => t.close())

const STEP = 30_000

test('sign-in: wrong code, replayed code and wrong password are one answer; the cookie is httpOnly, Strict, /admin', async () => {
  const op = await makeOperator(t, 'editor')
  const code = await totpNow(op.totpSecret, t.clock.now)
  const wrongOtp = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: op.email, password: PASSWORD, otp: code === '000000' ? '111111' : '000000' },
    lang: 'en'
  })
  assert.equal(wrongOtp.status, 401)
  assert.equal(wrongOtp.body.code, 'bad_credentials')
  assert.equal(wrongOtp.body.message, 'The e-mail address, password or one-time code is not correct')
  const wrongPassword = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: op.email, password: 'nope nope nope', otp: code }
  })
  assert.equal(wrongPassword.status, 401)
  assert.equal(wrongPassword.body.message, '電子郵件、密碼或驗證碼不正確')
  const unknown = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: 'nobody@ops.test', password: PASSWORD, otp: code }
  })
  assert.equal(unknown.body.code, 'bad_credentials')

  const ok = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: op.email.toUpperCase(), password: PASSWORD, otp: code }
  })
  assert.equal(ok.status, 200, JSON.stringify(ok.body))
  assert.equal(ok.body.operator.email, op.email)
  assert.equal(ok.body.operator.role, 'editor')
  assert.equal('totpSecret' in ok.body.operator, false)
  const setCookie = String(ok.headers['set-cookie'])
  assert.match(setCookie, /^jx_admin=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict/)
  const me = await adminCall(t, 'GET', '/admin/api/session', { cookie: cookieOf(setCookie) })
  assert.equal(me.body.operator.id, op.id)

  // the same code again (another browser, a shoulder-surfer): refused
  const replay = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: op.email, password: PASSWORD, otp: code }
  })
  assert.equal(replay.status, 401)
  // sign out: the cookie no longer works
  const out = await adminCall(t, 'DELETE', '/admin/api/session', { cookie: cookieOf(setCookie) })
  assert.equal(out.status, 204)
  assert.equal((await adminCall(t, 'GET', '/admin/api/session', { cookie: cookieOf(setCookie) })).status, 401)
})

test('sign-in is limited: after 5 failures for an address even the right code is refused with 429', async () => {
  const op = await makeOperator(t, 'support')
  for (let i = 0; i < 5; i++) {
    const r = await adminCall(t, 'POST', '/admin/api/session', {
      body: { email: op.email, password: `wrong-${i}`, otp: '123456' }
    })
    assert.equal(r.status, 401)
  }
  const right = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: op.email, password: PASSWORD, otp: await totpNow(op.totpSecret, t.clock.now) }
  })
  assert.equal(right.status, 429)
  assert.equal(right.body.code, 'rate_limited')
  assert.ok(Number(right.headers['retry-after']) > 0)
  // the window passes: the right credentials work again
  t.clock.now += 16 * 60_000
  const later = await adminCall(t, 'POST', '/admin/api/session', {
    body: { email: op.email, password: PASSWORD, otp: await totpNow(op.totpSecret, t.clock.now) }
  })
  assert.equal(later.status, 200, JSON.stringify(later.body))
})

test('sessions expire: 30 minutes idle, 12 hours in all however busy', async () => {
  const op = await makeOperator(t, 'moderator')
  const sign = async () => {
    t.clock.now += STEP // a new code
    const r = await adminCall(t, 'POST', '/admin/api/session', {
      body: { email: op.email, password: PASSWORD, otp: await totpNow(op.totpSecret, t.clock.now) }
    })
    assert.equal(r.status, 200, JSON.stringify(r.body))
    return cookieOf(r.headers['set-cookie'])
  }
  const idle = await sign()
  t.clock.now += 29 * 60_000
  assert.equal((await adminCall(t, 'GET', '/admin/api/overview', { cookie: idle })).status, 200)
  t.clock.now += 31 * 60_000
  const gone = await adminCall(t, 'GET', '/admin/api/overview', { cookie: idle })
  assert.equal(gone.status, 401)
  assert.equal(gone.body.code, 'signed_out')

  const busy = await sign()
  for (let i = 1; i <= 12 * 3; i++) {
    t.clock.now += 20 * 60_000
    const r = await adminCall(t, 'GET', '/admin/api/session', { cookie: busy })
    assert.equal(r.status, 200, `after ${i * 20} min`)
  }
  t.clock.now += 60_000
  const r = await adminCall(t, 'GET', '/admin/api/session', { cookie: busy })
  assert.equal(r.status, 401, 'past 12 hours, however busy')
  // a sign-in clears out sessions past either limit: the table keeps live ones only
  const idleLeft = await sign()
  t.clock.now += 31 * 60_000
  await sign()
  const rows = await t.database.db.select().from(operatorSessions)
  assert.ok(rows.length >= 1)
  assert.ok(
    rows.every((s) => t.clock.now - s.lastSeenAt.getTime() <= 30 * 60_000),
    'no idle session left behind'
  )
  assert.equal((await adminCall(t, 'GET', '/admin/api/session', { cookie: idleLeft })).status, 401)
})
