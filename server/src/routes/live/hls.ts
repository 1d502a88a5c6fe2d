/**
 * GET /live/hls/<channel>/<live|vod>/<file>?e=&u=&s=: the HLS files of our own live provider, only with a valid,
 * unexpired signature of that channel's directory for a viewer who may still watch (live/signedHls.ts, asked at
 * each playlist fetch); anything else is 403 before the file is looked at, so the answer says nothing of what
 * exists. A playlist is served with its segments' URIs signed
 * (fresh signatures at each fetch) and never cached (`no-cache`); segments are named per broadcast and never
 * change, so the browser keeps them (privately: they are not for shared caches).
 */
import { Type } from '@sinclair/typebox'
import { createReadStream, promises as fs } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { Errors } from '../../errors'
import { HLS_FILE } from '../../live/hls'
import { signPlaylist, verifyHls } from '../../live/signedHls'
import type { TypeBoxTypeProvider } from '../schemas'
import { mayWatch } from './admission'

const Params = Type.Object({
  channel: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  kind: Type.Union([Type.Literal('live'), Type.Literal('vod')]),
  file: Type.String({ pattern: HLS_FILE.source })
})

export default async function hlsRoutes(fastify: FastifyInstance, opts: { dir: string; key: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get('/live/hls/:channel/:kind/:file', { schema: { params: Params } }, async (req, reply) => {
    const { channel, kind, file } = req.params
    const now = app.ctx.now()
    const grant = verifyHls(opts.key, channel, kind, req.query, now)
    if (!grant) throw Errors.forbidden()
    const playlist = file.endsWith('.m3u8')
    // the viewer the URL was signed for must still be allowed: asked at every playlist fetch (a live player
    // fetches it every segment), so a shared or old URL stops when its viewer loses the right to watch
    if (playlist && !(await mayWatch(app.ctx.repos, channel, grant.viewer, now))) throw Errors.forbidden()
    const path = join(opts.dir, String(channel), kind, file)
    const stat = await fs.stat(path).catch(() => null)
    if (!stat?.isFile()) throw Errors.notFound()
    reply
      .header('content-type', playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', playlist ? 'no-cache' : 'private, max-age=86400, immutable')
    if (playlist) {
      const text = await fs.readFile(path, 'utf8').catch(() => null)
      if (text === null) throw Errors.notFound()
      return reply.send(signPlaylist(text, opts.key, channel, kind, grant, now))
    }
    reply.header('content-length', stat.size)
    return reply.send(createReadStream(path))
  })
}
