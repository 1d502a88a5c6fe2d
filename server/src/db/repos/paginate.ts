/**
 * One way for a repository to page a list (issue 30: it replaced the same two statements written out in each
 * repository): the page — the caller's query, already filtered and ordered, cut to `offset`/`limit` — and the
 * list's total. The total is `count(*)` of `counted.table` under the same `where` when the list's filter is on
 * that table (a join that only adds columns does not change it); a list filtered through its joins (hide deleted
 * users, search the buyer's email) leaves `counted` out, and the total counts the query's own rows.
 *
 * Not paged here: lists that can grow without bound (the community feed, a user's years of play logs read by the
 * report) page by keyset instead (see repos/forum.ts `after`); the console's album/goods tables and the comment
 * lists are written in SQL (adminContent.ts, comments.ts) and count in the same statement; and a count that is not
 * a list's total (likes, seats taken, sign-ins, "owns it") stays a count.
 */
import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'

export interface Page<T> {
  rows: T[]
  total: number
}

/** A select builder that can still take an offset and a limit (drizzle's builder before either is set). */
interface Pageable<T> {
  offset(n: number): { limit(n: number): PromiseLike<T[]> }
  as(alias: string): unknown
}

export async function paginate<T>(
  db: Db,
  query: Pageable<T>,
  counted: { table: PgTable; where: SQL | undefined } | undefined,
  offset: number,
  limit: number
): Promise<Page<T>> {
  // the query as it is, before the offset and limit below are set on it (drizzle's builder changes in place)
  const all = counted ? undefined : (query.as('listed') as PgTable)
  const rows = await query.offset(offset).limit(limit)
  const [{ n }] = counted
    ? await db.select({ n: count() }).from(counted.table).where(counted.where)
    : await db.select({ n: count() }).from(all!)
  return { rows, total: n }
}
