/**
 * The built H5 app (dist/h5) at `/`, with history fallback: any GET for a page route that has no file gets
 * index.html, so deep links like /pages/course/detail?sku=x work on reload. API, media, dev and ws paths are
 * never answered with the app.
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathOf } from '../../../src/protocol/signature'
import { isSignedPath } from './signature'

const NOT_APP = /^\/(media|dev|ws|health)(\/|$)/

export async function registerStatic(app: FastifyInstance, root: string | null | undefined) {
  if (!root || !existsSync(join(root, 'index.html'))) return null
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    // Hashed bundles may be cached; index.html must not be, or a rebuild is not picked up.
    setHeaders: (res, path) => res.setHeader('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600')
  })
  return (req: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(req.url)
    if (req.method !== 'GET' || isSignedPath(path) || NOT_APP.test(path) || /\.[a-z0-9]{1,5}$/i.test(path)) return null
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', { cacheControl: false })
  }
}
