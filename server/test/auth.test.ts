import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ErrorCode } from '@app/protocol'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const outbox = async (to: string) => (await t.call('GET', '/dev/outbox', { sign: false, query: { to } })).body.data

test('register with an email code from the outbox, then log in with the password', async () => {
  const sent = await t.call('POST', '/v3/abroad/email/send', { body: { email: 'Mei@Example.com', action: 'REGISTER' } })
  assert.equal(sent.body.code, 0)
  const [mail] = await outbox('mei@example.com')
  assert.match(mail.code, /^\d{6}$/)
  const reg = await t.call('POST', '/v3/abroad/email/login', {
    body: { email: 'mei@example.com', code: mail.code, password: 'calm-and-clear' }
  })
  assert.equal(reg.body.code, 0)
  assert.equal(reg.body.data.is_new, true)
  assert.match(reg.body.data.token, /^[0-9a-f]{64}$/)
  assert.equal(reg.body.data.user.has_password, true)

  const me = await t.call('GET', '/v2/users', { token: reg.body.data.token })
  assert.equal(me.body.data.email, 'mei@example.com')

  const login = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'MEI@example.com', password: 'calm-and-clear' }
  })
  assert.equal(login.body.code, 0)
  assert.equal(login.body.data.is_new, false)
  assert.notEqual(login.body.data.token, reg.body.data.token)
})

test('a code works once', async () => {
  await t.call('POST', '/v3/abroad/email/send', { body: { email: 'once@example.com' } })
  const [{ code }] = await outbox('once@example.com')
  assert.equal(
    (await t.call('POST', '/v3/abroad/email/login', { body: { email: 'once@example.com', code } })).body.code,
    0
  )
  const again = await t.call('POST', '/v3/abroad/email/login', { body: { email: 'once@example.com', code } })
  assert.equal(again.body.code, ErrorCode.BUSINESS)
})

test('wrong password and unknown account give the same 1116 answer', async () => {
  const wrong = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'mei@example.com', password: 'nope-nope' }
  })
  const unknown = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'ghost@example.com', password: 'nope-nope' }
  })
  assert.equal(wrong.status, 400)
  assert.equal(wrong.body.code, ErrorCode.BUSINESS)
  assert.equal(wrong.body.msg, '帳號或密碼不正確')
  // the same answer but for the request id every error answer carries
  const { requestId: _u, ...unknownAnswer } = unknown.body
  const { requestId: _w, ...wrongAnswer } = wrong.body
  assert.deepEqual(unknownAnswer, wrongAnswer)
})

test('an expired code (10 min) is refused', async () => {
  await t.call('POST', '/v3/abroad/email/send', { body: { email: 'late@example.com' } })
  const [{ code }] = await outbox('late@example.com')
  t.clock.now += 10 * 60_000 + 1000
  try {
    const res = await t.call('POST', '/v3/abroad/email/login', {
      body: { email: 'late@example.com', code },
      lang: 'en'
    })
    assert.equal(res.body.code, ErrorCode.BUSINESS)
    assert.equal(res.body.msg, 'The verification code is wrong or has expired')
  } finally {
    t.clock.now = Date.now()
  }
})

test('five wrong guesses kill the code', async () => {
  await t.call('POST', '/v3/abroad/email/send', { body: { email: 'guess@example.com' } })
  const [{ code }] = await outbox('guess@example.com')
  const wrong = code === '000000' ? '111111' : '000000'
  for (let i = 0; i < 5; i++)
    await t.call('POST', '/v3/abroad/email/login', { body: { email: 'guess@example.com', code: wrong } })
  const res = await t.call('POST', '/v3/abroad/email/login', { body: { email: 'guess@example.com', code } })
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  assert.equal(res.body.msg, '驗證碼錯誤次數過多，請重新取得')
})

test('code sending is rate limited per address (429 / 4290, translated, with retry-after)', async () => {
  assert.equal((await t.call('POST', '/v3/abroad/email/send', { body: { email: 'busy@example.com' } })).body.code, 0)
  const res = await t.call('POST', '/v3/abroad/email/send', { body: { email: 'busy@example.com' }, lang: 'en' })
  assert.equal(res.status, 429)
  assert.equal(res.body.code, ErrorCode.RATE_LIMITED)
  assert.match(res.body.msg, /^Too many attempts, please try again in \d+ s$/)
  assert.ok(Number(res.headers['retry-after']) > 0)
  assert.equal((await outbox('busy@example.com')).length, 1)
})

test('login attempts are rate limited per account', async () => {
  let last
  for (let i = 0; i < 11; i++) {
    last = await t.call('POST', '/v3/user/password/login', {
      body: { account: 'target@example.com', password: `guess-${i}` }
    })
  }
  assert.equal(last!.status, 429)
  assert.equal(last!.body.code, ErrorCode.RATE_LIMITED)
  assert.match(last!.body.msg, /^操作太頻繁，請 \d+ 秒後再試$/)
})

