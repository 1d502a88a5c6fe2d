/**
 * A payment confirmed out of band — by the provider's notification, by a query when the app asks again, or by the
 * reconciliation job — ends in the same settle step as POST /v3/pays (settle.ts), so whichever comes first settles
 * and the others find it settled (repos/commerce.ts settle: one transaction, the order row locked).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { CommerceRepo, OrderRow } from '../../db/repos/commerce'
import { AppError } from '../../errors'
import type { PaymentOutcome, PaymentProvider, RefundOutcome } from '../../providers/payment'
import { settlePayment } from './settle'

export interface ConfirmDeps {
  repo: CommerceRepo
  provider: PaymentProvider
  now: () => number
  log: FastifyBaseLogger
}

/** What confirming did: settled now, found settled already, refunded (closed meanwhile, grant impossible), or nothing. */
export type Confirmed = 'settled' | 'alreadyPaid' | 'refunded' | 'notPaid' | 'amountMismatch'

/** Settles `order` when `outcome` says it is paid, for the amount the order asked. */
export async function confirmPayment(deps: ConfirmDeps, order: OrderRow, outcome: PaymentOutcome): Promise<Confirmed> {
  if (outcome.status !== 'paid') return 'notPaid'
  if (outcome.amountCents !== undefined && outcome.amountCents !== order.payCents) {
    // Never settle a payment for another amount: an operator looks at it (the provider holds the money).
    deps.log.error({ orderNo: order.orderNo, paid: outcome.amountCents, due: order.payCents }, 'payment amount differs')
    return 'amountMismatch'
  }
  try {
    const r = await settlePayment(deps.repo, deps.provider, order, outcome.txn, deps.now(), deps.log)
    return r.alreadyPaid ? 'alreadyPaid' : 'settled'
  } catch (err) {
    // payRefunded: settle returned the money (order closed or refunded meanwhile, or the grant cannot happen).
    if (err instanceof AppError && err.messageKey === 'payRefunded') return 'refunded'
    throw err
  }
}

/** A refund the provider confirmed: a 'refunding' order becomes 'refunded' (once; a repeat changes nothing). */
export async function confirmRefund(deps: ConfirmDeps, order: OrderRow, outcome: RefundOutcome): Promise<boolean> {
  if (outcome.status !== 'refunded') return false
  return !!(await deps.repo.refunded(order.id, outcome.refundTxn, deps.now()))
}
