/**
 * The console app (admin/dist, built by `npm run build:admin`) at /admin/: its files, index.html for deep links
 * (/admin/orders/show/12 on reload), `/admin` → `/admin/`, and its own Content-Security-Policy: antd 5 writes its
 * styles with CSS-in-JS (<style> elements at run time), so styles may be inline; scripts only from this origin
 * (plus the sha256 of any inline script of index.html); no frames, no plugins, fetch/XHR only to this origin.
 * Without a build, /admin/ answers a plain 404 saying how to make one.
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathOf } from '@app/protocol'
import { inlineScriptHashes } from '../../plugins/securityHeaders'
import { IMMUTABLE } from '../../plugins/static'
import { adminLangOf, adminMessage } from '../../services/admin/messages'

export const DEFAULT_ADMIN_DIR = resolve(__dirname, '..', '..', '..', '..', 'admin', 'dist')

export function adminPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((h) => ` '${h}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'"
  ].join('; ')
}

function notBuilt(req: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(adminMessage(adminLangOf(req), 'admin_not_built') + '\n')
}

function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({ code: 'not_found', message: adminMessage(adminLangOf(req), 'not_found') })
}

const isApi = (req: FastifyRequest) => /^\/admin\/api(\/|$)/.test(pathOf(req.url))

export default async function adminUiRoutes(app: FastifyInstance, opts: { adminDir?: string | null }) {
  const dir = opts.adminDir === undefined ? DEFAULT_ADMIN_DIR : opts.adminDir
  const index = dir ? join(dir, 'index.html') : null
  app.get('/admin', (req, reply) => reply.redirect('/admin/'))

  if (!index || !existsSync(index)) {
    // Unknown /admin/api/… paths land on this wildcard too: they stay JSON.
    app.get('/admin/', notBuilt)
    app.get('/admin/*', (req, reply) => (isApi(req) ? apiNotFound(req, reply) : notBuilt(req, reply)))
    return
  }

  let cached = { mtimeMs: -1, html: '', policy: adminPolicy([]) }
  const current = () => {
    const { mtimeMs } = statSync(index)
    if (mtimeMs !== cached.mtimeMs) {
      const html = readFileSync(index, 'utf8')
      cached = { mtimeMs, html, policy: adminPolicy(inlineScriptHashes(html)) }
    }
    return cached
  }

  await app.register(
    async (ui) => {
      // After the app-wide headers hook (parents' hooks run first): the console's own policy on its documents.
      ui.addHook('onSend', async (req, reply, payload) => {
        const type = String(reply.getHeader('content-type') ?? '')
        if (!/^application\/json/i.test(type)) reply.header('content-security-policy', current().policy)
        return payload
      })
      await ui.register(fastifyStatic, {
        root: dir!,
        prefix: '/',
        wildcard: true,
        decorateReply: false,
        index: ['index.html'],
        cacheControl: false,
        // Vite names everything in assets/ by content (index-B1x_9aQz.js): those never change
        setHeaders: (res, path) =>
          res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache')
      })
      ui.setNotFoundHandler((req, reply) => {
        if (isApi(req)) return apiNotFound(req, reply)
        const path = pathOf(req.url)
        // A deep link of the app (no file extension) gets index.html; a missing asset is a 404.
        if (req.method === 'GET' && !/\.[a-z0-9]{1,8}$/i.test(path))
          return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(current().html)
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n')
      })
    },
    { prefix: '/admin' }
  )
}
