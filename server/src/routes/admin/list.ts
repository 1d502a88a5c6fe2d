/**
 * Refine simple-rest (json-server) list conventions shared by the admin resources: `_start`, `_end`, `_sort`,
 * `_order`, `q`, and the `x-total-count` header. Path ids, and the actor of a request (for the audit log).
 */
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox'
import { asc, desc, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Actor } from '../../services/admin/audit'
import { AdminErrors } from '../../services/admin/messages'

export const MAX_PAGE = 100

const ListBase = {
  _start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  _end: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_001_000 })),
  _sort: Type.Optional(Type.String({ maxLength: 40 })),
  _order: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')])
  ),
  q: Type.Optional(Type.String({ maxLength: 200 }))
}

/** A list's query schema: the paging fields plus the resource's own filters. */
export function listQuery<P extends TProperties>(filters: P): TObject<typeof ListBase & P> {
  return Type.Object({ ...ListBase, ...filters })
}
export type ListQueryBase = Static<TObject<typeof ListBase>>

export function pageOf(q: ListQueryBase): { offset: number; limit: number } {
  const offset = q._start ?? 0
  const end = q._end ?? offset + 10
  return { offset, limit: Math.max(0, Math.min(MAX_PAGE, end - offset)) }
}

/** The ORDER BY of `_sort`/`_order` if `_sort` names an allowed field, else null (the list's default order). */
export function sortOf(q: ListQueryBase, fields: Record<string, AnyPgColumn | SQL>): SQL | null {
  if (!q._sort || !Object.hasOwn(fields, q._sort)) return null
  const col = fields[q._sort]
  return q._order?.toLowerCase() === 'desc' ? desc(col) : asc(col)
}

export function sendList<T>(reply: FastifyReply, rows: T[], total: number) {
  reply.header('x-total-count', String(total))
  return rows
}

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

/** `'true'`/`'false'` in a query string. */
export const BoolQuery = Type.Union([Type.Literal('true'), Type.Literal('false')])
export const boolOf = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true')

export function actorOf(req: FastifyRequest): Actor {
  const op = req.operator
  if (!op) throw AdminErrors.signedOut()
  return { id: op.id, email: op.email, ip: req.ip }
}

export const orNotFound = <T>(v: T | undefined | null): T => {
  if (v == null) throw AdminErrors.notFound()
  return v
}
