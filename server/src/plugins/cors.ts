/**
 * CORS for setups where the H5 app runs on another origin (Taro's dev server). Only the configured origins
 * (CORS_ORIGINS, see config.ts) get the allow headers; any other origin, and the opaque `null` origin of
 * sandboxed frames and file: pages, gets none, so the browser keeps the answer from that page. A preflight
 * from an origin not on the list is refused with 403. The app served by this server is same-origin and needs
 * no CORS at all; the mini-program sends no Origin.
 */
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol'
import { t } from '../i18n'

const ALLOW_HEADERS = 'content-type, x-timestamp, x-nonce, x-sign, x-token, x-device, x-lang, token, range'

export function registerCors(app: FastifyInstance, origins: readonly string[] = []) {
  const allowed = new Set(origins.filter((o) => o && o !== 'null' && o !== '*'))
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin
    if (!origin) return
    reply.header('vary', 'origin')
    const ok = allowed.has(origin)
    if (ok) {
      reply.header('access-control-allow-origin', origin)
      reply.header('access-control-expose-headers', 'retry-after, content-range, accept-ranges')
    }
    if (req.method === 'OPTIONS') {
      if (!ok) return reply.status(403).send({ code: ErrorCode.FORBIDDEN, msg: t(req.lang, 'forbidden'), data: null })
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      reply.header('access-control-allow-headers', ALLOW_HEADERS)
      reply.header('access-control-max-age', '600')
      return reply.status(204).send()
    }
  })
}
