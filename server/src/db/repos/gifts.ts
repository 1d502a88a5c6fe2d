/**
 * Membership invitations and gifts (rules in routes/gifts/*.ts). Every grant runs in one transaction that first
 * locks the receiving user's row (repos/commerce.ts lockUser), then moves its row by a conditional update:
 * - a membership trial is granted only with the insert of the invitee's member_invites row (unique invitee_id);
 * - a gift moves unclaimed → claimed / reclaimed only `WHERE status = 'unclaimed'` with the gift row locked,
 *   so of any number of parallel claims one wins and the rest see it taken.
 */
import { and, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Db } from '../client'
import {
  courses,
  gifts,
  memberInvites,
  memberTrialIdentities,
  orders,
  products,
  spentIdentities,
  userCourses,
  users
} from '../schema'
import type { MessageKey } from '../../i18n'
import { grant, lockUser } from './commerce'
import { MEMBER_TRIAL_DAYS } from './giftHooks'
import { paginate } from './paginate'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type GiftRow = typeof gifts.$inferSelect
export type MemberInviteRow = typeof memberInvites.$inferSelect

const DAY = 86_400_000

class Refusal extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason)
  }
}

export type GiftOutcome = { kind: 'done'; gift: GiftRow } | { kind: 'refused'; reason: MessageKey }

export type MemberAcceptOutcome =
  | { kind: 'accepted'; invite: MemberInviteRow; vipExpireAt: Date }
  | { kind: 'refused'; reason: 'self' | 'already' | 'not_new' | 'no_inviter' }

async function ownsCourse(tx: Tx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(userCourses)
    .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
  return row.n > 0
}

/** The gift with what it is (course or product titles and cover) and who gave it. */
function giftSelect(db: Db) {
  return db
    .select({
      g: gifts,
      courseZh: courses.titleZh,
      courseEn: courses.titleEn,
      courseCover: courses.cover,
      productZh: products.titleZh,
      productEn: products.titleEn,
      productDays: products.days,
      giver: users.nickname,
      giverAvatar: users.avatar
    })
    .from(gifts)
    .leftJoin(courses, eq(courses.id, gifts.courseId))
    .leftJoin(products, eq(products.id, gifts.productId))
    .innerJoin(users, eq(users.id, gifts.giverId))
}
export type GiftView = Awaited<ReturnType<ReturnType<typeof giftSelect>['execute']>>[number]

