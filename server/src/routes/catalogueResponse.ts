/**
 * Responses that are the same for every user (the catalogue: home floors, navs, banners, settings, products,
 * FAQ) are built and serialised once per language and key, then served from the catalogue cache as a string,
 * so a hot read costs no query, no mapping and no JSON serialisation. The cache is dropped on every catalogue
 * write (see the change feed in buildApp). Never use this for anything that depends on the user.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ok } from '../plugins/errors'

export async function sendCatalogue(
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<unknown>
) {
  const body = await req.server.ctx.catalogue.get(`response:${req.lang}:${key}`, async () =>
    JSON.stringify(ok(await build()))
  )
  return reply.type('application/json; charset=utf-8').send(body)
}
