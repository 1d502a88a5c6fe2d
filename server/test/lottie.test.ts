import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
// with the H5 app served too, so the JSON is not answered by the app's history fallback
const dir = mkdtempSync(join(tmpdir(), 'jingxin-lottie-'))
before(async () => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>靜心</title>')
  t = await createTestApp({ staticDir: dir })
})
after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

interface Lottie {
  v: string
  fr: number
  ip: number
  op: number
  w: number
  h: number
  layers: { ty: number; ks: object; shapes: { ty: string }[] }[]
}

test('every tab animation path, the breathing guide and the celebration are served as small Lottie JSON', async () => {
  const paths = [
    // the tab entries' animationPath values (src/components/TabBar/entries.ts, spec §7 Assets)
    ...['meditation', 'course', 'study', 'my'].map((n) => `/static/lottie-animate/${n}.json`),
    '/static/lottie-animate/breathe.json',
    '/static/lottie-animate/celebrate.json'
  ]
  assert.equal(new Set(paths).size, 6)
  for (const path of paths) {
    const res = await t.app.inject(path)
    assert.equal(res.statusCode, 200, path)
    assert.match(String(res.headers['content-type']), /application\/json/)
    assert.ok(res.body.length < 8 * 1024, `${path} is ${res.body.length} bytes`)
    const json = res.json() as Lottie
    assert.ok(json.v && json.fr > 0 && json.op > json.ip && json.w > 0 && json.h > 0, path)
    assert.ok(json.layers.length >= 3, path)
    for (const layer of json.layers) {
      assert.equal(layer.ty, 4)
      assert.ok(layer.shapes.every((s) => s.ty === 'gr'))
    }
  }
})

test('the files revalidate with an ETag, and unknown names are the API 404', async () => {
  const first = await t.app.inject('/static/lottie-animate/breathe.json')
  const etag = String(first.headers.etag)
  assert.match(etag, /^"[0-9a-f]{16}"$/)
  assert.equal(first.headers['cache-control'], 'no-cache')
  const again = await t.app.inject({ url: '/static/lottie-animate/breathe.json', headers: { 'if-none-match': etag } })
  assert.equal(again.statusCode, 304)
  const missing = await t.app.inject('/static/lottie-animate/nope.json')
  assert.equal(missing.statusCode, 404)
  assert.equal(missing.json().code, 4040)
  const escape = await t.app.inject('/static/lottie-animate/..%2Fpackage.json')
  assert.equal(escape.statusCode, 404)
})

test("each animation's first frame is an SVG picture drawn from the same layers (the H5 app's still frame)", async () => {
  for (const name of ['meditation', 'course', 'study', 'my', 'breathe', 'celebrate']) {
    const res = await t.app.inject(`/static/lottie-animate/${name}.svg`)
    assert.equal(res.statusCode, 200, name)
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/)
    assert.match(String(res.headers.etag), /^"[0-9a-f]{16}"$/)
    assert.match(
      res.body,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="200" height="200" viewBox="0 0 200 200">/
    )
    const json = (await t.app.inject(`/static/lottie-animate/${name}.json`)).json() as Lottie
    // one group per layer, the first layer last (on top, as Lottie draws it)
    assert.equal(res.body.match(/<g transform="translate\(/g)?.length, json.layers.length, name)
  }
  // the breathing guide at frame 0: every circle at 70% (breathed out), the halo at 30% and the glow at 40%
  const svg = (await t.app.inject('/static/lottie-animate/breathe.svg')).body
  const layers = [...svg.matchAll(/<g transform="([^"]*)"( opacity="([\d.]+)")?><g><ellipse ([^>]*)\/>/g)].map((m) => ({
    transform: m[1],
    opacity: m[3] ?? '1',
    ellipse: m[4]
  }))
  assert.deepEqual(
    layers.map((l) => [l.transform, l.opacity, /rx="([\d.]+)"/.exec(l.ellipse!)![1], /stroke=/.test(l.ellipse!)]),
    [
      ['translate(100 100)', '0.4', '90', false],
      ['translate(100 100) scale(0.7 0.7)', '0.3', '60', true],
      ['translate(100 100) scale(0.7 0.7)', '1', '45', false]
    ]
  )
  // the celebration's sparkle is a closed path at scale 0 (it pops in)
  const celebrate = (await t.app.inject('/static/lottie-animate/celebrate.svg')).body
  assert.match(celebrate, /<path d="M0 -42 C[^"]*Z"/)
  assert.match(celebrate, /scale\(0 0\)/)
})
