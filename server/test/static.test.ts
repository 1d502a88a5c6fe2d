import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
const dir = mkdtempSync(join(tmpdir(), 'jingxin-h5-'))
before(async () => {
  mkdirSync(join(dir, 'js'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>靜心</title>')
  writeFileSync(join(dir, 'js', 'app.js'), 'console.log(1)')
  t = await createTestApp({ staticDir: dir })
})
after(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }) })

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
