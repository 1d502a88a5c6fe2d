/**
 * The console's files at /admin/: `/admin` → `/admin/`, index.html for deep links, assets as files, a missing
 * asset a 404, the console's own CSP (antd's inline styles allowed, scripts only ours and index.html's inline
 * ones by hash), and without a build a plain 404 telling how to make one. The API beside it stays JSON.
 */
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createTestApp, type TestApp } from './helpers'

const INLINE = "window.__console = 'boot'"
const HTML = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/admin/assets/index-abc12345.js"></script></head><body><div id="root"></div></body></html>`
let dir: string
let built: TestApp
let bare: TestApp
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), HTML)
  writeFileSync(join(dir, 'assets', 'index-abc12345.js'), 'console.log(1)\n')
  built = await createTestApp({ adminDir: dir })
  bare = await createTestApp({ adminDir: null })
})
after(async () => {
  await built.close()
  await bare.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

test('/admin redirects to /admin/, which is the console with its own CSP', async () => {
  const r = await get(built, '/admin')
  assert.equal(r.statusCode, 302)
  assert.equal(r.headers.location, '/admin/')
  const page = await get(built, '/admin/')
  assert.equal(page.statusCode, 200)
  assert.match(String(page.headers['content-type']), /text\/html/)
  assert.equal(page.body, HTML)
  const csp = String(page.headers['content-security-policy'])
  const hash = createHash('sha256').update(INLINE).digest('base64')
  assert.match(csp, new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, (c) => `\\${c}`)}'`))
  assert.match(csp, /style-src 'self' 'unsafe-inline'/)
  assert.match(csp, /connect-src 'self'(;|$)/)
  assert.match(csp, /frame-ancestors 'none'/)
  assert.doesNotMatch(csp, /unsafe-eval/)
  assert.equal(page.headers['x-frame-options'], 'DENY')
})

test('deep links get index.html; assets are files; a missing asset is a 404', async () => {
  for (const url of ['/admin/orders/show/12', '/admin/albums', '/admin/login?to=%2Forders']) {
    const r = await get(built, url)
    assert.equal(r.statusCode, 200, url)
    assert.equal(r.body, HTML, url)
    assert.match(String(r.headers['content-security-policy']), /style-src 'self' 'unsafe-inline'/)
  }
  const js = await get(built, '/admin/assets/index-abc12345.js')
  assert.equal(js.statusCode, 200)
  assert.equal(js.body, 'console.log(1)\n')
  assert.match(String(js.headers['cache-control']), /immutable/)
  assert.equal((await get(built, '/admin/assets/gone-abc12345.js')).statusCode, 404)
})

test('the API beside it stays JSON: an unknown /admin/api path is a JSON 404 or a 401, never the page', async () => {
  for (const t of [built, bare]) {
    const r = await get(t, '/admin/api/nope/deeper', { 'accept-language': 'en' })
    assert.ok([401, 404].includes(r.statusCode), String(r.statusCode))
    assert.match(String(r.headers['content-type']), /application\/json/)
    assert.ok(['signed_out', 'not_found'].includes(r.json().code))
  }
})

test('without a build, /admin/ says to run npm run build:admin (zh-Hant, English)', async () => {
  const zh = await get(bare, '/admin/')
  assert.equal(zh.statusCode, 404)
  assert.match(String(zh.headers['content-type']), /text\/plain/)
  assert.match(zh.body, /管理後台尚未建置.*npm run build:admin/)
  const en = await get(bare, '/admin/orders', { 'accept-language': 'en' })
  assert.equal(en.statusCode, 404)
  assert.match(en.body, /The operator console is not built: run npm run build:admin/)
  assert.equal((await get(bare, '/admin')).headers.location, '/admin/')
})

test('the H5 app has nothing of the console: /admin is not answered with the app', async () => {
  const r = await get(bare, '/admin/whatever')
  assert.doesNotMatch(r.body, /<html/i)
})
