/**
 * Per-user serialisation for check-then-insert limits ("at most 100 saved people"): the user's row is locked
 * (`select … for update`) in a transaction, so concurrent requests of one user, on one process or several,
 * count and insert one after the other. Other users are not blocked.
 */
import { sql } from 'drizzle-orm'
import type { Db } from './client'

export async function withUserLock<T>(db: Db, userId: number, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`)
    return fn(tx as unknown as Db)
  })
}
