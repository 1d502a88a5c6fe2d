// test-engine: none
/**
 * The ObjectStorage contract (storage/index.ts), run against both adapters: FileStorage in a temp directory and
 * S3Storage against s3rver, a local S3 server (offline, in this process). put, copy, exists, stat, read (with a
 * byte range), remove, publicPath, bad keys, and an HLS rendition stored through the interface (storage/hls.ts).
 * No database.
 */
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, promises as fs, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { HeadObjectCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { FileStorage, storageFromConfig, type ObjectStorage } from '../src/storage'
import { putHls } from '../src/storage/hls'
import { S3Storage } from '../src/storage/s3'
import { loadConfig } from '../src/config'
import { startS3 } from './uploadClient'

const work = mkdtempSync(path.join(os.tmpdir(), 'jingxin-storage-'))
let s3rver: S3rver
let endpoint: string

const text = async (r: Readable) => {
  const chunks: Buffer[] = []
  for await (const c of r) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString()
}

const s3 = (prefix = '', publicUrl?: string) =>
  new S3Storage({
    bucket: 'media',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix,
    publicUrl
  })

/** Whether the bucket holds this exact object key (prefix included), asked of S3 directly. */
const inBucket = (objectKey: string) =>
  s3()
    .client.send(new HeadObjectCommand({ Bucket: 'media', Key: objectKey }))
    .then(
      () => true,
      () => false
    )

before(async () => {
  const started = await startS3(path.join(work, 's3'), 'media')
  s3rver = started.server
  endpoint = started.endpoint
  await fs.writeFile(path.join(work, 'a.bin'), 'hello object storage')
})
after(async () => {
  await s3rver.close()
  rmSync(work, { recursive: true, force: true })
})

function contract(name: string, make: () => ObjectStorage) {
  describe(name, () => {
    test('putFile, exists, stat, read (whole and a range), copy, remove', async () => {
      const st = make()
      assert.equal(await st.exists('track-u1.0123456789.mp4'), false)
      assert.equal(await st.stat('track-u1.0123456789.mp4'), null)
      await st.putFile('track-u1.0123456789.mp4', path.join(work, 'a.bin'))
      assert.equal(await st.exists('track-u1.0123456789.mp4'), true)
      assert.equal((await st.stat('track-u1.0123456789.mp4'))!.size, 20)
      assert.equal(await text(await st.read('track-u1.0123456789.mp4')), 'hello object storage')
      assert.equal(await text(await st.read('track-u1.0123456789.mp4', { start: 6, end: 11 })), 'object')

      await st.copy('track-u1.0123456789.mp4', 'track-member-u1.abcdefabcd.mp4')
      assert.equal(await text(await st.read('track-member-u1.abcdefabcd.mp4')), 'hello object storage')
      await st.remove('track-u1.0123456789.mp4')
      assert.equal(await st.exists('track-u1.0123456789.mp4'), false)
      // the copy is its own object
      assert.equal(await st.exists('track-member-u1.abcdefabcd.mp4'), true)
      await st.remove('track-member-u1.abcdefabcd.mp4')
      await st.remove('track-member-u1.abcdefabcd.mp4') // removing what is gone is not an error
    })

    test('keys are flat names: a path, a dotfile or an empty key is refused before any I/O', async () => {
      const st = make()
      for (const bad of ['../x.mp4', 'a/b.mp4', '.tmp.mp4', '']) {
        await assert.rejects(st.putFile(bad, path.join(work, 'a.bin')), /bad key/)
        assert.throws(() => st.publicPath(bad), /bad key/)
      }
    })

    test('an HLS rendition through the interface: every segment under each base, the playlists naming them', async () => {
      const st = make()
      const dir = path.join(work, `hls-${name}`)
      await fs.mkdir(dir, { recursive: true })
      await fs.writeFile(
        path.join(dir, 'index.m3u8'),
        '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:6.0,\nseg-00000.ts\n#EXTINF:2.0,\nseg-00001.ts\n#EXT-X-ENDLIST\n'
      )
      await fs.writeFile(path.join(dir, 'seg-00000.ts'), 'first')
      await fs.writeFile(path.join(dir, 'seg-00001.ts'), 'second')
      const keys = await putHls(st, dir, ['video-u1.1111111111', 'video-paid-u1.2222222222'])
      assert.deepEqual(keys.sort(), [
        'video-paid-u1.2222222222.00000.ts',
        'video-paid-u1.2222222222.00001.ts',
        'video-paid-u1.2222222222.m3u8',
        'video-u1.1111111111.00000.ts',
        'video-u1.1111111111.00001.ts',
        'video-u1.1111111111.m3u8'
      ])
      const playlist = await text(await st.read('video-paid-u1.2222222222.m3u8'))
      assert.match(playlist, /^video-paid-u1\.2222222222\.00000\.ts$/m)
      assert.match(playlist, /^video-paid-u1\.2222222222\.00001\.ts$/m)
      assert.doesNotMatch(playlist, /seg-|1111111111/)
      assert.equal(await text(await st.read('video-paid-u1.2222222222.00001.ts')), 'second')
      for (const k of keys) await st.remove(k)
    })
  })
}

contract('FileStorage', () => new FileStorage(path.join(work, 'files')))
contract('S3Storage (s3rver)', () => s3('media/'))

test('S3: objects land in the bucket under the prefix; public paths: member objects always /media, free ones the public URL when set', async () => {
  const st = s3('media/', 'https://cdn.example.com/')
  await st.putFile('video-u1.3333333333.m3u8', path.join(work, 'a.bin'))
  // the object is in the bucket under the prefix
  assert.equal(await inBucket('media/video-u1.3333333333.m3u8'), true)
  assert.equal(await inBucket('video-u1.3333333333.m3u8'), false)
  // publicUrl is used as configured (config.ts strips the trailing slash)
  const cdn = s3('media/', 'https://cdn.example.com')
  assert.equal(cdn.publicPath('video-u1.3333333333.m3u8'), 'https://cdn.example.com/media/video-u1.3333333333.m3u8')
  assert.equal(cdn.publicPath('poster-u1.4444444444.jpg'), 'https://cdn.example.com/media/poster-u1.4444444444.jpg')
  assert.equal(cdn.publicPath('video-paid-u1.5555555555.m3u8'), '/media/video-paid-u1.5555555555.m3u8')
  assert.equal(cdn.publicPath('video-paid-u1.5555555555.00000.ts'), '/media/video-paid-u1.5555555555.00000.ts')
  assert.equal(cdn.publicPath('track-member-u1.6666666666.mp4'), '/media/track-member-u1.6666666666.mp4')
  assert.equal(s3('media/').publicPath('track-u1.7777777777.mp4'), '/media/track-u1.7777777777.mp4')
  await st.remove('video-u1.3333333333.m3u8')
})

test('configuration selects the adapter: files by default, S3 with STORAGE_PROVIDER=s3 (and refuses it without a bucket)', async () => {
  const base = { MEDIA_DIR: path.join(work, 'files') }
  assert.ok((await storageFromConfig(loadConfig(base))) instanceof FileStorage)
  const chosen = await storageFromConfig(
    loadConfig({
      ...base,
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
      S3_PREFIX: 'p/'
    })
  )
  assert.ok(chosen instanceof S3Storage)
  assert.equal(chosen.publicPath('poster-u1.8888888888.jpg'), 'https://cdn.example.com/p/poster-u1.8888888888.jpg')
  await chosen.putFile('poster-u1.8888888888.jpg', path.join(work, 'a.bin'))
  assert.equal(await inBucket('p/poster-u1.8888888888.jpg'), true)
  assert.throws(() => loadConfig({ ...base, STORAGE_PROVIDER: 's3' }), /S3_BUCKET/)
})
