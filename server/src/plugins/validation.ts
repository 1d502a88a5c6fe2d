/**
 * Schema validation with two Ajv instances. Query strings and path params arrive as text, so they are coerced
 * ("2" → 2). JSON bodies are not: a client that sends `"scene_id": "1e999"` or `"code": true` has a bug, and
 * coercing would let malformed input through (the fuzz test found "1e999" becoming Infinity).
 */
import Ajv from 'ajv'
import type { FastifyInstance } from 'fastify'

export function registerValidation(app: FastifyInstance) {
  const common = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const
  const coercing = new Ajv({ ...common, coerceTypes: 'array' })
  const strict = new Ajv({ ...common, coerceTypes: false })
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema))
}
