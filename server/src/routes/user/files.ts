/**
 * POST /v2/files (spec §7: multipart, form type=1): a logged-in user uploads an image (jpg/png by content, at
 * most 2 MB) and gets its address; GET /files/:name serves it. Account deletion removes a user's files.
 */
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '../schemas'
import type { FastifyInstance } from 'fastify'
import { ErrorCode, type UploadedFileDTO } from '@app/protocol'
import { AppError, Errors } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { ok } from '../../plugins/errors'
import { boundaryOf, parseMultipart, sniffImage } from './multipart'
import { parseRange } from '../../media/routes'

/** The client checks the same cap before uploading (src/mine/pages/info.tsx). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** Room for the multipart framing around one image. */
const BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024
/** Uploads per user per hour. */
export const UPLOADS_PER_HOUR = 30

// mp4: community videos (routes/forum/video.ts), served with byte ranges for the video players
const FileName = Type.Object({ name: Type.String({ pattern: '^[a-z0-9]{24}\\.(png|jpg|mp4)$' }) })

export default async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { repos, limiter } = app.ctx

  // Encapsulated in this plugin: only these routes take multipart bodies, with their own size limit.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body)
  )

  app.post('/v2/files', { bodyLimit: BODY_LIMIT }, async (req) => {
    const user = await requireUser(req)
    await limiter.consume(`upload:user:${user.id}`, { max: UPLOADS_PER_HOUR, windowMs: 60 * 60_000 })
    const boundary = boundaryOf(req.headers['content-type'])
    if (!boundary || !Buffer.isBuffer(req.body)) throw new AppError(ErrorCode.BAD_REQUEST, 415, 'badContentType')
    const parts = parseMultipart(req.body, boundary)
    if (!parts) throw Errors.badRequest()
    const file = parts.find((p) => p.name === 'file' && p.filename !== undefined)
    if (!file) throw Errors.badRequest('missingField', { field: 'file' })
    const type = parts
      .find((p) => p.name === 'type')
      ?.data.toString('utf8')
      .trim()
    if (type !== undefined && type !== '1') throw Errors.badRequest('badField', { field: 'type' })
    if (file.data.length === 0) throw Errors.badRequest('missingField', { field: 'file' })
    if (file.data.length > MAX_IMAGE_BYTES) throw new AppError(ErrorCode.BUSINESS, 413, 'tooLarge')
    const image = sniffImage(file.data)
    if (!image) throw new AppError(ErrorCode.BUSINESS, 415, 'badContentType')
    const name = `${randomBytes(12).toString('hex')}.${image.ext}`
    const row = await repos.files.create({ userId: user.id, name, mime: image.mime, data: Buffer.from(file.data) })
    const data: UploadedFileDTO = { id: row.id, url: `/files/${row.name}`, mime: row.mime, size: row.size }
    return ok(data)
  })

  app.get('/files/:name', { schema: { params: FileName } }, async (req, reply) => {
    const row = await repos.files.findByName(req.params.name)
    if (!row) throw Errors.notFound()
    // names are random and never reused: the bytes behind one never change
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .type(row.mime)
    const range = req.headers.range ? parseRange(req.headers.range, row.data.length) : null
    if (range === 'unsatisfiable')
      return reply.code(416).header('content-range', `bytes */${row.data.length}`).send(Buffer.alloc(0))
    if (range)
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${row.data.length}`)
        .send(row.data.subarray(range.start, range.end + 1))
    return reply.send(row.data)
  })
}
