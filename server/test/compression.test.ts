import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { signNonce, signRequest, signTimestamp } from '@app/protocol'
import { chooseEncoding } from '../src/plugins/compression'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
const PATH = '/v3/meditation/indexFloor'
function signed(path: string): Record<string, string> {
  const timestamp = signTimestamp(t.clock.now)
  const nonce = signNonce()
  return {
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-sign': signRequest({ method: 'GET', path, timestamp, nonce })
  }
}
before(async () => {
  t = await createTestApp()
})
after(() => t.close())

test('accept-encoding negotiation: brotli first, then gzip, q=0 refuses, nothing when absent', () => {
  assert.equal(chooseEncoding('gzip, deflate, br'), 'br')
  assert.equal(chooseEncoding('gzip'), 'gzip')
  assert.equal(chooseEncoding('br;q=0, gzip;q=0.5'), 'gzip')
  assert.equal(chooseEncoding('*'), 'br')
  assert.equal(chooseEncoding('identity'), null)
  assert.equal(chooseEncoding(undefined), null)
})

test('large API JSON is compressed for clients that accept it and decodes to the same body', async () => {
  const plain = await t.call('GET', '/v3/meditation/indexFloor')
  const size = Buffer.byteLength(JSON.stringify(plain.body))
  assert.ok(size > 1024, `the home floors are ${size} bytes`)
  assert.equal(plain.headers['content-encoding'], undefined)
  for (const [accept, encoding, decode] of [
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync]
  ] as const) {
    const res = await t.app.inject({
      method: 'GET',
      url: PATH,
      headers: { ...signed(PATH), 'accept-encoding': accept }
    })
    assert.equal(res.headers['content-encoding'], encoding)
    assert.match(String(res.headers.vary), /accept-encoding/)
    assert.equal(Number(res.headers['content-length']), res.rawPayload.length)
    assert.deepEqual(JSON.parse(decode(res.rawPayload).toString()), plain.body)
    assert.ok(res.rawPayload.length < size / 3, `${res.rawPayload.length} bytes compressed of ${size}`)
  }
})

test('small responses are sent as they are', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } })
  assert.equal(res.headers['content-encoding'], undefined)
  assert.equal(res.statusCode, 200)
})
