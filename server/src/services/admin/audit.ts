/**
 * Every console write goes through `audited`: the write and its audit row commit together or not at all.
 * `before`/`after` are the records as the API shows them (no secrets: callers pass DTOs, never rows).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { adminAuditRepo } from '../../db/repos/adminAudit'

export interface Actor {
  id: number | null
  email: string
  ip: string
}

export interface AuditNote {
  action: string
  targetType: string
  targetId: string | number | null
  before?: unknown
  after?: unknown
}

/**
 * Runs `fn` in one transaction and appends its audit note in the same transaction. The transaction is marked as a
 * console write (`jx.console_write`, local to it): the trigger of migration 0073 stamps `console_edited_at` on
 * every catalogue row it writes, and the demo seed never overwrites a stamped row.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  now: Date,
  fn: (tx: Db) => Promise<{ result: T; audit: AuditNote }>
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('jx.console_write', 'on', true)`)
    const { result, audit } = await fn(tx as unknown as Db)
    await adminAuditRepo(tx as unknown as Db).append(auditRow(actor, now, audit))
    return result
  })
}

export function auditRow(actor: Actor, now: Date, audit: AuditNote) {
  return {
    operatorId: actor.id,
    operatorEmail: actor.email,
    action: audit.action,
    targetType: audit.targetType,
    targetId: audit.targetId == null ? null : String(audit.targetId),
    before: audit.before === undefined ? null : toJson(audit.before),
    after: audit.after === undefined ? null : toJson(audit.after),
    ip: actor.ip,
    at: now
  }
}

/** Dates become ISO strings; undefined fields drop out (jsonb keeps what the API showed). */
function toJson(v: unknown): unknown {
  return v == null ? null : JSON.parse(JSON.stringify(v))
}
