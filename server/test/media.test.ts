// test-engine: none
/**
 * Demo media generator: files, durations, caching and the /media route.
 * The full catalogue is generated once into the app's media dir (files named by GENERATOR_VERSION and their parameters)
 * (cold ~20-25 s on 2 cores, warm a few ms); one test always renders a small subset from scratch.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { promises as fs, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { SaxesParser } from 'saxes' // strict XML parser (already installed with jsdom)
import * as OpenCC from 'opencc-js'
import { loadConfig } from '../src/config'
import { ensureMedia, mediaRoutes, type MediaItem, type MediaManifest } from '../src/media/index.js'

// the app's demo media dir (MEDIA_DIR, default server/.cache/media), rendered once for these tests, the browser
// tests' servers and `npm start` (scripts/test.mjs renders it before both, in its "demo media" stage)
const sharedDir = loadConfig().mediaDir
let manifest: MediaManifest
let app: FastifyInstance

before(async () => {
  manifest = await ensureMedia({ cacheDir: sharedDir })
  app = Fastify()
  await app.register(mediaRoutes, { cacheDir: sharedDir })
  await app.ready()
})
after(() => app.close())

/** Duration from the MPEG audio frame headers (skipping ID3v2 and the Xing/Info frame), independent of ffmpeg. */
function mp3Duration(buf: Buffer): number {
  const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320] // MPEG-1 layer III, kbps
  const RATES = [44100, 48000, 32000]
  let off = 0
  if (buf.toString('latin1', 0, 3) === 'ID3') off = 10 + ((buf[6]! << 21) | (buf[7]! << 14) | (buf[8]! << 7) | buf[9]!)
  let frames = 0,
    rate = 44100
  while (off + 4 <= buf.length) {
    assert.equal(buf[off], 0xff, `frame sync at ${off}`)
    assert.equal(buf[off + 1]! & 0xfe, 0xfa, 'MPEG-1 layer III')
    const kbps = BITRATES[buf[off + 2]! >> 4]!,
      pad = (buf[off + 2]! >> 1) & 1
    rate = RATES[(buf[off + 2]! >> 2) & 3]!
    const len = Math.floor((144000 * kbps) / rate) + pad
    const info = buf.toString('latin1', off + 4, off + 40)
    if (!(frames === 0 && /Xing|Info/.test(info))) frames++
    off += len
  }
  return (frames * 1152) / rate
}

const filesOf = (i: MediaItem): string[] => [
  i.file,
  ...(i.png ? [i.png.file] : []),
  ...(i.poster ? [i.poster.file] : [])
]

test('the manifest lists the whole catalogue with stable keys, titles in both languages and real files', () => {
  const kinds = new Set(manifest.items.map((i) => i.kind))
  for (const k of ['track', 'scene', 'bell', 'cover', 'banner', 'avatar', 'video'])
    assert.ok(kinds.has(k as MediaItem['kind']), k)
  assert.ok(manifest.items.length >= 50)
  assert.equal(Object.keys(manifest.byKey).length, manifest.items.length, 'keys are unique')
  const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' })
  for (const i of manifest.items) {
    assert.match(i.key, /^(track|scene|bell|cover|banner|avatar|video)\.[a-z0-9-]+$/)
    assert.equal(i.key.split('.')[0], i.kind)
    assert.equal(i.url, `/media/${path.basename(i.file)}`)
    assert.ok(i.title.en && i.title['zh-Hant'])
    assert.equal(toTraditional(i.title['zh-Hant']), i.title['zh-Hant'], `${i.key}: traditional characters only`)
    for (const f of filesOf(i)) assert.ok(statSync(f).size > 100, f)
  }
  const short = manifest.items.filter((i) => i.kind === 'track' && i.durationSec! <= 15)
  assert.ok(short.length >= 2, 'short tracks for end-to-end tests')
})

test('MP3 durations match the manifest within 0.5 s', () => {
  for (const i of manifest.items.filter((x) => x.mime === 'audio/mpeg')) {
    const d = mp3Duration(readFileSync(i.file))
    assert.ok(Math.abs(d - i.durationSec!) < 0.5, `${i.key}: ${d} vs ${i.durationSec}`)
  }
})

