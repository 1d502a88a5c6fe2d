/**
 * The partner mall's accounts and their binding to app users (schema/mall.ts). Binding runs under the user's
 * row lock: a repeated or concurrent bind of the same account finds the binding already there and answers it
 * without spending another code, so twenty parallel requests leave one row and all see the same account.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { withUserLock } from '../userLock'
import { mallAccounts, mallBindings, users } from '../schema'
import { codesRepo, DEV_CODE_KEY, type CodeCheck } from './codes'

export type MallAccountRow = typeof mallAccounts.$inferSelect

export type BindOutcome =
  | { kind: 'bound'; account: MallAccountRow; created: boolean }
  | { kind: 'code'; check: Exclude<CodeCheck, 'ok'> }
  | { kind: 'taken' }
  | { kind: 'other-bound' }

export function mallRepo(db: Db, codeKey: string = DEV_CODE_KEY) {
  async function boundAccount(conn: Db, userId: number): Promise<MallAccountRow | undefined> {
    const [row] = await conn
      .select({ account: mallAccounts })
      .from(mallBindings)
      .innerJoin(mallAccounts, eq(mallAccounts.id, mallBindings.mallAccountId))
      .where(eq(mallBindings.userId, userId))
      .limit(1)
    return row?.account
  }

  return {
    /** The mall account bound to this user, if any. */
    binding: (userId: number) => boundAccount(db, userId),

    /**
     * Binds the mall account at `address` to the user once `checkCode` accepts the mall's login code. Already
     * bound to that account: answered as is (no code spent). Bound to another mall account: 'other-bound'.
     * The account bound to another (live) user: 'taken'; one left by a deleted account is taken over.
     */
    async bind(
      userId: number,
      address: string,
      code: { channel: 'email' | 'sms'; code: string; now: number }
    ): Promise<BindOutcome> {
      return withUserLock(db, userId, async (tx) => {
        const current = await boundAccount(tx, userId)
        if (current)
          return current.account === address
            ? { kind: 'bound', account: current, created: false }
            : { kind: 'other-bound' }
        const check = await codesRepo(tx, codeKey).check(code.channel, address, 'mall', code.code, code.now)
        if (check !== 'ok') return { kind: 'code', check }
        await tx.insert(mallAccounts).values({ account: address }).onConflictDoNothing()
        const [account] = await tx.select().from(mallAccounts).where(eq(mallAccounts.account, address)).limit(1)
        const [holder] = await tx
          .select({ userId: mallBindings.userId, deletedAt: users.deletedAt })
          .from(mallBindings)
          .innerJoin(users, eq(users.id, mallBindings.userId))
          .where(eq(mallBindings.mallAccountId, account.id))
          .limit(1)
        if (holder && !holder.deletedAt) return { kind: 'taken' }
        if (holder) await tx.delete(mallBindings).where(eq(mallBindings.userId, holder.userId))
        const inserted = await tx
          .insert(mallBindings)
          .values({ userId, mallAccountId: account.id })
          .onConflictDoNothing()
          .returning({ userId: mallBindings.userId })
        // another user bound it between our read and insert (their lock is not ours)
        if (!inserted.length) return { kind: 'taken' }
        return { kind: 'bound', account, created: true }
      })
    },

    /** Removes the user's binding; true when there was one. */
    async unbind(userId: number): Promise<boolean> {
      const rows = await db
        .delete(mallBindings)
        .where(eq(mallBindings.userId, userId))
        .returning({ userId: mallBindings.userId })
      return rows.length > 0
    },

    /** The mall account with this id when it is bound to this (live) user. */
    async accountOfUser(mallAccountId: number, userId: number): Promise<MallAccountRow | undefined> {
      const [row] = await db
        .select({ account: mallAccounts })
        .from(mallBindings)
        .innerJoin(mallAccounts, eq(mallAccounts.id, mallBindings.mallAccountId))
        .innerJoin(users, eq(users.id, mallBindings.userId))
        .where(
          and(eq(mallBindings.mallAccountId, mallAccountId), eq(mallBindings.userId, userId), isNull(users.deletedAt))
        )
        .limit(1)
      return row?.account
    }
  }
}
export type MallRepo = ReturnType<typeof mallRepo>
