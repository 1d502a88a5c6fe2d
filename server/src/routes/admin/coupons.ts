/**
 * Coupons (support, owner; docs/admin-api.md "coupons"): the templates (the app's `coupons` table) with how many
 * were issued and used, the coupons issued from one, a new template, a grant to one user with a reason, and
 * disabling a template. A granted coupon is an ordinary `user_coupons` row: the app's checkout offers it as it
 * offers a claimed one.
 *
 * A template's claim code is what users type on the redeem page. Templates made for grants only get an internal
 * code in lower case (`grant-<id>`), and disabling one moves its code to `<code>~off<id>`: the app upper-cases what
 * users type, so neither can ever be claimed, and the app's routes need no change.
 */
import { Type } from '@sinclair/typebox'
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { coupons, orders, userCoupons, users } from '../../db/schema'
import { COMMERCE } from '../../services/admin/access'
import { audited } from '../../services/admin/audit'
import { AdminErrors } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { codeInUse } from './codes'
import { actorOf, BoolQuery, IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

const DAY = 86_400_000
const Scope = Type.Union([Type.Literal('all'), Type.Literal('course')])
const CouponList = listQuery({ disabled: Type.Optional(BoolQuery), scope: Type.Optional(Scope) })
const Title = Type.String({ minLength: 1, maxLength: 60 })
const CreateBody = Type.Object({
  title: Title,
  titleEn: Title,
  amountCents: Type.Integer({ minimum: 100, maximum: 10_000_000 }),
  minAmountCents: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  scope: Scope,
  validDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  /** The claim code users may type (letters and digits); none: granted by operators only. */
  code: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4,40}$' }))
})
const GrantBody = Type.Object({
  /** A user id or an e-mail address. */
  user: Type.String({ minLength: 1, maxLength: 200 }),
  reason: Type.String({ minLength: 1, maxLength: 500 })
})
const SORTS = { id: coupons.id, amountCents: coupons.amountCents, validDays: coupons.validDays }

type CouponRow = typeof coupons.$inferSelect

/** The claim code (a disabled template's former one), or null: a template for grants only. */
const claimCodeOf = (c: CouponRow) => (c.code.startsWith('grant-') ? null : c.code.replace(/~off\d+$/, ''))

function couponDto(c: CouponRow, use: { issued: number; used: number }) {
  return {
    id: c.id,
    title: c.titleZh,
    titleEn: c.titleEn,
    code: claimCodeOf(c),
    /** Users can claim it by typing its code. */
    claimable: !c.disabledAt && claimCodeOf(c) !== null,
    amountCents: c.amountCents,
    minAmountCents: c.minAmountCents,
    scope: c.scope as 'all' | 'course',
    validDays: c.validDays,
    disabled: !!c.disabledAt,
    disabledAt: c.disabledAt?.toISOString() ?? null,
    createdAt: c.createdAt?.toISOString() ?? null,
    issuedCount: use.issued,
    usedCount: use.used
  }
}

async function usageOf(db: Db, ids: number[]) {
  const use = new Map<number, { issued: number; used: number }>()
  if (!ids.length) return use
  const rows = await db
    .select({
      id: userCoupons.couponId,
      issued: count(),
      used: sql<number>`count(*) filter (where ${userCoupons.status} = 'used')`.mapWith(Number)
    })
    .from(userCoupons)
    .where(sql`${userCoupons.couponId} in ${ids}`)
    .groupBy(userCoupons.couponId)
  for (const r of rows) use.set(r.id, { issued: r.issued, used: r.used })
  return use
}
const noUse = { issued: 0, used: 0 }

function issuedDto(r: {
  uc: typeof userCoupons.$inferSelect
  email: string | null
  nickname: string | null
  orderNo: string | null
}) {
  return {
    id: r.uc.id,
    couponId: r.uc.couponId,
    userId: r.uc.userId,
    userEmail: r.email,
    userNickname: r.nickname,
    status: r.uc.status as 'unused' | 'used',
    orderNo: r.orderNo,
    expiresAt: r.uc.expiresAt.toISOString(),
    usedAt: r.uc.usedAt?.toISOString() ?? null,
    createdAt: r.uc.createdAt.toISOString()
  }
}

