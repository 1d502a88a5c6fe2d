/**
 * Console video uploads (routes/admin/uploads.ts, storage/video.ts): a video sent over tus becomes HLS (H.264 +
 * AAC segments, a VOD playlist) with a poster still and the duration read from the file; /media serves the
 * public playlist to anyone and the member playlist only signed, with each of its segments signed for the same
 * member. The fixture is 2 s of ffmpeg's test pattern, small enough for a 2-core machine. PGlite and PostgreSQL.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, promises as fs, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { FFMPEG, runFfmpeg } from '../src/media/ffmpeg'
import { signMediaPath } from '../src/media/signedUrl'
import { readyUpload, readyVideoUpload } from '../src/storage/mediaUploads'
import { startUploadApp, type UploadApp } from './uploadClient'

const work = mkdtempSync(path.join(os.tmpdir(), 'jingxin-admin-uploads-video-'))
const mediaDir = path.join(work, 'media')
process.env.MEDIA_DIR = mediaDir
process.env.PGLITE_DIR = path.join(work, 'pglite')
delete process.env.STORAGE_PROVIDER

let u: UploadApp
let editor: string
let clip: Buffer
let tone: Buffer

before(async () => {
  await fs.mkdir(mediaDir, { recursive: true })
  const mp4 = path.join(work, 'clip.mp4')
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=15',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    mp4
  ])
  clip = await fs.readFile(mp4)
  const wav = path.join(work, 'tone.wav')
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ac', '1', '-ar', '16000', wav])
  tone = await fs.readFile(wav)
  u = await startUploadApp(mediaDir)
  editor = await u.operator('editor')
})
after(async () => {
  await u.t.close()
  rmSync(work, { recursive: true, force: true })
})

const segmentsOf = (m3u8: string) =>
  m3u8
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))

test('a video becomes HLS with a poster and its duration; the public playlist and segments play for anyone', async () => {
  const id = await u.send(editor, clip, 'video/mp4', 'lesson.mp4')
  const done = await u.settled(editor, id)
  assert.equal(done.status, 'ready', JSON.stringify(done))
  assert.equal(done.kind, 'video')
  assert.equal(done.duration, 2)
  assert.match(done.mediaPath, /^\/media\/video-u[0-9a-f]{8}\.[0-9a-f]{10}\.m3u8$/)
  assert.match(done.memberMediaPath, /^\/media\/video-paid-u[0-9a-f]{8}\.[0-9a-f]{10}\.m3u8$/)
  assert.match(done.posterPath, /^\/media\/poster-u[0-9a-f]{8}\.[0-9a-f]{10}\.jpg$/)

  const playlist = await fetch(`${u.base}${done.mediaPath}`)
  assert.equal(playlist.status, 200)
  assert.equal(playlist.headers.get('content-type'), 'application/vnd.apple.mpegurl')
  const text = await playlist.text()
  assert.match(text, /#EXT-X-PLAYLIST-TYPE:VOD/)
  assert.match(text, /#EXT-X-ENDLIST/)
  const stem = done.mediaPath.slice('/media/'.length, -'.m3u8'.length)
  const segments = segmentsOf(text)
  assert.ok(segments.length >= 1)
  for (const s of segments) assert.match(s, new RegExp(`^${stem.replace(/\./g, '\\.')}\\.\\d{5}\\.ts$`))

  // a segment: H.264 video and AAC audio, served as MPEG-TS, with byte ranges
  const seg = await fetch(`${u.base}/media/${segments[0]}`)
  assert.equal(seg.status, 200)
  assert.equal(seg.headers.get('content-type'), 'video/mp2t')
  const info = spawnSync(FFMPEG, ['-hide_banner', '-i', path.join(mediaDir, segments[0]!)]).stderr.toString()
  assert.match(info, /Video: h264/)
  assert.match(info, /Audio: aac/)
  assert.equal((await fetch(`${u.base}/media/${segments[0]}`, { headers: { range: 'bytes=0-187' } })).status, 206)

  const poster = await fetch(`${u.base}${done.posterPath}`)
  assert.equal(poster.status, 200)
  assert.equal(poster.headers.get('content-type'), 'image/jpeg')
  assert.deepEqual([...Buffer.from(await poster.arrayBuffer()).subarray(0, 2)], [0xff, 0xd8])

  // what a lesson takes from it; a track takes no video
  assert.deepEqual(await readyVideoUpload(u.t.database.db, id, false), {
    videoPath: done.mediaPath,
    posterPath: done.posterPath,
    duration: 2
  })
  assert.equal((await readyVideoUpload(u.t.database.db, id, true))!.videoPath, done.memberMediaPath)
  assert.equal(await readyUpload(u.t.database.db, id, false), null)
})

test('the member playlist and its segments play only signed; each segment signature names its own file', async () => {
  const id = await u.send(editor, clip, 'video/quicktime', 'paid.mov')
  const done = await u.settled(editor, id)
  assert.equal(done.status, 'ready', JSON.stringify(done))
  const stem = done.memberMediaPath.slice('/media/'.length, -'.m3u8'.length)
  assert.equal((await fetch(`${u.base}${done.memberMediaPath}`)).status, 403)
  assert.equal((await fetch(`${u.base}/media/${stem}.00000.ts`)).status, 403)

  const key = u.t.app.ctx.mediaKey
  const signed = await fetch(`${u.base}${signMediaPath(key, done.memberMediaPath, 7, Date.now())}`)
  assert.equal(signed.status, 200)
  assert.equal(signed.headers.get('cache-control'), 'private, no-store')
  const segments = segmentsOf(await signed.text())
  assert.ok(segments.length >= 1)
  for (const s of segments) assert.match(s, /^video-paid-u[0-9a-f]{8}\.[0-9a-f]{10}\.\d{5}\.ts\?e=\d+&u=7&s=[\w-]+$/)
  const seg = await fetch(`${u.base}/media/${segments[0]}`)
  assert.equal(seg.status, 200)
  assert.equal(seg.headers.get('content-type'), 'video/mp2t')
  // the playlist's own signature does not open a segment
  const playlistQuery = signMediaPath(key, done.memberMediaPath, 7, Date.now()).split('?')[1]
  assert.equal((await fetch(`${u.base}/media/${stem}.00000.ts?${playlistQuery}`)).status, 403)
  // nothing of the member names leads to the public copy: poster and public playlist have other random parts
  const part = (p: string) => p.split('.')[1]
  assert.notEqual(part(done.mediaPath), part(done.memberMediaPath))
  assert.notEqual(part(done.posterPath), part(done.mediaPath))
})

test('a video type with no picture fails with a translated reason; an audio file still becomes AAC', async () => {
  const id = await u.send(editor, tone, 'video/mp4', 'no-picture.mp4')
  const zh = await u.settled(editor, id)
  assert.equal(zh.status, 'failed')
  assert.equal(zh.error, '這不是可以播放的影片檔案')
  assert.equal((await u.settled(editor, id, 'en')).error, 'This is not a video file we can play')
  assert.equal(await readyVideoUpload(u.t.database.db, id, false), null)

  const audio = await u.settled(editor, await u.send(editor, tone, 'audio/wav', 'tone.wav'))
  assert.equal(audio.status, 'ready')
  assert.equal(audio.kind, 'audio')
  assert.equal(audio.posterPath, null)
  assert.match(audio.mediaPath, /^\/media\/track-u[0-9a-f]{8}\.[0-9a-f]{10}\.mp4$/)
  assert.equal(await readyVideoUpload(u.t.database.db, audio.id, false), null)
})

test('an image is not a video: refused before any byte is sent', async () => {
  const res = await u.create(editor, 100, 'image/png', 'photo.png', 'en')
  assert.equal(res.status, 415)
  assert.deepEqual(JSON.parse(await res.text()), {
    code: 'unsupported_media',
    message: 'Only audio or video files can be uploaded'
  })
})
