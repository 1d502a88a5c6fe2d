/**
 * Structured logs (plugins/logging.ts), read from the logger's own stream: every line of a request carries its
 * id, the id comes back as `x-request-id` and inside every error answer, and no secret or personal datum
 * (authorization, cookie, token and sign headers, passwords, codes, e-mails, phone numbers) reaches a line.
 */
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { loggerOptions, redactForLog, redactUrl } from '../src/plugins/logging'
import { createTestApp, type TestApp } from './helpers'

const lines: Record<string, any>[] = []
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l))
    done()
  }
})

const SECRETS = {
  bearer: 'Bearer tok-SUPERSECRET-1',
  cookie: 'sid=cookie-SECRET-2',
  token: 'x-token-SECRET-3',
  password: 'pw-SECRET-4',
  code: '493817',
  email: 'mei.lin@example.com',
  phone: '+886912345678',
  localPhone: '0912345678'
}

/** A route of this test that logs what a careless handler might: its body, a message, then fails. */
async function carelessRoutes(app: FastifyInstance) {
  app.post('/test/careless', async (req) => {
    req.log.info({ body: req.body, headers: req.headers }, `sign-in attempt by ${SECRETS.email}`)
    throw new Error(`duplicate key: Key (email)=(${SECRETS.email}) phone ${SECRETS.localPhone}`)
  })
}

let t: TestApp
before(async () => {
  t = await createTestApp({ logger: loggerOptions('info', stream), plugins: [{ plugin: carelessRoutes }] })
})
after(() => t.close())

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setImmediate(r))
  assert.ok(check(), 'the log line was written')
}

const forRequest = (id: string) => lines.filter((l) => l.reqId === id)

test('a sane incoming x-request-id is kept: on the answer, in the error body and on every line of the request', async () => {
  const res = await t.call('POST', '/test/careless', {
    sign: false,
    headers: {
      'x-request-id': 'lb-7f3a.42:1',
      authorization: SECRETS.bearer,
      cookie: SECRETS.cookie,
      'x-token': SECRETS.token
    },
    body: { email: SECRETS.email, password: SECRETS.password, code: SECRETS.code, mobile: SECRETS.localPhone }
  })
  assert.equal(res.status, 500)
  assert.equal(res.headers['x-request-id'], 'lb-7f3a.42:1')
  assert.equal(res.body.requestId, 'lb-7f3a.42:1')
  // 'request completed' is written once the answer has gone out, which may be after inject resolves
  await until(() => forRequest('lb-7f3a.42:1').some((l) => l.msg === 'request completed'))
  const mine = forRequest('lb-7f3a.42:1')
  assert.ok(mine.length >= 3, `incoming, the handler's line, the error, completed: ${JSON.stringify(mine)}`)
  assert.ok(mine.some((l) => l.msg === 'incoming request'))
  assert.ok(mine.some((l) => l.msg === 'request completed' && l.res?.statusCode === 500))
  assert.ok(
    mine.some((l) => l.err),
    'the error is logged'
  )
  // every line has a level and an ISO time: one JSON object per line
  for (const l of mine) {
    assert.equal(typeof l.level, 'number')
    assert.match(l.time, /^\d{4}-\d\d-\d\dT/)
  }
})

test('no secret or personal datum reaches the log, however it is logged', () => {
  const text = lines.map((l) => JSON.stringify(l)).join('\n')
  for (const [what, value] of Object.entries(SECRETS))
    assert.equal(text.includes(value.replace('Bearer ', '')), false, `${what} is in the log`)
  assert.equal(text.includes('912345678'), false, 'no part of the phone number')
  const handlerLine = forRequest('lb-7f3a.42:1').find((l) => l.body)!
  assert.equal(handlerLine.body.password, '[redacted]')
  assert.equal(handlerLine.body.code, '[redacted]')
  assert.equal(handlerLine.body.email, '[redacted]')
  assert.equal(handlerLine.headers.authorization, '[redacted]')
  assert.equal(handlerLine.headers.cookie, '[redacted]')
  assert.equal(handlerLine.headers['x-token'], '[redacted]')
  assert.match(handlerLine.msg, /sign-in attempt by \[email\]/)
  const errLine = forRequest('lb-7f3a.42:1').find((l) => l.err)!
  assert.match(errLine.err.message, /\(\[email\]\) phone \[phone\]/)
})

