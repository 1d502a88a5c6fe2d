/**
 * API responses above 1 KB are compressed when the client accepts it (brotli at a fast level, else gzip): the
 * catalogue JSON shrinks ~5×, which matters on a phone's link far more than the ~0.1 ms it costs here. Small
 * bodies, already-encoded replies (precompressed static files, media, the catalogue's cached compressed bodies:
 * routes/catalogueResponse.ts) and streams are left alone.
 */
import type { FastifyInstance } from 'fastify'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
export const COMPRESS_MIN_BYTES = 1024
export type Encoding = 'br' | 'gzip'

/** The encoding to use for an accept-encoding header: br, gzip or none (q=0 refuses). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

/** Bodies compressed so far (for tests and the benchmark's report). */
export const compressionStats = { bodies: 0 }

/** Brotli at a fast level, gzip at the default one: the same settings for every compressed API body. */
export function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  compressionStats.bodies++
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(body, { level: 6 })
}

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (reply.hasHeader('content-encoding') || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload
    if (!/^application\/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload
    reply.header('vary', 'accept-encoding')
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!encoding) return payload
    const out = await compress(payload, encoding)
    reply.header('content-encoding', encoding)
    reply.header('content-length', out.length)
    return out
  })
}
