/**
 * Commerce: products and courses as order items, user coupons, orders, settling a paid order (the grant) and
 * exchange codes.
 *
 * Every money path is one transaction that first locks the buyer's user row (`SELECT … FOR NO KEY UPDATE`), so two
 * requests of one user (two checkouts, two payments, a payment and a redemption) run one after the other and
 * each reads what the previous one wrote. Inside it:
 * - an order moves from pending to paid only by `UPDATE … WHERE status = 'pending'`;
 * - its coupon moves from unused to used only by `UPDATE … WHERE status = 'unused' AND order_id = <this order>`,
 *   and a coupon that cannot be spent makes the whole settle refuse (nothing is granted at the wrong price);
 * - the item is checked again (still for sale to this user: not owned, no higher card, a seat left, with the
 *   event row locked so two buyers of the last seat are serialised);
 * - exchange codes are taken by `UPDATE … WHERE used_by IS NULL RETURNING`.
 * A settle that refuses after the money was taken leaves the order 'refunding' for the caller to refund.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../client'
import {
  coupons,
  courseEvents,
  courses,
  exchangeCodes,
  orders,
  products,
  userCourses,
  userCoupons,
  users
} from '../schema'
import type { MessageKey } from '../../i18n'
import { createGift, rewardMemberInviter } from './giftHooks'
import { ACTIVITY_TYPE, insertTicket } from './tickets'
import { cardAfterGrant, cardPriceStale, type CardTerms } from '../../services/commerce/annualCard'
import { paginate } from './paginate'

export type ProductRow = typeof products.$inferSelect
export type CourseRow = typeof courses.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type UserCouponRow = { uc: typeof userCoupons.$inferSelect; c: typeof coupons.$inferSelect }
type UserRow = typeof users.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A plain handle or a transaction: the purchasability check runs on either. */
type Q = Db | Tx

const DAY = 86_400_000
/** Course type 3 is the "become a member" card of spec §2: it is bought as a membership product, not as a course. */
export const MEMBER_CARD_TYPE = 3

/** The annual-card level a product grants (0 for the meditation membership). */
export function cardLevelOf(kind: string): 0 | 1 | 2 {
  return kind === 'course_annual_advanced' ? 2 : kind === 'course_annual' ? 1 : 0
}

/** The user's active annual-card level at `now` (0 when none or expired). */
function activeCardLevel(user: UserRow, now: number): number {
  return user.annualCardExpireAt && user.annualCardExpireAt.getTime() > now ? user.annualCardLevel : 0
}

/** What an order names: a product, or a course (with its seat count when it is an event). */
export interface Purchasable {
  product: ProductRow | null
  course: CourseRow | null
}

/**
 * Why `user` cannot buy `item` now, or null when they can. The one rule used when quoting, when creating an
 * order, before charging and again inside the settling transaction.
 * `lockSeats`: inside a transaction, lock the event row first so concurrent buyers of the last seat queue.
 */
export async function purchaseRefusal(
  q: Q,
  item: Purchasable,
  user: UserRow,
  now: number,
  lockSeats = false,
  gift = false
): Promise<MessageKey | null> {
  const level = activeCardLevel(user, now)
  // A gift is for someone else: what the buyer holds does not matter, only whether the item can be given.
  if (gift) return giftRefusal(item)
  if (item.product) {
    const wanted = cardLevelOf(item.product.kind)
    return wanted && level > wanted ? 'lowerCard' : null
  }
  const c = item.course!
  if (c.type === MEMBER_CARD_TYPE) return 'notForSale'
  if (c.priceCents <= 0) return 'freeCourse'
  if (c.cardLevel > 0 && level >= c.cardLevel) return 'includedInCard'
  const [owned] = await q
    .select({ n: count() })
    .from(userCourses)
    .where(and(eq(userCourses.userId, user.id), eq(userCourses.courseId, c.id)))
  if (owned.n > 0) return 'alreadyOwned'
  const eventQuery = q.select({ seats: courseEvents.seats }).from(courseEvents).where(eq(courseEvents.courseId, c.id))
  const [event] = lockSeats ? await eventQuery.for('update') : await eventQuery
  if (event && event.seats > 0) {
    const [taken] = await q.select({ n: count() }).from(userCourses).where(eq(userCourses.courseId, c.id))
    if (taken.n >= event.seats) return 'soldOut'
  }
  return null
}

