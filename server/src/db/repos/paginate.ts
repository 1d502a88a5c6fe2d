/**
 * One way for a repository to page a list (issue 30: it replaced the same two statements written out in each
 * repository): the page — the caller's query, already filtered and ordered, cut to `offset`/`limit` — and the
 * list's total, `count(*)` of `table` under the same `where`. The count is of the table the list is about (a join
 * that only adds columns does not change it).
 *
 * Lists that can grow without bound (the community feed, a user's years of play logs read by the report) page
 * by keyset instead (see repos/forum.ts `after`): this is for the bounded lists and the console's tables.
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
}

export async function paginate<T>(
  db: Db,
  query: Pageable<T>,
  counted: { table: PgTable; where: SQL | undefined },
  offset: number,
  limit: number
): Promise<Page<T>> {
  const rows = await query.offset(offset).limit(limit)
  const [{ n }] = await db.select({ n: count() }).from(counted.table).where(counted.where)
  return { rows, total: n }
}
