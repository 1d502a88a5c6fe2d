/**
 * Closing unpaid orders after their time (the close-unpaid-orders job, every minute). Before an order closes here
 * it is closed at the provider that could take money for it, so no payment can arrive for an order we closed
 * without the provider knowing; a provider that says it was paid meanwhile settles it instead (the same settle step
 * as every confirmation), and one that does not answer leaves the order for the next run.
 * Which providers could hold money: the one that claimed the order, else those that know orders by our number
 * (WeChat Pay); a redirect provider (LINE Pay) takes money only at our confirm, which needs a claim. Demo
 * providers confirm at once, so their expired orders close directly.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { CommerceRepo } from '../../db/repos/commerce'
import { paymentMembers, type PaymentProvider } from '../../providers/payment'
import { confirmPayment } from '../../routes/commerce/confirm'

export interface CloseReport {
  closed: number
  settled: number
  /** Left for the next run: a provider did not answer. */
  unavailable: number
}

/** Closes pending orders whose time is over (`ttlMs`: an order's life, to find them by creation time). */
export async function closeExpiredOrders(
  deps: { repo: CommerceRepo; provider: PaymentProvider; now: () => number; log: FastifyBaseLogger },
  ttlMs: number,
  limit = 200
): Promise<CloseReport> {
  const { repo, now, log } = deps
  const report: CloseReport = { closed: 0, settled: 0, unavailable: 0 }
  const members = paymentMembers(deps.provider).filter((p) => !p.demo)
  const candidates = await repo.ordersToReconcile('pending', null, new Date(now() - ttlMs), limit)
  for (const order of candidates) {
    if (order.expiresAt.getTime() > now()) continue
    const holders = order.provider
      ? members.filter((p) => p.name === order.provider)
      : members.filter((p) => !p.confirm)
    let state: 'unpaid' | 'settled' | 'unknown' = 'unpaid'
    for (const p of holders) {
      try {
        const outcome = await p.query(order.orderNo, { txn: order.providerTxn })
        if (outcome.status === 'paid') {
          await confirmPayment({ repo, provider: p, now, log }, order, outcome)
          state = 'settled'
          break
        }
        if (outcome.status === 'failed' && outcome.reason === 'unavailable') state = 'unknown'
        else await p.close?.(order.orderNo)
      } catch (err) {
        log.warn({ err, orderNo: order.orderNo, provider: p.name }, 'closing an expired order at the provider failed')
        state = 'unknown'
      }
    }
    if (state === 'settled') report.settled++
    else if (state === 'unknown') report.unavailable++
    else {
      await repo.close(order.id)
      report.closed++
    }
  }
  return report
}
