/**
 * The settle step every confirmed payment goes through (POST /v3/pays today; a provider's webhook or a
 * reconciliation job would call the same function). It never leaves money without goods or goods without
 * money:
 * - pending order, item still for this user: paid and granted (repos/commerce.ts settle, one transaction);
 * - already paid by this same payment (a retry, a double tap): answered as already paid, nothing granted again;
 * - the grant cannot happen (sold out, owned or a higher card meanwhile, coupon spent on another order), the
 *   order was closed meanwhile, or it is paid by another payment: this payment is refunded through the provider
 *   and the order ends 'refunded' (1116 "being refunded" for the user).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { CommerceRepo, OrderRow } from '../../db/repos/commerce'
import { Errors } from '../../errors'
import type { MessageKey } from '../../i18n'
import { enqueueRefundRetry } from '../../jobs/queue'
import { paymentMember, type PaymentProvider } from '../../providers/payment'

export interface SettleOutcome {
  order: OrderRow
  alreadyPaid: boolean
}

export async function settlePayment(
  repo: CommerceRepo,
  provider: PaymentProvider,
  order: OrderRow,
  txn: string,
  now: number,
  log: FastifyBaseLogger
): Promise<SettleOutcome> {
  const result = await repo.settle(order.id, provider.name, txn, now)
  if (result.kind === 'paid') return { order: result.order, alreadyPaid: false }
  if (result.kind === 'notPending') {
    const current = result.order
    if (current.status === 'paid' && current.provider === provider.name && current.providerTxn === txn)
      return { order: current, alreadyPaid: true }
    if (current.status === 'refunding' || current.status === 'refunded') {
      if (current.providerTxn === txn) throw Errors.business('payRefunded')
    }
    // Money arrived for an order that is closed, or paid/refunded through another payment: return it.
    const refunding = current.status === 'closed' ? await repo.refundingClosed(current.id, provider.name, txn) : null
    await refund(
      repo,
      provider,
      refunding,
      { orderNo: current.orderNo, txn, amountCents: current.payCents },
      now,
      log,
      'orderClosed'
    )
    throw Errors.business('payRefunded')
  }
  await refund(
    repo,
    provider,
    result.order,
    { orderNo: result.order.orderNo, txn, amountCents: result.order.payCents },
    now,
    log,
    result.reason
  )
  throw Errors.business('payRefunded')
}

/** Refunds one payment; a 'refunding' order is marked refunded once the provider confirms. */
export async function refund(
  repo: CommerceRepo,
  provider: PaymentProvider,
  order: OrderRow | null,
  req: { orderNo: string; txn: string; amountCents: number },
  now: number,
  log: FastifyBaseLogger,
  reason: MessageKey
): Promise<void> {
  try {
    // The provider that took the money (one of several configured: PAYMENT_PROVIDER=wechatpay,linepay).
    const target = paymentMember(provider, order?.provider) ?? provider
    const outcome = await target.refund({ ...req, reason })
    if (outcome.status === 'refunded') {
      if (order) await repo.refunded(order.id, outcome.refundTxn, now)
      return
    }
    // 'pending' or 'failed': the order stays 'refunding' for the provider's confirmation or the retry job.
    log.error({ orderNo: req.orderNo, txn: req.txn, outcome }, 'refund not confirmed')
  } catch (err) {
    log.error({ err, orderNo: req.orderNo, txn: req.txn }, 'refund failed')
  }
  // Asked again with back-off until the provider answers (server/src/jobs; the minute reconciliation too).
  if (order) await enqueueRefundRetry(repo, order.id).catch((err) => log.error({ err }, 'refund retry not queued'))
}