/** Why `item` cannot be bought as a gift: courses that are free, member cards or events with seats. */
export function giftRefusal(item: Purchasable): MessageKey | null {
  if (item.product) return null
  const c = item.course!
  // An activity's seat belongs to the person who signed up: tickets are not given.
  if (c.type === MEMBER_CARD_TYPE || c.type === ACTIVITY_TYPE) return 'notForSale'
  if (c.priceCents <= 0) return 'freeCourse'
  return null
}

/**
 * Locks the buyer's row for the transaction. NO KEY UPDATE: it excludes every other money transaction of this
 * user (they take the same lock) without blocking inserts elsewhere that merely reference the user (play logs,
 * progress), whose foreign-key checks only need KEY SHARE.
 */
export async function lockUser(tx: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update')
  return row
}

async function itemOf(q: Q, order: OrderRow): Promise<Purchasable> {
  if (order.kind === 'course') {
    const [course] = await q.select().from(courses).where(eq(courses.id, order.courseId!))
    return { product: null, course }
  }
  const [product] = await q.select().from(products).where(eq(products.id, order.productId!))
  return { product, course: null }
}

/**
 * Applies what an order bought to the (locked) user, inside the paying transaction.
 * - Membership: extends from the later of now and the current expiry (buying early never loses days).
 * - Annual card of the same level: extends the same way. A higher level (upgrade, or a first card): the new
 *   level runs for its days from now, or keeps the current expiry if that is later; the rest of a lower card is
 *   absorbed (it is worth less than the new year). A lower card while a higher one is active is refused by
 *   purchaseRefusal before this runs.
 * - Course: owned for good (user_courses, source 'order').
 */
export async function grant(
  tx: Tx,
  order: Pick<OrderRow, 'kind' | 'productId' | 'courseId'> & { id?: number },
  user: UserRow,
  now: number,
  source = 'order'
): Promise<void> {
  if (order.kind === 'course') {
    await tx.insert(userCourses).values({ userId: user.id, courseId: order.courseId!, source }).onConflictDoNothing()
    const [c] = await tx.select({ type: courses.type }).from(courses).where(eq(courses.id, order.courseId!))
    if (c?.type === ACTIVITY_TYPE) await insertTicket(tx, user.id, order.courseId!, order.id ?? null)
    return
  }
  const [product] = await tx.select().from(products).where(eq(products.id, order.productId!))
  const span = product.days * DAY
  if (product.kind === 'meditation_vip') {
    const from = Math.max(now, user.vipExpireAt?.getTime() ?? 0)
    await tx
      .update(users)
      .set({ vipExpireAt: new Date(from + span) })
      .where(eq(users.id, user.id))
    return
  }
  // The term arithmetic (upgrades over the whole remaining term, gifts converted by what the holder has) is in
  // services/commerce/annualCard.ts.
  // The terms: the card bought for its own level; for the other level, the card the equity page offers and upgrades
  // are priced from, the first published one in catalogue order (sort, then id; routes/commerce/equity.ts).
  const level = cardLevelOf(product.kind) as 1 | 2
  const cards = await tx
    .select()
    .from(products)
    .where(and(inArray(products.kind, ['course_annual', 'course_annual_advanced']), eq(products.status, 'published')))
    .orderBy(asc(products.sort), asc(products.id))
  const terms = { 1: product, 2: product } as Record<1 | 2, CardTerms>
  const other = cards.find((c) => cardLevelOf(c.kind) !== level)
  if (other) terms[cardLevelOf(other.kind) as 1 | 2] = other
  const held = { level: user.annualCardLevel, expiresAt: user.annualCardExpireAt?.getTime() ?? 0 }
  const next = cardAfterGrant(level, terms, held, now, source === 'gift')
  await tx
    .update(users)
    .set({ annualCardLevel: next.level, annualCardExpireAt: new Date(next.expiresAt) })
    .where(eq(users.id, user.id))
}

/** What settling a payment did. */
export type SettleResult =
  | { kind: 'paid'; order: OrderRow }
  /** The order was not pending any more (paid by another request, closed, refunded): nothing changed. */
  | { kind: 'notPending'; order: OrderRow }
  /** The grant cannot happen (reason); the order is now 'refunding' with this payment's txn on it. */
  | { kind: 'refused'; order: OrderRow; reason: MessageKey }

