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
import type { PaymentProvider } from '../../providers/payment'
import { askForRefund } from '../../services/commerce/refund'

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

/**
 * Refunds one payment. With its order row ('refunding'): through services/commerce/refund.ts askForRefund, the one
 * refund path (the provider that took the money; not confirmed → the refund-retry job asks again until it answers).
 * Without one (money for an order we could not record as refunding): the provider is asked once, and the error log
 * is what an operator follows.
 */
export async function refund(
  repo: CommerceRepo,
  provider: PaymentProvider,
  order: OrderRow | null,
  req: { orderNo: string; txn: string; amountCents: number },
  now: number,
  log: FastifyBaseLogger,
  reason: MessageKey
): Promise<void> {
  if (order) {
    const ctx = { repos: { commerce: repo }, providers: { payment: provider }, now: () => now }
    const r = await askForRefund(ctx, { ...order, refundReason: order.refundReason ?? reason }, log)
    if (r.kind !== 'refunded') log.error({ orderNo: req.orderNo, txn: req.txn, result: r.kind }, 'refund not confirmed')
    return
  }
  try {
    // The provider that took the money (one of several configured: PAYMENT_PROVIDER=wechatpay,linepay).
    const outcome = await provider.refund({ ...req, reason })
    if (outcome.status !== 'refunded')
      log.error({ orderNo: req.orderNo, txn: req.txn, outcome }, 'refund not confirmed')
  } catch (err) {
    log.error({ err, orderNo: req.orderNo, txn: req.txn }, 'refund failed')
  }
}
