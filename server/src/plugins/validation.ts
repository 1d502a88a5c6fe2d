/**
 * Schema validation with two Ajv instances. Query strings and path params arrive as text, so they are coerced
 * ("2" → 2). JSON bodies are not: a client that sends `"scene_id": "1e999"` or `"code": true` has a bug, and
 * coercing would let malformed input through (the fuzz test found "1e999" becoming Infinity).
 *
 * The two instances and the compiled validators belong to the process, not to one app, so a second app built in
 * the same process (the server tests build ~170, two processes sharing them) reuses the compiled validators instead
 * of compiling every route's schemas again.
 * Measured 2026-11-29: Ajv was ~300 ms of the ~850 ms of CPU that building an app cost. A validator is a pure
 * function of its schema, so sharing one between apps changes nothing else. The same goes for the response
 * serializers: Fastify's own compiler (the one it uses by default, without shared schemas or options, as here), each
 * schema compiled once per process (~120 ms of each app's build).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import Ajv, { type ValidateFunction } from 'ajv'
import type { FastifyInstance } from 'fastify'

const common = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false } as const
const coercing = new Ajv({ ...common, coerceTypes: 'array' })
const strict = new Ajv({ ...common, coerceTypes: false })
const buildSerializer = SerializerSelector()({}, {})
const validators = new Map<string, ValidateFunction>()
const serializers = new Map<string, (data: unknown) => string>()

/**
 * Both caches are keyed by the schema's JSON, not by the object: some routes build their params or response schemas
 * inside their plugin, a new object with the same content for each app, so with the object as the key every app
 * compiled 29 validators and their serializers again. Measured 2026-11-29 (12 apps built after a first in one
 * process, interleaved A/B three times): 3.7-5.3 s of CPU keyed by object, 2.5-2.8 s keyed by JSON, ~100 ms of
 * each app's ~310 ms. Ajv and fast-json-stringify read nothing but the schema's JSON (TypeBox's symbol keys are
 * not theirs either), so equal JSON gives the same function.
 */
function cached<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let hit = cache.get(key)
  if (!hit) {
    hit = build()
    cache.set(key, hit)
  }
  return hit
}

export function registerValidation(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing
    return cached(validators, `${ajv === strict ? 'strict' : 'coercing'}:${JSON.stringify(schema)}`, () =>
      ajv.compile(schema)
    )
  })
  app.setSerializerCompiler((route) =>
    cached(serializers, JSON.stringify(route.schema), () =>
      buildSerializer({ ...route, httpStatus: route.httpStatus ?? '' })
    )
  )
}
