/**
 * The learning-gold ledger and exchanges (rules in routes/invite/gold.ts).
 *
 * Every change of gold is `postGold` inside the caller's transaction: the account row moves by a conditional
 * update (a spending only `WHERE balance >= amount`, a credit as an upsert), then one ledger entry is appended
 * with the balance after it. The entry's (user, idempotency key) is unique: a repeated key rolls the whole
 * transaction back, so the same request twice changes nothing. The ledger's sum equals the account balance
 * because both are written together or not at all.
 */
import type { GoldReason } from '@app/protocol'
import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courses,
  goldAccounts,
  goldAdjustments,
  goldExchanges,
  goldGifts,
  goldLedger,
  invitations,
  memberInvites,
  userCourses,
  users
} from '../schema'
import type { MessageKey } from '../../i18n'
import { validZone } from '../../lib/zonedDay'
import { paginate } from './paginate'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type GoldGiftRow = typeof goldGifts.$inferSelect
export type GoldExchangeRow = typeof goldExchanges.$inferSelect
export type GoldEntryRow = typeof goldLedger.$inferSelect

const DAY = 86_400_000

/** Thrown inside a transaction to roll it back with a business refusal. */
export class GoldRefusal extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason)
  }
}

export interface GoldPosting {
  userId: number
  /** Positive: credit; negative: spending. */
  amount: number
  reason: GoldReason
  refId: number
  idempotencyKey: string
  at: Date
}

/**
 * Moves a user's gold and appends the ledger entry, in the caller's transaction. Returns the balance after.
 * Throws GoldRefusal('goldNotEnough') when a spending exceeds the balance and GoldRefusal('goldRepeated') when
 * the idempotency key was used before: either way the caller's transaction rolls back.
 */
export async function postGold(tx: Tx, p: GoldPosting): Promise<number> {
  let balance: number
  if (p.amount >= 0) {
    const [row] = await tx
      .insert(goldAccounts)
      .values({ userId: p.userId, balance: p.amount, updatedAt: p.at })
      .onConflictDoUpdate({
        target: goldAccounts.userId,
        set: { balance: sql`${goldAccounts.balance} + ${p.amount}`, updatedAt: p.at }
      })
      .returning({ balance: goldAccounts.balance })
    balance = row.balance
  } else {
    const [row] = await tx
      .update(goldAccounts)
      .set({ balance: sql`${goldAccounts.balance} + ${p.amount}`, updatedAt: p.at })
      .where(and(eq(goldAccounts.userId, p.userId), sql`${goldAccounts.balance} + ${p.amount} >= 0`))
      .returning({ balance: goldAccounts.balance })
    if (!row) throw new GoldRefusal('goldNotEnough')
    balance = row.balance
  }
  const [entry] = await tx
    .insert(goldLedger)
    .values({
      userId: p.userId,
      amount: p.amount,
      reason: p.reason,
      refId: p.refId,
      idempotencyKey: p.idempotencyKey,
      balanceAfter: balance,
      createdAt: p.at
    })
    .onConflictDoNothing()
    .returning({ id: goldLedger.id })
  if (!entry) throw new GoldRefusal('goldRepeated')
  return balance
}

export interface ExchangeInput {
  userId: number
  giftId: number
  recipientName: string
  nationcode: string
  phone: string
  address: string
  idempotencyKey: string
  now: number
}

export type ExchangeResult =
  | { kind: 'done'; exchange: GoldExchangeRow; gift: GoldGiftRow; balance: number }
  /** The same idempotency key was used before: that exchange, unchanged. */
  | { kind: 'repeated'; exchange: GoldExchangeRow; gift: GoldGiftRow }
  | { kind: 'refused'; reason: MessageKey }

