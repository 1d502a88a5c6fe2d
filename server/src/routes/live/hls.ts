/**
 * GET /live/hls/<channel>/<live|vod>/<file>: the HLS files of our own live provider. Playlists change while live
 * and are never cached (`no-cache`); segments are named per broadcast and never change, so they are cached.
 */
import { Type } from '@sinclair/typebox'
import { createReadStream, promises as fs } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Errors } from '../../errors'
import { HLS_FILE } from '../../live/hls'
import type { TypeBoxTypeProvider } from '../schemas'

const Params = Type.Object({
  channel: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  kind: Type.Union([Type.Literal('live'), Type.Literal('vod')]),
  file: Type.String({ pattern: HLS_FILE.source })
})

export default async function hlsRoutes(fastify: FastifyInstance, opts: { dir: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get('/live/hls/:channel/:kind/:file', { schema: { params: Params } }, async (req, reply) => {
    const { channel, kind, file } = req.params
    const path = join(opts.dir, String(channel), kind, file)
    const stat = await fs.stat(path).catch(() => null)
    if (!stat?.isFile()) throw Errors.notFound()
    const playlist = file.endsWith('.m3u8')
    reply
      .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', playlist ? 'no-cache' : 'public, max-age=86400, immutable')
    if (playlist) return reply.send(await fs.readFile(path, 'utf8'))
    reply.header('content-length', stat.size)
    return reply.send(createReadStream(path))
  })
}
