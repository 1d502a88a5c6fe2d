/** Orders as the console reads them: with the buyer and the item's title, searchable by number, e-mail, phone. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../client'
import { courses, orders, products, users } from '../schema'
import { paginate } from './paginate'

export interface OrderFilter {
  q?: string
  status?: string
  userId?: number
  provider?: string
}

const SELECT = {
  o: orders,
  userEmail: users.email,
  userNationcode: users.nationcode,
  userMobile: users.mobile,
  itemZh: sql<string | null>`coalesce(${products.titleZh}, ${courses.titleZh})`,
  itemEn: sql<string | null>`coalesce(${products.titleEn}, ${courses.titleEn})`
}
export type AdminOrderRow = {
  o: typeof orders.$inferSelect
  userEmail: string | null
  userNationcode: string | null
  userMobile: string | null
  itemZh: string | null
  itemEn: string | null
}

export function adminCommerceRepo(db: Db) {
  const where = (f: OrderFilter): SQL | undefined => {
    const conds: SQL[] = []
    if (f.q) {
      const q = f.q.trim()
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conds.push(or(eq(orders.orderNo, q), ilike(users.email, like), ilike(users.mobile, like))!)
    }
    if (f.status) conds.push(eq(orders.status, f.status))
    if (f.userId !== undefined) conds.push(eq(orders.userId, f.userId))
    if (f.provider) conds.push(eq(orders.provider, f.provider))
    return conds.length ? and(...conds) : undefined
  }
  const base = () =>
    db
      .select(SELECT)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(products, eq(products.id, orders.productId))
      .leftJoin(courses, eq(courses.id, orders.courseId))
  return {
    async list(f: OrderFilter, sort: SQL | null, offset: number, limit: number) {
      const query = base()
        .where(where(f))
        .orderBy(sort ?? desc(orders.id), desc(orders.id))
      return paginate<AdminOrderRow>(db, query, undefined, offset, limit)
    },
    async byId(id: number): Promise<AdminOrderRow | undefined> {
      const [row] = await base().where(eq(orders.id, id))
      return row
    }
  }
}