export function goldRepo(db: Db) {
  async function giftOf(id: number): Promise<GoldGiftRow | undefined> {
    const [row] = await db.select().from(goldGifts).where(eq(goldGifts.id, id))
    return row
  }
  return {
    async balance(userId: number): Promise<number> {
      const [row] = await db
        .select({ b: goldAccounts.balance })
        .from(goldAccounts)
        .where(eq(goldAccounts.userId, userId))
      return row?.b ?? 0
    },
    /** The user's entries, newest first, with what each was for (the friend's name, the gift's title). */
    async entries(userId: number, offset: number, limit: number) {
      const mine = eq(goldLedger.userId, userId)
      const query = db
        .select({
          e: goldLedger,
          friend: users.nickname,
          giftZh: goldGifts.titleZh,
          giftEn: goldGifts.titleEn,
          // an operator's adjustment (issue 31): the reason the user reads, and who made it (console only)
          adjustNote: goldAdjustments.reason,
          adjustBy: goldAdjustments.operatorEmail
        })
        .from(goldLedger)
        .leftJoin(invitations, and(eq(goldLedger.reason, 'invite'), eq(invitations.id, goldLedger.refId)))
        .leftJoin(
          memberInvites,
          and(
            inArray(goldLedger.reason, ['member_invite', 'member_invite_refund']),
            eq(memberInvites.id, goldLedger.refId)
          )
        )
        .leftJoin(users, eq(users.id, sql`coalesce(${invitations.inviteeId}, ${memberInvites.inviteeId})`))
        .leftJoin(goldExchanges, and(eq(goldLedger.reason, 'exchange'), eq(goldExchanges.id, goldLedger.refId)))
        .leftJoin(goldGifts, eq(goldGifts.id, goldExchanges.giftId))
        .leftJoin(goldAdjustments, and(eq(goldLedger.reason, 'admin_adjust'), eq(goldAdjustments.id, goldLedger.refId)))
        .where(mine)
        .orderBy(desc(goldLedger.id))
      return paginate(db, query, { table: goldLedger, where: mine }, offset, limit)
    },
    /**
     * The account by month in the user's zone (`zone`, Asia/Taipei when unset), newest first: earned, spent,
     * entries and the closing balance.
     */
    async statement(userId: number, months: number, zone?: string | null) {
      // A literal zone (not a bound parameter): GROUP BY must see the same expression as the SELECT. validZone
      // gives only names Intl knows, which hold no quote; doubling them is a second guard.
      const literal = sql.raw(`'${validZone(zone).replace(/'/g, "''")}'`)
      const month = sql<string>`to_char(${goldLedger.createdAt} at time zone ${literal}, 'YYYY-MM')`
      const rows = await db
        .select({
          month,
          earned: sql<number>`coalesce(sum(${goldLedger.amount}) filter (where ${goldLedger.amount} > 0), 0)::int`,
          spent: sql<number>`coalesce(-sum(${goldLedger.amount}) filter (where ${goldLedger.amount} < 0), 0)::int`,
          entries: sql<number>`count(*)::int`,
          closing: sql<number>`(array_agg(${goldLedger.balanceAfter} order by ${goldLedger.id} desc))[1]`
        })
        .from(goldLedger)
        .where(eq(goldLedger.userId, userId))
        .groupBy(month)
        .orderBy(desc(month))
        .limit(months)
      return rows.map((r) => ({
        month: r.month,
        earned: Number(r.earned),
        spent: Number(r.spent),
        entries: Number(r.entries),
        closing: Number(r.closing ?? 0)
      }))
    },
    async gifts(): Promise<GoldGiftRow[]> {
      return db.select().from(goldGifts).orderBy(asc(goldGifts.sort), asc(goldGifts.id))
    },
    gift: giftOf,
    async exchanges(userId: number, offset: number, limit: number) {
      const mine = eq(goldExchanges.userId, userId)
      const query = db
        .select({ x: goldExchanges, g: goldGifts })
        .from(goldExchanges)
        .innerJoin(goldGifts, eq(goldGifts.id, goldExchanges.giftId))
        .where(mine)
        .orderBy(desc(goldExchanges.id))
      return paginate(db, query, { table: goldExchanges, where: mine }, offset, limit)
    },
    async exchange(userId: number, id: number) {
      const [row] = await db
        .select({ x: goldExchanges, g: goldGifts })
        .from(goldExchanges)
        .innerJoin(goldGifts, eq(goldGifts.id, goldExchanges.giftId))
        .where(and(eq(goldExchanges.id, id), eq(goldExchanges.userId, userId)))
      return row
    },
    /** Sum of the ledger and the account balance of a user (they are equal; the tests check it). */
    async audit(userId: number): Promise<{ ledger: number; balance: number }> {
      const [l] = await db
        .select({ s: sql<number>`coalesce(sum(${goldLedger.amount}), 0)::int` })
        .from(goldLedger)
        .where(eq(goldLedger.userId, userId))
      return { ledger: Number(l.s), balance: await this.balance(userId) }
    },
    /** Gifts with limited stock and how many were exchanged (stock + exchanged = initial). */
    async stockAudit() {
      const rows = await db
        .select({
          id: goldGifts.id,
          stock: goldGifts.stock,
          initial: goldGifts.initialStock,
          exchanged: sql<number>`(select count(*)::int from ${goldExchanges} where ${goldExchanges.giftId} = ${goldGifts.id})`
        })
        .from(goldGifts)
        .where(isNotNull(goldGifts.stock))
      return rows.map((r) => ({ ...r, exchanged: Number(r.exchanged) }))
    },

    /**
     * Exchanges gold for a gift in one transaction, with the user's row locked (every gold spending of a user
     * queues behind it): a repeated idempotency key answers the first exchange; the gift's stock is taken by
     * `UPDATE … WHERE stock > 0`; a course already owned is refused; the gold is spent by postGold (never below
     * zero); then the gift is granted (membership days from the later of now and the current expiry, a course
     * for good) or left to ship.
     */
    async exchangeGift(a: ExchangeInput): Promise<ExchangeResult> {
      try {
        return await db.transaction(async (tx) => {
          const [user] = await tx.select().from(users).where(eq(users.id, a.userId)).for('no key update')
          if (!user) throw new GoldRefusal('notFound')
          const [before] = await tx
            .select()
            .from(goldExchanges)
            .where(and(eq(goldExchanges.userId, a.userId), eq(goldExchanges.idempotencyKey, a.idempotencyKey)))
          if (before) {
            const [gift] = await tx.select().from(goldGifts).where(eq(goldGifts.id, before.giftId))
            return { kind: 'repeated' as const, exchange: before, gift }
          }
          const [found] = await tx.select().from(goldGifts).where(eq(goldGifts.id, a.giftId))
          if (!found) throw new GoldRefusal('goldGiftUnknown')
          let gift = found
          if (gift.stock !== null) {
            const [taken] = await tx
              .update(goldGifts)
              .set({ stock: sql`${goldGifts.stock} - 1` })
              .where(and(eq(goldGifts.id, gift.id), gt(goldGifts.stock, 0)))
              .returning()
            if (!taken) throw new GoldRefusal('goldSoldOut')
            gift = taken
          }
          let courseId: number | null = null
          if (gift.kind === 'course') {
            const [course] = await tx
              .select()
              .from(courses)
              .where(eq(courses.sku, gift.courseSku ?? ''))
            if (!course) throw new GoldRefusal('goldGiftUnknown')
            const [owned] = await tx
              .select({ n: count() })
              .from(userCourses)
              .where(and(eq(userCourses.userId, a.userId), eq(userCourses.courseId, course.id)))
            if (owned.n > 0) throw new GoldRefusal('alreadyOwned')
            courseId = course.id
          }
          const at = new Date(a.now)
          const [exchange] = await tx
            .insert(goldExchanges)
            .values({
              userId: a.userId,
              giftId: gift.id,
              gold: gift.priceGold,
              status: gift.kind === 'physical' ? 'to_ship' : 'done',
              recipientName: a.recipientName,
              nationcode: a.nationcode,
              phone: a.phone,
              address: gift.kind === 'physical' ? a.address : '',
              idempotencyKey: a.idempotencyKey,
              createdAt: at
            })
            .returning()
          const balance = await postGold(tx, {
            userId: a.userId,
            amount: -gift.priceGold,
            reason: 'exchange',
            refId: exchange.id,
            idempotencyKey: `exchange:${a.idempotencyKey}`,
            at
          })
          if (gift.kind === 'vip_days') {
            const from = Math.max(a.now, user.vipExpireAt?.getTime() ?? 0)
            await tx
              .update(users)
              .set({ vipExpireAt: new Date(from + gift.days * DAY) })
              .where(eq(users.id, a.userId))
          } else if (courseId !== null) {
            await tx.insert(userCourses).values({ userId: a.userId, courseId, source: 'gold' }).onConflictDoNothing()
          }
          return { kind: 'done' as const, exchange, gift, balance }
        })
      } catch (e) {
        if (e instanceof GoldRefusal) return { kind: 'refused', reason: e.reason }
        throw e
      }
    }
  }
}
export type GoldRepo = ReturnType<typeof goldRepo>
