/**
 * Auth hardening and input safety: password back-off that never blocks code login, sessions after a password
 * change, neutral default nicknames, NUL and deep JSON, per-user caps under parallel requests, keyed code
 * hashes, e-mail-free logs, play logs of real SKUs only, CORS origins and avatars from our own uploads.
 */
import assert from 'node:assert/strict'
import { createHmac, createHash } from 'node:crypto'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol'
import { DEV_CODE_KEY } from '../src/db/repos/codes'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const outbox = async (to: string) => (await t.call('GET', '/dev/outbox', { sign: false, query: { to } })).body.data
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows

test('wrong passwords slow the password path down (growing retry-after) but never block code login', async () => {
  await loginWithEmail(t, 'owner@example.com', 'the-right-one')
  const start = t.clock.now
  try {
    t.clock.now += 61_000 // past the code cooldown of the registration, so a code can be sent below
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/v3/user/password/login', {
        body: { account: 'owner@example.com', password: `wrong-${i}` }
      })
      assert.equal(r.body.code, ErrorCode.BUSINESS, `attempt ${i + 1} is checked`)
    }
    // the 5th failure starts the back-off: 30 s, then 60 s, 120 s … after each further failure
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const blocked = await t.call('POST', '/v3/user/password/login', {
        body: { account: 'owner@example.com', password: 'the-right-one' }
      })
      assert.equal(blocked.status, 429)
      assert.equal(blocked.body.code, ErrorCode.RATE_LIMITED)
      const wait = Number(blocked.headers['retry-after'])
      waits.push(wait)
      t.clock.now += wait * 1000
      const wrong = await t.call('POST', '/v3/user/password/login', {
        body: { account: 'owner@example.com', password: 'wrong-again' }
      })
      assert.equal(wrong.body.code, ErrorCode.BUSINESS, 'after the wait the password is checked again')
    }
    assert.deepEqual(waits, [30, 60, 120, 240])

    // code login for the same address works throughout
    await t.call('POST', '/v3/abroad/email/send', { body: { email: 'owner@example.com' } })
    const [{ code }] = await outbox('owner@example.com')
    const byCode = await t.call('POST', '/v3/abroad/email/login', { body: { email: 'owner@example.com', code } })
    assert.equal(byCode.body.code, 0)

    // after the back-off the right password logs in and clears the failures
    t.clock.now += 481_000
    assert.equal(
      (
        await t.call('POST', '/v3/user/password/login', {
          body: { account: 'owner@example.com', password: 'the-right-one' }
        })
      ).body.code,
      0
    )
    assert.equal(
      (
        await t.call('POST', '/v3/user/password/login', {
          body: { account: 'owner@example.com', password: 'wrong-once' }
        })
      ).body.code,
      ErrorCode.BUSINESS
    )
    assert.equal(
      (
        await t.call('POST', '/v3/user/password/login', {
          body: { account: 'owner@example.com', password: 'the-right-one' }
        })
      ).body.code,
      0
    )
  } finally {
    t.clock.now = start
  }
})

test('a password change ends every other session; the current one stays', async () => {
  const first = await loginWithEmail(t, 'sessions@example.com', 'old-password-1')
  const other = (
    await t.call('POST', '/v3/user/password/login', {
      body: { account: 'sessions@example.com', password: 'old-password-1' }
    })
  ).body.data.token
  assert.equal((await t.call('GET', '/v2/users', { token: other })).body.code, 0)
  const changed = await t.call('POST', '/v3/user/password/update', {
    token: first.token,
    body: { old_password: 'old-password-1', password: 'new-password-2' }
  })
  assert.equal(changed.body.code, 0)
  assert.equal((await t.call('GET', '/v2/users', { token: first.token })).body.code, 0)
  const stale = await t.call('GET', '/v2/users', { token: other })
  assert.equal(stale.status, 401)
  assert.equal(stale.body.code, ErrorCode.NOT_LOGGED_IN)
})

test('a new account gets a neutral nickname, never the e-mail local part or the phone number', async () => {
  const { token } = await loginWithEmail(t, 'jane.doe.private@example.com')
  const nick = (await t.call('GET', '/v2/users', { token })).body.data.nickname as string
  assert.match(nick, /^學員 \d{6}$/)
  assert.ok(!nick.includes('jane'))
  await t.call('POST', '/v2/users/code', { body: { mobile: '987654321' } })
  const [{ code }] = await outbox('+86 987654321')
  const mobile = await t.call('POST', '/v2/users/login', { body: { mobile: '987654321', code }, lang: 'en' })
  assert.match(mobile.body.data.user.nickname, /^Learner \d{6}$/)
  assert.ok(!mobile.body.data.user.nickname.includes('987'))
})

