/** Live bookings: one per user and live course. */
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { liveBookings } from '../schema'

export function bookingsRepo(db: Db) {
  return {
    async isBooked(userId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(liveBookings)
        .where(and(eq(liveBookings.userId, userId), eq(liveBookings.courseId, courseId)))
      return row.n > 0
    },
    async bookedCount(courseId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(liveBookings).where(eq(liveBookings.courseId, courseId))
      return row.n
    },
    async setBooking(userId: number, courseId: number, book: boolean): Promise<void> {
      if (book) await db.insert(liveBookings).values({ userId, courseId }).onConflictDoNothing()
      else
        await db.delete(liveBookings).where(and(eq(liveBookings.userId, userId), eq(liveBookings.courseId, courseId)))
    }
  }
}
export type BookingsRepo = ReturnType<typeof bookingsRepo>
