import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { sql } from 'drizzle-orm'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { signNonce, signRequest, signTimestamp } from '@app/protocol'
import { chooseEncoding, compressionStats } from '../src/plugins/compression'
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

test('catalogue bodies are compressed once per cached response; a catalogue write brings fresh ones', async () => {
  const read = async (accept: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: PATH,
      headers: { ...signed(PATH), 'accept-encoding': accept }
    })
    assert.equal(res.statusCode, 200)
    const decode = res.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync
    assert.match(String(res.headers.vary), /accept-encoding/)
    assert.equal(Number(res.headers['content-length']), res.rawPayload.length)
    return JSON.parse(decode(res.rawPayload).toString()).data.floors.find((f: { id: number }) => f.id === 2).title
  }
  const title = await read('br')
  await read('gzip')
  const compressed = compressionStats.bodies
  for (let i = 0; i < 5; i++) {
    assert.equal(await read('br'), title)
    assert.equal(await read('gzip'), title)
  }
  assert.equal(compressionStats.bodies, compressed, 'hot reads reuse the compressed bodies')

  await t.database.db.execute(sql`update med_floors set title_zh = '夜裡好眠' where id = 2`)
  const end = Date.now() + 5000
  while ((await read('br')) !== '夜裡好眠') {
    if (Date.now() > end) assert.fail('the compressed body still carries the old title')
    await new Promise((r) => setTimeout(r, 20))
  }
  assert.equal(await read('gzip'), '夜裡好眠')
  await t.database.db.execute(sql`update med_floors set title_zh = ${title} where id = 2`)
})
