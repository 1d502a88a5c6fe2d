/**
 * Orders in the console and the support operator's refund. The refund goes through `refundOrder`
 * (services/commerce/refund.ts: the provider that took the money, the purchase taken back, retried by a job
 * until confirmed). It runs its own transaction and calls the provider outside any, so the audit row is written
 * right after it, with its outcome.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../../context'
import { adminAuditRepo } from '../../db/repos/adminAudit'
import { adminCommerceRepo, type AdminOrderRow } from '../../db/repos/adminCommerce'
import type { Lang } from '../../i18n'
import { pick } from '../../i18n'
import { refundOrder } from '../commerce/refund'
import { auditRow, type Actor } from './audit'
import { AdminErrors } from './messages'

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null

export function orderDto(r: AdminOrderRow, lang: Lang, withHistory = true) {
  const o = r.o
  const dto = {
    id: o.id,
    orderNo: o.orderNo,
    userId: o.userId,
    userEmail: r.userEmail,
    userMobile: r.userMobile ? `+${r.userNationcode ?? ''} ${r.userMobile}` : null,
    kind: o.kind,
    sku: o.sku,
    item: pick(lang, r.itemZh ?? '', r.itemEn ?? '') || o.sku,
    amountCents: o.amountCents,
    discountCents: o.discountCents,
    payCents: o.payCents,
    provider: o.provider,
    providerTxn: o.providerTxn,
    status: o.status,
    isGift: o.isGift,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    refundTxn: o.refundTxn,
    refundedAt: iso(o.refundedAt),
    refundReason: o.refundReason ?? null,
    refundActor: o.refundActor ?? null
  }
  if (!withHistory) return dto
  const history: { at: string; event: string; detail: string | null }[] = [
    { at: dto.createdAt, event: 'created', detail: `${o.payCents}` }
  ]
  if (o.paidAt)
    history.push({
      at: o.paidAt.toISOString(),
      event: 'paid',
      detail: [o.provider, o.providerTxn].filter(Boolean).join(' ') || null
    })
  if (o.refundRequestedAt)
    history.push({
      at: o.refundRequestedAt.toISOString(),
      event: 'refund_requested',
      detail: [o.refundActor, o.refundReason].filter(Boolean).join(': ') || null
    })
  if (o.refundedAt) history.push({ at: o.refundedAt.toISOString(), event: 'refunded', detail: o.refundTxn })
  if (o.status === 'closed') history.push({ at: o.expiresAt.toISOString(), event: 'closed', detail: null })
  return { ...dto, history: history.sort((a, b) => a.at.localeCompare(b.at)) }
}

export async function refundByOperator(
  ctx: AppContext,
  orderId: number,
  reason: string,
  actor: Actor,
  lang: Lang,
  log?: FastifyBaseLogger
) {
  const repo = adminCommerceRepo(ctx.db)
  const before = await repo.byId(orderId)
  if (!before) throw AdminErrors.notFound()
  const result = await refundOrder(ctx, orderId, reason, { kind: 'operator', id: actor.id ?? 0 }, log)
  if (result.kind === 'refused') {
    if (result.reason === 'notFound') throw AdminErrors.notFound()
    throw AdminErrors.conflict('not_refundable')
  }
  const after = (await repo.byId(orderId))!
  await adminAuditRepo(ctx.db).append(
    auditRow(actor, new Date(ctx.now()), {
      action: 'order.refund',
      targetType: 'order',
      targetId: orderId,
      before: orderDto(before, 'en', false),
      after: { ...orderDto(after, 'en', false), outcome: result.kind, reason }
    })
  )
  return orderDto(after, lang)
}
