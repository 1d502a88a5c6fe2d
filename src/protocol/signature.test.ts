import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, createHmac } from 'node:crypto'
import { hmacSha256Hex, sha256Hex } from './sha256'
import {
  canonicalPayload, pathOf, signNonce, signRequest, signTimestamp, verifySignature, DEV_SIGN_KEY
} from './signature'

const samples = ['', 'abc', '靜心冥想 🌙', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'd'.repeat(1000)]

test('sha256 matches node:crypto on ASCII, CJK, emoji and block-boundary lengths', () => {
  for (const s of samples) assert.equal(sha256Hex(s), createHash('sha256').update(s, 'utf8').digest('hex'))
})

test('hmac-sha256 matches node:crypto, including keys longer than a block', () => {
  for (const key of ['k', DEV_SIGN_KEY, 'κλειδί'.repeat(30)]) {
    for (const s of samples) assert.equal(hmacSha256Hex(key, s), createHmac('sha256', key).update(s, 'utf8').digest('hex'))
  }
})

// Fixed vector: the server's tests use the same one (server/test/signature.test.ts).
export const VECTOR = {
  input: { method: 'GET', path: '/v3/meditation/goods/1', timestamp: '1790000000', nonce: 'A'.repeat(32), payload: { sku: 'm1', page: 2 } },
  canonicalPayload: 'page=2&sku=m1'
}

test('canonical payload: sorted query pairs for GET, sorted JSON for POST, empty for none', () => {
  assert.equal(canonicalPayload('GET', VECTOR.input.payload), VECTOR.canonicalPayload)
  assert.equal(canonicalPayload('get', { b: 1, a: undefined, c: null }), 'b=1')
  assert.equal(canonicalPayload('POST', { b: { y: 1, x: [2, { d: 1, c: 2 }] }, a: '靜' }), '{"a":"靜","b":{"x":[2,{"c":2,"d":1}],"y":1}}')
  assert.equal(canonicalPayload('POST', undefined), '')
})

test('signature is the HMAC of the canonical string and verifies; any change breaks it', () => {
  const now = 1790000000 * 1000
  const sign = signRequest(VECTOR.input)
  const canon = ['GET', '/v3/meditation/goods/1', '1790000000', 'A'.repeat(32), sha256Hex('page=2&sku=m1')].join('\n')
  assert.equal(sign, createHmac('sha256', DEV_SIGN_KEY).update(canon).digest('hex'))
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, DEV_SIGN_KEY, now), { ok: true })
  // query values arrive as strings on the server: still valid
  assert.deepEqual(verifySignature({ ...VECTOR.input, payload: { sku: 'm1', page: '2' }, sign }, DEV_SIGN_KEY, now), { ok: true })
  assert.deepEqual(verifySignature({ ...VECTOR.input, path: '/v3/meditation/goods/2', sign }, DEV_SIGN_KEY, now), { ok: false, reason: 'signature' })
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, 'other-key', now), { ok: false, reason: 'signature' })
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, DEV_SIGN_KEY, now + 301_000), { ok: false, reason: 'timestamp' })
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, DEV_SIGN_KEY, now - 300_000), { ok: true })
  assert.deepEqual(verifySignature({ ...VECTOR.input, nonce: 'short', sign }, DEV_SIGN_KEY, now), { ok: false, reason: 'missing' })
})

test('timestamp is 10 digits and nonce 32 alphanumerics', () => {
  assert.match(signTimestamp(), /^\d{10}$/)
  assert.equal(signTimestamp(1790000000999), '1790000000')
  const n = signNonce()
  assert.match(n, /^[A-Za-z0-9]{32}$/)
  assert.notEqual(signNonce(), n)
})

test('pathOf strips host, query and hash', () => {
  assert.equal(pathOf('http://127.0.0.1:3000/v3/a/b?x=1#y'), '/v3/a/b')
  assert.equal(pathOf('/v2/users'), '/v2/users')
})

test('pathOf normalises the path as the router sees it: decoded escapes, collapsed slashes', () => {
  assert.equal(pathOf('/%76%33/course/navList'), '/v3/course/navList')
  assert.equal(pathOf('/v%33/course/navList?x=%76'), '/v3/course/navList')
  assert.equal(pathOf('//v3///course/navList'), '/v3/course/navList')
  assert.equal(pathOf('/v3/search/%E9%9D%9C%E5%BF%83'), '/v3/search/靜心')
  // reserved characters and a literal % stay encoded, as find-my-way keeps them for the route match
  assert.equal(pathOf('/v3/a%2Fb%3Fc'), '/v3/a%2Fb%3Fc')
  assert.equal(pathOf('/v3/100%25'), '/v3/100%25')
  assert.equal(pathOf('/v3/%zz'), '/v3/%zz')
  // the signature covers the normalised path, so both spellings of one route sign alike
  const base = { method: 'GET', timestamp: '1700000000', nonce: 'A'.repeat(32) }
  assert.equal(signRequest({ ...base, path: pathOf('/%76%33/a') }), signRequest({ ...base, path: pathOf('/v3/a') }))
})