test('NUL characters and deeply nested JSON answer 400 with the validation envelope', async () => {
  const { token, id } = await loginWithEmail(t, 'nul@example.com')
  const nul = await t.call('PUT', `/v2/users/${id}/update`, { token, body: { nickname: 'a\u0000b' }, lang: 'en' })
  assert.equal(nul.status, 400)
  assert.deepEqual(nul.body, {
    code: ErrorCode.BAD_REQUEST,
    msg: 'The request contains a NUL character, which is not allowed',
    data: null,
    requestId: nul.headers['x-request-id']
  })
  const inKey = await t.call('POST', '/v3/maya/kins', {
    token,
    rawBody: '{"name":"x","birthday":"2000-01-01","\\u0000":1}'
  })
  assert.equal(inKey.status, 400)
  const inQuery = await t.call('GET', '/v3/meditation/userHistory', { token, query: { page: '1\u0000' } })
  assert.equal(inQuery.status, 400)
  assert.equal(inQuery.body.code, ErrorCode.BAD_REQUEST)
  for (const raw of [
    `{"nickname":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
  ]) {
    const deep = await t.call('PUT', `/v2/users/${id}/update`, { token, rawBody: raw, lang: 'en' })
    assert.equal(deep.status, 400)
    assert.deepEqual(deep.body, {
      code: ErrorCode.BAD_REQUEST,
      msg: 'The request body is nested too deeply',
      data: null,
      requestId: deep.headers['x-request-id']
    })
  }
  // a "\\u0000" that is an escaped backslash followed by text is no NUL
  const fine = await t.call('PUT', `/v2/users/${id}/update`, { token, body: { nickname: 'a\\u0000b' } })
  assert.equal(fine.body.code, 0)
  assert.equal(fine.body.data.nickname, 'a\\u0000b')
})

test('20 parallel adds never pass the per-user caps (20 timer presets, 100 saved people)', async () => {
  const { token, id } = await loginWithEmail(t, 'caps@example.com')
  const preset = (i: number) => ({
    title: `T${i}`,
    minutes: 10,
    interval_minutes: 0,
    warmup_seconds: 0,
    scene_id: null
  })
  for (let i = 0; i < 15; i++)
    assert.equal((await t.call('POST', '/v3/meditation/addPreset', { token, body: preset(i) })).body.code, 0)
  const presets = await Promise.all(
    Array.from({ length: 20 }, (_, i) => t.call('POST', '/v3/meditation/addPreset', { token, body: preset(100 + i) }))
  )
  assert.equal(presets.filter((r) => r.body.code === 0).length, 5)
  assert.ok(presets.every((r) => r.body.code === 0 || r.status === 400))
  const [{ n: presetRows }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from timer_presets where user_id = ${id}`
  )
  assert.equal(presetRows, 20)

  const kins = Array.from({ length: 90 }, (_, i) => ({
    name: `Kin ${i}`,
    birthday: `1990-01-${String((i % 28) + 1).padStart(2, '0')}`
  }))
  assert.equal((await t.call('POST', '/v3/maya/kins/merge', { token, body: { kins } })).body.data.added, 90)
  const adds = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.call('POST', '/v3/maya/kins', { token, body: { name: `New ${i}`, birthday: '2001-02-03' } })
    )
  )
  assert.equal(adds.filter((r) => r.body.code === 0).length, 10)
  const [{ n: kinRows }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from maya_kins where user_id = ${id}`
  )
  assert.equal(kinRows, 100)
})

test('one-time codes are stored as an HMAC under the server key, not a plain hash', async () => {
  await t.call('POST', '/v3/abroad/email/send', { body: { email: 'hmac@example.com' } })
  const [{ code }] = await outbox('hmac@example.com')
  const [row] = await rows<{ code_hash: string }>(
    sql`select code_hash from verify_codes where target = 'hmac@example.com'`
  )
  assert.notEqual(row.code_hash, createHash('sha256').update(`hmac@example.com:${code}`).digest('hex'))
  assert.equal(row.code_hash, createHmac('sha256', DEV_CODE_KEY).update(`hmac@example.com:${code}`).digest('hex'))
})

test('an app with another code key stores another hash, and still accepts its own codes', async () => {
  const other = await createTestApp({ codeKey: 'another-secret-key' })
  try {
    await other.call('POST', '/v3/abroad/email/send', { body: { email: 'k@example.com' } })
    const [{ code }] = (await other.call('GET', '/dev/outbox', { sign: false, query: { to: 'k@example.com' } })).body
      .data
    const [row] = (
      (await other.database.db.execute(
        sql`select code_hash from verify_codes where target = 'k@example.com'`
      )) as unknown as { rows: { code_hash: string }[] }
    ).rows
    assert.equal(
      row.code_hash,
      createHmac('sha256', 'another-secret-key').update(`k@example.com:${code}`).digest('hex')
    )
    assert.equal(
      (await other.call('POST', '/v3/abroad/email/login', { body: { email: 'k@example.com', code } })).body.code,
      0
    )
  } finally {
    await other.close()
  }
})

test('error logs carry no e-mail address', async () => {
  const lines: string[] = []
  const failing = async (app: FastifyInstance) => {
    app.get('/v3/test/fail', async () => {
      throw new Error('duplicate key: Key (email)=(leak.me@example.com) already exists')
    })
  }
  const logged = await createTestApp({
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          lines.push(line)
        }
      }
    },
    plugins: [{ plugin: failing }]
  })
  try {
    const res = await logged.call('GET', '/v3/test/fail', { query: { to: 'leak.me@example.com' } })
    assert.equal(res.status, 500)
    const text = lines.join('')
    assert.match(text, /unhandled error/)
    assert.match(text, /\[email\]/)
    assert.ok(!/leak\.me|leak\.me%40/i.test(text), text)
  } finally {
    await logged.close()
  }
})

test('playLog refuses an unknown SKU or a resource of another product (404)', async () => {
  const { token } = await loginWithEmail(t, 'playlog@example.com')
  const unknown = await t.call('POST', '/v3/meditation/playLog', {
    token,
    body: { sku: 'no-such-sku', resource_id: 201, playtime: 30 }
  })
  assert.equal(unknown.status, 404)
  assert.equal(unknown.body.code, ErrorCode.NOT_FOUND)
  const mismatch = await t.call('POST', '/v3/meditation/playLog', {
    token,
    body: { sku: 'm-nature', resource_id: 201, playtime: 30 }
  })
  assert.equal(mismatch.status, 404)
  assert.equal(
    (
      await t.call('POST', '/v3/meditation/playLog', {
        token,
        body: { sku: 'm-sleep', resource_id: 201, playtime: 30 }
      })
    ).body.code,
    0
  )
})

test('CORS: only configured origins get the allow headers; others and null get none', async () => {
  for (const origin of ['https://evil.example', 'null']) {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/v3/course/navList',
      headers: { origin, 'access-control-request-method': 'GET' }
    })
    assert.equal(pre.statusCode, 403, origin)
    assert.equal(pre.headers['access-control-allow-origin'], undefined)
    const res = await t.call('GET', '/v3/course/navList', { headers: { origin } })
    assert.equal(res.headers['access-control-allow-origin'], undefined, origin)
  }
  const custom = await createTestApp({ corsOrigins: ['https://app.example'] })
  try {
    const pre = await custom.app.inject({
      method: 'OPTIONS',
      url: '/v3/course/navList',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' }
    })
    assert.equal(pre.headers['access-control-allow-origin'], 'https://app.example')
    const dev = await custom.app.inject({
      method: 'OPTIONS',
      url: '/v3/course/navList',
      headers: { origin: 'http://localhost:10086', 'access-control-request-method': 'GET' }
    })
    assert.equal(dev.statusCode, 403)
  } finally {
    await custom.close()
  }
})

test("an avatar must be one of the user's own uploads", async () => {
  const { token, id } = await loginWithEmail(t, 'face@example.com')
  for (const avatar of [
    'https://evil.example/x.png',
    '/media/a.png',
    '/files/aaaaaaaaaaaaaaaaaaaaaaaa.png',
    'javascript:alert(1)'
  ]) {
    const res = await t.call('PUT', `/v2/users/${id}/update`, { token, body: { avatar }, lang: 'en' })
    assert.equal(res.status, 400, avatar)
    assert.equal(res.body.code, ErrorCode.BAD_REQUEST)
    const mini = await t.call('POST', '/v2/users/miniuserinfo', { token, body: { avatar } })
    assert.equal(mini.status, 400, avatar)
  }
  // someone else's upload is not yours to show; your own is, also given as an absolute URL (stored relative)
  const stranger = await loginWithEmail(t, 'stranger@example.com')
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16, 1)])
  const theirs = await t.app.ctx.repos.files.create({
    userId: stranger.id,
    name: 'b'.repeat(24) + '.png',
    mime: 'image/png',
    data: PNG
  })
  assert.equal(
    (await t.call('PUT', `/v2/users/${id}/update`, { token, body: { avatar: `/files/${theirs.name}` } })).status,
    400
  )
  const mine = await t.app.ctx.repos.files.create({
    userId: id,
    name: 'c'.repeat(24) + '.png',
    mime: 'image/png',
    data: PNG
  })
  const set = await t.call('PUT', `/v2/users/${id}/update`, {
    token,
    body: { avatar: `http://127.0.0.1:3000/files/${mine.name}` }
  })
  assert.equal(set.body.code, 0)
  assert.equal(set.body.data.avatar, `/files/${mine.name}`)
})
