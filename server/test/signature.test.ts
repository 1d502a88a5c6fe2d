import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { DEV_SIGN_KEY, ErrorCode, signNonce, signRequest } from '@app/protocol'
// The fixed vector of src/protocol/signature.test.ts: app and server must agree on it byte for byte.
import { VECTOR } from '@app/protocol/signature.test'
import Fastify from 'fastify'
import { DbNonces, NonceStore } from '../src/plugins/nonces'
import { registerSignatureCheck } from '../src/plugins/signature'
import { CATALOGUE, sendCatalogue } from '../src/routes/catalogueResponse'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

const signedHeaders = (sign: string, timestamp = VECTOR.input.timestamp, nonce = VECTOR.input.nonce) => ({
  'x-timestamp': timestamp,
  'x-nonce': nonce,
  'x-sign': sign
})

test('the shared fixed vector is accepted by the server, once', async () => {
  t.clock.now = Number(VECTOR.input.timestamp) * 1000
  const sign = signRequest(VECTOR.input, DEV_SIGN_KEY)
  const url = `${VECTOR.input.path}?sku=m1&page=2`
  const first = await t.app.inject({ method: 'GET', url, headers: signedHeaders(sign) })
  assert.equal(first.statusCode, 200)
  assert.equal(first.json().code, 0)
  const replay = await t.app.inject({ method: 'GET', url, headers: signedHeaders(sign) })
  assert.equal(replay.statusCode, 401)
  assert.equal(replay.json().code, ErrorCode.NONCE_REPLAYED)
  t.clock.now = Date.now()
})

test('missing or malformed signature headers: 4011', async () => {
  const none = await t.call('GET', '/v3/course/navList', { sign: false })
  assert.equal(none.status, 401)
  assert.equal(none.body.code, ErrorCode.SIGNATURE_MISSING)
  const shortNonce = await t.call('GET', '/v3/course/navList', { nonce: 'abc' })
  assert.equal(shortNonce.body.code, ErrorCode.SIGNATURE_MISSING)
})

test('timestamp outside ±300 s: 4012, with a translated message', async () => {
  const old = String(Math.floor(t.clock.now / 1000) - 301)
  const res = await t.call('GET', '/v3/course/navList', { timestamp: old, lang: 'en' })
  assert.equal(res.status, 401)
  assert.equal(res.body.code, ErrorCode.SIGNATURE_EXPIRED)
  assert.match(res.body.msg, /expired/)
  const future = String(Math.floor(t.clock.now / 1000) + 301)
  assert.equal(
    (await t.call('GET', '/v3/course/navList', { timestamp: future })).body.code,
    ErrorCode.SIGNATURE_EXPIRED
  )
})

test('tampered body, query or path: 4013', async () => {
  const body = { email: 'a@example.com' }
  const sign = signRequest({
    method: 'POST',
    path: '/v3/abroad/email/send',
    timestamp: String(Math.floor(t.clock.now / 1000)),
    nonce: 'B'.repeat(32),
    payload: body
  })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v3/abroad/email/send',
    payload: { email: 'b@example.com' },
    headers: signedHeaders(sign, String(Math.floor(t.clock.now / 1000)), 'B'.repeat(32))
  })
  assert.equal(res.statusCode, 401)
  assert.equal(res.json().code, ErrorCode.SIGNATURE_INVALID)
  const q = signRequest({
    method: 'GET',
    path: '/v3/meditation/floor/2',
    timestamp: String(Math.floor(t.clock.now / 1000)),
    nonce: 'C'.repeat(32),
    payload: { page: 1 }
  })
  const tq = await t.app.inject({
    method: 'GET',
    url: '/v3/meditation/floor/2?page=2',
    headers: signedHeaders(q, String(Math.floor(t.clock.now / 1000)), 'C'.repeat(32))
  })
  assert.equal(tq.json().code, ErrorCode.SIGNATURE_INVALID)
  const tp = await t.app.inject({
    method: 'GET',
    url: '/v3/meditation/floor/3?page=1',
    headers: signedHeaders(q, String(Math.floor(t.clock.now / 1000)), 'D'.repeat(32))
  })
  assert.equal(tp.json().code, ErrorCode.SIGNATURE_INVALID)
})

test('a request signed with another key is rejected', async () => {
  const ts = String(Math.floor(t.clock.now / 1000))
  const sign = signRequest(
    { method: 'GET', path: '/v3/course/navList', timestamp: ts, nonce: 'E'.repeat(32) },
    'not-the-key'
  )
  const res = await t.app.inject({
    method: 'GET',
    url: '/v3/course/navList',
    headers: signedHeaders(sign, ts, 'E'.repeat(32))
  })
  assert.equal(res.json().code, ErrorCode.SIGNATURE_INVALID)
})

