/**
 * Exchange-code batches (support, owner; docs/admin-api.md "code-batches"): an operator issues N single-use codes
 * that grant a product (membership, annual card: exchange_codes) or a course (course_codes), downloads them as
 * CSV, and may disable the batch. The codes are ordinary rows of the app's code tables (batch_id ties them), so
 * the app's POST /v3/redeem redeems them unchanged; disabling ends the unused ones' expiry at that moment.
 */
import { randomBytes } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { codeBatches, coupons, courseCodes, courses, exchangeCodes, products } from '../../db/schema'
import { COMMERCE } from '../../services/admin/access'
import { audited } from '../../services/admin/audit'
import { AdminErrors, adminLangOf } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, BoolQuery, IdParams, listQuery, orNotFound, pageOf, sendList, sortOf } from './list'

/** 32 symbols without the look-alikes 0/O and 1/I: 16 of them are 80 random bits (the seed's codes: 12 of 36). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 16
export function randomCode(): string {
  const bytes = randomBytes(CODE_LENGTH)
  let s = ''
  for (const b of bytes) s += ALPHABET[b & 31]
  return s
}

const Kind = Type.Union([Type.Literal('product'), Type.Literal('course')])
const BatchList = listQuery({ kind: Type.Optional(Kind), disabled: Type.Optional(BoolQuery) })
const CreateBody = Type.Object({
  kind: Kind,
  target: Type.String({ minLength: 1, maxLength: 64 }),
  count: Type.Integer({ minimum: 1, maximum: 5000 }),
  expiresAt: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$'
  }),
  label: Type.String({ minLength: 1, maxLength: 100 })
})
const CodeList = listQuery({})
const SORTS = { id: codeBatches.id, label: codeBatches.label, expiresAt: codeBatches.expiresAt }

type BatchRow = typeof codeBatches.$inferSelect
type CodeStatus = 'used' | 'unused' | 'expired' | 'disabled'

/** A batch's codes live in the table of its kind. */
const tableOf = (kind: string) => (kind === 'course' ? courseCodes : exchangeCodes)

async function usedCounts(db: Db, rows: BatchRow[]): Promise<Map<number, number>> {
  const used = new Map<number, number>()
  for (const kind of ['product', 'course']) {
    const ids = rows.filter((r) => r.kind === kind).map((r) => r.id)
    if (!ids.length) continue
    const tbl = tableOf(kind)
    const counts = await db
      .select({ batchId: tbl.batchId, n: count() })
      .from(tbl)
      .where(and(inArray(tbl.batchId, ids), isNotNull(tbl.usedAt)))
      .groupBy(tbl.batchId)
    for (const c of counts) used.set(c.batchId!, c.n)
  }
  return used
}

async function targetTitles(db: Db, lang: string): Promise<Map<string, string>> {
  const en = lang === 'en'
  const titles = new Map<string, string>()
  for (const p of await db.select().from(products)) titles.set(`product:${p.code}`, en ? p.titleEn : p.titleZh)
  for (const c of await db.select({ sku: courses.sku, zh: courses.titleZh, en: courses.titleEn }).from(courses))
    titles.set(`course:${c.sku}`, en ? c.en : c.zh)
  return titles
}

function batchDto(b: BatchRow, usedCount: number, titles: Map<string, string> | null, nowMs: number) {
  return {
    id: b.id,
    kind: b.kind as 'product' | 'course',
    target: b.target,
    targetTitle: titles?.get(`${b.kind}:${b.target}`) ?? b.target,
    label: b.label,
    count: b.count,
    usedCount,
    expiresAt: b.expiresAt.toISOString(),
    disabledAt: b.disabledAt?.toISOString() ?? null,
    status: b.disabledAt ? 'disabled' : b.expiresAt.getTime() <= nowMs ? 'expired' : 'active',
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString()
  }
}

function codeStatus(b: BatchRow, c: { expiresAt: Date; usedAt: Date | null }, nowMs: number): CodeStatus {
  if (c.usedAt) return 'used'
  if (b.disabledAt) return 'disabled'
  return c.expiresAt.getTime() <= nowMs ? 'expired' : 'unused'
}

async function batchCodes(db: Db, b: BatchRow, offset = 0, limit = 1_000_000) {
  const tbl = tableOf(b.kind)
  return db
    .select({ code: tbl.code, expiresAt: tbl.expiresAt, usedAt: tbl.usedAt, usedBy: tbl.usedBy })
    .from(tbl)
    .where(eq(tbl.batchId, b.id))
    .orderBy(asc(tbl.code))
    .offset(offset)
    .limit(limit)
}