/** Thrown inside a transaction to roll it back with a business refusal. */
class Refusal extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason)
  }
}

export function commerceRepo(db: Db) {
  return {
    /** purchaseRefusal outside a transaction (quoting, creating an order, before charging). */
    purchaseRefusal(item: Purchasable, user: UserRow, now: number): Promise<MessageKey | null> {
      return purchaseRefusal(db, item, user, now)
    },
    async product(code: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.code, code))
      return row
    },
    /** The products and courses `skus` name, in two IN look-ups (a page of orders without a query per order). */
    async itemsBySku(skus: string[]): Promise<{ products: ProductRow[]; courses: CourseRow[] }> {
      const unique = [...new Set(skus)]
      if (!unique.length) return { products: [], courses: [] }
      const [productRows, courseRows] = await Promise.all([
        db.select().from(products).where(inArray(products.code, unique)),
        db.select().from(courses).where(inArray(courses.sku, unique))
      ])
      return { products: productRows, courses: courseRows }
    },
    /** The published products of `kinds` (a console draft card is neither listed nor sold). */
    async productsOfKinds(kinds: string[]): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(and(inArray(products.kind, kinds), eq(products.status, 'published')))
        .orderBy(asc(products.sort), asc(products.id))
    },
    async course(sku: string): Promise<CourseRow | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.sku, sku))
      return row
    },
    async ownsCourse(userId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(userCourses)
        .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
      return row.n > 0
    },
    /** Courses included in an annual card (card_level 1..level), in catalogue order. */
    async cardCourses(level: number): Promise<CourseRow[]> {
      return db
        .select()
        .from(courses)
        .where(and(gt(courses.cardLevel, 0), lte(courses.cardLevel, level)))
        .orderBy(asc(courses.cardLevel), asc(courses.sort), asc(courses.id))
    },

    // ---------------------------------------------------------------- coupons
    async userCoupons(userId: number): Promise<UserCouponRow[]> {
      return db
        .select({ uc: userCoupons, c: coupons })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(eq(userCoupons.userId, userId))
        .orderBy(desc(userCoupons.id))
    },
    async userCoupon(userId: number, id: number): Promise<UserCouponRow | undefined> {
      const [row] = await db
        .select({ uc: userCoupons, c: coupons })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)))
      return row
    },
    async couponByCode(code: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code))
      return row
    },
    /** Claims a coupon once per user; null when the user already holds it. */
    async claimCoupon(userId: number, couponId: number, expiresAt: Date): Promise<number | null> {
      const [row] = await db
        .insert(userCoupons)
        .values({ userId, couponId, expiresAt })
        .onConflictDoNothing()
        .returning({ id: userCoupons.id })
      return row?.id ?? null
    },

    // ---------------------------------------------------------------- orders
    /**
     * Creates a pending order, or answers the user's pending order for the same item when it has the same
     * terms (a double tap or a retried checkout never makes a second order to pay). A pending order for the
     * same item with other terms (another coupon) is closed and replaced: the newest checkout wins. A coupon
     * is reserved for the new order; an older pending order holding it is closed. Null when the coupon cannot
     * be used (spent or expired meanwhile); nothing is written then.
     */
    async createOrder(
      values: typeof orders.$inferInsert,
      now: number
    ): Promise<{ order: OrderRow; reused: boolean } | null> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockUser(tx, values.userId))) throw new Refusal('notFound')
          // Pending orders past their time are closed first: they never count as the user's pending order.
          await tx
            .update(orders)
            .set({ status: 'closed' })
            .where(
              and(eq(orders.userId, values.userId), eq(orders.status, 'pending'), lte(orders.expiresAt, new Date(now)))
            )
          const [pending] = await tx
            .select()
            .from(orders)
            .where(and(eq(orders.userId, values.userId), eq(orders.sku, values.sku), eq(orders.status, 'pending')))
          if (
            pending &&
            pending.isGift === (values.isGift ?? false) &&
            pending.userCouponId === (values.userCouponId ?? null) &&
            pending.payCents === values.payCents
          ) {
            const contact = {
              phone: values.phone ?? pending.phone,
              nationcode: values.nationcode ?? pending.nationcode,
              contactName: values.contactName ?? pending.contactName,
              campaign: values.campaign ?? pending.campaign,
              channelTag: values.channelTag ?? pending.channelTag,
              pullChannelId: values.pullChannelId ?? pending.pullChannelId,
              channel: values.channel ?? pending.channel
            }
            const [order] = await tx.update(orders).set(contact).where(eq(orders.id, pending.id)).returning()
            return { order, reused: true }
          }
          if (pending) await tx.update(orders).set({ status: 'closed' }).where(eq(orders.id, pending.id))
          let couponId: number | null = null
          if (values.userCouponId) {
            const [uc] = await tx
              .select()
              .from(userCoupons)
              .where(
                and(
                  eq(userCoupons.id, values.userCouponId),
                  eq(userCoupons.userId, values.userId),
                  eq(userCoupons.status, 'unused'),
                  gt(userCoupons.expiresAt, new Date(now))
                )
              )
              .for('update')
            if (!uc) throw new Refusal('couponUnavailable')
            if (uc.orderId)
              await tx
                .update(orders)
                .set({ status: 'closed' })
                .where(and(eq(orders.id, uc.orderId), eq(orders.status, 'pending')))
            couponId = uc.id
          }
          const [order] = await tx.insert(orders).values(values).returning()
          if (couponId) await tx.update(userCoupons).set({ orderId: order.id }).where(eq(userCoupons.id, couponId))
          return { order, reused: false }
        })
      } catch (e) {
        if (e instanceof Refusal) return null
        throw e
      }
    },
    async order(orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
      return row
    },
    async couponTitleOf(userCouponId: number | null): Promise<{ zh: string; en: string } | null> {
      if (!userCouponId) return null
      const [row] = await db
        .select({ zh: coupons.titleZh, en: coupons.titleEn })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(eq(userCoupons.id, userCouponId))
      return row ?? null
    },
    async close(orderId: number): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'closed' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    },
    /** Why the order's item cannot be bought by its user now (checked before charging), or null. */
    async orderRefusal(order: OrderRow, now: number): Promise<MessageKey | null> {
      const [user] = await db.select().from(users).where(eq(users.id, order.userId))
      if (!user) return 'notFound'
      return purchaseRefusal(db, await itemOf(db, order), user, now, false, order.isGift)
    },
    /**
     * Settles a payment the provider confirmed (`txn`): in one transaction, with the user, the order and (for
     * events) the seats locked, re-checks the item, spends the order's coupon and marks the order paid and
     * grants, or, when the item cannot be granted any more, marks it 'refunding' (the caller refunds).
     */
    async settle(orderId: number, provider: string, txn: string, now: number): Promise<SettleResult> {
      return db.transaction(async (tx) => {
        const [head] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
        // Lock order everywhere: user, then order, then coupon, then event seats.
        const user = (await lockUser(tx, head.userId))!
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
        if (order.status !== 'pending') return { kind: 'notPending', order }
        let reason = await purchaseRefusal(tx, await itemOf(tx, order), user, now, true, order.isGift)
        // An annual card priced against another card state (bought, upgraded or expired meanwhile): stale.
        const held = { level: user.annualCardLevel, expiresAt: user.annualCardExpireAt?.getTime() ?? 0 }
        const priced = { level: order.pricedCardLevel, expiresAt: order.pricedCardExpireAt }
        if (!reason && !order.isGift && cardPriceStale(cardLevelOf(order.kind), priced, held, now))
          reason = 'priceChanged'
        if (!reason && order.userCouponId) {
          const [spent] = await tx
            .update(userCoupons)
            .set({ status: 'used', usedAt: new Date(now) })
            .where(
              and(
                eq(userCoupons.id, order.userCouponId),
                eq(userCoupons.status, 'unused'),
                eq(userCoupons.orderId, order.id)
              )
            )
            .returning({ id: userCoupons.id })
          if (!spent) reason = 'couponUnavailable'
        }
        if (reason) {
          const [refunding] = await tx
            .update(orders)
            .set({ status: 'refunding', provider, providerTxn: txn })
            .where(eq(orders.id, order.id))
            .returning()
          return { kind: 'refused', order: refunding, reason }
        }
        const [paid] = await tx
          .update(orders)
          .set({ status: 'paid', provider, providerTxn: txn, paidAt: new Date(now) })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
          .returning()
        if (paid.isGift) await createGift(tx, paid, now)
        else await grant(tx, paid, user, now)
        await rewardMemberInviter(tx, user.id, paid.id, now)
        return { kind: 'paid', order: paid }
      })
    },
    /** A payment arrived for an order closed meanwhile: the order records it as being refunded. */
    async refundingClosed(orderId: number, provider: string, txn: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'refunding', provider, providerTxn: txn })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'closed')))
        .returning()
      return row ?? null
    },
    /** The provider confirmed the refund of a 'refunding' order. */
    async refunded(orderId: number, refundTxn: string, now: number): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ status: 'refunded', refundTxn, refundedAt: new Date(now) })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'refunding')))
        .returning()
      return row ?? null
    },

    /** Paid orders of a user, newest first. */
    async purchases(userId: number, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const where = and(eq(orders.userId, userId), eq(orders.status, 'paid'))
      const query = db.select().from(orders).where(where).orderBy(desc(orders.paidAt), desc(orders.id))
      return paginate(db, query, { table: orders, where }, offset, limit)
    },

    // ---------------------------------------------------------------- exchange codes
    async exchangeCode(code: string) {
      const [row] = await db.select().from(exchangeCodes).where(eq(exchangeCodes.code, code))
      return row
    },
    /**
     * Redeems a code, in one transaction with the user locked: takes the code (only if still unused and not
     * expired: of two people racing for one code, one wins), checks the product is still for this user (a
     * lower card than the one held is refused and the code stays unused), records a paid order of 0 through
     * provider 'exchange' and grants the product.
     */
    async redeem(
      code: string,
      order: typeof orders.$inferInsert,
      now: number
    ): Promise<{ order: OrderRow } | { reason: MessageKey }> {
      try {
        return await db.transaction(async (tx) => {
          const user = await lockUser(tx, order.userId)
          if (!user) throw new Refusal('notFound')
          const [taken] = await tx
            .update(exchangeCodes)
            .set({ usedBy: order.userId, usedAt: new Date(now) })
            .where(
              and(
                eq(exchangeCodes.code, code),
                isNull(exchangeCodes.usedBy),
                gt(exchangeCodes.expiresAt, new Date(now))
              )
            )
            .returning()
          if (!taken) throw new Refusal('exchangeUsed')
          const [product] = await tx.select().from(products).where(eq(products.id, order.productId!))
          const reason = await purchaseRefusal(tx, { product, course: null }, user, now)
          if (reason) throw new Refusal(reason)
          const [row] = await tx
            .insert(orders)
            .values({ ...order, status: 'paid', paidAt: new Date(now) })
            .returning()
          await grant(tx, row, user, now)
          return { order: row }
        })
      } catch (e) {
        if (e instanceof Refusal) return { reason: e.reason }
        throw e
      }
    },

    /**
     * Claims a pending order for one provider transaction (a LINE Pay transaction about to be confirmed): one claim
     * per order, so of two approved transactions of one order only one is ever confirmed (money moves at confirm).
     * The same transaction claims again (a repeated return). Null when the order is not pending or claimed by another.
     */
    async claimPayment(orderId: number, provider: string, txn: string): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ provider, providerTxn: txn })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            or(isNull(orders.providerTxn), eq(orders.providerTxn, txn))
          )
        )
        .returning()
      return row ?? null
    },
    /** The claimed transaction failed for good (cancelled, expired, refused): another may be confirmed. */
    async releasePayment(orderId: number, txn: string): Promise<void> {
      await db
        .update(orders)
        .set({ provider: null, providerTxn: null })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), eq(orders.providerTxn, txn)))
    },
    /**
     * Orders for reconciliation, oldest first: pending ones created before `before` (a provider may have confirmed
     * them without a notification reaching us), or 'refunding' ones of a provider (refunds to finish).
     */
    async ordersToReconcile(
      status: 'pending' | 'refunding',
      provider: string | null,
      before: Date,
      limit: number
    ): Promise<OrderRow[]> {
      const where = [eq(orders.status, status), lte(orders.createdAt, before)]
      if (provider) where.push(eq(orders.provider, provider))
      return db
        .select()
        .from(orders)
        .where(and(...where))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit)
    },
    /** Pending orders past their time are closed lazily, when read. */
    async closeExpired(userId: number, now: number): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'closed' })
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), lte(orders.expiresAt, new Date(now))))
    },
    async user(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    }
  }
}
export type CommerceRepo = ReturnType<typeof commerceRepo>
