/**
 * Course codes: single-use codes that give one course for good. Redeeming runs under the user's row lock
 * (db/userLock.ts) in one transaction: the code is taken only by `UPDATE … WHERE used_by IS NULL AND
 * expires_at > now RETURNING` (of many people racing for one code, one wins), a course already owned is
 * refused and the code rolls back to unused, then a paid order of 0 (provider 'exchange') and the ownership
 * are written together.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../client'
import { courseCodes, courses, orders, userCourses } from '../schema'
import { withUserLock } from '../userLock'

export type CourseCodeRow = typeof courseCodes.$inferSelect
type CourseRow = typeof courses.$inferSelect
type OrderRow = typeof orders.$inferSelect

export type CourseRedeemResult =
  { kind: 'redeemed'; course: CourseRow; order: OrderRow } | { kind: 'unknown' | 'used' | 'expired' | 'owned' }

class Rollback extends Error {
  constructor(readonly result: CourseRedeemResult) {
    super(result.kind)
  }
}

export function courseCodesRepo(db: Db) {
  return {
    async find(code: string): Promise<CourseCodeRow | undefined> {
      const [row] = await db.select().from(courseCodes).where(eq(courseCodes.code, code))
      return row
    },
    async add(rows: (typeof courseCodes.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(courseCodes).values(rows).onConflictDoNothing()
    },
    /** Redeems `code` for `userId`; `orderNo` names the zero-price order recorded for it. */
    async redeem(userId: number, code: string, orderNo: string, now: number): Promise<CourseRedeemResult> {
      try {
        return await withUserLock(db, userId, async (tx) => {
          const [head] = await tx.select().from(courseCodes).where(eq(courseCodes.code, code))
          if (!head) return { kind: 'unknown' }
          const [course] = await tx.select().from(courses).where(eq(courses.sku, head.courseSku))
          if (!course) return { kind: 'unknown' }
          const [owned] = await tx
            .select({ n: count() })
            .from(userCourses)
            .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, course.id)))
          if (owned.n > 0) return head.usedBy ? { kind: 'used' } : { kind: 'owned' }
          const [taken] = await tx
            .update(courseCodes)
            .set({ usedBy: userId, usedAt: new Date(now) })
            .where(
              and(eq(courseCodes.code, code), isNull(courseCodes.usedBy), gt(courseCodes.expiresAt, new Date(now)))
            )
            .returning()
          if (!taken) {
            const [current] = await tx.select().from(courseCodes).where(eq(courseCodes.code, code))
            throw new Rollback(current.usedBy ? { kind: 'used' } : { kind: 'expired' })
          }
          const [order] = await tx
            .insert(orders)
            .values({
              orderNo,
              userId,
              kind: 'course',
              sku: course.sku,
              courseId: course.id,
              amountCents: course.priceCents,
              discountCents: course.priceCents,
              payCents: 0,
              status: 'paid',
              provider: 'exchange',
              providerTxn: `course:${code}`,
              createdAt: new Date(now),
              expiresAt: new Date(now),
              paidAt: new Date(now)
            })
            .returning()
          await tx.insert(userCourses).values({ userId, courseId: course.id, source: 'grant' }).onConflictDoNothing()
          return { kind: 'redeemed', course, order }
        })
      } catch (e) {
        if (e instanceof Rollback) return e.result
        throw e
      }
    }
  }
}
export type CourseCodesRepo = ReturnType<typeof courseCodesRepo>
