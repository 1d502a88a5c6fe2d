/**
 * Reconciliation: the fallback for notifications that never arrive (providers-notes §1.6: "poll the query
 * endpoint as a fallback") and for refunds the provider has not confirmed. A function the job runner calls on a
 * schedule; it needs no lock to be run by several processes at once:
 * - a pending order is asked about at the provider, and a paid one goes through the same settle step as every
 *   other confirmation (one transaction with the order row locked: a second process finds it paid and grants
 *   nothing);
 * - a pending order past its time is first closed at the provider, then here (`UPDATE … WHERE status='pending'`),
 *   so money cannot arrive for an order we closed without the provider knowing; if the provider says it was paid
 *   meanwhile, it settles instead;
 * - a 'refunding' order is asked about its refund; one the provider never received is asked for again (the refund
 *   is idempotent on the order), one it confirmed becomes 'refunded' once.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { CommerceRepo } from '../../db/repos/commerce'
import { paymentMembers, type PaymentProvider } from '../../providers/payment'
import { confirmPayment, confirmRefund, type ConfirmDeps } from './confirm'
import { refund } from './settle'

export interface ReconcileOptions {
  /** Orders younger than this are left to the user's own flow and the notification (default 2 minutes). */
  minAgeMs?: number
  /** At most this many orders of each kind per run (default 100). */
  limit?: number
}

export interface ReconcileReport {
  checked: number
  settled: number
  closed: number
  refunded: number
  /** Orders the provider could not be asked about (down, slow): tried again next run. */
  unavailable: number
}

export async function reconcilePayments(
  deps: { repo: CommerceRepo; provider: PaymentProvider; now: () => number; log: FastifyBaseLogger },
  opts: ReconcileOptions = {}
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, settled: 0, closed: 0, refunded: 0, unavailable: 0 }
  // Each configured provider in turn (PAYMENT_PROVIDER=wechatpay,linepay has two).
  const members = paymentMembers(deps.provider).filter((p) => !p.demo)
  for (const provider of members) await reconcileWith({ ...deps, provider }, opts, report)
  // Only redirect providers (LINE Pay): an expired order no transaction was claimed for cannot take money any more
  // (money moves at our confirm, which needs the claim), so it closes here; left pending it would stay among the
  // oldest pending orders and push the claimed ones out of each run's window.
  if (members.length && members.every((p) => p.confirm)) {
    const now = deps.now()
    for (const order of await deps.repo.ordersToReconcile('pending', null, new Date(now), opts.limit ?? 100))
      if (!order.providerTxn && order.expiresAt.getTime() <= now) {
        await deps.repo.close(order.id)
        report.closed++
      }
  }
  return report
}

async function reconcileWith(
  deps: { repo: CommerceRepo; provider: PaymentProvider; now: () => number; log: FastifyBaseLogger },
  opts: ReconcileOptions,
  report: ReconcileReport
): Promise<void> {
  const { repo, provider, now, log } = deps
  const confirm: ConfirmDeps = deps
  const before = new Date(now() - (opts.minAgeMs ?? 120_000))
  const limit = opts.limit ?? 100

  for (const order of await repo.ordersToReconcile('pending', null, before, limit)) {
    // A pending order is this provider's when it claimed it, or, unclaimed, when the provider knows its orders by
    // our number (WeChat Pay); a redirect provider (LINE Pay) takes money only for a claimed transaction.
    if (order.provider ? order.provider !== provider.name : !!provider.confirm) continue
    report.checked++
    try {
      let outcome = await provider.query(order.orderNo, { txn: order.providerTxn })
      // A redirect provider's transaction claimed but not confirmed (the provider did not answer the return):
      // confirmed now, for the order's amount.
      if (outcome.status === 'pending' && provider.confirm && order.providerTxn)
        outcome = await provider.confirm(order.providerTxn, order.orderNo, order.payCents)
      if (outcome.status === 'failed' && outcome.reason === 'unavailable') {
        report.unavailable++
        continue
      }
      // The claimed transaction failed for good (cancelled, expired at the provider): another approval may pay.
      if (outcome.status === 'failed' && provider.confirm && order.providerTxn)
        await repo.releasePayment(order.id, order.providerTxn)
      if (outcome.status !== 'paid' && order.expiresAt.getTime() <= now()) {
        // Closed at the provider first: after this no money can arrive for it (or it arrived just now).
        try {
          await provider.close?.(order.orderNo)
        } catch (err) {
          log.warn({ err, orderNo: order.orderNo }, 'closing an expired order at the provider failed')
          outcome = await provider.query(order.orderNo, { txn: order.providerTxn })
          if (outcome.status !== 'paid') {
            report.unavailable++
            continue
          }
        }
        if (outcome.status !== 'paid') {
          await repo.close(order.id)
          report.closed++
          continue
        }
      }
      const r = await confirmPayment(confirm, order, outcome)
      if (r === 'settled') report.settled++
      if (r === 'refunded') report.refunded++
    } catch (err) {
      log.error({ err, orderNo: order.orderNo }, 'reconciling a pending order failed')
    }
  }

  for (const order of await repo.ordersToReconcile('refunding', provider.name, new Date(now()), limit)) {
    report.checked++
    try {
      const state = provider.refundQuery ? await provider.refundQuery(order.orderNo, { txn: order.providerTxn }) : null
      if (state?.status === 'failed' && state.reason === 'unavailable') {
        report.unavailable++
        continue
      }
      if (state && (await confirmRefund(confirm, order, state))) {
        report.refunded++
        continue
      }
      if (state?.status === 'pending') continue
      // Never received (or no way to ask): ask for the refund again; it is idempotent per order.
      if (!order.providerTxn) continue
      await refund(
        repo,
        provider,
        order,
        { orderNo: order.orderNo, txn: order.providerTxn, amountCents: order.payCents },
        now(),
        log,
        'payRefunded'
      )
      if ((await repo.order(order.orderNo))?.status === 'refunded') report.refunded++
    } catch (err) {
      log.error({ err, orderNo: order.orderNo }, 'reconciling a refund failed')
    }
  }
}
