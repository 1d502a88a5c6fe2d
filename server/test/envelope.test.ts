import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol'
import { createTestApp, loginWithEmail, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  // One extra route that fails unexpectedly: the 500 path must not leak the error text.
  const boom = async (app: FastifyInstance) => {
    app.get('/v3/test/boom', async () => {
      throw new Error('secret database detail')
    })
  }
  t = await createTestApp({ plugins: [{ plugin: boom }] })
})
after(() => t.close())

test('success is the {code, msg, data} envelope with code 0', async () => {
  const res = await t.call('GET', '/v3/course/navList')
  assert.equal(res.status, 200)
  assert.deepEqual(Object.keys(res.body).sort(), ['code', 'data', 'msg'])
  assert.equal(res.body.code, ErrorCode.OK)
})

test('unknown route: 404 envelope with code 4040, signed or not', async () => {
  for (const r of [await t.call('GET', '/v3/does/not/exist'), await t.call('GET', '/nope', { sign: false })]) {
    assert.equal(r.status, 404)
    assert.deepEqual(r.body, {
      code: ErrorCode.NOT_FOUND,
      msg: '找不到該資源',
      data: null,
      requestId: r.headers['x-request-id']
    })
  }
})

test('validation failure: 400 / 4000 naming the field, in the request language', async () => {
  const zh = await t.call('POST', '/v3/abroad/email/send', { body: { email: 'not-an-email' } })
  assert.equal(zh.status, 400)
  assert.equal(zh.body.code, ErrorCode.BAD_REQUEST)
  assert.equal(zh.body.msg, '欄位「email」不正確')
  const en = await t.call('POST', '/v3/abroad/email/send', { body: {}, lang: 'en' })
  assert.equal(en.body.msg, 'The field "email" is required')
  const q = await t.call('GET', '/v3/meditation/floor/2', { query: { page: 'x' } })
  assert.equal(q.status, 400)
  assert.match(q.body.msg, /page/)
})

test("the e-mail rule is the app's (src/protocol EMAIL_PATTERN): a one-letter top-level domain passes, a non-ASCII local part does not", async () => {
  const ok = await t.call('POST', '/v3/abroad/email/send', { body: { email: 'reader@mail.c' } })
  assert.notEqual(ok.body.code, ErrorCode.BAD_REQUEST, ok.body.msg)
  for (const email of ['lü@mail.example', 'a..b@', 'a@-mail.example', `${'a'.repeat(65)}@mail.example`]) {
    const r = await t.call('POST', '/v3/abroad/email/send', { body: { email } })
    assert.equal(r.status, 400, email)
    assert.equal(r.body.code, ErrorCode.BAD_REQUEST, email)
  }
})

test('bad JSON, wrong content type and oversized bodies are 4xx envelopes', async () => {
  // Parsing runs before the signature check, so unparsable JSON is a 400 whether signed or not.
  const bad = await t.call('POST', '/v3/abroad/email/send', { rawBody: '{"email": ' })
  assert.equal(bad.status, 400)
  const badUnsigned = await t.app.inject({
    method: 'POST',
    url: '/v3/abroad/email/send',
    payload: '{"email": ',
    headers: { 'content-type': 'application/json' }
  })
  assert.equal(badUnsigned.statusCode, 400)
  assert.equal(badUnsigned.json().code, ErrorCode.BAD_REQUEST)
  assert.equal(badUnsigned.json().msg, '請求內容不是有效的 JSON')
  const type = await t.app.inject({
    method: 'POST',
    url: '/v3/abroad/email/send',
    payload: 'x',
    headers: { 'content-type': 'text/xml' }
  })
  assert.equal(type.statusCode, 415)
  assert.equal(type.json().code, ErrorCode.BAD_REQUEST)
  const big = await t.app.inject({
    method: 'POST',
    url: '/v3/abroad/email/send',
    payload: JSON.stringify({ email: 'a'.repeat(400_000) }),
    headers: { 'content-type': 'application/json' }
  })
  assert.equal(big.statusCode, 413)
  assert.equal(big.json().code, ErrorCode.BAD_REQUEST)
})

test("not logged in: 401 with code 1100; someone else's account: 403 with 4030", async () => {
  const res = await t.call('GET', '/v2/users')
  assert.equal(res.status, 401)
  assert.equal(res.body.code, ErrorCode.NOT_LOGGED_IN)
  const garbage = await t.call('GET', '/v2/users', { token: 'f'.repeat(64) })
  assert.equal(garbage.body.code, ErrorCode.NOT_LOGGED_IN)
  const { token, id } = await loginWithEmail(t, 'owner@example.com')
  const other = await t.call('PUT', `/v2/users/${id + 1000}/update`, { token, body: { nickname: 'x' } })
  assert.equal(other.status, 403)
  assert.equal(other.body.code, ErrorCode.FORBIDDEN)
})

test('unexpected failure: 500 / 5000 with a generic message, no internals', async () => {
  const res = await t.call('GET', '/v3/test/boom', { lang: 'en' })
  assert.equal(res.status, 500)
  assert.deepEqual(res.body, {
    code: ErrorCode.INTERNAL,
    msg: 'Something went wrong, please try again later',
    data: null,
    requestId: res.headers['x-request-id']
  })
})

test('CORS: preflight answered with our headers; responses carry the origin', async () => {
  const pre = await t.app.inject({
    method: 'OPTIONS',
    url: '/v3/meditation/indexFloor',
    headers: { origin: 'http://localhost:10086', 'access-control-request-method': 'GET' }
  })
  assert.equal(pre.statusCode, 204)
  assert.equal(pre.headers['access-control-allow-origin'], 'http://localhost:10086')
  assert.match(String(pre.headers['access-control-allow-headers']), /x-sign/)
  const res = await t.call('GET', '/v3/course/navList', { headers: { origin: 'http://localhost:10086' } })
  assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:10086')
})

test('health is unsigned constant JSON', async () => {
  const res = await t.call('GET', '/health', { sign: false })
  assert.deepEqual(res.body, { code: 0, msg: 'ok', data: { status: 'up' } })
})
