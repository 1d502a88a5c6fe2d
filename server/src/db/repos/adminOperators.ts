/**
 * Operators of the console, their sessions (sha256 of the cookie's token, with idle and absolute expiry) and the
 * failed sign-ins that limit password guessing. Every verb takes the database or a transaction.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { operatorLoginFailures, operators, operatorSessions } from '../schema'
import { paginate } from './paginate'

export type OperatorRow = typeof operators.$inferSelect
export type OperatorInsert = typeof operators.$inferInsert

export interface OperatorFilter {
  q?: string
  role?: string
  disabled?: boolean
}

export function adminOperatorsRepo(db: Db) {
  const where = (f: OperatorFilter): SQL | undefined => {
    const conds: SQL[] = []
    if (f.q) conds.push(or(ilike(operators.email, `%${f.q}%`), ilike(operators.name, `%${f.q}%`))!)
    if (f.role) conds.push(eq(operators.role, f.role))
    if (f.disabled !== undefined) conds.push(eq(operators.disabled, f.disabled ? 1 : 0))
    return conds.length ? and(...conds) : undefined
  }
  return {
    async byId(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id))
      return row
    },
    async byEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email.toLowerCase()))
      return row
    },
    async list(f: OperatorFilter, sort: SQL | null, offset: number, limit: number) {
      const query = db
        .select()
        .from(operators)
        .where(where(f))
        .orderBy(sort ?? desc(operators.id), asc(operators.id))
      return paginate(db, query, { table: operators, where: where(f) }, offset, limit)
    },
    async create(values: OperatorInsert): Promise<OperatorRow> {
      const [row] = await db
        .insert(operators)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning()
      return row
    },
    async update(id: number, set: Partial<OperatorInsert>): Promise<OperatorRow | undefined> {
      const [row] = await db.update(operators).set(set).where(eq(operators.id, id)).returning()
      return row
    },
    async ownerCount(): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.disabled, 0)))
      return n
    },

    async createSession(tokenHash: string, operatorId: number, at: Date): Promise<void> {
      await db.insert(operatorSessions).values({ tokenHash, operatorId, createdAt: at, lastSeenAt: at })
    },
    async session(tokenHash: string) {
      const [row] = await db
        .select({ s: operatorSessions, o: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(eq(operatorSessions.tokenHash, tokenHash))
      return row
    },
    async touchSession(tokenHash: string, at: Date): Promise<void> {
      await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.tokenHash, tokenHash))
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash))
    },
    /** Drops sessions past either limit (they would be refused anyway): the table holds live ones only. */
    async deleteExpiredSessions(idleBefore: Date, createdBefore: Date): Promise<void> {
      await db
        .delete(operatorSessions)
        .where(or(lt(operatorSessions.lastSeenAt, idleBefore), lt(operatorSessions.createdAt, createdBefore)))
    },
    async deleteSessionsOf(operatorId: number): Promise<void> {
      await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId))
    },

    /** Records a failed sign-in, and forgets those older than `forgetBefore` (they no longer count). */
    async recordFailure(email: string, ip: string, at: Date, forgetBefore: Date): Promise<void> {
      await db.delete(operatorLoginFailures).where(lt(operatorLoginFailures.at, forgetBefore))
      await db.insert(operatorLoginFailures).values({ email: email.toLowerCase(), ip, at })
    },
    /** Failed sign-ins since `since` for this e-mail and for this IP. */
    async failuresSince(email: string, ip: string, since: Date) {
      const [{ byEmail }] = await db
        .select({ byEmail: count() })
        .from(operatorLoginFailures)
        .where(and(eq(operatorLoginFailures.email, email.toLowerCase()), gte(operatorLoginFailures.at, since)))
      const [{ byIp }] = await db
        .select({ byIp: count() })
        .from(operatorLoginFailures)
        .where(and(eq(operatorLoginFailures.ip, ip), gte(operatorLoginFailures.at, since)))
      return { byEmail, byIp }
    },
    async clearFailures(email: string): Promise<void> {
      await db.delete(operatorLoginFailures).where(eq(operatorLoginFailures.email, email.toLowerCase()))
    }
  }
}
