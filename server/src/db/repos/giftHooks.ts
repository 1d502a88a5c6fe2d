/**
 * What settling a paid order does for gifts and membership invitations, inside the settling transaction
 * (repos/commerce.ts settle, with the buyer's row locked):
 * - a gift order creates its `gifts` row (unique order_id: one gift per order) with a fresh share token;
 * - the buyer's first paid order rewards the member inviter who brought them, once: `rewarded_at` moves from
 *   null by a conditional update, and the gold goes through the ledger with the key 'member_invite:<id>'.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { gifts, goldAccounts, memberInvites, orders } from '../schema'
import { postGold } from './gold'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type OrderRow = typeof orders.$inferSelect

const DAY = 86_400_000
/** A gift can be claimed for 30 days; after that the giver can take it back. */
export const GIFT_CLAIM_DAYS = 30
/** Trial days a friend gets by accepting a membership invitation. */
export const MEMBER_TRIAL_DAYS = 7
/** Learning gold the inviter gets when the invited friend first pays. */
export const MEMBER_INVITE_REWARD_GOLD = 200

/** A share token: 24 URL-safe characters (144 random bits). */
export function newGiftToken(): string {
  return randomBytes(18).toString('base64url')
}

export async function createGift(tx: Tx, order: OrderRow, now: number): Promise<void> {
  await tx
    .insert(gifts)
    .values({
      giverId: order.userId,
      orderId: order.id,
      kind: order.kind,
      sku: order.sku,
      productId: order.productId,
      courseId: order.courseId,
      token: newGiftToken(),
      expiresAt: new Date(now + GIFT_CLAIM_DAYS * DAY),
      createdAt: new Date(now)
    })
    .onConflictDoNothing()
}

export async function rewardMemberInviter(tx: Tx, inviteeId: number, orderId: number, now: number): Promise<void> {
  const [invite] = await tx
    .update(memberInvites)
    .set({ rewardedAt: new Date(now), rewardOrderId: orderId, rewardGold: MEMBER_INVITE_REWARD_GOLD })
    .where(and(eq(memberInvites.inviteeId, inviteeId), isNull(memberInvites.rewardedAt)))
    .returning({ id: memberInvites.id, inviterId: memberInvites.inviterId })
  if (!invite) return
  await postGold(tx, {
    userId: invite.inviterId,
    amount: MEMBER_INVITE_REWARD_GOLD,
    reason: 'member_invite',
    refId: invite.id,
    idempotencyKey: `member_invite:${invite.id}`,
    at: new Date(now)
  })
}

/**
 * A refunded order that earned a membership inviter's reward takes the reward back (issue 27), in the refund's
 * transaction: as much of it as the inviter still holds (gold already spent on a gift stays spent: a balance never
 * goes below 0), once (its ledger line's idempotency key), as 'member_invite_refund'. The invitation stays
 * rewarded: one reward per invited friend, so a friend who pays again later does not earn it a second time
 * (anti-farming: pay, refund, pay again).
 */
export async function takeBackMemberInviteReward(tx: Tx, orderId: number, now: number): Promise<number> {
  const [invite] = await tx.select().from(memberInvites).where(eq(memberInvites.rewardOrderId, orderId))
  if (!invite || invite.rewardGold <= 0) return 0
  const [account] = await tx
    .select({ balance: goldAccounts.balance })
    .from(goldAccounts)
    .where(eq(goldAccounts.userId, invite.inviterId))
    .for('update')
  const amount = Math.min(invite.rewardGold, account?.balance ?? 0)
  if (amount <= 0) return 0
  await postGold(tx, {
    userId: invite.inviterId,
    amount: -amount,
    reason: 'member_invite_refund',
    refId: invite.id,
    idempotencyKey: `member_invite_refund:${invite.id}`,
    at: new Date(now)
  })
  return amount
}