/** `n` fresh codes no code table knows (the redeem route tries exchange, course, then coupon codes). */
async function freshCodes(tx: Db, n: number): Promise<string[]> {
  const codes = new Set<string>()
  while (codes.size < n) {
    const drawn = new Set<string>()
    while (codes.size + drawn.size < n) {
      const c = randomCode()
      if (!codes.has(c)) drawn.add(c)
    }
    const batch = [...drawn]
    const taken = new Set<string>()
    for (let i = 0; i < batch.length; i += 1000) {
      const part = batch.slice(i, i + 1000)
      const found = [
        ...(await tx.select({ c: exchangeCodes.code }).from(exchangeCodes).where(inArray(exchangeCodes.code, part))),
        ...(await tx.select({ c: courseCodes.code }).from(courseCodes).where(inArray(courseCodes.code, part))),
        ...(await tx
          .select({ c: coupons.code })
          .from(coupons)
          .where(inArray(sql`upper(${coupons.code})`, part)))
      ]
      for (const r of found) taken.add(r.c.toUpperCase())
    }
    for (const c of batch) if (!taken.has(c)) codes.add(c)
  }
  return [...codes]
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

export default async function adminCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: COMMERCE }
  const byId = async (id: number) => orNotFound((await db.select().from(codeBatches).where(eq(codeBatches.id, id)))[0])

  /** What a batch can grant, for the form: products (membership, annual cards) and courses. */
  app.get('/code-batches/targets', { config }, async (req, reply) => {
    const en = adminLangOf(req) === 'en'
    const ps = await db.select().from(products).orderBy(asc(products.sort), asc(products.id))
    const cs = await db
      .select({ sku: courses.sku, zh: courses.titleZh, en: courses.titleEn })
      .from(courses)
      .orderBy(asc(courses.id))
    const rows = [
      ...ps.map((p) => ({ kind: 'product', target: p.code, title: en ? p.titleEn : p.titleZh })),
      ...cs.map((c) => ({ kind: 'course', target: c.sku, title: en ? c.en : c.zh }))
    ]
    return sendList(reply, rows, rows.length)
  })

  app.get('/code-batches', { config, schema: { querystring: BatchList } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const { q, kind, disabled } = req.query
    const where = and(
      q ? or(ilike(codeBatches.label, `%${q}%`), ilike(codeBatches.target, `%${q}%`)) : undefined,
      kind ? eq(codeBatches.kind, kind) : undefined,
      disabled === undefined
        ? undefined
        : disabled === 'true'
          ? isNotNull(codeBatches.disabledAt)
          : isNull(codeBatches.disabledAt)
    )
    const [{ n }] = await db.select({ n: count() }).from(codeBatches).where(where)
    const rows = await db
      .select()
      .from(codeBatches)
      .where(where)
      .orderBy(sortOf(req.query, SORTS) ?? desc(codeBatches.id))
      .offset(offset)
      .limit(limit)
    const used = await usedCounts(db, rows)
    const titles = await targetTitles(db, adminLangOf(req))
    return sendList(
      reply,
      rows.map((b) => batchDto(b, used.get(b.id) ?? 0, titles, now())),
      n
    )
  })

  app.get('/code-batches/:id', { config, schema: { params: IdParams } }, async (req) => {
    const b = await byId(req.params.id)
    const used = await usedCounts(db, [b])
    return batchDto(b, used.get(b.id) ?? 0, await targetTitles(db, adminLangOf(req)), now())
  })

  /** One page of a batch's codes (the show page); the whole list is the CSV. */
  app.get(
    '/code-batches/:id/codes',
    { config, schema: { params: IdParams, querystring: CodeList } },
    async (req, reply) => {
      const b = await byId(req.params.id)
      const { offset, limit } = pageOf(req.query)
      const rows = await batchCodes(db, b, offset, limit)
      const t = now()
      return sendList(
        reply,
        rows.map((c) => ({
          code: c.code,
          status: codeStatus(b, c, t),
          usedBy: c.usedBy,
          usedAt: c.usedAt?.toISOString() ?? null
        })),
        b.count
      )
    }
  )

  app.get('/code-batches/:id/codes.csv', { config, schema: { params: IdParams } }, async (req, reply) => {
    const b = await byId(req.params.id)
    const t = now()
    const lines = ['code,status,used_at']
    for (const c of await batchCodes(db, b))
      lines.push([c.code, codeStatus(b, c, t), c.usedAt?.toISOString() ?? ''].map(csvCell).join(','))
    const name = `code-batch-${b.id}.csv`
    const label = encodeURIComponent(`${b.label}-${b.id}.csv`)
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${label}`)
      .header('cache-control', 'no-store')
    // the BOM makes Excel read the file as UTF-8 (Chinese labels and statuses stay readable)
    return '\uFEFF' + lines.join('\r\n') + '\r\n'
  })

  app.post('/code-batches', { config, schema: { body: CreateBody } }, async (req, reply) => {
    const body = req.body
    const t = now()
    const expiresAt = new Date(body.expiresAt)
    if (Number.isNaN(expiresAt.getTime())) throw AdminErrors.badRequest('bad_field', 'expiresAt')
    if (expiresAt.getTime() <= t) throw AdminErrors.badRequest('expiry_past', 'expiresAt')
    const known =
      body.kind === 'product'
        ? (await db.select({ x: products.id }).from(products).where(eq(products.code, body.target)))[0]
        : (await db.select({ x: courses.id }).from(courses).where(eq(courses.sku, body.target)))[0]
    if (!known) throw AdminErrors.badRequest('bad_field', 'target')
    const actor = actorOf(req)
    const titles = await targetTitles(db, adminLangOf(req))
    const created = await audited(db, actor, new Date(t), async (tx) => {
      const [b] = await tx
        .insert(codeBatches)
        .values({
          kind: body.kind,
          target: body.target,
          label: body.label,
          count: body.count,
          expiresAt,
          createdBy: actor.email,
          createdAt: new Date(t)
        })
        .returning()
      const codes = await freshCodes(tx, body.count)
      for (let i = 0; i < codes.length; i += 1000) {
        const part = codes.slice(i, i + 1000)
        if (b.kind === 'course')
          await tx
            .insert(courseCodes)
            .values(part.map((code) => ({ code, courseSku: b.target, expiresAt, batchId: b.id })))
        else
          await tx
            .insert(exchangeCodes)
            .values(part.map((code) => ({ code, productCode: b.target, expiresAt, batchId: b.id })))
      }
      const dto = batchDto(b, 0, titles, t)
      return {
        result: dto,
        audit: { action: 'code_batch.create', targetType: 'code_batch', targetId: b.id, after: dto }
      }
    })
    return reply.status(201).send(created)
  })

  app.post('/code-batches/:id/disable', { config, schema: { params: IdParams } }, async (req) => {
    const t = now()
    const titles = await targetTitles(db, adminLangOf(req))
    const current = await byId(req.params.id)
    const usedOf = async (tx: Db, b: BatchRow) => (await usedCounts(tx, [b])).get(b.id) ?? 0
    // disabling twice changes nothing and writes no audit row
    if (current.disabledAt) return batchDto(current, await usedOf(db, current), titles, t)
    return audited(db, actorOf(req), new Date(t), async (tx) => {
      const [locked] = await tx.select().from(codeBatches).where(eq(codeBatches.id, current.id)).for('update')
      const before = batchDto(locked, await usedOf(tx, locked), titles, t)
      const [b] = await tx
        .update(codeBatches)
        .set({ disabledAt: new Date(t) })
        .where(eq(codeBatches.id, locked.id))
        .returning()
      // Row locks order this against a redemption: a code taken first stays used; otherwise it is expired now
      // and the app's redeem (WHERE used_by IS NULL AND expires_at > now) refuses it.
      const tbl = tableOf(b.kind)
      const stopped = await tx
        .update(tbl)
        .set({ expiresAt: new Date(t) })
        .where(and(eq(tbl.batchId, b.id), isNull(tbl.usedBy), isNull(tbl.usedAt), gt(tbl.expiresAt, new Date(t))))
        .returning({ code: tbl.code })
      const after = batchDto(b, await usedOf(tx, b), titles, t)
      return {
        result: after,
        audit: {
          action: 'code_batch.disable',
          targetType: 'code_batch',
          targetId: b.id,
          before,
          after: { ...after, codesStopped: stopped.length }
        }
      }
    })
  })
}

/** Coupon claim codes share the redeem route with batch codes: the coupons route checks them against these. */
export async function codeInUse(db: Db, code: string): Promise<boolean> {
  const upper = code.toUpperCase()
  const [e] = await db.select({ c: exchangeCodes.code }).from(exchangeCodes).where(eq(exchangeCodes.code, upper))
  const [c] = await db.select({ c: courseCodes.code }).from(courseCodes).where(eq(courseCodes.code, upper))
  const [k] = await db
    .select({ c: coupons.code })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${upper}`)
  return !!(e || c || k)
}
