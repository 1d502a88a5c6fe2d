import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash, createHmac } from 'node:crypto'
import { hasher as serverHasher } from './signatureHash'
import { hasher as appHasher } from './portableHash'
import { randomBytes } from './secureRandom'
import {
  canonicalPayload,
  createSigning,
  pathOf,
  signNonce,
  signRequest,
  signTimestamp,
  verifySignature,
  DEV_SIGN_KEY,
  type SignInput
} from './signature'

// Fixed vector: the server's tests use the same one (server/test/signature.test.ts).
export const VECTOR = {
  input: {
    method: 'GET',
    path: '/v3/meditation/goods/1',
    timestamp: '1790000000',
    nonce: 'A'.repeat(32),
    payload: { sku: 'm1', page: 2 }
  },
  canonicalPayload: 'page=2&sku=m1'
}

const NONCE = 'Zx09'.repeat(8)
/** Requests the app signs and the server verifies: every kind of payload the canonical form has to carry. */
const SIGNING_VECTORS: { name: string; input: SignInput; key?: string }[] = [
  { name: 'shared fixed vector', input: VECTOR.input },
  {
    name: 'UTF-8 Chinese body',
    input: {
      method: 'POST',
      path: '/v3/meditation/resourceComments',
      timestamp: '1790000001',
      nonce: NONCE,
      payload: { content: '靜心冥想，每天十分鐘。', sku: '禪' }
    }
  },
  {
    name: 'emoji (astral plane) body and key',
    input: {
      method: 'PUT',
      path: '/v2/users/7/update',
      timestamp: '1790000002',
      nonce: NONCE,
      payload: { nickname: '🌙🧘‍♀️𠀋' }
    },
    key: 'κλειδί-🔑'
  },
  {
    name: 'empty POST body',
    input: { method: 'POST', path: '/v3/meditation/favorites', timestamp: '1790000003', nonce: NONCE, payload: {} }
  },
  { name: 'no payload at all', input: { method: 'GET', path: '/v2/users', timestamp: '1790000004', nonce: NONCE } },
  {
    name: 'empty string payload',
    input: { method: 'POST', path: '/v2/files', timestamp: '1790000005', nonce: NONCE, payload: '' }
  },
  {
    name: 'nested JSON with arrays, unsorted keys and undefined',
    input: {
      method: 'POST',
      path: '/v3/orders',
      timestamp: '1790000006',
      nonce: NONCE,
      payload: { z: [3, { b: 2, a: [1, '二'] }], a: { y: null, x: true, w: undefined }, n: 1.5 }
    }
  },
  {
    name: 'query string with Chinese, spaces and symbols',
    input: {
      method: 'GET',
      path: '/v3/course/search',
      timestamp: '1790000007',
      nonce: NONCE,
      payload: { keyword: '正念 冥想&a=b', page: 1, size: 20, empty: '', gone: null }
    }
  },
  {
    name: 'DELETE query',
    input: {
      method: 'DELETE',
      path: '/v3/meditation/favorites',
      timestamp: '1790000008',
      nonce: NONCE,
      payload: { sku: 'm-1' }
    }
  },
  { name: 'long key (over one SHA-256 block)', input: VECTOR.input, key: '密鑰'.repeat(40) }
]

test('the app (portableHash) and the server (node:crypto) hash identically on ASCII, CJK, emoji and block-boundary lengths', () => {
  const samples = ['', 'abc', '靜心冥想 🌙', '𠀋🧘‍♀️', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'd'.repeat(1000)]
  // a lone surrogate (broken UTF-16) becomes U+FFFD, as node:crypto encodes it
  samples.push('x\ud800y', '\udc00', 'end\ud83d')
  // every length around the padding boundaries (55/56 bytes) and the block size, and texts over two blocks
  for (let n = 50; n <= 130; n++) samples.push('é'.repeat(n >> 1) + 'z'.repeat(n & 1))
  for (const s of samples) {
    const expected = createHash('sha256').update(s, 'utf8').digest('hex')
    assert.equal(appHasher.sha256Hex(s), expected, `portableHash sha256 of ${JSON.stringify(s.slice(0, 20))}`)
    assert.equal(serverHasher.sha256Hex(s), expected)
    for (const key of ['k', DEV_SIGN_KEY, 'κλειδί🔑'.repeat(20), 'q'.repeat(64), 'r'.repeat(65)]) {
      const mac = createHmac('sha256', key).update(s, 'utf8').digest('hex')
      assert.equal(appHasher.hmacSha256Hex(key, s), mac, `portableHash hmac under ${key.slice(0, 10)}`)
      assert.equal(serverHasher.hmacSha256Hex(key, s), mac)
    }
  }
})

