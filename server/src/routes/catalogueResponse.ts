/**
 * Responses that are the same for every user (the catalogue: home floors, navs, banners, settings, products,
 * FAQ) are built and serialised once per language and key, then served from the catalogue cache, so a hot read
 * costs no query, no mapping and no JSON serialisation. Its compressed forms (brotli, gzip) are made once per
 * entry too, on the first request that accepts each, so a hot read does not compress either. The cache is
 * dropped on every catalogue write (see the change feed in buildApp), and with it the compressed forms. Never
 * use this for anything that depends on the user.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ok } from '../plugins/errors'
import { chooseEncoding, compress, COMPRESS_MIN_BYTES, type Encoding } from '../plugins/compression'

/**
 * One cached response: the JSON bytes, and each compressed form once asked for. The fields are private (#) so the
 * cache's deep freeze leaves the buffers alone (a typed array with elements cannot be frozen).
 */
export class CatalogueBody {
  readonly #raw: Buffer
  readonly #encoded = new Map<Encoding, Promise<Buffer>>()

  constructor(json: string) {
    this.#raw = Buffer.from(json)
  }

  get raw(): Buffer {
    return this.#raw
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let out = this.#encoded.get(encoding)
    if (!out) {
      out = compress(this.#raw, encoding)
      this.#encoded.set(encoding, out)
      out.catch(() => this.#encoded.delete(encoding))
    }
    return out
  }
}

/**
 * The route option of every route that answers with sendCatalogue: its signature check does not wait for the
 * shared nonce store (Nonces.rememberSoon), which is sound only because the answer is the same for every user.
 */
export const CATALOGUE = { catalogue: true } as const

export async function sendCatalogue(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>
) {
  if (req.routeOptions.config?.catalogue !== true)
    throw new Error(`${req.routeOptions.url}: sendCatalogue needs { config: CATALOGUE }`)
  const body = await req.server.ctx.catalogue.get(
    `response:${req.lang}:${key}`,
    // through the route's response schema when it has one (as Fastify's own serializer would: a field the schema
    // does not name is not sent), else as JSON
    async () => new CatalogueBody(reply.serialize(ok(await build())) as string)
  )
  reply.type('application/json; charset=utf-8')
  if (body.raw.length < COMPRESS_MIN_BYTES) return reply.send(body.raw)
  reply.header('vary', 'accept-encoding')
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  if (!encoding) return reply.send(body.raw)
  const out = await body.encodedAs(encoding)
  return reply.header('content-encoding', encoding).send(out)
}
