/**
 * POST /v3/forum/video (multipart, field `file`, like POST /v2/files): a logged-in user uploads a video for a
 * post. The type is read from the bytes (an ISO-BMFF `ftyp` box: MP4 / MOV), never from the name; the server
 * reads its duration and makes a poster frame with the bundled ffmpeg, and stores both as the user's uploaded
 * files. The post then names the video (POST /v3/forum/posts { video }).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ErrorCode, FORUM_VIDEO_MAX_BYTES, FORUM_VIDEO_MAX_SECONDS, type ForumVideoDTO } from '@app/protocol'
import { AppError, Errors } from '../../errors'
import { FFMPEG, Semaphore } from '../../media/ffmpeg'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { boundaryOf, parseMultipart } from '../user/multipart'
import { UPLOADS_PER_HOUR } from '../user/files'
import { forumError } from './rules'

const BODY_LIMIT = FORUM_VIDEO_MAX_BYTES + 64 * 1024
/** Two cores: at most two ffmpeg runs at once across every upload. */
const ffmpegSlots = new Semaphore(2)

/** An ISO base media file (MP4, MOV, 3GP): `ftyp` at byte 4. */
export function isIsoVideo(data: Buffer): boolean {
  return data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp'
}

/**
 * One ffmpeg run: the input's duration (from its header line `Duration: hh:mm:ss.cc`) and a JPEG poster frame
 * (the first frame, at most 720 px wide). Null when ffmpeg finds no video stream in it.
 */
export function probeAndPoster(input: string, poster: string): Promise<{ seconds: number } | null> {
  return new Promise((resolve, reject) => {
    const p = spawn(
      FFMPEG,
      [
        '-hide_banner',
        '-nostdin',
        '-y',
        '-i',
        input,
        '-map',
        '0:v:0',
        '-frames:v',
        '1',
        '-vf',
        "scale='min(720,iw)':-2",
        '-q:v',
        '4',
        poster
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] }
    )
    let err = ''
    p.stderr!.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-8000)
    })
    p.on('error', reject)
    p.on('close', (code) => {
      const m = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(err)
      if (code !== 0 || !m) return resolve(null)
      resolve({ seconds: Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) })
    })
  })
}

export default async function forumVideoRoutes(fastify: FastifyInstance) {
  const app = fastify
  const { repos, limiter } = app.ctx

  // Encapsulated in this plugin: only this route takes multipart bodies this large.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body)
  )

  app.post('/v3/forum/video', { bodyLimit: BODY_LIMIT }, async (req) => {
    const user = await requireUser(req)
    await limiter.consume(`upload:user:${user.id}`, { max: UPLOADS_PER_HOUR, windowMs: 60 * 60_000 })
    const boundary = boundaryOf(req.headers['content-type'])
    if (!boundary || !Buffer.isBuffer(req.body)) throw new AppError(ErrorCode.BAD_REQUEST, 415, 'badContentType')
    const parts = parseMultipart(req.body, boundary)
    const file = parts?.find((p) => p.name === 'file' && p.filename !== undefined)
    if (!file || file.data.length === 0) throw Errors.badRequest('missingField', { field: 'file' })
    const mb = FORUM_VIDEO_MAX_BYTES / 1024 / 1024
    if (file.data.length > FORUM_VIDEO_MAX_BYTES)
      throw new AppError(ErrorCode.BUSINESS, 413, 'forumVideoTooLarge', { mb })
    if (!isIsoVideo(file.data)) throw forumError('forumNotVideo')

    const dir = await fs.mkdtemp(path.join(tmpdir(), 'jingxin-forum-'))
    try {
      const input = path.join(dir, 'in.mp4')
      const posterPath = path.join(dir, 'poster.jpg')
      await fs.writeFile(input, file.data)
      const meta = await ffmpegSlots.use(() => probeAndPoster(input, posterPath))
      if (!meta) throw forumError('forumNotVideo')
      if (meta.seconds > FORUM_VIDEO_MAX_SECONDS + 0.5)
        throw forumError('forumVideoTooLong', { seconds: FORUM_VIDEO_MAX_SECONDS })
      const stem = randomBytes(12).toString('hex')
      const video = `${stem}.mp4`
      const poster = `${randomBytes(12).toString('hex')}.jpg`
      const seconds = Math.max(1, Math.round(meta.seconds))
      await repos.forum.addVideo({
        userId: user.id,
        video,
        videoData: Buffer.from(file.data),
        poster,
        posterData: await fs.readFile(posterPath),
        seconds
      })
      const data: ForumVideoDTO = {
        video,
        url: `/files/${video}`,
        poster: `/files/${poster}`,
        seconds,
        size: file.data.length
      }
      return ok(data)
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
}