test('a forged request does not burn the nonce of the real one', async () => {
  const ts = String(Math.floor(t.clock.now / 1000))
  const nonce = 'F'.repeat(32)
  await t.app.inject({ method: 'GET', url: '/v3/course/navList', headers: signedHeaders('0'.repeat(64), ts, nonce) })
  const real = await t.call('GET', '/v3/course/navList', { nonce, timestamp: ts })
  assert.equal(real.body.code, 0)
})

test('unsigned paths: /health, /dev, /media and unknown non-API paths need no signature', async () => {
  assert.equal((await t.call('GET', '/health', { sign: false })).status, 200)
  assert.equal((await t.call('GET', '/dev/outbox', { sign: false, query: { to: 'x@example.com' } })).status, 200)
  assert.equal((await t.call('GET', '/media/nothing.mp3', { sign: false })).body.code, ErrorCode.NOT_FOUND)
})

test('percent-encoded or doubled-slash spellings of a signed path are still checked', async () => {
  const spellings = [
    '/%76%33/course/navList',
    '/v%33/course/navList',
    '/v3/course/nav%4Cist',
    '//v3//course/navList',
    '/%2576%33/course/navList'
  ]
  for (const url of spellings.slice(0, 4)) {
    const unsigned = await t.app.inject({ method: 'GET', url })
    assert.equal(unsigned.statusCode, 401, `${url} unsigned`)
    assert.equal(unsigned.json().code, ErrorCode.SIGNATURE_MISSING, url)
    // signed over the raw spelling: the checker verifies on the routed path, so this is a bad signature
    const ts = String(Math.floor(t.clock.now / 1000))
    const nonce = signNonce()
    const rawSigned = await t.app.inject({
      method: 'GET',
      url,
      headers: signedHeaders(signRequest({ method: 'GET', path: url, timestamp: ts, nonce }), ts, nonce)
    })
    assert.equal(rawSigned.json().code, ErrorCode.SIGNATURE_INVALID, `${url} signed raw`)
    // signed as the app signs (pathOf): accepted and routed to the real handler
    const ok = await t.call('GET', url)
    assert.equal(ok.status, 200, url)
    assert.equal(ok.body.code, 0, url)
    assert.ok(Array.isArray(ok.body.data) && ok.body.data.length > 0, url)
  }
  // a literal % stays encoded for the router too: no route, and never an unsigned success
  const pct = await t.app.inject({ method: 'GET', url: spellings[4] })
  assert.notEqual(pct.statusCode, 200)
})

test('a path parameter spelt with escapes is checked on the routed path', async () => {
  const unsigned = await t.app.inject({ method: 'GET', url: '/v3/meditation/floor/%32?page=1' })
  assert.equal(unsigned.statusCode, 401)
  const signed = await t.call('GET', '/v3/meditation/floor/%32', { query: { page: 1 } })
  const plain = await t.call('GET', '/v3/meditation/floor/2', { query: { page: 1 } })
  assert.equal(signed.status, plain.status)
  assert.deepEqual(signed.body, plain.body)
})

test('a catalogue read is refused on replay; on PostgreSQL its nonce costs no statement, other reads wait for theirs', async () => {
  const shared = t.app.ctx.nonces instanceof DbNonces ? t.app.ctx.nonces : undefined
  const before = shared?.statements ?? 0
  const nonce = signNonce()
  assert.equal((await t.call('GET', '/v3/meditation/indexFloor', { nonce })).body.code, 0)
  const replay = await t.call('GET', '/v3/meditation/indexFloor', { nonce })
  assert.equal(replay.status, 401)
  assert.equal(replay.body.code, ErrorCode.NONCE_REPLAYED)
  if (!shared) return
  assert.equal(shared.statements, before, 'no nonce statement for a catalogue read')
  assert.equal((await t.call('GET', '/v3/course/floor/1')).status, 200)
  assert.equal(shared.statements, before + 1, 'a read that is not the catalogue waits for its nonce row')
})

test('only GET routes may be catalogue routes, and sendCatalogue needs the flag', async () => {
  const bare = Fastify()
  registerSignatureCheck(bare, { key: DEV_SIGN_KEY, now: Date.now, nonces: new NonceStore() })
  assert.throws(() => bare.post('/v3/x', { config: CATALOGUE }, async () => ({})), /answers GET only/)
  bare.get('/v3/unflagged', (req, reply) => sendCatalogue(req, reply, 'x', async () => 1))
  const { timestamp, nonce } = { timestamp: String(Math.floor(Date.now() / 1000)), nonce: signNonce() }
  const sign = signRequest({ method: 'GET', path: '/v3/unflagged', timestamp, nonce }, DEV_SIGN_KEY)
  const unflagged = await bare.inject({
    method: 'GET',
    url: '/v3/unflagged',
    headers: signedHeaders(sign, timestamp, nonce)
  })
  assert.equal(unflagged.statusCode, 500)
  assert.match(unflagged.json().message, /needs \{ config: CATALOGUE \}/)
  await bare.close()
})
