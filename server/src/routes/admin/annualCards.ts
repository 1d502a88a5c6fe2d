/**
 * Annual cards in the console (issue 31). `annual-cards` (editor, owner): the card products (products of kind
 * course_annual / course_annual_advanced: price, normal price, days, title and description) — an edit writes the
 * catalogue row the app's checkout prices from (the change feed drops every process's cached catalogue). A new card
 * (POST) is a draft, neither listed nor sold in the app, until published; unpublishing leaves held cards intact.
 * `annual-card-holders` (support, owner): who holds a card, and granting or ending one with a reason — one audited,
 * row-locked step on the user (ending a card nobody holds is 409 `card_not_held`, so of parallel ends one wins).
 * docs/admin-api.md "annual-cards".
 */
import { Type } from '@sinclair/typebox'
import { and, asc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { products, users } from '../../db/schema'
import { COMMERCE, CONTENT } from '../../services/admin/access'
import { audited } from '../../services/admin/audit'
import { AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const CARD_KINDS = ['course_annual', 'course_annual_advanced']
const LEVEL_OF: Record<string, number> = { course_annual: 1, course_annual_advanced: 2 }

type ProductRow = typeof products.$inferSelect
type UserRow = typeof users.$inferSelect

const cardDto = (p: ProductRow) => ({
  id: p.id,
  code: p.code,
  kind: p.kind,
  level: LEVEL_OF[p.kind] ?? 0,
  titleZh: p.titleZh,
  titleEn: p.titleEn,
  descZh: p.descZh,
  descEn: p.descEn,
  priceCents: p.priceCents,
  originalPriceCents: p.originalPriceCents,
  days: p.days,
  status: p.status
})

const holderDto = (u: UserRow, nowMs: number) => ({
  id: u.id,
  nickname: u.nickname,
  email: u.email,
  annualCardLevel: u.annualCardLevel,
  annualCardExpireAt: u.annualCardExpireAt?.toISOString() ?? null,
  holds: u.annualCardLevel > 0 && !!u.annualCardExpireAt && u.annualCardExpireAt.getTime() > nowMs
})

const Short = Type.String({ minLength: 1, maxLength: 100 })
const Desc = Type.String({ maxLength: 500 })
const Cents = Type.Integer({ minimum: 1, maximum: 100_000_000 })
const CardPatch = Type.Partial(
  Type.Object({
    titleZh: Short,
    titleEn: Short,
    descZh: Desc,
    descEn: Desc,
    priceCents: Cents,
    originalPriceCents: Cents,
    days: Type.Integer({ minimum: 1, maximum: 3660 })
  }),
  { minProperties: 1, additionalProperties: false }
)
const CardCreate = Type.Object(
  {
    kind: Type.Union([Type.Literal('course_annual'), Type.Literal('course_annual_advanced')]),
    titleZh: Short,
    titleEn: Short,
    descZh: Type.Optional(Desc),
    descEn: Type.Optional(Desc),
    priceCents: Cents,
    originalPriceCents: Type.Optional(Cents),
    days: Type.Integer({ minimum: 1, maximum: 3660 })
  },
  { additionalProperties: false }
)
const HolderChange = Type.Object(
  {
    action: Type.Union([Type.Literal('grant'), Type.Literal('end')]),
    level: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
    until: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$'
      })
    ),
    reason: Type.String({ minLength: 1, maxLength: 500 })
  },
  { additionalProperties: false }
)
const HolderList = listQuery({})

