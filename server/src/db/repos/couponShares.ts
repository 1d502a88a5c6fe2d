/**
 * Coupons changing hands (rules in routes/commerce/couponShares.ts): a transfer to a named account and a claim
 * link. Each hand-over is one transaction that locks the giver's user row first (the same lock as every money
 * path of that user in ./commerce, so a coupon cannot be spent on an order and given away at once), then moves
 * the coupon only by `UPDATE … WHERE user_id = <giver> AND status = 'unused'`: of two hand-overs of one coupon,
 * one moves it and the other finds it gone. A pending order that had reserved the coupon is closed.
 */
import { and, asc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { coupons, couponShares, courses, orders, userCoupons, users } from '../schema'
import type { MessageKey } from '../../i18n'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Course type 3 is the membership card (bought as a product, never with a course coupon). */
const MEMBER_CARD_TYPE = 3

class Refusal extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason)
  }
}

const isUniqueViolation = (e: unknown): boolean => {
  const code =
    (e as { code?: string; cause?: { code?: string } })?.code ?? (e as { cause?: { code?: string } })?.cause?.code
  return code === '23505'
}

async function lockUser(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update')
  return !!row
}

/**
 * Moves an unused, unexpired coupon of `fromId` to `toId` inside the caller's transaction (the giver locked).
 * Refuses when the receiver already holds the same coupon (one per account, as claiming by code).
 */
async function move(tx: Tx, ucId: number, fromId: number, toId: number, now: number): Promise<void> {
  const [uc] = await tx
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.id, ucId), eq(userCoupons.userId, fromId)))
    .for('update')
  if (!uc) throw new Refusal('couponGone')
  if (uc.status !== 'unused' || uc.expiresAt.getTime() <= now) throw new Refusal('couponNotTransferable')
  const [held] = await tx
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, toId), eq(userCoupons.couponId, uc.couponId)))
  if (held) throw new Refusal('couponTargetHas')
  if (uc.orderId)
    await tx
      .update(orders)
      .set({ status: 'closed' })
      .where(and(eq(orders.id, uc.orderId), eq(orders.status, 'pending')))
  const [moved] = await tx
    .update(userCoupons)
    .set({ userId: toId, orderId: null })
    .where(
      and(
        eq(userCoupons.id, ucId),
        eq(userCoupons.userId, fromId),
        eq(userCoupons.status, 'unused'),
        gt(userCoupons.expiresAt, new Date(now))
      )
    )
    .returning({ id: userCoupons.id })
  if (!moved) throw new Refusal('couponGone')
}

export type HandOver = { ok: true; userCouponId: number } | { ok: false; reason: MessageKey }

