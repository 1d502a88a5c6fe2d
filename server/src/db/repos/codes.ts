/**
 * One-time verification codes (mail / SMS), stored as a keyed hash, expiring, with an attempt counter.
 * A 6-digit code has 10⁶ values: a plain hash of it is reversed by trying them all, so the stored value is
 * HMAC-SHA256 under a server key (CODE_KEY) that is not in the database.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { hmacSha256 } from '../../lib/crypto'
import type { Db } from '../client'
import { verifyCodes } from '../schema'

export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5

export type Channel = 'email' | 'sms'
export type Purpose = 'login' | 'reset' | 'bind' | 'mall'
export type CodeCheck = 'ok' | 'invalid' | 'too-many-attempts'

/** The default development key; deployments set CODE_KEY. */
export const DEV_CODE_KEY = 'jingxin-dev-code-key'

export function codesRepo(db: Db, key: string = DEV_CODE_KEY) {
  const hashOf = (target: string, code: string) => hmacSha256(key, `${target}:${code}`)
  return {
    async create(channel: Channel, target: string, purpose: Purpose, code: string, now: number): Promise<void> {
      await db.insert(verifyCodes).values({
        channel,
        target,
        purpose,
        codeHash: hashOf(target, code),
        expiresAt: new Date(now + CODE_TTL_MS)
      })
    },
    /**
     * Checks a code against the newest unused one for this address and purpose; consumes it on success.
     * A wrong guess counts against that code; after CODE_MAX_ATTEMPTS it is dead and a new one is needed.
     */
    async check(channel: Channel, target: string, purpose: Purpose, code: string, now: number): Promise<CodeCheck> {
      const [row] = await db
        .select()
        .from(verifyCodes)
        .where(
          and(
            eq(verifyCodes.channel, channel),
            eq(verifyCodes.target, target),
            eq(verifyCodes.purpose, purpose),
            isNull(verifyCodes.consumedAt)
          )
        )
        .orderBy(desc(verifyCodes.id))
        .limit(1)
      if (!row || row.expiresAt.getTime() <= now) return 'invalid'
      if (row.attempts >= CODE_MAX_ATTEMPTS) return 'too-many-attempts'
      if (row.codeHash !== hashOf(target, code)) {
        await db
          .update(verifyCodes)
          .set({ attempts: sql`${verifyCodes.attempts} + 1` })
          .where(eq(verifyCodes.id, row.id))
        return row.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'too-many-attempts' : 'invalid'
      }
      // Conditional update: of two concurrent correct submissions only one consumes the code.
      const used = await db
        .update(verifyCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.consumedAt)))
        .returning({ id: verifyCodes.id })
      return used.length ? 'ok' : 'invalid'
    },
    /** Forgets every code sent to these addresses (account deletion: the addresses are personal data). */
    async deleteForTargets(targets: string[]): Promise<void> {
      if (targets.length) await db.delete(verifyCodes).where(inArray(verifyCodes.target, targets))
    },
    /** Dev only: ends the life of the unused codes sent to an address. Returns how many. */
    async expireUnused(target: string, at: Date): Promise<number> {
      const rows = await db
        .update(verifyCodes)
        .set({ expiresAt: at })
        .where(and(eq(verifyCodes.target, target), isNull(verifyCodes.consumedAt)))
        .returning({ id: verifyCodes.id })
      return rows.length
    }
  }
}
export type CodesRepo = ReturnType<typeof codesRepo>
