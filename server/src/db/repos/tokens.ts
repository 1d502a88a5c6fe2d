/** Session tokens: random 256-bit values handed to the client, stored only as sha256 with an expiry. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import { newToken, sha256 } from '../../lib/crypto'
import type { Db } from '../client'
import { authTokens, users } from '../schema'
import type { UserRow } from './users'

export const TOKEN_TTL_MS = 30 * 24 * 3600_000

export function tokensRepo(db: Db) {
  return {
    async issue(userId: number, now: number): Promise<string> {
      const token = newToken()
      await db.insert(authTokens).values({ tokenHash: sha256(token), userId, expiresAt: new Date(now + TOKEN_TTL_MS) })
      return token
    },
    /** The live user of a token, or undefined when unknown, expired or the account was deleted. */
    async resolve(token: string, now: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(
          and(eq(authTokens.tokenHash, sha256(token)), gt(authTokens.expiresAt, new Date(now)), isNull(users.deletedAt))
        )
      return row?.user
    },
    async revoke(token: string): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)))
    },
    /** Ends every session of the user except the one holding `keep`. */
    async revokeOthers(userId: number, keep: string): Promise<void> {
      await db.delete(authTokens).where(and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, sha256(keep))))
    },
    async revokeAll(userId: number): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.userId, userId))
    }
  }
}
export type TokensRepo = ReturnType<typeof tokensRepo>
