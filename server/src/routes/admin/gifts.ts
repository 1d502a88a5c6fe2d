/**
 * Gifts (support, owner): every gift bought through the checkout (an order with is_gift), searched by its giver,
 * its claimer or its order, in the state support sees (sent, claimed, expired, refunded, revoked). Support may
 * revoke a gift still sent, with a reason: the link stops claiming (the app says the gift was revoked) and the
 * giver cannot take it back; the money is not touched (the order stays paid; a refund is the orders' refund
 * action, which a revoked gift allows). One audited transaction on the gift's locked row, so of a revoke and
 * claims racing one wins. docs/admin-api.md "gifts".
 */
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import { adminGiftRepo, giftState, type AdminGiftState, type AdminGiftView } from '../../db/repos/adminGifts'
import { pick, type Lang } from '../../i18n'
import { COMMERCE } from '../../services/admin/access'
import { audited } from '../../services/admin/audit'
import { AdminError, adminLangOf } from '../../services/admin/messages'
import type { TypeBoxTypeProvider } from '../schemas'
import { actorOf, IdParams, listQuery, orNotFound, pageOf, sendList } from './list'

const STATES = ['sent', 'claimed', 'expired', 'refunded', 'revoked'] as const
const List = listQuery({ status: Type.Optional(Type.Union(STATES.map((s) => Type.Literal(s)))) })
const Revoke = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false }
)
/** The state named in a refusal, in the request's language. */
const STATE_TEXT: Record<AdminGiftState, [string, string]> = {
  sent: ['待領取', 'sent'],
  claimed: ['已領取', 'claimed'],
  expired: ['已過期', 'expired'],
  refunded: ['已退款', 'refunded'],
  revoked: ['已撤銷', 'revoked']
}

export function giftDto(v: AdminGiftView, lang: Lang, now: number) {
  const g = v.g
  return {
    id: g.id,
    orderId: g.orderId,
    orderNo: v.orderNo,
    orderStatus: v.orderStatus,
    payCents: v.payCents,
    kind: g.kind,
    sku: g.sku,
    item:
      g.kind === 'course'
        ? pick(lang, v.courseZh ?? '', v.courseEn ?? '')
        : pick(lang, v.productZh ?? '', v.productEn ?? ''),
    status: giftState(v, now),
    giverId: g.giverId,
    giverEmail: v.giverEmail,
    giverNickname: v.giverNickname,
    claimerId: g.status === 'claimed' ? g.claimedBy : null,
    claimerEmail: g.status === 'claimed' ? v.claimerEmail : null,
    claimerNickname: g.status === 'claimed' ? v.claimerNickname : null,
    createdAt: g.createdAt.toISOString(),
    expiresAt: g.expiresAt.toISOString(),
    claimedAt: g.status === 'claimed' ? (g.claimedAt?.toISOString() ?? null) : null,
    revokedAt: g.revokedAt?.toISOString() ?? null,
    revokedBy: g.revokedBy,
    revokeReason: g.revokeReason
  }
}

export default async function adminGiftRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db, now } = app.ctx
  const config = { adminRoles: COMMERCE }
  const repo = adminGiftRepo(db)

  app.get('/gifts', { config, schema: { querystring: List } }, async (req, reply) => {
    const { offset, limit } = pageOf(req.query)
    const t = now()
    const { rows, total } = await repo.list({ q: req.query.q, state: req.query.status, now: t, offset, limit })
    const lang = adminLangOf(req)
    return sendList(
      reply,
      rows.map((r) => giftDto(r, lang, t)),
      total
    )
  })
  app.get('/gifts/:id', { config, schema: { params: IdParams } }, async (req) =>
    giftDto(orNotFound(await repo.find(req.params.id)), adminLangOf(req), now())
  )
  /** Revokes a gift still sent: 409 gift_not_revocable otherwise (nothing written). */
  app.post('/gifts/:id/revoke', { config, schema: { params: IdParams, body: Revoke } }, async (req) => {
    const t = now()
    const actor = actorOf(req)
    const lang = adminLangOf(req)
    const reason = req.body.reason.trim()
    return audited(db, actor, new Date(t), async (tx) => {
      const out = await adminGiftRepo(tx as Db).revoke(req.params.id, actor.email, reason, t)
      if (out.kind === 'missing') throw new AdminError(404, 'not_found')
      if (out.kind === 'refused')
        throw new AdminError(409, 'gift_not_revocable', { status: STATE_TEXT[out.state][lang === 'en' ? 1 : 0] })
      const after = giftDto(out.after, lang, t)
      return {
        result: after,
        audit: {
          action: 'gift.revoke',
          targetType: 'gift',
          targetId: after.id,
          before: giftDto(out.before, lang, t),
          after: { ...after, reason }
        }
      }
    })
  })
}
