import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { createTestApp, loginDemo, type TestApp } from './helpers'

let t: TestApp
/** Every route the app registers (a plugin that skips encapsulation sees them all, as fastify-plugin would). */
const routes: { method: string; url: string; catalogue: boolean }[] = []
const collectRoutes = Object.assign(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url, catalogue: !!r.config?.catalogue })
    })
  },
  { [Symbol.for('skip-override')]: true }
)
const dir = mkdtempSync(join(tmpdir(), 'jingxin-h5-headers-'))
const BOOT = '!function(){document.documentElement.style.fontSize="20px"}()'
const hashOf = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
before(async () => {
  mkdirSync(join(dir, 'js'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>靜心</title><script>${BOOT}</script><script defer src="/js/app.js"></script>`
  )
  writeFileSync(join(dir, 'js', 'app.js'), 'console.log(1)')
  t = await createTestApp({ staticDir: dir, plugins: [{ plugin: collectRoutes }] })
})
after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

function assertFrameAndSniff(headers: Record<string, unknown>, what: string) {
  assert.equal(headers['x-content-type-options'], 'nosniff', what)
  assert.equal(headers['x-frame-options'], 'DENY', what)
  assert.match(String(headers['content-security-policy']), /frame-ancestors 'none'/, what)
}

test('the H5 page and its static files carry the app CSP, nosniff and frame protection', async () => {
  for (const url of ['/', '/pages/course/detail?sku=x', '/js/app.js']) {
    const res = await t.app.inject(url)
    assert.equal(res.statusCode, 200, url)
    assertFrameAndSniff(res.headers, url)
    const csp = String(res.headers['content-security-policy'])
    assert.match(csp, /default-src 'self'/)
    assert.match(csp, /object-src 'none'/)
    assert.match(csp, /connect-src 'self'/)
    // the inline boot script is allowed by its hash, nothing else inline
    assert.ok(csp.includes(`script-src 'self' ${hashOf(BOOT)}`), csp)
    assert.ok(!/script-src[^;]*'unsafe-(inline|eval)'/.test(csp), csp)
  }
})

test('a rebuilt index.html is picked up: the new boot script hash replaces the old one', async () => {
  const boot2 = 'window.__x=1'
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>靜心</title><script>${boot2}</script>`)
  const later = new Date(Date.now() + 5000)
  utimesSync(join(dir, 'index.html'), later, later)
  const csp = String((await t.app.inject('/')).headers['content-security-policy'])
  assert.ok(csp.includes(hashOf(boot2)), csp)
  assert.ok(!csp.includes(hashOf(BOOT)), csp)
})

test('API answers (success, error, 404) carry nosniff, frame protection and a no-document CSP', async () => {
  const ok = await t.call('GET', '/v3/course/navList')
  const unsigned = await t.call('GET', '/v3/course/navList', { sign: false })
  const missing = await t.call('GET', '/v3/nothing')
  for (const [what, res] of [
    ['ok', ok],
    ['401', unsigned],
    ['404', missing]
  ] as const) {
    assertFrameAndSniff(res.headers, what)
    assert.match(String(res.headers['content-security-policy']), /^default-src 'none'/, what)
  }
})

test('every answer that may depend on the caller is private, no-store: every API read with a token, the login answer', async () => {
  const login = await t.call('POST', '/v3/user/password/login', {
    body: { account: 'vip@demo.jingxin', password: 'jingxin-demo' }
  })
  assert.equal(login.body.code, 0)
  assert.equal(login.headers['cache-control'], 'private, no-store', 'login answer')
  const token = await loginDemo(t, 'vip')
  const reads = routes.filter(
    (r) =>
      r.method === 'GET' && !r.catalogue && /^\/(v2|v3|abroad|index\.php|short)\//.test(r.url) && !/logout/.test(r.url)
  )
  assert.ok(reads.length > 80, `${reads.length} API reads`)
  const named = ['/v2/users', '/v3/get/user/binding', '/v2/user_coupons', '/v3/get/invite/gold', '/v3/mall/binding']
  for (const url of named)
    assert.ok(
      reads.some((r) => r.url === url),
      url
    )
  const stored: string[] = []
  for (const r of reads) {
    const res = await t.call('GET', r.url.replace(/:[A-Za-z_]+/g, '1'), { token })
    const cc = String(res.headers['cache-control'] ?? '')
    if (!/\bno-store\b/.test(cc)) stored.push(`${r.url} ${res.status} ${cc}`)
  }
  assert.deepEqual(stored, [])
  for (const url of named) {
    const res = await t.call('GET', url, { token })
    assert.equal(res.body.code, 0, url)
    assert.equal(res.headers['cache-control'], 'private, no-store', url)
  }
  // Errors too (a 401 names no one, but a shared cache must not answer it to the next caller either).
  assert.equal((await t.call('GET', '/v2/users')).headers['cache-control'], 'private, no-store')
})

test('catalogue answers and the app files keep their own caching', async () => {
  const catalogue = routes.find((r) => r.catalogue && r.url === '/v3/course/navList')
  assert.ok(catalogue)
  const res = await t.call('GET', '/v3/course/navList')
  assert.equal(res.body.code, 0)
  assert.equal(res.headers['cache-control'], undefined)
  const file = await t.app.inject({ url: '/js/app.js', headers: { 'x-token': 'a'.repeat(64) } })
  assert.equal(file.headers['cache-control'], 'no-cache')
})
