/** Invitations and their learning-gold rewards (rules in routes/invite/invitations.ts; the ledger in ./gold). */
import { and, count, desc, eq, gt, isNull, sql, sum } from 'drizzle-orm'
import type { Db } from '../client'
import { goldAccounts, invitations, spentIdentities, users } from '../schema'
import { postGold } from './gold'
import { paginate } from './paginate'

export interface AcceptInput {
  inviterId: number
  inviteeId: number
  productCode: string
  inviteRef: string
  /** Gold per rewarded invitation. */
  reward: number
  /** Rewarded invitations per inviter since `since`; past it the invitation is recorded with 0 gold. */
  capSince: Date
  cap: number
  /** The invitee's identity hashes, spent by this invitation. */
  hashes: string[]
  at: Date
}

export function invitationsRepo(db: Db) {
  return {
    async liveUserExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
      return !!row
    },
    async invitedBefore(inviteeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.inviteeId, inviteeId))
      return !!row
    },
    /**
     * Records the invitation, spends the invitee's identities and credits the inviter, in one transaction.
     * Returns the gold credited, or null when a concurrent accept of the same invitee won.
     */
    async accept(a: AcceptInput): Promise<{ gold: number } | null> {
      return db.transaction(async (tx) => {
        // The inviter's row is the lock that serialises the cap count of their accepts.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, a.inviterId)).for('no key update')
        const [today] = await tx
          .select({ n: count() })
          .from(invitations)
          .where(
            and(eq(invitations.inviterId, a.inviterId), gt(invitations.gold, 0), gt(invitations.createdAt, a.capSince))
          )
        const capped = today.n >= a.cap
        const gold = capped ? 0 : a.reward
        const [inv] = await tx
          .insert(invitations)
          .values({
            inviterId: a.inviterId,
            inviteeId: a.inviteeId,
            productCode: a.productCode,
            inviteRef: a.inviteRef,
            gold,
            rewardNote: capped ? 'daily_cap' : null,
            createdAt: a.at
          })
          .onConflictDoNothing()
          .returning({ id: invitations.id })
        if (!inv) return null
        if (a.hashes.length)
          await tx
            .insert(spentIdentities)
            .values(a.hashes.map((hash) => ({ hash, reason: 'invited', createdAt: a.at })))
            .onConflictDoNothing()
        if (gold > 0)
          await postGold(tx, {
            userId: a.inviterId,
            amount: gold,
            reason: 'invite',
            refId: inv.id,
            idempotencyKey: `invite:${inv.id}`,
            at: a.at
          })
        return { gold }
      })
    },
    /** The inviter's invitations, newest first, with the invitees' names and avatars. */
    async records(inviterId: number, offset: number, limit: number) {
      const mine = eq(invitations.inviterId, inviterId)
      const query = db
        .select({
          id: invitations.id,
          nickname: users.nickname,
          avatar: users.avatar,
          gold: invitations.gold,
          rewardNote: invitations.rewardNote,
          createdAt: invitations.createdAt
        })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.inviteeId))
        .where(mine)
        .orderBy(desc(invitations.id))
      return paginate(db, query, { table: invitations, where: mine }, offset, limit)
    },
    /** The top live inviters by invitations (earliest first on a tie). */
    async rank(limit: number) {
      const invited = count(invitations.id)
      const rows = await db
        .select({
          id: users.id,
          nickname: users.nickname,
          avatar: users.avatar,
          invited,
          gold: sql<number>`coalesce(sum(${invitations.gold}), 0)::int`
        })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.inviterId))
        .where(isNull(users.deletedAt))
        .groupBy(users.id)
        .orderBy(desc(invited), sql`min(${invitations.id})`)
        .limit(limit)
      return rows.map((r) => ({ ...r, invited: Number(r.invited), gold: Number(r.gold) }))
    },
    /** The gold balance (the account, equal to the sum of the ledger), friends invited and gold earned by invitations. */
    async goldSummary(userId: number): Promise<{ balance: number; invited: number; earned: number }> {
      const [bal] = await db
        .select({ s: goldAccounts.balance })
        .from(goldAccounts)
        .where(eq(goldAccounts.userId, userId))
      const [inv] = await db
        .select({ n: count(), g: sum(invitations.gold) })
        .from(invitations)
        .where(eq(invitations.inviterId, userId))
      return { balance: Number(bal?.s ?? 0), invited: Number(inv?.n ?? 0), earned: Number(inv?.g ?? 0) }
    }
  }
}
export type InvitationsRepo = ReturnType<typeof invitationsRepo>