test('signing vectors: the app and the server produce the same signature, and each verifies the other', () => {
  const app = createSigning(appHasher)
  const server = createSigning(serverHasher)
  for (const v of SIGNING_VECTORS) {
    const key = v.key ?? DEV_SIGN_KEY
    const fromApp = app.signRequest(v.input, key)
    const fromServer = server.signRequest(v.input, key)
    assert.match(fromApp, /^[0-9a-f]{64}$/, v.name)
    assert.equal(fromApp, fromServer, v.name)
    // the canonical string hashed independently, so a bug shared by both adapters would still fail
    const canon = [
      v.input.method.toUpperCase(),
      v.input.path,
      v.input.timestamp,
      v.input.nonce,
      createHash('sha256').update(canonicalPayload(v.input.method, v.input.payload), 'utf8').digest('hex')
    ].join('\n')
    assert.equal(fromApp, createHmac('sha256', key).update(canon, 'utf8').digest('hex'), v.name)
    const now = Number(v.input.timestamp) * 1000
    assert.deepEqual(server.verifySignature({ ...v.input, sign: fromApp }, key, now), { ok: true }, v.name)
    assert.deepEqual(app.verifySignature({ ...v.input, sign: fromServer }, key, now), { ok: true }, v.name)
  }
  assert.equal(new Set(SIGNING_VECTORS.map((v) => app.signRequest(v.input, v.key))).size, SIGNING_VECTORS.length)
})

test('socket init signatures agree between the app and the server', () => {
  const fields = {
    messageType: 3,
    token: 't-靜',
    userId: 7,
    sku: 'm1',
    resourceId: 2,
    timestamp: '1790000000',
    nonce: NONCE
  }
  assert.equal(
    createSigning(appHasher).signSocketInit(fields, 'k'),
    createSigning(serverHasher).signSocketInit(fields, 'k')
  )
})

test('canonical payload: sorted query pairs for GET, sorted JSON for POST, empty for none', () => {
  assert.equal(canonicalPayload('GET', VECTOR.input.payload), VECTOR.canonicalPayload)
  assert.equal(canonicalPayload('get', { b: 1, a: undefined, c: null }), 'b=1')
  assert.equal(
    canonicalPayload('POST', { b: { y: 1, x: [2, { d: 1, c: 2 }] }, a: '靜' }),
    '{"a":"靜","b":{"x":[2,{"c":2,"d":1}],"y":1}}'
  )
  assert.equal(canonicalPayload('POST', undefined), '')
})

test('signature is the HMAC of the canonical string and verifies; any change breaks it', () => {
  const now = 1790000000 * 1000
  const sign = signRequest(VECTOR.input)
  const canon = [
    'GET',
    '/v3/meditation/goods/1',
    '1790000000',
    'A'.repeat(32),
    createHash('sha256').update('page=2&sku=m1').digest('hex')
  ].join('\n')
  assert.equal(sign, createHmac('sha256', DEV_SIGN_KEY).update(canon).digest('hex'))
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, DEV_SIGN_KEY, now), { ok: true })
  // query values arrive as strings on the server: still valid
  assert.deepEqual(verifySignature({ ...VECTOR.input, payload: { sku: 'm1', page: '2' }, sign }, DEV_SIGN_KEY, now), {
    ok: true
  })
  assert.deepEqual(verifySignature({ ...VECTOR.input, path: '/v3/meditation/goods/2', sign }, DEV_SIGN_KEY, now), {
    ok: false,
    reason: 'signature'
  })
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, 'other-key', now), { ok: false, reason: 'signature' })
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, DEV_SIGN_KEY, now + 301_000), {
    ok: false,
    reason: 'timestamp'
  })
  assert.deepEqual(verifySignature({ ...VECTOR.input, sign }, DEV_SIGN_KEY, now - 300_000), { ok: true })
  assert.deepEqual(verifySignature({ ...VECTOR.input, nonce: 'short', sign }, DEV_SIGN_KEY, now), {
    ok: false,
    reason: 'missing'
  })
})

test('timestamp is 10 digits and nonce 32 alphanumerics', () => {
  assert.match(signTimestamp(), /^\d{10}$/)
  assert.equal(signTimestamp(1790000000999), '1790000000')
  const n = signNonce()
  assert.match(n, /^[A-Za-z0-9]{32}$/)
  assert.notEqual(signNonce(), n)
})

test('the nonce is drawn from the secure source, never Math.random', (t) => {
  const mathRandom = t.mock.method(Math, 'random')
  const webCrypto = t.mock.method(globalThis.crypto, 'getRandomValues')
  const nonces = new Set(Array.from({ length: 50 }, () => signNonce()))
  assert.equal(nonces.size, 50)
  for (const n of nonces) assert.match(n, /^[A-Za-z0-9]{32}$/)
  assert.equal(mathRandom.mock.callCount(), 0)
  assert.ok(webCrypto.mock.callCount() >= 50)
  assert.equal(randomBytes(16).length, 16)
})

test('nonce letters are the random bytes mod 62; bytes 248..255 are skipped so no letter is favoured', () => {
  const bytes = [0, 61, 62, 247, 248, 255, ...Array.from({ length: 60 }, (_, i) => i)]
  let offset = 0
  const source = (length: number) => {
    const out = Uint8Array.from(bytes.slice(offset, offset + length))
    offset += length
    return out
  }
  const n = signNonce(source)
  // 0 → A, 61 → 9, 62 → A, 247 → 247 % 62 = 61 → 9; 248 and 255 skipped; then 0, 1, 2, …
  assert.equal(n.slice(0, 6), 'A9A9AB')
  assert.equal(n.length, 32)
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