test('images: SVG is well-formed XML with a viewBox matching the PNG size', () => {
  for (const i of manifest.items.filter((x) => x.mime === 'image/svg+xml')) {
    let root: Record<string, string> | undefined
    const p = new SaxesParser()
    p.on('error', (e) => {
      throw new Error(`${i.key}: ${e.message}`)
    })
    p.on('opentag', (t) => {
      root ??= t.attributes as Record<string, string>
    })
    p.write(readFileSync(i.file, 'utf8')).close()
    assert.equal(root?.viewBox, `0 0 ${i.width} ${i.height}`, i.key)
    const png = readFileSync(i.png!.file)
    assert.equal(png.toString('latin1', 1, 4), 'PNG')
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [i.width, i.height], i.key)
  }
})

test('videos are MP4 with the index up front (faststart) and a poster', () => {
  for (const i of manifest.items.filter((x) => x.kind === 'video')) {
    const b = readFileSync(i.file)
    assert.equal(b.toString('latin1', 4, 8), 'ftyp')
    assert.ok(b.indexOf('moov') < b.indexOf('mdat'), `${i.key}: moov before mdat`)
    assert.ok(i.poster && statSync(i.poster.file).size > 0)
  }
})

test('a second call is a cache hit: nothing is rewritten', async () => {
  const before = new Map(manifest.items.flatMap(filesOf).map((f) => [f, statSync(f).mtimeMs]))
  const logs: string[] = []
  const t0 = performance.now()
  const again = await ensureMedia({ cacheDir: sharedDir, log: (m) => logs.push(m) })
  const ms = performance.now() - t0
  assert.deepEqual(
    again.items.map((i) => i.url),
    manifest.items.map((i) => i.url)
  )
  for (const [f, m] of before) assert.equal(statSync(f).mtimeMs, m, f)
  assert.deepEqual(logs, [])
  assert.ok(ms < 500, `warm call took ${ms} ms`) // typically a few ms; loose bound for slow CI
})

test('real generation of a subset, and only a missing file is regenerated', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'jingxin-media-fresh-'))
  try {
    const only = ['track.three-breaths', 'bell.chime', 'cover.ripples']
    const m = await ensureMedia({ cacheDir: dir, only })
    assert.deepEqual(m.items.map((i) => i.key).sort(), [...only].sort())
    const track = m.byKey['track.three-breaths']!
    assert.ok(Math.abs(mp3Duration(readFileSync(track.file)) - 15) < 0.5)
    assert.deepEqual(
      (await fs.readdir(dir)).filter((n) => n.startsWith('.tmp-')),
      [],
      'no temp files left'
    )

    const cover = m.byKey['cover.ripples']!
    const chimeMtime = statSync(m.byKey['bell.chime']!.file).mtimeMs
    await fs.rm(cover.png!.file)
    const logs: string[] = []
    await ensureMedia({ cacheDir: dir, only, log: (l) => logs.push(l) })
    assert.ok(statSync(cover.png!.file).size > 0, 'missing PNG regenerated')
    assert.equal(statSync(m.byKey['bell.chime']!.file).mtimeMs, chimeMtime, 'other items untouched')
    assert.ok(
      logs.some((l) => l.includes('generating 1 of 3')),
      logs.join('\n')
    )
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})

test('unknown keys in `only` are an error, not a silent empty manifest', async () => {
  await assert.rejects(ensureMedia({ cacheDir: sharedDir, only: ['track.nope'] }), /unknown media keys track.nope/)
})

// ---- the /media route ----

const someMp3 = (): MediaItem => manifest.byKey['track.rain-window']!

test('GET serves the whole file with type, ranges advertised and immutable caching', async () => {
  const i = someMp3(),
    bytes = readFileSync(i.file)
  const r = await app.inject({ url: i.url })
  assert.equal(r.statusCode, 200)
  assert.equal(r.headers['content-type'], 'audio/mpeg')
  assert.equal(r.headers['accept-ranges'], 'bytes')
  assert.equal(r.headers['content-length'], String(bytes.length))
  assert.match(String(r.headers['cache-control']), /immutable/)
  assert.ok(r.rawPayload.equals(bytes))
  for (const [key, type] of [
    ['cover.moon-lake', 'image/svg+xml'],
    ['video.short-1', 'video/mp4']
  ] as const) {
    assert.equal((await app.inject({ method: 'HEAD', url: manifest.byKey[key]!.url })).headers['content-type'], type)
  }
  assert.equal(
    (await app.inject({ method: 'HEAD', url: manifest.byKey['cover.moon-lake']!.png!.url })).headers['content-type'],
    'image/png'
  )
})

