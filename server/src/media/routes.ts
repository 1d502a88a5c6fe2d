/**
 * GET/HEAD /media/<file>: serves the generated media with byte ranges (audio and video players seek with
 * Range requests; iOS will not even play a video whose server ignores them).
 *
 * Hand-written rather than @fastify/static so the 404 is the API's envelope and only generated media
 * (never manifest.json with its absolute paths, never temp files) can be named.
 */
import { createReadStream, promises as fs } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { loadConfig } from '../config'
import { storageFromConfig, type ObjectStorage } from '../storage'
import { isPrivateMediaName, signMemberPlaylist, verifyMediaQuery } from './signedUrl'

const TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
  png: 'image/png',
  // console video uploads: HLS playlists and segments, poster stills (storage/processUpload.ts)
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg'
}
/** One path segment, starting with a letter or digit (so no dotfiles: temp files start with a dot). */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(mp3|mp4|svg|png|m3u8|ts|jpg)$/
/** `<key>.<10 hex>.<ext>`: the content hash in the name means the bytes behind it never change. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9.]+$/
/**
 * Generated art is made twice, `<key>.<hash>.svg` and its raster `<key>.<hash>.png` (what the seed links, since
 * the mini-program's image cannot draw every SVG). A client whose Accept names image/svg+xml (every browser)
 * gets the vector for the PNG's address: 3–30× fewer bytes (a day card's cover: 2.5 KB, not 73 KB), sharp at
 * any pixel ratio; WeChat's image loader does not ask for SVG and gets the PNG. `Vary: Accept` on both.
 * Video posters (`.poster.png`) have no twin.
 */
const ART_RASTER = /\.[0-9a-f]{10}\.png$/

export type ByteRange = { start: number; end: number }

/**
 * Parse a Range header against a file size, like the `range-parser` package that `send` uses: `null` means
 * ignore the header and send the whole file (malformed, another unit, or several ranges, which RFC 9110
 * allows a server to ignore); 'unsatisfiable' means 416.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const m = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header)
  if (!m || (m[1] === '' && m[2] === '')) return null
  if (m[1] === '') {
    const n = Number(m[2])
    return n === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(m[1])
  const last = m[2] === '' ? size - 1 : Number(m[2])
  if (start >= size || last < start) return 'unsatisfiable'
  return { start, end: Math.min(last, size - 1) }
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json').send({ code: 4040, msg: 'Not found', data: null })
const forbidden = (reply: FastifyReply, lang: unknown) =>
  reply
    .code(403)
    .type('application/json')
    .header('Cache-Control', 'no-store')
    .send({
      code: 4030,
      data: null,
      msg:
        typeof lang === 'string' && lang.startsWith('en')
          ? 'This member media link is missing, invalid or expired'
          : '會員內容連結無效或已過期，請重新開啟'
    })

export interface MediaRouteOptions {
  cacheDir: string
  /** Key of member-media signatures (signedUrl.ts); default: the app's (app.ctx.mediaKey). Without one, member files are never served. */
  signKey?: string
  now?: () => number
  /**
   * Where the console's uploads are when they are not files of `cacheDir` (an S3 bucket: storage/s3.ts). Default:
   * the configured storage when it is not the media directory itself.
   */
  storage?: ObjectStorage | null
}

const streamText = async (stream: Readable): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(c as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The file's stats, or null when it is missing or not a file. */
const statFile = (p: string) =>
  fs.stat(p).then(
    (st) => (st.isFile() ? st : null),
    () => null
  )

export const mediaRoutes: FastifyPluginAsync<MediaRouteOptions> = async (app, opts) => {
  const root = path.resolve(opts.cacheDir)
  const ctx = app.hasDecorator('ctx') ? app.ctx : null
  const signKey = opts.signKey ?? ctx?.mediaKey
  const now = opts.now ?? ctx?.now ?? Date.now
  const config = loadConfig()
  const storage =
    opts.storage !== undefined
      ? opts.storage
      : config.storage.provider === 's3'
        ? await storageFromConfig(config)
        : null
  // A wildcard rather than `:file`, so multi-segment attempts (`/media/../x`, `/media/a/b`) reach this
  // handler and get the same 404 envelope instead of falling through to another route.
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    handler: async (req, reply) => {
      const name = req.params['*']
      if (!SAFE_NAME.test(name)) return notFound(reply)
      // Member media: only with a valid signed query (checked before the file's existence is revealed).
      const members = isPrivateMediaName(name)
      if (
        members &&
        !(signKey && verifyMediaQuery(signKey, `/media/${name}`, req.query as Record<string, unknown>, now()))
      ) {
        return forbidden(reply, req.headers['x-lang'] ?? req.headers['accept-language'])
      }
      let file = path.join(root, name)
      if (path.dirname(file) !== root) return notFound(reply) // belt and braces: SAFE_NAME has no separators
      let type = TYPES[path.extname(name).slice(1)]!
      // a generated picture's PNG address answers its SVG twin to clients that take SVG
      let st = null
      let servedVector = false
      if (!members && ART_RASTER.test(name)) {
        reply.header('Vary', 'Accept')
        const vector = file.replace(/\.png$/, '.svg')
        if (/\bimage\/svg\+xml\b/.test(req.headers.accept ?? '') && (st = await statFile(vector))) {
          file = vector
          type = TYPES.svg!
          servedVector = true
        }
      }
      st ??= await statFile(file)
      // not on this disk: an upload kept in the object storage
      let stored: { size: number; mtime: Date; mtimeMs: number } | null = null
      if (!st && storage) {
        const obj = await storage.stat(name)
        if (obj) stored = { size: obj.size, mtime: obj.modified, mtimeMs: obj.modified.getTime() }
      }
      const found = st ?? stored
      if (!found) return notFound(reply)
      const open = (span?: { start: number; end: number }): Promise<Readable> | Readable =>
        stored ? storage!.read(name, span) : createReadStream(file, span ?? {})

      // a member HLS playlist: its segments signed for the same member and expiry (signedUrl.ts)
      if (members && name.endsWith('.m3u8')) {
        const q = req.query as Record<string, string>
        const text = signMemberPlaylist(signKey!, await streamText(await open()), Number(q.e), Number(q.u))
        return reply
          .header('Content-Type', type)
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .send(req.method === 'HEAD' ? undefined : text)
      }

      const etag = `"${servedVector ? 'v' : ''}${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`
      reply
        .header('Content-Type', type)
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Last-Modified', found.mtime.toUTCString())
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Cache-Control',
          members
            ? 'private, no-store'
            : HASHED.test(name)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=300'
        )
      if (req.headers['if-none-match'] === etag) return reply.code(304).send()

      let range: ReturnType<typeof parseRange> = null
      const rangeHeader = req.headers.range
      const ifRange = req.headers['if-range']
      if (rangeHeader && (!ifRange || ifRange === etag)) range = parseRange(rangeHeader, found.size)
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('Content-Range', `bytes */${found.size}`)
          .type('application/json')
          .send({ code: 4160, msg: 'Range not satisfiable', data: null })
      }
      const { start, end } = range ?? { start: 0, end: found.size - 1 }
      if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${found.size}`)
      reply.header('Content-Length', String(end - start + 1))
      if (req.method === 'HEAD' || found.size === 0) return reply.send()
      return reply.send(await open({ start, end }))
    }
  })
}
