/**
 * Holds a domain's routes to their response schemas (issue 30 item 2), for the <domain>-schemas tests.
 *
 * Fastify serialises an answer through the route's response schema: a field the schema does not name is dropped
 * (never sent), one it requires and the handler left out fails the request (500). The first is the chosen
 * behaviour (an answer cannot leak a field by accident) but it hides a handler that drifted from its protocol
 * type. So this plugin checks the handler's own value, before the serializer, against the route's 200 schema made
 * strict (no field beyond those named, at any depth), and records the routes and their schemas, so a test can
 * say that a route answers through the protocol schema it should and that what the handler made fits it exactly.
 * Catalogue answers (serialised once by the handler and cached, server/src/routes/catalogueResponse.ts) are checked
 * in the serializer they go through.
 */
import { Value } from '@sinclair/typebox/value'
import type { TSchema } from '@sinclair/typebox'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'

/** The schema with `additionalProperties: false` on every object in it (TypeBox's symbols kept). */
export function strict(schema: TSchema): TSchema {
  const s: Record<string | symbol, unknown> = { ...schema }
  if (s.type === 'object' && s.properties) {
    s.properties = Object.fromEntries(
      Object.entries(s.properties as Record<string, TSchema>).map(([k, v]) => [k, strict(v)])
    )
    s.additionalProperties = false
  }
  if (s.items && typeof s.items === 'object' && !Array.isArray(s.items)) s.items = strict(s.items as TSchema)
  for (const key of ['anyOf', 'allOf', 'oneOf']) if (Array.isArray(s[key])) s[key] = (s[key] as TSchema[]).map(strict)
  return s as unknown as TSchema
}

export interface SchemaCheck {
  plugin: { plugin: FastifyPluginAsync }
  /** `METHOD url` → the route's response schema for 200 (undefined: the route has none). */
  routes: Map<string, TSchema | undefined>
  /** Answers that did not fit their route's strict schema: `METHOD url: the first error`. */
  misfits: string[]
  /** The routes (`METHOD url`) whose answers were checked, fitting or not. */
  seen: Set<string>
}

/** `only`: the URL prefixes whose routes are checked (the domain under test). */
export function schemaCheck(only: string[]): SchemaCheck {
  const routes = new Map<string, TSchema | undefined>()
  const misfits: string[] = []
  const seen = new Set<string>()
  const mine = (url: string) => only.some((p) => url.startsWith(p))
  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    app.addHook('onRoute', (r) => {
      if (!mine(r.url)) return
      const response = (r.schema as { response?: Record<string, TSchema> } | undefined)?.response
      for (const m of [r.method].flat()) if (m !== 'HEAD') routes.set(`${m} ${r.url}`, response?.['200'])
    })
    const check = (req: FastifyRequest, payload: unknown) => {
      const url = req.routeOptions.url ?? ''
      const response = (req.routeOptions.schema as { response?: Record<string, TSchema> } | undefined)?.response
      const schema = response?.['200']
      seen.add(`${req.method} ${url}`)
      if (!schema) misfits.push(`${req.method} ${url}: no response schema`)
      else if (!Value.Check(strict(schema), payload)) {
        const first = [...Value.Errors(strict(schema), payload)][0]
        misfits.push(`${req.method} ${url}: ${first?.path} ${first?.message}`)
      }
    }
    app.addHook('preSerialization', async (req, reply, payload) => {
      if (mine(req.routeOptions.url ?? '') && reply.statusCode === 200) check(req, payload)
      return payload
    })
    // a catalogue answer (server/src/routes/catalogueResponse.ts) is serialised by the handler, through
    // reply.serialize, and sent as bytes, which preSerialization does not see: the check wraps that serializer
    app.addHook('onRequest', async (req, reply) => {
      if (!mine(req.routeOptions.url ?? '') || req.routeOptions.config?.catalogue !== true) return
      reply.serializer((payload: unknown) => {
        if (reply.statusCode === 200) check(req, payload)
        const own = reply.getSerializationFunction(String(reply.statusCode))
        return own ? own(payload as Record<string, unknown>) : JSON.stringify(payload)
      })
    })
  }
  // hooks of the whole app, not of this plugin's context only (what fastify-plugin does)
  Object.assign(plugin, { [Symbol.for('skip-override')]: true })
  return { plugin: { plugin }, routes, misfits, seen }
}
