/**
 * Commerce: products and courses as order items, user coupons, orders, settling a paid order (the grant) and
 * exchange codes. Every grant happens inside the transaction that moves an order from pending to paid, guarded
 * by `WHERE status = 'pending'`: whoever flips the row grants, a second payment or a retry finds nothing to flip.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm'
import type { Db } from '../client'
import { coupons, courses, exchangeCodes, orders, products, userCourses, userCoupons, users } from '../schema'

export type ProductRow = typeof products.$inferSelect
export type CourseRow = typeof courses.$inferSelect
export type OrderRow = typeof orders.$inferSelect
export type UserCouponRow = { uc: typeof userCoupons.$inferSelect; c: typeof coupons.$inferSelect }
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const DAY = 86_400_000

/** The annual-card level a product grants (0 for the meditation membership). */
export function cardLevelOf(kind: string): 0 | 1 | 2 {
  return kind === 'course_annual_advanced' ? 2 : kind === 'course_annual' ? 1 : 0
}

/**
 * Applies what an order bought to the user, inside the paying transaction.
 * - Membership: extends from the later of now and the current expiry (buying early never loses days).
 * - Annual card of the same level: extends the same way. A higher level (upgrade, or a first card): the new
 *   level runs for its days from now, or keeps the current expiry if that is later; the rest of a lower card is
 *   absorbed (it is worth less than the new year). Buying a lower card while a higher one is active is refused
 *   before any order exists (routes/commerce/orders.ts), so it never reaches here.
 * - Course: owned for good (user_courses, source 'order').
 */
async function grant(tx: Tx, order: OrderRow, now: number): Promise<void> {
  if (order.kind === 'course') {
    await tx.insert(userCourses).values({ userId: order.userId, courseId: order.courseId!, source: 'order' }).onConflictDoNothing()
    return
  }
  const [product] = await tx.select().from(products).where(eq(products.id, order.productId!))
  const [user] = await tx.select().from(users).where(eq(users.id, order.userId))
  const span = product.days * DAY
  if (product.kind === 'meditation_vip') {
    const from = Math.max(now, user.vipExpireAt?.getTime() ?? 0)
    await tx.update(users).set({ vipExpireAt: new Date(from + span) }).where(eq(users.id, user.id))
    return
  }
  const level = cardLevelOf(product.kind)
  const currentExpiry = user.annualCardExpireAt?.getTime() ?? 0
  const active = currentExpiry > now ? user.annualCardLevel : 0
  const expiry = active === level ? currentExpiry + span : Math.max(now + span, currentExpiry)
  await tx.update(users).set({ annualCardLevel: Math.max(level, active), annualCardExpireAt: new Date(expiry) }).where(eq(users.id, user.id))
}