test("a picture's PNG address gives browsers that take SVG the vector twin, WeChat the PNG; both vary on Accept", async () => {
  const cover = manifest.byKey['cover.candle-glow']!
  const png = readFileSync(cover.png!.file),
    svg = readFileSync(cover.file)
  assert.ok(svg.length * 5 < png.length, `the vector is much smaller (${svg.length} vs ${png.length} bytes)`)
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
  const asBrowser = await app.inject({ url: cover.png!.url, headers: { accept: chrome } })
  assert.equal(asBrowser.statusCode, 200)
  assert.equal(asBrowser.headers['content-type'], 'image/svg+xml')
  assert.equal(asBrowser.headers.vary, 'Accept')
  assert.match(String(asBrowser.headers['cache-control']), /immutable/)
  assert.ok(asBrowser.rawPayload.equals(svg))
  const asWeChat = await app.inject({ url: cover.png!.url, headers: { accept: 'image/webp,image/*,*/*;q=0.8' } })
  assert.equal(asWeChat.headers['content-type'], 'image/png')
  assert.equal(asWeChat.headers.vary, 'Accept')
  assert.ok(asWeChat.rawPayload.equals(png))
  // the two representations never share a validator: a cached PNG's ETag does not revalidate the SVG
  assert.notEqual(asBrowser.headers.etag, asWeChat.headers.etag)
  const revalidated = await app.inject({
    url: cover.png!.url,
    headers: { accept: chrome, 'if-none-match': String(asWeChat.headers.etag) }
  })
  assert.equal(revalidated.statusCode, 200)
  // a video poster has no vector twin: always the PNG
  const poster = manifest.byKey['video.short-1']!.poster!
  const p = await app.inject({ method: 'HEAD', url: poster.url, headers: { accept: chrome } })
  assert.equal(p.headers['content-type'], 'image/png')
})

test('Range: closed, open-ended and suffix ranges give 206 with the right bytes', async () => {
  const i = someMp3(),
    bytes = readFileSync(i.file),
    n = bytes.length
  const cases: [string, number, number][] = [
    ['bytes=100-199', 100, 199],
    ['bytes=1000-', 1000, n - 1],
    ['bytes=-500', n - 500, n - 1],
    ['bytes=0-99999999', 0, n - 1]
  ]
  for (const [range, start, end] of cases) {
    const r = await app.inject({ url: i.url, headers: { range } })
    assert.equal(r.statusCode, 206, range)
    assert.equal(r.headers['content-range'], `bytes ${start}-${end}/${n}`)
    assert.equal(r.headers['content-length'], String(end - start + 1))
    assert.ok(r.rawPayload.equals(bytes.subarray(start, end + 1)), range)
  }
})

test('Range: unsatisfiable ranges give 416 with the size; malformed ones are ignored', async () => {
  const i = someMp3(),
    n = statSync(i.file).size
  for (const range of [`bytes=${n}-`, `bytes=${n + 10}-${n + 20}`, 'bytes=500-100', 'bytes=-0']) {
    const r = await app.inject({ url: i.url, headers: { range } })
    assert.equal(r.statusCode, 416, range)
    assert.equal(r.headers['content-range'], `bytes */${n}`)
  }
  assert.equal((await app.inject({ url: i.url, headers: { range: 'items=0-5' } })).statusCode, 200)
})

test('HEAD gives the headers and length without a body', async () => {
  const i = someMp3()
  const r = await app.inject({ method: 'HEAD', url: i.url, headers: { range: 'bytes=0-9' } })
  assert.equal(r.statusCode, 206)
  assert.equal(r.headers['content-length'], '10')
  assert.equal(r.rawPayload.length, 0)
})

test('unknown files and traversal attempts get the 404 envelope', async () => {
  for (const url of [
    '/media/nope.mp3',
    '/media/..%2F..%2Fpackage.json',
    '/media/%2e%2e%2fpackage.json',
    '/media/sub/x.mp3',
    '/media/manifest.json',
    '/media/.tmp-1-abc.mp3',
    '/media/%00.mp3',
    '/media/',
    `/media/..%2F${path.basename(sharedDir)}%2F${path.basename(someMp3().file)}`
  ]) {
    const r = await app.inject({ url })
    assert.equal(r.statusCode, 404, url)
    assert.deepEqual(r.json(), { code: 4040, msg: 'Not found', data: null }, url)
  }
  // Literal dot segments are resolved by the URL parser before routing, so this never reaches /media at all.
  assert.equal((await app.inject({ url: '/media/../package.json' })).statusCode, 404)
})
