/**
 * Schema validation with two Ajv instances. Query strings and path params arrive as text, so they are coerced
 * ("2" → 2). JSON bodies are not: a client that sends `"scene_id": "1e999"` or `"code": true` has a bug, and
 * coercing would let malformed input through (the fuzz test found "1e999" becoming Infinity).
 *
 * The two instances belong to the process, not to one app: Ajv keeps each schema object it compiled, and the
 * routes' schemas are module constants, so a second app built in the same process (the server tests build ~170,
 * two processes sharing them) reuses the compiled validators instead of compiling every route's schemas again.
 * Measured 2026-11-29: Ajv was ~300 ms of the ~850 ms of CPU that building an app cost. A validator is a pure
 * function of its schema, so sharing one between apps changes nothing else. The same goes for the response
 * serializers: Fastify's own compiler (the one it uses by default, without shared schemas or options, as here), each
 * schema object compiled once per process (~120 ms of each app's build).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import Ajv from 'ajv'
import type { FastifyInstance } from 'fastify'

const common = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const
const coercing = new Ajv({ ...common, coerceTypes: 'array' })
const strict = new Ajv({ ...common, coerceTypes: false })
const buildSerializer = SerializerSelector()({}, {})
const serializers = new WeakMap<object, (data: unknown) => string>()

export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema))
  app.setSerializerCompiler((route) => {
    let serialize = serializers.get(route.schema)
    if (!serialize) {
      serialize = buildSerializer({ ...route, httpStatus: route.httpStatus ?? '' })
      serializers.set(route.schema, serialize)
    }
    return serialize
  })
}
