/**
 * Media uploads from the operator console (issue 31, docs/admin-api.md §uploads): the tus protocol (resumable:
 * a client that lost its connection asks HEAD for the offset and continues) at /admin/api/uploads, for editors
 * and owners. When the last byte is in, the file is probed and converted in the background (audio to AAC, video
 * to HLS with a poster: storage/processUpload.ts) and stored through the configured ObjectStorage; the console
 * polls GET /admin/api/uploads/<id> until `ready` (then `mediaPath`/`memberMediaPath`, `posterPath` and
 * `duration` go on a track or a lesson) or `failed`.
 *
 * Registered by routes/admin/index.ts under the /admin/api prefix: the admin plugin checks the session and the
 * role of every route from its `config.adminRoles` before the handler hands the raw request to tus.
 */
import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { loadConfig } from '../../config'
import type { Db } from '../../db/client'
import { langOf, type Lang } from '../../i18n'
import { CONTENT } from '../../services/admin/access'
import { storageFromConfig, type ObjectStorage } from '../../storage'
import { uploadDTO, uploadsRepo, type MediaUpload } from '../../storage/mediaUploads'
import { processUpload } from '../../storage/processUpload'

export interface UploadRouteOptions {
  /** Where processed files go (default: the configured storage, storageFromConfig: the media directory /media serves). */
  storage?: ObjectStorage
  /** Where tus keeps uploads in progress (default: `uploads` beside the PGlite data dir). */
  incomingDir?: string
  /** Largest accepted file (default 2 GiB). */
  maxSize?: number
}

/** The operator's id, handed to tus's hooks (which see a web Request) in a header only this server sets. */
const OPERATOR_HEADER = 'x-jx-upload-operator'

const MESSAGES = {
  not_audio: ['這不是可以播放的音訊檔案', 'This is not an audio file we can play'],
  not_video: ['這不是可以播放的影片檔案', 'This is not a video file we can play'],
  unsupported_media: ['只能上傳音訊或影片檔案', 'Only audio or video files can be uploaded'],
  processing_failed: ['轉檔失敗，請換一個檔案再試', 'The file could not be converted; try another file'],
  not_found: ['找不到此上傳', 'No such upload']
} as const
type MessageCode = keyof typeof MESSAGES
const message = (lang: Lang, code: MessageCode) => MESSAGES[code][lang === 'en' ? 1 : 0]
const langOfReq = (req: FastifyRequest) => langOf(req.headers['x-lang'] ?? req.headers['accept-language'])

const uploadRoutes: FastifyPluginAsync<UploadRouteOptions> = async (app, opts) => {
  const config = loadConfig()
  const storage = opts.storage ?? (await storageFromConfig(config))
  const incoming = path.resolve(opts.incomingDir ?? path.join(path.dirname(config.pgliteDir), 'uploads'))
  await fs.mkdir(incoming, { recursive: true })
  const db: Db = app.ctx.db
  const repo = uploadsRepo(db)
  const base = `${app.prefix}/uploads`
  const processing = new Set<Promise<void>>()

  const tus = new Server({
    path: base,
    datastore: new FileStore({ directory: incoming }),
    maxSize: opts.maxSize ?? 2 * 1024 ** 3,
    // behind a proxy the request's host is not the browser's: tus-js-client resolves a relative Location
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload) {
      const lang = langOf(req.headers.get('x-lang') ?? req.headers.get('accept-language'))
      const type = upload.metadata?.filetype ?? ''
      if (!/^(audio|video)\//.test(type)) {
        throw {
          status_code: 415,
          body: JSON.stringify({ code: 'unsupported_media', message: message(lang, 'unsupported_media') })
        }
      }
      const operatorId = Number(req.headers.get(OPERATOR_HEADER)) || null
      await repo.create({
        id: upload.id,
        operatorId,
        fileName: (upload.metadata?.filename ?? type.split('/')[0]!).slice(0, 200),
        mime: type.slice(0, 100),
        size: upload.size ?? 0
      })
      return {}
    },
    async onUploadFinish(_req, upload) {
      await repo.update(upload.id, { status: 'processing', size: upload.size ?? upload.offset })
      start(upload.id)
      return {}
    }
  })

  /** Probe, convert, store under a public and a member-only name; the row says how it went. */
  function start(id: string): void {
    const job = process(id).finally(() => processing.delete(job))
    processing.add(job)
  }

  async function process(id: string): Promise<void> {
    const source = path.join(incoming, id)
    const work = path.join(incoming, `${id}.work`)
    try {
      const row = await repo.find(id)
      if (!row) return
      const done = await processUpload(storage, row, source, work)
      await repo.update(id, done.status === 'ready' ? { ...done, error: null } : done)
      // the original is not needed any more (tus keeps `<id>` and `<id>.json`)
      if (done.status === 'ready') {
        await Promise.all([fs.rm(source, { force: true }), fs.rm(`${source}.json`, { force: true })])
      }
    } catch (err) {
      app.log.warn({ err, upload: id }, 'upload processing failed')
      await repo.update(id, { status: 'failed', error: 'processing_failed' }).catch(() => {})
    } finally {
      await fs.rm(work, { recursive: true, force: true })
    }
  }

  app.addHook('onClose', async () => {
    await Promise.allSettled([...processing])
  })
  // A process that stopped mid-conversion left rows in `processing`: convert again what is still on disk (the
  // original is removed only after success), fail the rest. Several API processes share one incoming directory
  // only with sticky uploads (tus-pitfalls in the notes); converting twice only replaces the same row's names.
  app.addHook('onReady', async () => {
    for (const row of await repo.withStatus('processing')) {
      const onDisk = await fs.access(path.join(incoming, row.id)).then(
        () => true,
        () => false
      )
      if (onDisk) start(row.id)
      else await repo.update(row.id, { status: 'failed', error: 'processing_failed' })
    }
  })

  // tus reads the body itself: Fastify must leave the PATCH stream alone
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null))

  const handleTus = async (req: FastifyRequest, reply: FastifyReply) => {
    delete req.raw.headers[OPERATOR_HEADER]
    if (req.operator) req.raw.headers[OPERATOR_HEADER] = String(req.operator.id)
    reply.hijack()
    await tus.handle(req.raw, reply.raw)
  }
  const config_ = { adminRoles: CONTENT }
  app.route({ method: ['POST', 'OPTIONS'], url: '/uploads', config: config_, handler: handleTus })
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/uploads/:id',
    config: config_,
    handler: handleTus
  })

  const answer = (req: FastifyRequest, u: MediaUpload) => {
    const dto = uploadDTO(u)
    return { ...dto, error: dto.error ? (message(langOfReq(req), dto.error as MessageCode) ?? dto.error) : null }
  }

  app.get<{ Querystring: { _start?: string; _end?: string } }>('/uploads', { config: config_ }, async (req, reply) => {
    const start = Math.max(0, Number(req.query._start) || 0)
    const end = Math.min(start + 100, Math.max(start, Number(req.query._end) || start + 10))
    const { rows, total } = await repo.list(start, end)
    reply.header('x-total-count', String(total))
    return rows.map((u) => answer(req, u))
  })

  app.get<{ Params: { id: string } }>('/uploads/:id', { config: config_ }, async (req, reply) => {
    const u = /^[0-9a-f]{32}$/.test(req.params.id) ? await repo.find(req.params.id) : null
    if (!u) return reply.code(404).send({ code: 'not_found', message: message(langOfReq(req), 'not_found') })
    return answer(req, u)
  })
}

export default uploadRoutes