export function commerceRepo(db: Db) {
  return {
    async product(code: string): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.code, code))
      return row
    },
    async productsOfKinds(kinds: string[]): Promise<ProductRow[]> {
      return db.select().from(products).where(inArray(products.kind, kinds)).orderBy(asc(products.sort))
    },
    async course(sku: string): Promise<CourseRow | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.sku, sku))
      return row
    },
    async ownsCourse(userId: number, courseId: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(userCourses).where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
      return row.n > 0
    },
    /** Courses included in an annual card (card_level 1..level), in catalogue order. */
    async cardCourses(level: number): Promise<CourseRow[]> {
      return db.select().from(courses).where(and(gt(courses.cardLevel, 0), lte(courses.cardLevel, level)))
        .orderBy(asc(courses.cardLevel), asc(courses.sort), asc(courses.id))
    },

    // ---------------------------------------------------------------- coupons
    async userCoupons(userId: number): Promise<UserCouponRow[]> {
      return db.select({ uc: userCoupons, c: coupons }).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(eq(userCoupons.userId, userId)).orderBy(desc(userCoupons.id))
    },
    async userCoupon(userId: number, id: number): Promise<UserCouponRow | undefined> {
      const [row] = await db.select({ uc: userCoupons, c: coupons }).from(userCoupons).innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)))
      return row
    },
    async couponByCode(code: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code))
      return row
    },
    /** Claims a coupon once per user; null when the user already holds it. */
    async claimCoupon(userId: number, couponId: number, expiresAt: Date): Promise<number | null> {
      const [row] = await db.insert(userCoupons).values({ userId, couponId, expiresAt }).onConflictDoNothing().returning({ id: userCoupons.id })
      return row?.id ?? null
    },

    // ---------------------------------------------------------------- orders
    /**
     * Creates a pending order. When it uses a coupon, the coupon is reserved for it: a still-pending older order
     * of the same user holding that coupon is closed (the newest checkout wins, so going back and changing the
     * plan never strands a coupon). False when the coupon was spent meanwhile.
     */
    async createOrder(values: typeof orders.$inferInsert): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        if (values.userCouponId) {
          const [uc] = await tx.select().from(userCoupons)
            .where(and(eq(userCoupons.id, values.userCouponId), eq(userCoupons.userId, values.userId), eq(userCoupons.status, 'unused')))
          if (!uc) return null
          if (uc.orderId) await tx.update(orders).set({ status: 'closed' }).where(and(eq(orders.id, uc.orderId), eq(orders.status, 'pending')))
          const [order] = await tx.insert(orders).values(values).returning()
          await tx.update(userCoupons).set({ orderId: order.id }).where(eq(userCoupons.id, uc.id))
          return order
        }
        const [order] = await tx.insert(orders).values(values).returning()
        return order
      })
    },
    async order(orderNo: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
      return row
    },
    async couponTitleOf(userCouponId: number | null): Promise<{ zh: string; en: string } | null> {
      if (!userCouponId) return null
      const [row] = await db.select({ zh: coupons.titleZh, en: coupons.titleEn }).from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId)).where(eq(userCoupons.id, userCouponId))
      return row ?? null
    },
    async close(orderId: number): Promise<void> {
      await db.update(orders).set({ status: 'closed' }).where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    },
    /**
     * Marks a pending order paid and grants what it bought, in one transaction. Returns the paid row, or null
     * when the order was no longer pending (already paid: nothing is granted twice; or closed meanwhile).
     */
    async settle(orderId: number, provider: string, txn: string, now: number): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [paid] = await tx.update(orders).set({ status: 'paid', provider, providerTxn: txn, paidAt: new Date(now) })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'))).returning()
        if (!paid) return null
        if (paid.userCouponId) {
          await tx.update(userCoupons).set({ status: 'used', usedAt: new Date(now), orderId: paid.id })
            .where(and(eq(userCoupons.id, paid.userCouponId), eq(userCoupons.status, 'unused')))
        }
        await grant(tx, paid, now)
        return paid
      })
    },

    /** Paid orders of a user, newest first. */
    async purchases(userId: number, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const where = and(eq(orders.userId, userId), eq(orders.status, 'paid'))
      const rows = await db.select().from(orders).where(where).orderBy(desc(orders.paidAt), desc(orders.id)).limit(limit).offset(offset)
      const [{ n }] = await db.select({ n: count() }).from(orders).where(where)
      return { rows, total: n }
    },

    // ---------------------------------------------------------------- exchange codes
    async exchangeCode(code: string) {
      const [row] = await db.select().from(exchangeCodes).where(eq(exchangeCodes.code, code))
      return row
    },
    /**
     * Redeems a code: marks it used (only if still unused: two people racing for one code, one wins) and records
     * a paid order of 0 through provider 'exchange' that grants the product, in one transaction.
     */
    async redeem(code: string, order: typeof orders.$inferInsert, now: number): Promise<OrderRow | null> {
      return db.transaction(async (tx) => {
        const [taken] = await tx.update(exchangeCodes).set({ usedBy: order.userId, usedAt: new Date(now) })
          .where(and(eq(exchangeCodes.code, code), isNull(exchangeCodes.usedBy), gt(exchangeCodes.expiresAt, new Date(now)))).returning()
        if (!taken) return null
        const [row] = await tx.insert(orders).values({ ...order, status: 'paid', paidAt: new Date(now) }).returning()
        await grant(tx, row, now)
        return row
      })
    },

    /** Pending orders past their time are closed lazily, when read. */
    async closeExpired(userId: number, now: number): Promise<void> {
      await db.update(orders).set({ status: 'closed' })
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), lte(orders.expiresAt, new Date(now))))
    },
    async user(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    }
  }
}
export type CommerceRepo = ReturnType<typeof commerceRepo>
