/**
 * Refunds through the provider that took the money (issue 27): an operator's refund, a cancelled ticket and a
 * grant that cannot happen all end here.
 *
 * `refundOrder(ctx, orderId, reason, actor)` — the operator console calls it (/admin/api/orders/:id/refund) with
 * `app.ctx`:
 * 1. one transaction with the buyer's row locked: a paid order becomes 'refunding' (`UPDATE … WHERE status =
 *    'paid'`, so of any number of parallel calls exactly one takes the purchase back) and what it bought is taken
 *    back: membership or annual-card time, course access, an activity ticket (its seat freed), an unclaimed gift
 *    (its link stops working; a claimed gift is refused: it belongs to someone else now); the coupon it spent is
 *    the buyer's again, and the gold its payment earned a membership inviter is taken back (giftHooks.ts);
 * 2. the provider is asked for the refund (idempotent per order at the provider: WeChat Pay's out_refund_no,
 *    LINE Pay's refund list); confirmed → 'refunded';
 * 3. not confirmed (down, slow, still processing) → the order stays 'refunding' and a refund-retry job asks again
 *    with back-off until the provider answers (server/src/jobs); the minute reconciliation also finishes it.
 * A second call on a 'refunding' order only asks the provider again; on a 'refunded' one it answers refunded.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { cardLevelOf, lockUser, type CommerceRepo, type OrderRow } from '../../db/repos/commerce'
import { takeBackMemberInviteReward } from '../../db/repos/giftHooks'
import { actTickets, gifts, orders, products, userCourses, userCoupons, users } from '../../db/schema'
import { enqueueRefundRetry } from '../../jobs/queue'
import { paymentMember, type PaymentProvider } from '../../providers/payment'

const DAY = 86_400_000

/** Who asked: an operator (console), the user (a ticket cancelled), or the system (a grant that cannot happen). */
export type RefundActor = { kind: 'operator'; id: number } | { kind: 'user'; id: number } | { kind: 'system' }

export interface RefundContext {
  db: Db
  repos: { commerce: CommerceRepo }
  providers: { payment: PaymentProvider }
  now: () => number
}

export type RefundResult =
  /** The provider confirmed: the order is 'refunded'. */
  | { kind: 'refunded'; order: OrderRow }
  /** Asked, not confirmed yet: the order is 'refunding' and a job finishes it. */
  | { kind: 'refunding'; order: OrderRow }
  /** Nothing done: no such order, not paid (pending, closed), or a gift someone has already claimed. */
  | { kind: 'refused'; reason: 'notFound' | 'notPaid' | 'giftClaimed' }

const actorText = (a: RefundActor) => (a.kind === 'system' ? 'system' : `${a.kind}:${a.id}`)

class Refused extends Error {
  constructor(readonly reason: 'notFound' | 'notPaid' | 'giftClaimed') {
    super(reason)
  }
}

/** Refunds a paid order through its provider and takes back what it bought, once. */
export async function refundOrder(
  ctx: RefundContext,
  orderId: number,
  reason: string,
  actor: RefundActor,
  log?: FastifyBaseLogger
): Promise<RefundResult> {
  let order: OrderRow
  try {
    order = await takeBack(ctx.db, orderId, reason, actorText(actor), ctx.now())
  } catch (e) {
    if (e instanceof Refused) return { kind: 'refused', reason: e.reason }
    throw e
  }
  if (order.status === 'refunded') return { kind: 'refunded', order }
  return askForRefund(ctx, order, log)
}

/**
 * Asks the provider for the refund of a 'refunding' order (idempotent); confirmed → 'refunded', otherwise a retry is
 * enqueued. The refund-retry job calls it too.
 */