export function giftsRepo(db: Db) {
  return {
    // ------------------------------------------------------------ membership invitations
    /**
     * The friend accepts a membership invitation: once ever per friend (unique invitee_id), only a friend who
     * has never been a member nor paid for anything (`not_new`), never one's own link. The trial is once per
     * identity too (`hashes`, the friend's identity hashes): an identity that had a trial (member_trial_identities,
     * written with it) or belonged to a deleted account (spent_identities 'deleted') is `not_new`, so deleting the
     * account, or moving its e-mail or phone to a fresh one, and accepting again grants nothing. The trial extends
     * the membership from the later of now and its current end.
     */
    async acceptMemberInvite(a: {
      inviterId: number
      inviteeId: number
      productCode: string
      inviteRef: string
      hashes: string[]
      now: number
    }): Promise<MemberAcceptOutcome> {
      if (a.inviterId === a.inviteeId) return { kind: 'refused', reason: 'self' }
      return db.transaction(async (tx) => {
        const [inviter] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, a.inviterId), isNull(users.deletedAt)))
        if (!inviter) return { kind: 'refused', reason: 'no_inviter' } as const
        const me = await lockUser(tx, a.inviteeId)
        if (!me) return { kind: 'refused', reason: 'no_inviter' } as const
        const [before] = await tx.select().from(memberInvites).where(eq(memberInvites.inviteeId, a.inviteeId))
        if (before) return { kind: 'refused', reason: 'already' } as const
        const [paid] = await tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.userId, a.inviteeId), eq(orders.status, 'paid')))
        if (me.vipExpireAt || paid.n > 0) return { kind: 'refused', reason: 'not_new' } as const
        if (a.hashes.length) {
          const [trialed] = await tx
            .select({ n: count() })
            .from(memberTrialIdentities)
            .where(inArray(memberTrialIdentities.hash, a.hashes))
          const [deleted] = await tx
            .select({ n: count() })
            .from(spentIdentities)
            .where(and(inArray(spentIdentities.hash, a.hashes), eq(spentIdentities.reason, 'deleted')))
          if (trialed.n > 0 || deleted.n > 0) return { kind: 'refused', reason: 'not_new' } as const
        }
        const [invite] = await tx
          .insert(memberInvites)
          .values({
            inviterId: a.inviterId,
            inviteeId: a.inviteeId,
            productCode: a.productCode,
            inviteRef: a.inviteRef,
            trialDays: MEMBER_TRIAL_DAYS,
            createdAt: new Date(a.now)
          })
          .onConflictDoNothing()
          .returning()
        if (!invite) return { kind: 'refused', reason: 'already' } as const
        if (a.hashes.length)
          await tx
            .insert(memberTrialIdentities)
            .values(a.hashes.map((hash) => ({ hash, createdAt: new Date(a.now) })))
            .onConflictDoNothing()
        const vipExpireAt = new Date(a.now + MEMBER_TRIAL_DAYS * DAY)
        await tx.update(users).set({ vipExpireAt }).where(eq(users.id, a.inviteeId))
        return { kind: 'accepted', invite, vipExpireAt } as const
      })
    },
    /** The invitation this user accepted (as the friend), if any. */
    async memberInviteOf(inviteeId: number): Promise<MemberInviteRow | undefined> {
      const [row] = await db.select().from(memberInvites).where(eq(memberInvites.inviteeId, inviteeId))
      return row
    },
    /** Friends I invited to the membership, newest first, with their names. */
    async memberInvites(inviterId: number, offset: number, limit: number) {
      const mine = eq(memberInvites.inviterId, inviterId)
      const query = db
        .select({ m: memberInvites, nickname: users.nickname, avatar: users.avatar })
        .from(memberInvites)
        .innerJoin(users, eq(users.id, memberInvites.inviteeId))
        .where(mine)
        .orderBy(desc(memberInvites.id))
      return paginate(db, query, { table: memberInvites, where: mine }, offset, limit)
    },
    async inviter(id: number) {
      const [row] = await db
        .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
      return row
    },

    // ------------------------------------------------------------ gifts
    /** The giver's gifts, newest first: all, or one tab (expired = unclaimed past its time, or taken back). */
    async giftsOf(
      giverId: number,
      tab: 'all' | 'unclaimed' | 'claimed' | 'expired',
      now: number,
      offset: number,
      limit: number
    ) {
      const at = new Date(now)
      const mine = and(
        eq(gifts.giverId, giverId),
        tab === 'unclaimed'
          ? and(eq(gifts.status, 'unclaimed'), gt(gifts.expiresAt, at))
          : tab === 'claimed'
            ? eq(gifts.status, 'claimed')
            : tab === 'expired'
              ? or(and(eq(gifts.status, 'unclaimed'), lte(gifts.expiresAt, at)), eq(gifts.status, 'reclaimed'))
              : undefined
      )
      return paginate(
        db,
        giftSelect(db).where(mine).orderBy(desc(gifts.id)),
        { table: gifts, where: mine },
        offset,
        limit
      )
    },
    async giftById(id: number): Promise<GiftView | undefined> {
      const [row] = await giftSelect(db).where(eq(gifts.id, id))
      return row
    },
    async giftOfOrder(orderNo: string): Promise<GiftView | undefined> {
      const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo))
      if (!o) return undefined
      const [row] = await giftSelect(db).where(eq(gifts.orderId, o.id))
      return row
    },
    async giftByToken(token: string): Promise<GiftView | undefined> {
      const [row] = await giftSelect(db).where(eq(gifts.token, token))
      return row
    },
    async claimer(id: number | null) {
      if (!id) return undefined
      const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id))
      return row
    },
    /**
     * Claims a gift for `userId`: not the giver's own, not claimed or reclaimed, not expired, and (a course) not
     * already owned by the claimer; then the item is granted to the claimer in the same transaction.
     */
    async claim(userId: number, token: string, now: number): Promise<GiftOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const me = await lockUser(tx, userId)
          const [gift] = await tx.select().from(gifts).where(eq(gifts.token, token)).for('update')
          if (!me || !gift) throw new Refusal('giftNotFound')
          if (gift.giverId === userId) throw new Refusal('giftOwn')
          if (gift.status === 'revoked') throw new Refusal('giftRevoked')
          if (gift.status !== 'unclaimed')
            throw new Refusal(gift.claimedBy === userId ? 'giftClaimedByYou' : 'giftTaken')
          if (gift.expiresAt.getTime() <= now) throw new Refusal('giftExpired')
          if (gift.kind === 'course' && (await ownsCourse(tx, userId, gift.courseId!)))
            throw new Refusal('alreadyOwned')
          const [done] = await tx
            .update(gifts)
            .set({ status: 'claimed', claimedBy: userId, claimedAt: new Date(now) })
            .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'unclaimed')))
            .returning()
          if (!done) throw new Refusal('giftTaken')
          await grant(tx, done, me, now, 'gift')
          return { kind: 'done', gift: done } as const
        })
      } catch (e) {
        if (e instanceof Refusal) return { kind: 'refused', reason: e.reason }
        throw e
      }
    },
    /** The giver takes back an expired, unclaimed gift: the item is granted to the giver. */
    async reclaim(userId: number, id: number, now: number): Promise<GiftOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const me = await lockUser(tx, userId)
          const [gift] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update')
          if (!me || !gift || gift.giverId !== userId) throw new Refusal('giftNotFound')
          if (gift.status === 'revoked') throw new Refusal('giftRevoked')
          if (gift.status !== 'unclaimed') throw new Refusal('giftTaken')
          if (gift.expiresAt.getTime() > now) throw new Refusal('giftNotExpired')
          if (gift.kind === 'course' && (await ownsCourse(tx, userId, gift.courseId!)))
            throw new Refusal('alreadyOwned')
          const [done] = await tx
            .update(gifts)
            .set({ status: 'reclaimed', claimedBy: userId, claimedAt: new Date(now) })
            .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'unclaimed')))
            .returning()
          if (!done) throw new Refusal('giftTaken')
          await grant(tx, done, me, now, 'gift')
          return { kind: 'done', gift: done } as const
        })
      } catch (e) {
        if (e instanceof Refusal) return { kind: 'refused', reason: e.reason }
        throw e
      }
    },
    /** Test and audit helper: how many users own the course, and who holds a gift. */
    async courseOwners(courseId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userCourses).where(eq(userCourses.courseId, courseId))
      return row.n
    }
  }
}
