/**
 * The built H5 app (dist/h5) at `/`, with history fallback: any GET for a page route that has no file gets
 * index.html, so deep links like /pages/course/detail?sku=x work on reload. API, media, dev and ws paths are
 * never answered with the app.
 *
 * Transfer: the build writes `.br` and `.gz` beside every text asset (scripts/precompress.mjs), served by
 * content negotiation with `vary: accept-encoding`, so nothing is compressed per request. Caching: files whose
 * names carry a content hash never change (a year, immutable); index.html and un-hashed files are revalidated
 * on every use (ETag → 304).
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathOf } from '@app/protocol'
import { isSignedPath } from './signature'

const NOT_APP = /^\/(media|dev|ws|health)(\/|$)/
/** `1237.c28dc9.js`, `app.5e5d0111.css`: a hex content hash of 6+ digits before the extension (chunks carry 6). */
const HASHED = /\.[0-9a-f]{6,}\.[a-z0-9]+$/i
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|mjs)(\.(br|gz))?$/i
export const IMMUTABLE = 'public, max-age=31536000, immutable'

export function cacheControlFor(path: string): string {
  return HASHED.test(path.replace(/\.(br|gz)$/, '')) ? IMMUTABLE : 'no-cache'
}

export async function registerStatic(app: FastifyInstance, root: string | null | undefined) {
  if (!root || !existsSync(join(root, 'index.html'))) return null
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', cacheControlFor(path))
      // The same URL may be answered in brotli, gzip or plain: caches must key on accept-encoding.
      if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'accept-encoding')
    }
  })
  return (req: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(req.url)
    if (req.method !== 'GET' || isSignedPath(path) || NOT_APP.test(path) || /\.[a-z0-9]{1,5}$/i.test(path)) return null
    return reply.type('text/html').sendFile('index.html')
  }
}
