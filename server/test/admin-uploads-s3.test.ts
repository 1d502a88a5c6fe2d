/**
 * Console uploads end to end with STORAGE_PROVIDER=s3 (storage/s3.ts), against s3rver: the converted audio and
 * the HLS video with its poster are objects of the bucket (nothing in the media directory), and /media serves
 * them from the bucket: byte ranges for free media, and the member rule unchanged (unsigned 403, signed 200, a
 * member playlist's segments signed one by one). PGlite and PostgreSQL.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, promises as fs, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type S3rver from 's3rver'
import { runFfmpeg } from '../src/media/ffmpeg'
import { signMediaPath } from '../src/media/signedUrl'
import { S3Storage } from '../src/storage/s3'
import { startS3, startUploadApp, type UploadApp } from './uploadClient'

const work = mkdtempSync(path.join(os.tmpdir(), 'jingxin-admin-uploads-s3-'))
const mediaDir = path.join(work, 'media')

let s3rver: S3rver
let bucket: S3Storage
let u: UploadApp
let editor: string
let tone: Buffer
let clip: Buffer

before(async () => {
  const s3 = await startS3(path.join(work, 's3'), 'uploads')
  s3rver = s3.server
  Object.assign(process.env, {
    MEDIA_DIR: mediaDir,
    PGLITE_DIR: path.join(work, 'pglite'),
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: 'uploads',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'console/'
  })
  bucket = new S3Storage({
    bucket: 'uploads',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'console/',
    publicUrl: undefined
  })
  await fs.mkdir(mediaDir, { recursive: true })
  const wav = path.join(work, 'tone.wav')
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-ac', '1', '-ar', '16000', wav])
  tone = await fs.readFile(wav)
  const mp4 = path.join(work, 'clip.mp4')
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=15',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    mp4
  ])
  clip = await fs.readFile(mp4)
  u = await startUploadApp(mediaDir)
  editor = await u.operator('editor')
})
after(async () => {
  await u.t.close()
  await s3rver.close()
  for (const k of ['STORAGE_PROVIDER', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX']) {
    delete process.env[k]
  }
  rmSync(work, { recursive: true, force: true })
})

const keyOf = (mediaPath: string) => mediaPath.slice('/media/'.length)
const objects = async () =>
  ((await bucket.client.send(new ListObjectsV2Command({ Bucket: 'uploads', Prefix: 'console/' }))).Contents ?? []).map(
    (o) => o.Key!
  )

test('audio: the AAC file is an object of the bucket, served by /media with ranges; the member copy only signed', async () => {
  const done = await u.settled(editor, await u.send(editor, tone, 'audio/wav', 'tone.wav'))
  assert.equal(done.status, 'ready', JSON.stringify(done))
  assert.equal(done.duration, 2)
  assert.match(done.mediaPath, /^\/media\/track-u[0-9a-f]{8}\.[0-9a-f]{10}\.mp4$/)
  const keys = await objects()
  assert.ok(keys.includes(`console/${keyOf(done.mediaPath)}`), keys.join())
  assert.ok(keys.includes(`console/${keyOf(done.memberMediaPath)}`), keys.join())
  assert.deepEqual(await fs.readdir(mediaDir), [], 'nothing written to the media directory')
  const head = await bucket.client.send(
    new HeadObjectCommand({ Bucket: 'uploads', Key: `console/${keyOf(done.memberMediaPath)}` })
  )
  assert.equal(head.CacheControl, 'private, no-store')

  const whole = Buffer.from(await (await fetch(`${u.base}${done.mediaPath}`)).arrayBuffer())
  const part = await fetch(`${u.base}${done.mediaPath}`, { headers: { range: 'bytes=4-11' } })
  assert.equal(part.status, 206)
  assert.equal(part.headers.get('content-range'), `bytes 4-11/${whole.length}`)
  assert.equal(part.headers.get('content-type'), 'video/mp4')
  assert.deepEqual(Buffer.from(await part.arrayBuffer()), whole.subarray(4, 12))
  assert.equal(Buffer.from(whole.subarray(4, 8)).toString(), 'ftyp')

  assert.equal((await fetch(`${u.base}${done.memberMediaPath}`)).status, 403)
  const signed = await fetch(`${u.base}${signMediaPath(u.t.app.ctx.mediaKey, done.memberMediaPath, 3, Date.now())}`)
  assert.equal(signed.status, 200)
  assert.equal(Number(signed.headers.get('content-length')), whole.length)
})

test('video: playlists, segments and poster are objects; the member playlist and its segments play signed from the bucket', async () => {
  const done = await u.settled(editor, await u.send(editor, clip, 'video/mp4', 'lesson.mp4'))
  assert.equal(done.status, 'ready', JSON.stringify(done))
  assert.equal(done.duration, 2)
  const keys = await objects()
  for (const p of [done.mediaPath, done.memberMediaPath, done.posterPath]) {
    assert.ok(keys.includes(`console/${keyOf(p)}`), `${p} in ${keys.join()}`)
  }
  const memberStem = keyOf(done.memberMediaPath).slice(0, -'.m3u8'.length)
  assert.ok(keys.some((k) => k.startsWith(`console/${memberStem}.`) && k.endsWith('.ts')))
  assert.deepEqual(await fs.readdir(mediaDir), [])

  const pub = await fetch(`${u.base}${done.mediaPath}`)
  assert.equal(pub.status, 200)
  assert.match(await pub.text(), /#EXT-X-ENDLIST/)
  const poster = await fetch(`${u.base}${done.posterPath}`)
  assert.equal(poster.headers.get('content-type'), 'image/jpeg')

  assert.equal((await fetch(`${u.base}${done.memberMediaPath}`)).status, 403)
  assert.equal((await fetch(`${u.base}/media/${memberStem}.00000.ts`)).status, 403)
  const playlist = await fetch(`${u.base}${signMediaPath(u.t.app.ctx.mediaKey, done.memberMediaPath, 9, Date.now())}`)
  assert.equal(playlist.status, 200)
  const segment = (await playlist.text()).split('\n').find((l) => l.startsWith(memberStem))!
  assert.match(segment, /\.00000\.ts\?e=\d+&u=9&s=/)
  const seg = await fetch(`${u.base}/media/${segment}`)
  assert.equal(seg.status, 200)
  assert.equal(seg.headers.get('content-type'), 'video/mp2t')
  assert.equal((await seg.arrayBuffer()).byteLength % 188, 0, 'whole MPEG-TS packets')
})