export async function askForRefund(
  ctx: Omit<RefundContext, 'db'>,
  order: OrderRow,
  log?: FastifyBaseLogger,
  opts: { enqueue?: boolean } = {}
): Promise<RefundResult> {
  const repo = ctx.repos.commerce
  if (order.status === 'refunded') return { kind: 'refunded', order }
  if (order.status !== 'refunding') return { kind: 'refused', reason: 'notPaid' }
  // No money moved (an exchange code, a free order): nothing to return at a provider.
  if (order.payCents === 0 || order.provider === 'exchange' || !order.providerTxn) {
    const done = await repo.refunded(order.id, 'none', ctx.now())
    return { kind: 'refunded', order: done ?? (await repo.order(order.orderNo))! }
  }
  const target = paymentMember(ctx.providers.payment, order.provider)
  let confirmed: string | null = null
  if (!target) log?.error({ orderNo: order.orderNo, provider: order.provider }, 'refund: provider not configured')
  else {
    try {
      const outcome = await target.refund({
        orderNo: order.orderNo,
        txn: order.providerTxn,
        amountCents: order.payCents,
        reason: order.refundReason ?? 'payRefunded'
      })
      if (outcome.status === 'refunded') confirmed = outcome.refundTxn
      else log?.warn({ orderNo: order.orderNo, outcome }, 'refund not confirmed yet')
    } catch (err) {
      log?.warn({ err, orderNo: order.orderNo }, 'refund: provider did not answer')
    }
  }
  if (confirmed !== null) {
    await repo.refunded(order.id, confirmed, ctx.now())
    const now = (await repo.order(order.orderNo))!
    if (now.status === 'refunded') return { kind: 'refunded', order: now }
  }
  if (opts.enqueue !== false) await enqueueRefundRetry(repo, order.id)
  return { kind: 'refunding', order: (await repo.order(order.orderNo)) ?? order }
}

/** The paid order becomes 'refunding' and its purchase is taken back, in one transaction (once). */
async function takeBack(db: Db, orderId: number, reason: string, actor: string, now: number): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
    if (!head) throw new Refused('notFound')
    const user = (await lockUser(tx, head.userId))!
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (order.status === 'refunding' || order.status === 'refunded') return order
    if (order.status !== 'paid') throw new Refused('notPaid')
    if (order.isGift) {
      const [gift] = await tx.select().from(gifts).where(eq(gifts.orderId, order.id)).for('update')
      // A gift support revoked (routes/admin/gifts.ts) was never granted either: refundable, and stays revoked.
      if (gift && gift.status !== 'unclaimed' && gift.status !== 'revoked') throw new Refused('giftClaimed')
      // The link stops working (a claim needs 'unclaimed'); nothing was granted to anyone.
      if (gift?.status === 'unclaimed')
        await tx
          .update(gifts)
          .set({ status: 'reclaimed', claimedAt: new Date(now) })
          .where(eq(gifts.id, gift.id))
    } else if (order.kind === 'course') {
      await tx
        .delete(userCourses)
        .where(and(eq(userCourses.userId, user.id), eq(userCourses.courseId, order.courseId!)))
      await tx
        .update(actTickets)
        .set({ status: 'cancelled', cancelledAt: new Date(now) })
        .where(and(eq(actTickets.orderId, order.id), eq(actTickets.status, 'active')))
    } else {
      const [product] = await tx.select().from(products).where(eq(products.id, order.productId!))
      const span = product.days * DAY
      if (product.kind === 'meditation_vip') {
        if (user.vipExpireAt)
          await tx
            .update(users)
            .set({ vipExpireAt: new Date(user.vipExpireAt.getTime() - span) })
            .where(eq(users.id, user.id))
      } else if (user.annualCardExpireAt) {
        const level = cardLevelOf(product.kind)
        const upgrade = (order.pricedCardLevel ?? 0) > 0 && (order.pricedCardLevel ?? 0) < level
        // An upgrade still held: the card held before it comes back as it was; otherwise its days go.
        const back =
          upgrade && user.annualCardLevel === level && order.pricedCardExpireAt
            ? { annualCardLevel: order.pricedCardLevel!, annualCardExpireAt: order.pricedCardExpireAt }
            : { annualCardExpireAt: new Date(user.annualCardExpireAt.getTime() - span) }
        await tx.update(users).set(back).where(eq(users.id, user.id))
      }
    }
    // The coupon the order spent is the buyer's again (usable until its own expiry), and a membership inviter's
    // reward for this payment is taken back.
    if (order.userCouponId)
      await tx
        .update(userCoupons)
        .set({ status: 'unused', usedAt: null, orderId: null })
        .where(
          and(eq(userCoupons.id, order.userCouponId), eq(userCoupons.orderId, order.id), eq(userCoupons.status, 'used'))
        )
    await takeBackMemberInviteReward(tx, order.id, now)
    const [refunding] = await tx
      .update(orders)
      .set({ status: 'refunding', refundReason: reason, refundActor: actor, refundRequestedAt: new Date(now) })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['paid'])))
      .returning()
    return refunding
  })
}
