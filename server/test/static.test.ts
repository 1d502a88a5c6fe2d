import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { after, before, test } from 'node:test'
import { createTestApp, type TestApp } from './helpers'
import { IMMUTABLE, cacheControlFor } from '../src/plugins/static'

let t: TestApp
const dir = mkdtempSync(join(tmpdir(), 'jingxin-h5-'))
const BUNDLE = 'export const text = "' + '靜心 '.repeat(2000) + '"\n'
before(async () => {
  mkdirSync(join(dir, 'js'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>靜心</title>')
  writeFileSync(join(dir, 'js', 'app.js'), 'console.log(1)')
  writeFileSync(join(dir, 'js', '1237.c28dc9c5.js'), BUNDLE)
  writeFileSync(join(dir, 'js', '1237.c28dc9c5.js.br'), brotliCompressSync(BUNDLE))
  writeFileSync(join(dir, 'js', '1237.c28dc9c5.js.gz'), gzipSync(BUNDLE))
  // what config/routeChunks.js writes: each page route's own files
  writeFileSync(
    join(dir, 'route-chunks.json'),
    JSON.stringify({
      entry: 'pages/meditation/index',
      routes: {
        'pages/meditation/index': ['/css/3086.4f2e74.css', '/js/3086.d1de13.js', '/js/5772.01d384.js'],
        'study/pages/community/postDetail': ['/js/2902.ff181c.js', '/js/evil.js>; rel=prefetch, <https://x/y.js']
      },
      locales: { en: ['/js/i18n-en.0a7934.js'] }
    })
  )
  t = await createTestApp({ staticDir: dir })
})
after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

test('the H5 app is served at / with history fallback for page routes', async () => {
  const home = await t.app.inject('/')
  assert.equal(home.statusCode, 200)
  assert.match(home.body, /靜心/)
  const deep = await t.app.inject('/pages/course/detail?sku=c-mindfulness')
  assert.equal(deep.statusCode, 200)
  assert.match(String(deep.headers['content-type']), /text\/html/)
  assert.equal(deep.headers['cache-control'], 'no-cache')
  assert.equal((await t.app.inject('/js/app.js')).body, 'console.log(1)')
})

test('API, media and missing asset paths never fall back to the app', async () => {
  const api = await t.call('GET', '/v3/nothing')
  assert.equal(api.status, 404)
  for (const url of ['/media/none.mp3', '/js/missing.js', '/dev/nothing', '/health/x']) {
    const res = await t.app.inject(url)
    assert.equal(res.statusCode, 404, url)
    assert.equal(res.json().code, 4040, url)
  }
})

test('hashed bundles: precompressed brotli or gzip by accept-encoding, cached for a year as immutable', async () => {
  const url = '/js/1237.c28dc9c5.js'
  const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
  assert.equal(br.statusCode, 200)
  assert.equal(br.headers['content-encoding'], 'br')
  assert.match(String(br.headers.vary), /accept-encoding/i)
  assert.match(String(br.headers['content-type']), /javascript/)
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), BUNDLE)
  assert.ok(br.rawPayload.length < Buffer.byteLength(BUNDLE) / 10)
  const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
  assert.equal(gz.headers['content-encoding'], 'gzip')
  assert.equal(gunzipSync(gz.rawPayload).toString(), BUNDLE)
  const plain = await t.app.inject({ url })
  assert.equal(plain.headers['content-encoding'], undefined)
  assert.equal(plain.body, BUNDLE)
})

test('index.html and un-hashed files are revalidated: no-cache with an ETag that answers 304', async () => {
  for (const url of ['/', '/js/app.js']) {
    const first = await t.app.inject(url)
    assert.equal(first.headers['cache-control'], 'no-cache', url)
    const etag = String(first.headers.etag)
    assert.match(etag, /^(W\/)?"/, url)
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    assert.equal(again.statusCode, 304, url)
  }
})

test('a chunk with a 6-digit hash is immutable; a name without a hash is not', () => {
  assert.equal(cacheControlFor('/h5/js/1535.3cce59.js.br'), IMMUTABLE)
  assert.equal(cacheControlFor('/h5/css/730.8f45f6.css'), IMMUTABLE)
  assert.equal(cacheControlFor('/h5/js/app.js'), 'no-cache')
  assert.equal(cacheControlFor('/h5/js/login-panel.js'), 'no-cache')
})

test("a page route's HTML comes with its own chunks as preload links (config/routeChunks.js); others without", async () => {
  const home =
    '</css/3086.4f2e74.css>; rel=preload; as=style; fetchpriority=low, </js/3086.d1de13.js>; rel=preload; as=script; fetchpriority=low, </js/5772.01d384.js>; rel=preload; as=script; fetchpriority=low'
  for (const url of ['/', '/pages/meditation/index', '/pages/meditation/index/?tab=1']) {
    const res = await t.app.inject(url)
    assert.equal(res.statusCode, 200, url)
    assert.match(String(res.headers['content-type']), /text\/html/, url)
    assert.equal(res.headers.link, home, url)
  }
  // a file name that is not a plain path is never written into the header
  const post = await t.app.inject('/study/pages/community/postDetail?id=1')
  assert.equal(post.headers.link, '</js/2902.ff181c.js>; rel=preload; as=script; fetchpriority=low')
  for (const url of ['/pages/course/detail?sku=c-mindfulness', '/js/app.js', '/index.html']) {
    const res = await t.app.inject(url)
    assert.equal(res.statusCode, 200, url)
    assert.equal(res.headers.link, undefined, url)
  }
})

test('a browser whose language is not Chinese also preloads English, which the app then starts in', async () => {
  const english = '</js/i18n-en.0a7934.js>; rel=preload; as=script; fetchpriority=low'
  const at = (url: string, lang?: string) =>
    t.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} }).then((r) => r.headers.link)
  assert.equal(
    await at('/study/pages/community/postDetail?id=1', 'en-US,en;q=0.9'),
    `</js/2902.ff181c.js>; rel=preload; as=script; fetchpriority=low, ${english}`
  )
  assert.equal(await at('/pages/course/detail?sku=c-mindfulness', 'ja'), english)
  for (const lang of ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-Hant', 'ZH-CN', undefined])
    assert.equal(await at('/pages/course/detail?sku=c-mindfulness', lang), undefined, lang)
})