export default async function adminCouponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: COMMERCE }
  const byId = async (tx: Db, id: number) => orNotFound((await tx.select().from(coupons).where(eq(coupons.id, id)))[0])
  const dtoOf = async (tx: Db, c: CouponRow) => couponDto(c, (await usageOf(tx, [c.id])).get(c.id) ?? noUse)

  app.get('/coupons', { config, schema: { querystring: CouponList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { q, disabled, scope } = req.query
    const where = and(
      q
        ? or(ilike(coupons.titleZh, `%${q}%`), ilike(coupons.titleEn, `%${q}%`), ilike(coupons.code, `%${q}%`))
        : undefined,
      scope ? eq(coupons.scope, scope) : undefined,
      disabled === undefined
        ? undefined
        : disabled === 'true'
          ? isNotNull(coupons.disabledAt)
          : isNull(coupons.disabledAt)
    )
    const [{ n }] = await db.select({ n: count() }).from(coupons).where(where)
    const rows = await db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(sortOf(req.query, SORTS) ?? desc(coupons.id))
      .offset(offset)
      .limit(limit)
    const use = await usageOf(
      db,
      rows.map((r) => r.id)
    )
    return sendList(
      reply,
      rows.map((c) => couponDto(c, use.get(c.id) ?? noUse)),
      n
    )
  })

  app.get('/coupons/:id', { config, schema: { params: IdParams } }, async (req) =>
    dtoOf(db, await byId(db, req.params.id))
  )

  /** The coupons issued from a template (claimed or granted), newest first, with their use. */
  app.get(
    '/coupons/:id/issued',
    { config, schema: { params: IdParams, querystring: listQuery({}) } },
    async (req, reply) => {
      const c = await byId(db, req.params.id)
      const { offset, limit } = pageOf(req.query)
      const [{ n }] = await db.select({ n: count() }).from(userCoupons).where(eq(userCoupons.couponId, c.id))
      const rows = await db
        .select({ uc: userCoupons, email: users.email, nickname: users.nickname, orderNo: orders.orderNo })
        .from(userCoupons)
        .leftJoin(users, eq(users.id, userCoupons.userId))
        .leftJoin(orders, and(eq(orders.id, userCoupons.orderId), eq(userCoupons.status, 'used')))
        .where(eq(userCoupons.couponId, c.id))
        .orderBy(desc(userCoupons.id))
        .offset(offset)
        .limit(limit)
      return sendList(reply, rows.map(issuedDto), n)
    }
  )

  app.post('/coupons', { config, schema: { body: CreateBody } }, async (req, reply) => {
    const b = req.body
    const code = b.code?.toUpperCase()
    if (code && (await codeInUse(db, code))) throw AdminErrors.conflict('code_taken')
    const t = new Date(now())
    const created = await audited(db, actorOf(req), t, async (tx) => {
      const result = (await tx.execute(sql`SELECT nextval('coupons_console_id_seq')::int AS id`)) as unknown as {
        rows: { id: number }[]
      }
      const id = Number(result.rows[0].id)
      const [c] = await tx
        .insert(coupons)
        .values({
          id,
          code: code ?? `grant-${id}`,
          titleZh: b.title,
          titleEn: b.titleEn,
          amountCents: b.amountCents,
          minAmountCents: b.minAmountCents,
          scope: b.scope,
          validDays: b.validDays,
          createdAt: t
        })
        .returning()
      const dto = couponDto(c, noUse)
      return { result: dto, audit: { action: 'coupon.create', targetType: 'coupon', targetId: c.id, after: dto } }
    })
    return reply.status(201).send(created)
  })

  app.post('/coupons/:id/grant', { config, schema: { params: IdParams, body: GrantBody } }, async (req) => {
    const who = req.body.user.trim()
    const t = now()
    const [user] = await db
      .select({ id: users.id, email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(/^\d{1,10}$/.test(who) ? eq(users.id, Number(who)) : sql`lower(${users.email}) = ${who.toLowerCase()}`)
    if (!user || user.deletedAt) throw AdminErrors.badRequest('user_unknown', 'user')
    return audited(db, actorOf(req), new Date(t), async (tx) => {
      const [c] = await tx.select().from(coupons).where(eq(coupons.id, req.params.id)).for('update')
      if (!c) throw AdminErrors.notFound()
      if (c.disabledAt) throw AdminErrors.conflict('coupon_disabled')
      // one coupon of a template per user (the app's rule: user_coupons_user_coupon_uq)
      const [uc] = await tx
        .insert(userCoupons)
        .values({ userId: user.id, couponId: c.id, expiresAt: new Date(t + c.validDays * DAY), createdAt: new Date(t) })
        .onConflictDoNothing()
        .returning()
      if (!uc) throw AdminErrors.conflict('coupon_held')
      const issued = issuedDto({ uc, email: user.email, nickname: null, orderNo: null })
      return {
        result: issued,
        audit: {
          action: 'coupon.grant',
          targetType: 'user',
          targetId: user.id,
          after: { ...issued, couponTitle: c.titleZh, reason: req.body.reason }
        }
      }
    })
  })

  app.post('/coupons/:id/disable', { config, schema: { params: IdParams } }, async (req) => {
    const t = new Date(now())
    const current = await byId(db, req.params.id)
    // disabling twice changes nothing and writes no audit row
    if (current.disabledAt) return dtoOf(db, current)
    return audited(db, actorOf(req), t, async (tx) => {
      const [locked] = await tx.select().from(coupons).where(eq(coupons.id, current.id)).for('update')
      const before = await dtoOf(tx, locked)
      const [c] = await tx
        .update(coupons)
        .set({ disabledAt: t, code: `${locked.code}~off${locked.id}` })
        .where(eq(coupons.id, locked.id))
        .returning()
      const after = await dtoOf(tx, c)
      return { result: after, audit: { action: 'coupon.disable', targetType: 'coupon', targetId: c.id, before, after } }
    })
  })
}