export default async function adminAnnualCardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const content = { adminRoles: CONTENT }
  const commerce = { adminRoles: COMMERCE }
  const cards = (d: Db) => d.select().from(products).where(inArray(products.kind, CARD_KINDS)).orderBy(asc(products.id))

  app.get('/annual-cards', { config: content, schema: { querystring: listQuery({}) } }, async (_req, reply) => {
    const rows = (await cards(db)).map(cardDto)
    return sendList(reply, rows, rows.length)
  })
  app.get('/annual-cards/:id', { config: content, schema: { params: IdParams } }, async (req) =>
    cardDto(orNotFound((await cards(db)).find((p) => p.id === req.params.id)))
  )
  app.patch('/annual-cards/:id', { config: content, schema: { params: IdParams, body: CardPatch } }, async (req) => {
    const at = new Date(now())
    return audited(db, actorOf(req), at, async (tx) => {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, req.params.id), inArray(products.kind, CARD_KINDS)))
        .for('update')
      if (!row) throw AdminErrors.notFound()
      const next = { ...row, ...req.body }
      if (next.priceCents > next.originalPriceCents) throw AdminErrors.badRequest('bad_field', 'priceCents')
      const [updated] = await tx.update(products).set(req.body).where(eq(products.id, row.id)).returning()
      const before = cardDto(row)
      const after = cardDto(updated)
      return {
        result: after,
        audit: { action: 'annual_card.update', targetType: 'product', targetId: row.id, before, after }
      }
    })
  })

  /** A new card product: a draft (neither listed nor sold in the app) until published; its code is `card-<id>`. */
  app.post('/annual-cards', { config: content, schema: { body: CardCreate } }, async (req) => {
    const b = req.body
    const originalPriceCents = b.originalPriceCents ?? b.priceCents
    if (b.priceCents > originalPriceCents) throw AdminErrors.badRequest('bad_field', 'priceCents')
    return audited(db, actorOf(req), new Date(now()), async (tx) => {
      await tx.execute(sql`lock table ${products} in share row exclusive mode`)
      const [{ top }] = await tx.select({ top: sql<number>`coalesce(max(${products.id}), 0)` }).from(products)
      const id = Number(top) + 1
      const [row] = await tx
        .insert(products)
        .values({
          id,
          code: `card-${id}`,
          kind: b.kind,
          titleZh: b.titleZh,
          titleEn: b.titleEn,
          descZh: b.descZh ?? '',
          descEn: b.descEn ?? '',
          priceCents: b.priceCents,
          originalPriceCents,
          days: b.days,
          sort: 100 + id,
          status: 'draft'
        })
        .returning()
      const after = cardDto(row)
      return { result: after, audit: { action: 'annual_card.create', targetType: 'product', targetId: id, after } }
    })
  })
  /**
   * Publish (the app lists and sells it; the change feed drops every cached catalogue) or unpublish (a draft again:
   * no longer listed or sold; the cards people hold are theirs until they end).
   */
  for (const [verb, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft']
  ] as const)
    app.post(`/annual-cards/:id/${verb}`, { config: content, schema: { params: IdParams } }, async (req) =>
      audited(db, actorOf(req), new Date(now()), async (tx) => {
        const [row] = await tx
          .select()
          .from(products)
          .where(and(eq(products.id, req.params.id), inArray(products.kind, CARD_KINDS)))
          .for('update')
        if (!row) throw AdminErrors.notFound()
        const [updated] = await tx.update(products).set({ status }).where(eq(products.id, row.id)).returning()
        const before = cardDto(row)
        const after = cardDto(updated)
        return {
          result: after,
          audit: { action: `annual_card.${verb}`, targetType: 'product', targetId: row.id, before, after }
        }
      })
    )

  app.get('/annual-card-holders', { config: commerce, schema: { querystring: HolderList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const q = req.query.q?.trim()
    const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null
    const where = and(
      gt(users.annualCardLevel, 0),
      isNull(users.deletedAt),
      q
        ? or(ilike(users.email, `%${q}%`), ilike(users.nickname, `%${q}%`), id ? eq(users.id, id) : undefined)
        : undefined
    )
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where)
    const rows = await db.select().from(users).where(where).orderBy(asc(users.id)).offset(offset).limit(limit)
    return sendList(
      reply,
      rows.map((u) => holderDto(u, now())),
      n
    )
  })
  app.get('/annual-card-holders/:id', { config: commerce, schema: { params: IdParams } }, async (req) => {
    const [u] = await db.select().from(users).where(eq(users.id, req.params.id))
    return holderDto(orNotFound(u), now())
  })
  /** Grants a card of `level` until `until`, or ends the card held now; with a reason, audited. */
  app.post(
    '/annual-card-holders/:id/change',
    { config: commerce, schema: { params: IdParams, body: HolderChange } },
    async (req) => {
      const nowMs = now()
      const at = new Date(nowMs)
      const { action, level, until, reason } = req.body
      let end: Date | null = null
      if (action === 'grant') {
        if (!level) throw AdminErrors.badRequest('missing_field', 'level')
        if (!until) throw AdminErrors.badRequest('missing_field', 'until')
        end = new Date(until)
        if (Number.isNaN(end.getTime())) throw AdminErrors.badRequest('bad_field', 'until')
        if (end.getTime() <= nowMs) throw AdminErrors.badRequest('until_past', 'until')
      }
      return audited(db, actorOf(req), at, async (tx) => {
        const [u] = await tx.select().from(users).where(eq(users.id, req.params.id)).for('update')
        if (!u || u.deletedAt) throw AdminErrors.notFound()
        const before = holderDto(u, nowMs)
        if (action === 'end' && !before.holds) throw AdminErrors.conflict('card_not_held')
        const set =
          action === 'grant'
            ? { annualCardLevel: level!, annualCardExpireAt: end }
            : { annualCardLevel: 0, annualCardExpireAt: at }
        const [updated] = await tx.update(users).set(set).where(eq(users.id, u.id)).returning()
        const after = holderDto(updated, nowMs)
        return {
          result: after,
          audit: {
            action: 'user.annual_card',
            targetType: 'user',
            targetId: u.id,
            before: { ...before, reason },
            after: { ...after, change: action, reason }
          }
        }
      })
    }
  )
}