test('mobile code login with the default nation code 86, then bind an email', async () => {
  assert.equal((await t.call('POST', '/v2/users/code', { body: { mobile: '912345678' } })).body.code, 0)
  const [{ code }] = await outbox('+86 912345678')
  const res = await t.call('POST', '/v3/abroad/users/mobileLogin', { body: { mobile: '912345678', code } })
  assert.equal(res.body.code, 0)
  assert.equal(res.body.data.user.nationcode, '86')
  const token = res.body.data.token
  await t.call('POST', '/v3/abroad/email/send', { body: { email: 'phone-user@example.com', action: 'BIND' } })
  const [{ code: mailCode }] = await outbox('phone-user@example.com')
  const bound = await t.call('POST', '/v3/abroad/users/binding', {
    token,
    body: { email: 'phone-user@example.com', code: mailCode }
  })
  assert.equal(bound.body.data.email, 'phone-user@example.com')
  const binding = await t.call('GET', '/v3/get/user/binding', { token })
  assert.deepEqual(binding.body.data, {
    email: 'phone-user@example.com',
    mobile: '912345678',
    nationcode: '86',
    wechat: false,
    line: false,
    facebook: false,
    has_password: false
  })
})

test('mobile binding refuses a number owned by another account', async () => {
  const a = await loginWithEmail(t, 'bind-a@example.com')
  t.clock.now += 61_000 // the previous test sent a code to this number: wait out the cooldown
  await t.call('POST', '/v2/users/code', { body: { mobile: '912345678', nationcode: '86', action: 'BINDPHONE' } })
  const [{ code }] = await outbox('+86 912345678')
  const res = await t.call('POST', '/v3/abroad/mobile/binding', { token: a.token, body: { mobile: '912345678', code } })
  assert.equal(res.body.code, ErrorCode.BUSINESS)
  assert.equal(res.body.msg, '此帳號已被其他會員使用')
})

test('WeChat mini-program login through the provider, profile and phone number', async () => {
  const res = await t.call('POST', '/v3/wechat/code', { body: { code: 'wx-login-code-1' } })
  assert.equal(res.body.code, 0)
  const again = await t.call('POST', '/v3/wechat/code', { body: { code: 'wx-login-code-1' } })
  assert.equal(again.body.data.user.id, res.body.data.user.id)
  const token = res.body.data.token
  const info = await t.call('POST', '/v2/users/miniuserinfo', { token, body: { nickname: '小靜' } })
  assert.equal(info.body.data.nickname, '小靜')
  const phone = await t.call('POST', '/v2/business/getuserphonenumber', { token, body: { code: 'phone-code' } })
  assert.match(phone.body.data.mobile, /^139\d{8}$/)
})

test('profile update, password update, logout', async () => {
  const { token, id } = await loginWithEmail(t, 'profile@example.com', 'first-password')
  const upd = await t.call('PUT', `/v2/users/${id}/update`, { token, body: { nickname: 'Lin', lang: 'en' } })
  assert.equal(upd.body.data.nickname, 'Lin')
  assert.equal(upd.body.data.lang, 'en')
  const bad = await t.call('POST', '/v3/user/password/update', {
    token,
    body: { old_password: 'wrong-one', password: 'second-password' }
  })
  assert.equal(bad.body.msg, '原密碼不正確')
  const good = await t.call('POST', '/v3/user/password/update', {
    token,
    body: { old_password: 'first-password', password: 'second-password' }
  })
  assert.equal(good.body.code, 0)
  assert.equal(
    (
      await t.call('POST', '/v3/user/password/login', {
        body: { account: 'profile@example.com', password: 'second-password' }
      })
    ).body.code,
    0
  )
  assert.equal((await t.call('GET', `/v2/users/${id}/logout`, { token })).body.code, 0)
  assert.equal((await t.call('GET', '/v2/users', { token })).body.code, ErrorCode.NOT_LOGGED_IN)
})

test('password reset by email code revokes old sessions; unknown emails get the same answer and no mail', async () => {
  const { token } = await loginWithEmail(t, 'forgot@example.com', 'old-password-1')
  t.clock.now += 61_000 // code cooldown
  const known = await t.call('POST', '/v3/abroad/email/send', {
    body: { email: 'forgot@example.com', action: 'RESET' }
  })
  const unknown = await t.call('POST', '/v3/abroad/email/send', {
    body: { email: 'nobody@example.com', action: 'RESET' }
  })
  assert.deepEqual(unknown.body, known.body)
  assert.equal((await outbox('nobody@example.com')).length, 0)
  const [{ code }] = await outbox('forgot@example.com')
  assert.equal(
    (
      await t.call('POST', '/v3/user/password/reset', {
        body: { email: 'forgot@example.com', code, password: 'new-password-2' }
      })
    ).body.code,
    0
  )
  assert.equal((await t.call('GET', '/v2/users', { token })).body.code, ErrorCode.NOT_LOGGED_IN)
  assert.equal(
    (
      await t.call('POST', '/v3/user/password/login', {
        body: { account: 'forgot@example.com', password: 'new-password-2' }
      })
    ).body.code,
    0
  )
})

test('account deletion releases the email and revokes tokens', async () => {
  const first = await loginWithEmail(t, 'leaving@example.com')
  assert.equal((await t.call('POST', '/v3/user/signOut', { token: first.token, body: { confirm: true } })).body.code, 0)
  assert.equal((await t.call('GET', '/v2/users', { token: first.token })).body.code, ErrorCode.NOT_LOGGED_IN)
  t.clock.now += 61_000 // code cooldown
  try {
    const second = await loginWithEmail(t, 'leaving@example.com')
    assert.notEqual(second.id, first.id)
  } finally {
    t.clock.now = Date.now()
  }
})
