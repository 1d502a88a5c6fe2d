/**
 * A user's learning gold in the console (issue 31; support, owner): the ledger and an adjustment with a reason.
 *
 * An adjustment never edits a balance: it is a `gold_adjustments` row plus its ledger line (reason 'admin_adjust',
 * which the app's ledger shows with the operator's reason) through `postGold`, in one transaction with the user's
 * row locked (every gold change of that user queues behind it) and the audit row. A balance never goes below 0: such
 * an adjustment is a translated 400 `gold_below_zero` and writes nothing.
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { adminUsersRepo } from '../../db/repos/adminUsers'
import { GoldRefusal, goldRepo, postGold, type GoldEntryRow } from '../../db/repos/gold'
import { goldAdjustments } from '../../db/schema'
import { COMMERCE } from '../../services/admin/access'
import { audited, type Actor } from '../../services/admin/audit'
import { AdminError, AdminErrors, adminLangOf } from '../../services/admin/messages'
import { pick, type Lang } from '../../i18n'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, pageOf } from './list'

/** The most one adjustment may move, either way. */
export const MAX_GOLD_ADJUSTMENT = 100_000

const AdjustBody = Type.Object({
  amount: Type.Integer({ minimum: -MAX_GOLD_ADJUSTMENT, maximum: MAX_GOLD_ADJUSTMENT, not: { const: 0 } }),
  // the user reads it on the app's ledger: short, and more than blanks
  reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
})

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

interface EntryRow {
  e: GoldEntryRow
  friend: string | null
  giftZh: string | null
  giftEn: string | null
  adjustNote: string | null
  adjustBy: string | null
}

/** A ledger line as the console shows it: what it was for (friend, gift, the operator's reason) and who adjusted. */
function entryDto(r: EntryRow, lang: Lang) {
  const detail =
    r.e.reason === 'exchange'
      ? pick(lang, r.giftZh ?? '', r.giftEn ?? '')
      : r.e.reason === 'admin_adjust'
        ? (r.adjustNote ?? '')
        : (r.friend ?? '')
  return {
    id: r.e.id,
    amount: r.e.amount,
    reason: r.e.reason,
    detail,
    balanceAfter: r.e.balanceAfter ?? 0,
    operatorEmail: r.adjustBy,
    createdAt: r.e.createdAt.toISOString()
  }
}

export async function adjustGold(db: Db, userId: number, amount: number, reason: string, actor: Actor, nowMs: number) {
  const at = new Date(nowMs)
  const note = reason.trim()
  return audited(db, actor, at, async (tx) => {
    const user = await adminUsersRepo(tx).lockById(userId)
    if (!user || user.deletedAt) throw AdminErrors.notFound()
    const before = await goldRepo(tx).balance(userId)
    const belowZero = () => new AdminError(400, 'gold_below_zero', { balance: before, field: 'amount' })
    if (before + amount < 0) throw belowZero()
    const [adjustment] = await tx
      .insert(goldAdjustments)
      .values({ userId, amount, reason: note, operatorId: actor.id, operatorEmail: actor.email, createdAt: at })
      .returning()
    let balance: number
    try {
      balance = await postGold(tx as unknown as Tx, {
        userId,
        amount,
        reason: 'admin_adjust',
        refId: adjustment.id,
        idempotencyKey: `admin_adjust:${adjustment.id}`,
        at
      })
    } catch (e) {
      // postGold's own guard (balance + amount >= 0); the lock above makes it a second line of defence
      if (e instanceof GoldRefusal && e.reason === 'goldNotEnough') throw belowZero()
      throw e
    }
    const result = { userId, balance, adjustment: { id: adjustment.id, amount, reason: note } }
    return {
      result,
      audit: {
        action: 'user.gold',
        targetType: 'user',
        targetId: userId,
        before: { balance: before },
        after: { balance, amount, reason: note, adjustmentId: adjustment.id }
      }
    }
  })
}

export default async function adminGoldRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: COMMERCE }

  app.get(
    '/users/:id/gold',
    { config, schema: { params: IdParams, querystring: listQuery({}) } },
    async (req, reply) => {
      const user = await adminUsersRepo(db).byId(req.params.id)
      if (!user) throw AdminErrors.notFound()
      const { offset, limit } = pageOf(req.query)
      const gold = goldRepo(db)
      const { rows, total } = await gold.entries(user.id, offset, limit)
      const lang = adminLangOf(req)
      reply.header('x-total-count', String(total))
      return { balance: await gold.balance(user.id), total, entries: rows.map((r) => entryDto(r, lang)) }
    }
  )
  app.post('/users/:id/gold', { config, schema: { params: IdParams, body: AdjustBody } }, async (req) =>
    adjustGold(db, req.params.id, req.body.amount, req.body.reason, actorOf(req), now())
  )
}
