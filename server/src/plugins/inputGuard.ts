/**
 * Input the database or the validators cannot take, refused with 400 before anything else looks at it:
 *   - a NUL character anywhere in a text value (PostgreSQL text cannot hold U+0000): in a JSON body (`\u0000`)
 *     or in the URL (`%00`);
 *   - JSON nested deeper than MAX_JSON_DEPTH (deep nesting overflows recursive walkers: the signature's
 *     canonical form, Ajv).
 * The JSON check is one linear pass over the raw text before JSON.parse.
 */
import type { FastifyInstance } from 'fastify'
import { Errors } from '../errors'

export const MAX_JSON_DEPTH = 32

export type JsonProblem = 'tooDeep' | 'nulChar' | null

export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonProblem {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) {
        if (text.charCodeAt(i + 1) === 117 /* u */ && /^[0]{4}$/.test(text.slice(i + 2, i + 6))) return 'nulChar'
        i++
      } else if (c === 34 /* " */) inString = false
      else if (c === 0) return 'nulChar'
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return 'tooDeep'
    } else if (c === 125 || c === 93) depth--
  }
  return null
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (/%00/.test(req.url)) throw Errors.badRequest('nulChar')
  })
}
