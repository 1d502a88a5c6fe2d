/**
 * Study plans (editor, owner): a draft of days, each day's tracks picked from the catalogue, published into the
 * app (GET /v3/meditation/index's plans and /v3/meditation/plan/:id). An edit of a published plan is kept as its
 * pending changes, which the app does not show until they are published (or discarded); a published plan is never
 * taken out (users follow it) and only a draft can be deleted. Every write is one audited transaction.
 * docs/admin-api.md "plans".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import {
  adminPlanRepo,
  type PlanFields,
  type PlanItemRef,
  type PlanPending,
  type PlanWithItems
} from '../../db/repos/adminPlans'
import { CONTENT } from '../../services/admin/access'
import { createDraft, draftStep, mergePending } from '../../services/admin/drafts'
import { AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const Title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const Long = Type.String({ maxLength: 2000 })
const Items = Type.Array(
  Type.Object({ day: Type.Integer({ minimum: 1, maximum: 366 }), trackId: IdParams.properties.id }),
  { maxItems: 400 }
)
const Fields = {
  titleZh: Title,
  titleEn: Title,
  introZh: Type.Optional(Long),
  introEn: Type.Optional(Long),
  cover: Type.Optional(Type.String({ maxLength: 500 })),
  member: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  items: Type.Optional(Items)
}
const Create = Type.Object(Fields)
const Patch = Type.Partial(Type.Object(Fields), { minProperties: 1 })
const List = listQuery({
  status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('published')]))
})
const TrackQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) })

/**
 * The plan as the console edits it: a published plan's pending changes (not yet in the app) over its fields and
 * days, and which fields they are (`pendingChanges`: `member` for isVip, `items` for the days).
 */
export function planDto({ p: live, items: liveItems, pendingItems }: PlanWithItems) {
  const { items: _items, ...pending } = (live.pending ?? {}) as PlanPending
  const p = { ...live, ...pending }
  const items = pendingItems ?? liveItems
  return {
    id: p.id,
    sku: p.sku,
    titleZh: p.titleZh,
    titleEn: p.titleEn,
    introZh: p.introZh,
    introEn: p.introEn,
    cover: p.cover,
    member: p.isVip === 1,
    sort: p.sort,
    status: p.status,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    items,
    dayCount: new Set(items.map((i) => i.day)).size,
    pendingChanges: Object.keys(live.pending ?? {}).map((k) => (k === 'isVip' ? 'member' : k))
  }
}
const KIND = { name: 'plan', dto: planDto }

/** A track named twice on a day or naming no track: 400 (field `items`), before anything is written. */
async function checkItems(db: Db, items: PlanItemRef[] | undefined) {
  if (!items) return
  const keys = items.map((r) => `${r.day}:${r.trackId}`)
  if (new Set(keys).size !== keys.length) throw AdminErrors.badRequest('bad_field', 'items')
  if ((await adminPlanRepo(db).unknownTracks([...new Set(items.map((r) => r.trackId))])).length)
    throw AdminErrors.badRequest('bad_field', 'items')
}

/** A plan's days in the order setItems keeps them (by day; a day's tracks as given): the form of a comparison. */
const byDay = (items: PlanItemRef[]) =>
  items
    .map(({ day, trackId }, i) => ({ day, trackId, i }))
    .sort((a, b) => a.day - b.day || a.i - b.i)
    .map(({ day, trackId }) => ({ day, trackId }))

function fieldsOf(b: Partial<{ member: boolean }> & Record<string, unknown>): Partial<PlanFields> {
  const { member, items: _items, ...rest } = b
  return { ...(rest as Partial<PlanFields>), ...(member === undefined ? {} : { isVip: member ? 1 : 0 }) }
}

export default async function adminPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: CONTENT }
  const repo = adminPlanRepo(db)
  const load = (id: number) => (tx: Db) => adminPlanRepo(tx).find(id, true)

  app.get('/plans', { config, schema: { querystring: List } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim().toLowerCase()
    const rows = (await repo.list()).filter(
      (r) =>
        (!req.query.status || r.status === req.query.status) &&
        (!q || [r.titleZh, r.titleEn, r.sku].some((s) => s.toLowerCase().includes(q)))
    )
    const page = rows
      .slice(offset, offset + limit)
      .map(({ dayCount, ...p }) => ({ ...planDto({ p, items: [] }), dayCount }))
    return sendList(reply, page, rows.length)
  })
  app.get('/plans/tracks', { config, schema: { querystring: TrackQuery } }, async (req) =>
    repo.tracks(req.query.q?.trim() ?? '', 20)
  )
  app.get('/plans/:id', { config, schema: { params: IdParams } }, async (req) =>
    planDto(orNotFound(await repo.find(req.params.id)))
  )
  app.post('/plans', { config, schema: { body: Create } }, async (req) => {
    const items = req.body.items ?? []
    await checkItems(db, items)
    const given = fieldsOf(req.body)
    const f: PlanFields = {
      titleZh: req.body.titleZh,
      titleEn: req.body.titleEn,
      introZh: given.introZh ?? '',
      introEn: given.introEn ?? '',
      cover: given.cover ?? '',
      sort: given.sort ?? 0,
      isVip: given.isVip ?? 0
    }
    return createDraft(db, KIND, actorOf(req), now(), (tx) => adminPlanRepo(tx).create(f, items))
  })
  app.patch('/plans/:id', { config, schema: { params: IdParams, body: Patch } }, async (req) => {
    await checkItems(db, req.body.items)
    return draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'update',
      load: load(req.params.id),
      apply: (tx, before) => {
        const repo = adminPlanRepo(tx)
        if (before.p.status !== 'published') return repo.update(req.params.id, fieldsOf(req.body), req.body.items)
        // a published plan's edit waits for "Publish changes": users keep following the published plan
        const patch: PlanPending = {
          ...fieldsOf(req.body),
          ...(req.body.items ? { items: byDay(req.body.items) } : {})
        }
        const live = { ...before.p, items: byDay(before.items.map(({ day, trackId }) => ({ day, trackId }))) }
        return repo.setPending(req.params.id, mergePending(live, before.p.pending, patch))
      }
    })
  })
  app.post('/plans/:id/publish', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'publish',
      load: load(req.params.id),
      apply: async (tx, before, at) => {
        const pending = before.p.pending as PlanPending | null
        if (before.p.status === 'published') {
          // its pending changes go live, once: the row is locked and they are cleared (none: nothing changes)
          if (!pending) return before
          if (pending.items) {
            if (!pending.items.length) throw AdminErrors.badRequest('missing_field', 'items')
            await checkItems(tx, pending.items) // a track removed since the edit
          }
          return adminPlanRepo(tx).applyPending(req.params.id, pending)
        }
        if (!before.items.length) throw AdminErrors.badRequest('missing_field', 'items')
        return adminPlanRepo(tx).publish(req.params.id, at)
      }
    })
  )
  app.post('/plans/:id/discard', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'discard',
      load: load(req.params.id),
      apply: (tx) => adminPlanRepo(tx).setPending(req.params.id, null)
    })
  )
  app.delete('/plans/:id', { config, schema: { params: IdParams } }, async (req) =>
    draftStep(db, KIND, req.params.id, actorOf(req), now(), {
      verb: 'delete',
      load: load(req.params.id),
      apply: async (tx, before) => {
        if (before.p.status === 'published') throw AdminErrors.conflict('published')
        await adminPlanRepo(tx).remove(req.params.id)
        return undefined
      }
    })
  )
}
