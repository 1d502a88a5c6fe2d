/**
 * CORS for dev setups where the H5 dev server runs on another port. Any origin may call; the API is
 * protected by signatures and tokens, not by origin. Preflights are answered before any other hook.
 */
import type { FastifyInstance } from 'fastify'

const ALLOW_HEADERS = 'content-type, x-timestamp, x-nonce, x-sign, x-token, x-device, x-lang, token, range'

export function registerCors(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin
    if (!origin) return
    reply.header('access-control-allow-origin', origin)
    reply.header('vary', 'origin')
    reply.header('access-control-expose-headers', 'retry-after, content-range, accept-ranges')
    if (req.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      reply.header('access-control-allow-headers', ALLOW_HEADERS)
      reply.header('access-control-max-age', '600')
      return reply.status(204).send()
    }
  })
}
