/**
 * Gifts in the console (routes/admin/gifts.ts): every gift with its order, giver and claimer, searched by either
 * person or the order number and filtered by the state support sees (sent, claimed, expired, refunded, revoked);
 * revoking locks the gift's row and moves it only from unclaimed, the same row lock and condition a claim takes
 * (repos/gifts.ts), so of a revoke and claims racing exactly one wins.
 */
import { and, desc, eq, gt, ilike, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { courses, gifts, orders, products, users } from '../schema'
import { paginate } from './paginate'

export type AdminGiftState = 'sent' | 'claimed' | 'expired' | 'refunded' | 'revoked'
const REFUNDED = ['refunding', 'refunded']

const giver = alias(users, 'giver')
const claimer = alias(users, 'claimer')

function giftSelect(db: Db) {
  return db
    .select({
      g: gifts,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      payCents: orders.payCents,
      courseZh: courses.titleZh,
      courseEn: courses.titleEn,
      productZh: products.titleZh,
      productEn: products.titleEn,
      giverEmail: giver.email,
      giverNickname: giver.nickname,
      claimerEmail: claimer.email,
      claimerNickname: claimer.nickname
    })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.orderId))
    .innerJoin(giver, eq(giver.id, gifts.giverId))
    .leftJoin(claimer, eq(claimer.id, gifts.claimedBy))
    .leftJoin(courses, eq(courses.id, gifts.courseId))
    .leftJoin(products, eq(products.id, gifts.productId))
}
export type AdminGiftView = Awaited<ReturnType<ReturnType<typeof giftSelect>['execute']>>[number]

/** The state support sees: a refund first, then a revocation, a claim, the end of its 30 days, else sent. */
export function giftState(v: Pick<AdminGiftView, 'g' | 'orderStatus'>, now: number): AdminGiftState {
  if (REFUNDED.includes(v.orderStatus)) return 'refunded'
  if (v.g.status === 'revoked') return 'revoked'
  if (v.g.status === 'claimed') return 'claimed'
  if (v.g.status === 'reclaimed' || v.g.expiresAt.getTime() <= now) return 'expired'
  return 'sent'
}

function stateWhere(state: AdminGiftState, now: Date): SQL | undefined {
  const notRefunded = notInArray(orders.status, REFUNDED)
  switch (state) {
    case 'refunded':
      return inArray(orders.status, REFUNDED)
    case 'revoked':
      return and(notRefunded, eq(gifts.status, 'revoked'))
    case 'claimed':
      return and(notRefunded, eq(gifts.status, 'claimed'))
    case 'expired':
      return and(
        notRefunded,
        or(eq(gifts.status, 'reclaimed'), and(eq(gifts.status, 'unclaimed'), lte(gifts.expiresAt, now)))
      )
    case 'sent':
      return and(notRefunded, eq(gifts.status, 'unclaimed'), gt(gifts.expiresAt, now))
  }
}

export function adminGiftRepo(db: Db) {
  return {
    /**
     * Gifts newest first. `q`: an order number (or part of it), a giver's or claimer's e-mail or nickname (part of
     * it), or a number: the id of the gift, its giver or its claimer.
     */
    async list(f: { q?: string; state?: AdminGiftState; now: number; offset: number; limit: number }) {
      const q = f.q?.trim()
      const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : ''
      const where = and(
        f.state ? stateWhere(f.state, new Date(f.now)) : undefined,
        q
          ? or(
              ilike(orders.orderNo, like),
              ilike(giver.email, like),
              ilike(giver.nickname, like),
              ilike(claimer.email, like),
              ilike(claimer.nickname, like),
              ...(id ? [eq(gifts.id, id), eq(gifts.giverId, id), eq(gifts.claimedBy, id)] : [])
            )
          : undefined
      )
      return paginate(db, giftSelect(db).where(where).orderBy(desc(gifts.id)), undefined, f.offset, f.limit)
    },
    async find(id: number): Promise<AdminGiftView | undefined> {
      const [row] = await giftSelect(db).where(eq(gifts.id, id))
      return row
    },
    /**
     * Revokes a gift that is still sent (unclaimed, within its days, its order not refunded): the gift's row is
     * locked first and moved only from 'unclaimed'. Returns the gift before and after, or the state that refused it.
     * Run inside the caller's transaction (with its audit row).
     */
    async revoke(id: number, by: string, reason: string, now: number) {
      const [locked] = await db.select({ id: gifts.id }).from(gifts).where(eq(gifts.id, id)).for('update')
      if (!locked) return { kind: 'missing' } as const
      const before = (await this.find(id))!
      const state = giftState(before, now)
      if (state !== 'sent') return { kind: 'refused', state, before } as const
      const [done] = await db
        .update(gifts)
        .set({ status: 'revoked', revokedAt: new Date(now), revokedBy: by, revokeReason: reason })
        .where(and(eq(gifts.id, id), eq(gifts.status, 'unclaimed')))
        .returning({ id: gifts.id })
      if (!done) return { kind: 'refused', state: 'claimed' as AdminGiftState, before } as const
      return { kind: 'revoked', before, after: (await this.find(id))! } as const
    }
  }
}