test('a signed API call: the request line has its headers with the sign, nonce and token censored', async () => {
  const res = await t.call('GET', '/v3/courses/999999', { token: SECRETS.token, headers: { 'x-request-id': 'sig-1' } })
  assert.equal(res.headers['x-request-id'], 'sig-1')
  await until(() => forRequest('sig-1').some((l) => l.msg === 'incoming request'))
  const incoming = forRequest('sig-1').find((l) => l.msg === 'incoming request')!
  assert.equal(incoming.req.headers['x-sign'], '[redacted]')
  assert.equal(incoming.req.headers['x-nonce'], '[redacted]')
  assert.equal(incoming.req.headers['x-token'], '[redacted]')
  assert.equal(incoming.req.headers['x-lang'], 'zh-Hant', 'harmless headers stay')
})

test('an unsafe or over-long incoming id is replaced by a fresh one; without one a fresh one is made', async () => {
  for (const bad of ['has space', 'a'.repeat(200), 'x\u0000y', '{"json":1}', '../etc']) {
    const res = await t.call('GET', '/no/such/page', { sign: false, headers: { 'x-request-id': bad } })
    const id = res.headers['x-request-id'] as string
    assert.notEqual(id, bad)
    assert.match(id, /^[0-9a-f-]{36}$/)
  }
  const a = await t.call('GET', '/no/such/page', { sign: false })
  const b = await t.call('GET', '/no/such/page', { sign: false })
  assert.match(a.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/)
  assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id'])
})

test('every kind of error answer carries the request id in its body; success answers are untouched', async () => {
  const notFound = await t.call('GET', '/no/such/page', { sign: false })
  assert.equal(notFound.status, 404)
  assert.equal(notFound.body.requestId, notFound.headers['x-request-id'])
  const unsigned = await t.call('GET', '/v3/courses/1', { sign: false })
  assert.equal(unsigned.status, 401)
  assert.equal(unsigned.body.requestId, unsigned.headers['x-request-id'])
  const invalid = await t.call('POST', '/v3/abroad/email/send', { body: { email: 'not-an-address' } })
  assert.equal(invalid.status, 400)
  assert.equal(invalid.body.requestId, invalid.headers['x-request-id'])
  const malformed = await t.call('POST', '/v3/abroad/email/send', { sign: false, rawBody: '{"email":' })
  assert.equal(malformed.body.requestId, malformed.headers['x-request-id'])
  const health = await t.call('GET', '/health', { sign: false })
  assert.equal(health.status, 200)
  assert.ok(health.headers['x-request-id'])
  assert.equal('requestId' in health.body, false)
})

test('redaction helpers: secret query parameters and nested fields', () => {
  assert.equal(
    redactUrl('/dev/outbox?to=mei%40example.com&code=123456&page=2&phone=0912345678'),
    '/dev/outbox?to=[email]&code=[redacted]&page=2&phone=[redacted]'
  )
  assert.deepEqual(
    redactForLog({ user: { id: 7, openid: 'o-abc', profile: { tel: '123' } }, list: [{ token: 't' }] }),
    {
      user: { id: 7, openid: '[redacted]', profile: { tel: '[redacted]' } },
      list: [{ token: '[redacted]' }]
    }
  )
  // an error under another key keeps its message, redacted
  const logged = redactForLog({ cause: new Error('mail to mei@example.com refused') }) as { cause: { message: string } }
  assert.equal(logged.cause.message, 'mail to [email] refused')
  // order numbers and timestamps are not phone numbers
  assert.equal(
    redactForLog('order 20261127091234567801 at 1764230400000'),
    'order 20261127091234567801 at 1764230400000'
  )
})