export function couponSharesRepo(db: Db) {
  async function run(fn: () => Promise<HandOver>): Promise<HandOver> {
    try {
      return await fn()
    } catch (e) {
      if (e instanceof Refusal) return { ok: false, reason: e.reason }
      // the receiver claimed the same coupon by code meanwhile
      if (isUniqueViolation(e)) return { ok: false, reason: 'couponTargetHas' }
      throw e
    }
  }
  return {
    /** Courses a coupon with this minimum applies to (paid courses, not the membership card), in catalogue order. */
    async applicableCourses(minAmountCents: number) {
      return db
        .select()
        .from(courses)
        .where(
          and(gt(courses.priceCents, 0), gte(courses.priceCents, minAmountCents), ne(courses.type, MEMBER_CARD_TYPE))
        )
        .orderBy(asc(courses.sort), asc(courses.id))
    },

    /** Gives the coupon to another account now. */
    transfer(fromId: number, ucId: number, toId: number, now: number): Promise<HandOver> {
      return run(() =>
        db.transaction(async (tx) => {
          if (fromId === toId) throw new Refusal('couponSelf')
          if (!(await lockUser(tx, fromId))) throw new Refusal('notFound')
          await move(tx, ucId, fromId, toId, now)
          // a claim link made earlier for this coupon dies with the transfer
          await tx
            .delete(couponShares)
            .where(
              and(eq(couponShares.userCouponId, ucId), eq(couponShares.kind, 'share'), isNull(couponShares.claimedAt))
            )
          await tx.insert(couponShares).values({
            userCouponId: ucId,
            fromUserId: fromId,
            toUserId: toId,
            kind: 'transfer',
            createdAt: new Date(now),
            claimedAt: new Date(now)
          })
          return { ok: true as const, userCouponId: ucId }
        })
      )
    },

    /** The open claim link of one of my usable coupons: made once, the same token after that. */
    async share(
      fromId: number,
      ucId: number,
      token: string,
      now: number
    ): Promise<{ token: string } | { reason: MessageKey }> {
      try {
        return await db.transaction(async (tx) => {
          await lockUser(tx, fromId)
          const [uc] = await tx
            .select()
            .from(userCoupons)
            .where(and(eq(userCoupons.id, ucId), eq(userCoupons.userId, fromId)))
          if (!uc) throw new Refusal('couponGone')
          if (uc.status !== 'unused' || uc.expiresAt.getTime() <= now) throw new Refusal('couponNotTransferable')
          await tx
            .insert(couponShares)
            .values({ userCouponId: ucId, fromUserId: fromId, kind: 'share', token, createdAt: new Date(now) })
            .onConflictDoNothing()
          const [open] = await tx
            .select({ token: couponShares.token })
            .from(couponShares)
            .where(
              and(eq(couponShares.userCouponId, ucId), eq(couponShares.kind, 'share'), isNull(couponShares.claimedAt))
            )
          return { token: open.token! }
        })
      } catch (e) {
        if (e instanceof Refusal) return { reason: e.reason }
        throw e
      }
    },

    /** What a claim link offers (for the claim page), with the giver's nickname; undefined when unknown. */
    async shared(token: string) {
      const [row] = await db
        .select({ s: couponShares, uc: userCoupons, c: coupons, from: users.nickname })
        .from(couponShares)
        .innerJoin(userCoupons, eq(userCoupons.id, couponShares.userCouponId))
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .innerJoin(users, eq(users.id, couponShares.fromUserId))
        .where(and(eq(couponShares.token, token), eq(couponShares.kind, 'share')))
      return row
    },

    /** Claims a link: the first other account gets the coupon; everyone after is told it is gone. */
    claim(token: string, toId: number, now: number): Promise<HandOver> {
      return run(() =>
        db.transaction(async (tx) => {
          const [peek] = await tx.select().from(couponShares).where(eq(couponShares.token, token))
          if (!peek || peek.kind !== 'share') throw new Refusal('couponShareUnknown')
          if (peek.fromUserId === toId) throw new Refusal('couponSelf')
          // the giver first (the lock order of every hand-over), then the link
          await lockUser(tx, peek.fromUserId)
          const [share] = await tx.select().from(couponShares).where(eq(couponShares.id, peek.id)).for('update')
          if (share.claimedAt) throw new Refusal('couponGone')
          await move(tx, share.userCouponId, share.fromUserId, toId, now)
          const [claimed] = await tx
            .update(couponShares)
            .set({ toUserId: toId, claimedAt: new Date(now) })
            .where(and(eq(couponShares.id, share.id), isNull(couponShares.claimedAt)))
            .returning({ id: couponShares.id })
          if (!claimed) throw new Refusal('couponGone')
          return { ok: true as const, userCouponId: share.userCouponId }
        })
      )
    },

    /** Counts for the tests: coupons of one kind held by each user. */
    async holders(couponId: number) {
      return db
        .select({ userId: userCoupons.userId, n: sql<number>`count(*)::int` })
        .from(userCoupons)
        .where(eq(userCoupons.couponId, couponId))
        .groupBy(userCoupons.userId)
    }
  }
}
export type CouponSharesRepo = ReturnType<typeof couponSharesRepo>
