/**
 * The console's draft → publish shape, one helper for every content type (FAQ, albums, home banners and floors):
 * the console keeps its own copy of an item (a draft, or a published catalogue item "adopted" on its first edit);
 * publishing writes the copy into the app's catalogue table, whose change-feed trigger (migration 0009) makes every
 * API process drop its catalogue cache. Each step is one audited transaction, `before`/`after` as the API shows
 * them, and a missing item is 404 before anything is written.
 */
import type { Db } from '../../db/client'
import { audited, type Actor } from './audit'
import { AdminErrors } from './messages'

/** A content type: its audit name (`faq` → faq.create, faq.update, faq.publish, faq.delete) and its DTO. */
export interface DraftKind<Row, Dto> {
  name: string
  dto: (row: Row) => Dto
}

/** Creates a draft (`make` writes it). */
export async function createDraft<Row, Dto extends { id: number | string }>(
  db: Db,
  kind: DraftKind<Row, Dto>,
  actor: Actor,
  nowMs: number,
  make: (tx: Db, now: Date) => Promise<Row>
): Promise<Dto> {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const after = kind.dto(await make(tx, now))
    return { result: after, audit: { action: `${kind.name}.create`, targetType: kind.name, targetId: after.id, after } }
  })
}

export interface DraftStep<Row> {
  /** the audit verb: update, publish, delete, … */
  verb: string
  /** the item as it is now (undefined: 404) */
  load: (tx: Db, now: Date) => Promise<Row | undefined>
  /** the change; returns the item after it, or undefined when it is gone (a delete) */
  apply: (tx: Db, before: Row, now: Date) => Promise<Row | undefined>
}

/** One step on an existing item (edit, publish, delete): loaded, 404 if missing, changed, audited. */
export async function draftStep<Row, Dto>(
  db: Db,
  kind: DraftKind<Row, Dto>,
  id: number,
  actor: Actor,
  nowMs: number,
  step: DraftStep<Row>
): Promise<Dto> {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const loaded = await step.load(tx, now)
    if (!loaded) throw AdminErrors.notFound()
    const before = kind.dto(loaded)
    const changed = await step.apply(tx, loaded, now)
    const after = changed === undefined ? undefined : kind.dto(changed)
    return {
      result: after ?? before,
      audit: { action: `${kind.name}.${step.verb}`, targetType: kind.name, targetId: id, before, after }
    }
  })
}

/**
 * Pending changes of a published item (courses and study plans, migration 0074): an edit of a published item is
 * kept apart from what the app reads until "Publish changes". The fields of `patch` are merged into `pending`; a
 * field whose value is the live one again drops out (editing back undoes a change). Null: nothing pending.
 */
export function mergePending(
  live: Record<string, unknown>,
  pending: Record<string, unknown> | null,
  patch: Record<string, unknown>
): Record<string, unknown> | null {
  const merged: Record<string, unknown> = { ...(pending ?? {}), ...patch }
  for (const [k, v] of Object.entries(merged))
    if (v === undefined || JSON.stringify(v) === JSON.stringify(live[k])) delete merged[k]
  return Object.keys(merged).length ? merged : null
}
