/**
 * Console media uploads (routes/admin/uploads.ts): tus at /admin/api/uploads for editors and owners, resumable
 * (HEAD tells the offset after a broken PATCH), then probed and converted to AAC in the background; the result
 * is served by /media under a public and a signed-only member name. Runs on PGlite and PostgreSQL.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, promises as fs, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestApp, type TestApp } from './helpers'
import { FFMPEG, runFfmpeg } from '../src/media/ffmpeg'
import { mediaRoutes } from '../src/media/routes'
import { signMediaPath } from '../src/media/signedUrl'
import { createOperator } from '../src/services/admin/operators'
import { totpNow } from '../src/services/admin/totp'
import { probe } from '../src/storage/audio'
import { readyUpload, uploadsRepo } from '../src/storage/mediaUploads'
import { buildApp } from '../src/app'

const work = mkdtempSync(path.join(os.tmpdir(), 'jingxin-admin-uploads-'))
const mediaDir = path.join(work, 'media')
// the plugin's defaults come from the server's configuration: this run's own directories
process.env.MEDIA_DIR = mediaDir
process.env.PGLITE_DIR = path.join(work, 'pglite')

let t: TestApp
let base: string
const cookies: Record<string, string> = {}
let wav: Buffer

async function operator(role: 'editor' | 'support' | 'owner'): Promise<string> {
  const email = `${role}-${Date.now()}@example.com`
  const created = await createOperator(
    t.database.db,
    { email, name: role, role, password: 'a long enough password' },
    { id: null, email: 'test', ip: '127.0.0.1' },
    t.clock.now
  )
  const otp = await totpNow(created.totpSecret, t.clock.now)
  const res = await fetch(`${base}/admin/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long enough password', otp })
  })
  assert.equal(res.status, 200, await res.text())
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!
  return cookie
}

const b64 = (s: string) => Buffer.from(s).toString('base64')

function create(cookie: string | null, size: number, type = 'audio/wav', lang = 'zh-Hant') {
  return fetch(`${base}/admin/api/uploads`, {
    method: 'POST',
    headers: {
      ...(cookie ? { cookie } : {}),
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${b64('bell.wav')},filetype ${b64(type)}`,
      'accept-language': lang
    }
  })
}

function patch(cookie: string, url: string, offset: number, chunk: Buffer) {
  return fetch(new URL(url, `${base}/admin/api/uploads/`), {
    method: 'PATCH',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream'
    },
    body: chunk
  })
}

async function settled(cookie: string, id: string, lang = 'zh-Hant') {
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const res = await fetch(`${base}/admin/api/uploads/${id}`, { headers: { cookie, 'accept-language': lang } })
    const body = (await res.json()) as Record<string, any>
    if (body.status === 'ready' || body.status === 'failed') return body
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`upload ${id} still not processed after 60 s`)
}

before(async () => {
  await fs.mkdir(mediaDir, { recursive: true })
  const src = path.join(work, 'bell.wav')
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '1', '-ar', '16000', src])
  wav = await fs.readFile(src)
  t = await createTestApp({ plugins: [{ plugin: mediaRoutes, opts: { cacheDir: mediaDir } }] })
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  cookies.editor = await operator('editor')
  cookies.support = await operator('support')
})
after(async () => {
  await t.close()
  rmSync(work, { recursive: true, force: true })
})

test('signed out: 401; a support operator: 403 (uploads are for editors and owners)', async () => {
  const out = await create(null, wav.length)
  assert.equal(out.status, 401)
  assert.equal(((await out.json()) as { code: string }).code, 'signed_out')
  const support = await create(cookies.support!, wav.length)
  assert.equal(support.status, 403)
  const list = await fetch(`${base}/admin/api/uploads`, { headers: { cookie: cookies.support! } })
  assert.equal(list.status, 403)
})

test('an upload interrupted half way resumes at the offset HEAD reports, then becomes AAC with its duration', async () => {
  const cookie = cookies.editor!
  const created = await create(cookie, wav.length)
  assert.equal(created.status, 201)
  const location = created.headers.get('location')!
  const id = location.split('/').pop()!
  assert.match(id, /^[0-9a-f]{32}$/)

  const half = Math.floor(wav.length / 2)
  const first = await patch(cookie, location, 0, wav.subarray(0, half))
  assert.equal(first.status, 204)
  // (the connection is lost here) — the client asks where to continue
  const head = await fetch(new URL(location, `${base}/admin/api/uploads/`), {
    method: 'HEAD',
    headers: { cookie, 'tus-resumable': '1.0.0' }
  })
  assert.equal(head.status, 200)
  const offset = Number(head.headers.get('upload-offset'))
  assert.equal(offset, half)
  const rest = await patch(cookie, location, offset, wav.subarray(offset))
  assert.equal(rest.status, 204)

  const done = await settled(cookie, id)
  assert.equal(done.status, 'ready', JSON.stringify(done))
  assert.equal(done.duration, 3)
  assert.equal(done.fileName, 'bell.wav')
  assert.match(done.mediaPath, /^\/media\/track-u[0-9a-f]{8}\.[0-9a-f]{10}\.mp4$/)
  assert.match(done.memberMediaPath, /^\/media\/track-member-u[0-9a-f]{8}\.[0-9a-f]{10}\.mp4$/)

  // the stored file is AAC audio of the same length
  const stored = path.join(mediaDir, done.mediaPath.slice('/media/'.length))
  const info = await probe(stored)
  assert.ok(info.hasAudio)
  assert.equal(Math.round(info.duration!), 3)
  assert.match(spawnSync(FFMPEG, ['-hide_banner', '-i', stored]).stderr.toString(), /Audio: aac/)

  // served: the public name to anyone (with ranges), the member name only with a member signature
  const pub = await fetch(`${base}${done.mediaPath}`, { headers: { range: 'bytes=0-99' } })
  assert.equal(pub.status, 206)
  assert.equal(pub.headers.get('content-type'), 'video/mp4')
  const unsigned = await fetch(`${base}${done.memberMediaPath}`)
  assert.equal(unsigned.status, 403)
  const signed = await fetch(`${base}${signMediaPath(t.app.ctx.mediaKey, done.memberMediaPath, 7, Date.now())}`)
  assert.equal(signed.status, 200)

  // what a track takes from it
  assert.deepEqual(await readyUpload(t.database.db, id, false), { mediaPath: done.mediaPath, duration: 3 })
  assert.deepEqual(await readyUpload(t.database.db, id, true), { mediaPath: done.memberMediaPath, duration: 3 })
  // the original is gone once converted
  await assert.rejects(fs.access(path.join(work, 'uploads', id)))

  const list = await fetch(`${base}/admin/api/uploads?_start=0&_end=10`, { headers: { cookie } })
  assert.equal(list.status, 200)
  assert.ok(Number(list.headers.get('x-total-count')) >= 1)
  assert.ok(((await list.json()) as { id: string }[]).some((u) => u.id === id))
})

test('only audio: another type is refused up front; bytes that are not audio fail with a translated reason', async () => {
  const cookie = cookies.editor!
  const text = await create(cookie, 10, 'text/plain', 'en')
  assert.equal(text.status, 415)
  assert.deepEqual(JSON.parse(await text.text()), {
    code: 'unsupported_media',
    message: 'Only audio or video files can be uploaded'
  })

  const junk = Buffer.from('this is not a sound at all, only text pretending to be one')
  const created = await create(cookie, junk.length, 'audio/mpeg')
  assert.equal(created.status, 201)
  const location = created.headers.get('location')!
  assert.equal((await patch(cookie, location, 0, junk)).status, 204)
  const id = location.split('/').pop()!
  const zh = await settled(cookie, id)
  assert.equal(zh.status, 'failed')
  assert.equal(zh.error, '這不是可以播放的音訊檔案')
  assert.equal((await settled(cookie, id, 'en')).error, 'This is not an audio file we can play')
  assert.equal(await readyUpload(t.database.db, id, false), null)
})

test('an unknown upload id: 404 with the admin error shape', async () => {
  const res = await fetch(`${base}/admin/api/uploads/${'0'.repeat(32)}`, {
    headers: { cookie: cookies.editor!, 'accept-language': 'en' }
  })
  assert.equal(res.status, 404)
  const body = (await res.json()) as { code: string; message: string }
  assert.deepEqual([body.code, body.message], ['not_found', 'No such upload'])
})

test('a conversion a stopped process left half done is finished at the next start; one whose file is gone fails', async () => {
  const repo = uploadsRepo(t.database.db)
  const kept = 'a'.repeat(32)
  const lost = 'b'.repeat(32)
  for (const id of [kept, lost]) {
    await repo.create({ id, operatorId: null, fileName: `${id}.wav`, mime: 'audio/wav', size: wav.length })
    await repo.update(id, { status: 'processing' })
  }
  await fs.writeFile(path.join(work, 'uploads', kept), wav)
  // the next start of the API (same database, same directories)
  const next = await buildApp({
    db: t.database.db,
    logger: false,
    staticDir: null,
    sharedState: t.database.kind === 'postgres'
  })
  await next.ready()
  try {
    const until = Date.now() + 60_000
    while ((await repo.find(kept))!.status === 'processing' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100))
    const done = (await repo.find(kept))!
    assert.equal(done.status, 'ready')
    assert.equal(done.duration, 3)
    assert.equal((await repo.find(lost))!.status, 'failed')
  } finally {
    await next.close()
  }
})
