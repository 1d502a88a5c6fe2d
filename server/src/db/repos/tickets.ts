/**
 * Activity tickets and online camp days.
 *
 * Seats: an event's seats taken are its owners (user_courses). Every path that takes or gives back a seat runs in
 * one transaction that locks the user's row first (as every money path does, repos/commerce.ts) and then the
 * event's row (`course_events … FOR UPDATE`), so sign-ups for the last seat and cancellations queue and each
 * counts what the previous one wrote:
 * - a free sign-up takes a seat only when one is left and the user holds none (a repeat answers the same ticket);
 * - a paid sign-up takes its seat in the order's settle step (commerce.ts grant, which writes the ticket);
 * - a cancel moves the ticket from active to cancelled by a conditional update and only then gives the seat back
 *   (and, for a paid ticket, moves its order from paid to refunding for the caller to refund): of 20 parallel
 *   cancels one does it.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { actTickets, campDays, campProgress, courseEvents, courses, orders, userCourses } from '../schema'
import type { MessageKey } from '../../i18n'
import { paginate } from './paginate'

export type TicketRow = typeof actTickets.$inferSelect
export type CampDayRow = typeof campDays.$inferSelect
export type CampProgressRow = typeof campProgress.$inferSelect
type CourseRow = typeof courses.$inferSelect
type OrderRow = typeof orders.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Q = Db | Tx

/** Activities are course type 2. */
export const ACTIVITY_TYPE = 2
const HOUR = 3_600_000

/** What a check-in QR code carries: 'JXT' and 20 random hex digits. */
export function newTicketCode(): string {
  return `JXT${randomBytes(10).toString('hex').toUpperCase()}`
}

/** The ticket row written with a course grant when the course is an activity (inside the granting transaction). */
export async function insertTicket(q: Q, userId: number, courseId: number, orderId: number | null): Promise<void> {
  await q.insert(actTickets).values({ userId, courseId, orderId, code: newTicketCode() }).onConflictDoNothing()
}

/** When a ticket stops being cancellable: `hours` before the start. */
export function cancelDeadline(start: Date | null, hours: number): number | null {
  return start ? start.getTime() - hours * HOUR : null
}

export interface TicketView {
  ticket: TicketRow
  course: CourseRow
  order: OrderRow | null
}

class Refusal extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason)
  }
}

async function lockUser(tx: Tx, userId: number) {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`)
}

/** Locks the event's row and answers its seats and the seats taken now. */
async function lockSeats(tx: Tx, courseId: number): Promise<{ seats: number; taken: number }> {
  const [ev] = await tx
    .select({ seats: courseEvents.seats })
    .from(courseEvents)
    .where(eq(courseEvents.courseId, courseId))
    .for('update')
  const [taken] = await tx.select({ n: count() }).from(userCourses).where(eq(userCourses.courseId, courseId))
  return { seats: ev?.seats ?? 0, taken: taken.n }
}

export function ticketsRepo(db: Db) {
  async function view(q: Q, ticket: TicketRow): Promise<TicketView> {
    const [course] = await q.select().from(courses).where(eq(courses.id, ticket.courseId))
    const order = ticket.orderId
      ? ((await q.select().from(orders).where(eq(orders.id, ticket.orderId)))[0] ?? null)
      : null
    return { ticket, course, order }
  }

  return {
    async ticket(userId: number, id: number): Promise<TicketView | null> {
      const [row] = await db
        .select()
        .from(actTickets)
        .where(and(eq(actTickets.id, id), eq(actTickets.userId, userId)))
      return row ? view(db, row) : null
    },
    /** The user's active ticket for an activity, or undefined. */
    async activeTicket(userId: number, courseId: number): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(actTickets)
        .where(and(eq(actTickets.userId, userId), eq(actTickets.courseId, courseId), eq(actTickets.status, 'active')))
      return row
    },
    /** The active ticket a paid order wrote, or undefined. */
    async ticketOfOrder(orderId: number): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(actTickets)
        .where(and(eq(actTickets.orderId, orderId), eq(actTickets.status, 'active')))
      return row
    },
    /** The user's tickets, active first, newest first. */
    async tickets(userId: number, offset: number, limit: number): Promise<{ rows: TicketView[]; total: number }> {
      const where = eq(actTickets.userId, userId)
      const query = db
        .select()
        .from(actTickets)
        .where(where)
        .orderBy(asc(actTickets.status), desc(actTickets.createdAt), desc(actTickets.id))
      const page = await paginate(db, query, { table: actTickets, where }, offset, limit)
      const list: TicketView[] = []
      for (const r of page.rows) list.push(await view(db, r))
      return { rows: list, total: page.total }
    },

    /**
     * Signs the user up for a free activity: one seat, one active ticket. A user already holding a ticket gets
     * that ticket back (a double tap is not an error); no seat left answers 'soldOut'.
     */
    async signUpFree(userId: number, courseId: number, now: number): Promise<TicketView | { reason: MessageKey }> {
      try {
        return await db.transaction(async (tx) => {
          await lockUser(tx, userId)
          const [course] = await tx.select().from(courses).where(eq(courses.id, courseId))
          if (!course || course.type !== ACTIVITY_TYPE) throw new Refusal('notFound')
          if (course.priceCents > 0) throw new Refusal('notFreeEvent')
          if (course.liveEndAt && course.liveEndAt.getTime() <= now) throw new Refusal('eventEnded')
          const [held] = await tx
            .select()
            .from(actTickets)
            .where(
              and(eq(actTickets.userId, userId), eq(actTickets.courseId, courseId), eq(actTickets.status, 'active'))
            )
          if (held) return view(tx, held)
          const { seats, taken } = await lockSeats(tx, courseId)
          const [owned] = await tx
            .select({ n: count() })
            .from(userCourses)
            .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId)))
          if (owned.n === 0 && seats > 0 && taken >= seats) throw new Refusal('soldOut')
          await tx.insert(userCourses).values({ userId, courseId, source: 'signup' }).onConflictDoNothing()
          const [row] = await tx
            .insert(actTickets)
            .values({ userId, courseId, orderId: null, code: newTicketCode(), createdAt: new Date(now) })
            .returning()
          return view(tx, row)
        })
      } catch (e) {
        if (e instanceof Refusal) return { reason: e.reason }
        throw e
      }
    },

    /**
     * Cancels the user's ticket while the rules allow (until `hours` before the start): the ticket becomes
     * cancelled, the seat is given back, and a paid ticket's order becomes 'refunding' (`refund` is that order;
     * the caller refunds it through the provider). A ticket already cancelled answers 'ticketCancelled'.
     */
    async cancel(
      userId: number,
      id: number,
      now: number,
      hours: number
    ): Promise<{ view: TicketView; refund: OrderRow | null } | { reason: MessageKey }> {
      try {
        return await db.transaction(async (tx) => {
          await lockUser(tx, userId)
          const [ticket] = await tx
            .select()
            .from(actTickets)
            .where(and(eq(actTickets.id, id), eq(actTickets.userId, userId)))
            .for('update')
          if (!ticket) throw new Refusal('notFound')
          if (ticket.status !== 'active') throw new Refusal('ticketCancelled')
          const [course] = await tx.select().from(courses).where(eq(courses.id, ticket.courseId))
          const deadline = cancelDeadline(course.liveStartAt, hours)
          if (deadline !== null && now >= deadline) throw new Refusal('cancelClosed')
          await lockSeats(tx, ticket.courseId)
          const [cancelled] = await tx
            .update(actTickets)
            .set({ status: 'cancelled', cancelledAt: new Date(now) })
            .where(and(eq(actTickets.id, id), eq(actTickets.status, 'active')))
            .returning()
          if (!cancelled) throw new Refusal('ticketCancelled')
          await tx
            .delete(userCourses)
            .where(and(eq(userCourses.userId, userId), eq(userCourses.courseId, ticket.courseId)))
          let refund: OrderRow | null = null
          if (ticket.orderId) {
            const [row] = await tx
              .update(orders)
              .set({ status: 'refunding' })
              .where(and(eq(orders.id, ticket.orderId), eq(orders.status, 'paid')))
              .returning()
            refund = row ?? null
          }
          return { view: await view(tx, cancelled), refund }
        })
      } catch (e) {
        if (e instanceof Refusal) return { reason: e.reason }
        throw e
      }
    },

    // ---------------------------------------------------------------- online camp days
    async campDays(courseId: number): Promise<CampDayRow[]> {
      return db.select().from(campDays).where(eq(campDays.courseId, courseId)).orderBy(asc(campDays.day))
    },
    async campDay(courseId: number, day: number): Promise<CampDayRow | undefined> {
      const [row] = await db
        .select()
        .from(campDays)
        .where(and(eq(campDays.courseId, courseId), eq(campDays.day, day)))
      return row
    },
    async campProgress(userId: number, courseId: number): Promise<CampProgressRow[]> {
      return db
        .select()
        .from(campProgress)
        .where(and(eq(campProgress.userId, userId), eq(campProgress.courseId, courseId)))
    },
    /**
     * Records progress on a day in one upsert: the position only moves forward, and `completed_at` is set the
     * first time the day is done and kept after (repeating a report changes nothing).
     */
    async recordCampProgress(
      userId: number,
      courseId: number,
      day: number,
      position: number,
      done: boolean,
      now: number
    ): Promise<CampProgressRow> {
      const at = new Date(now)
      const [row] = await db
        .insert(campProgress)
        .values({ userId, courseId, day, position, completedAt: done ? at : null, updatedAt: at })
        .onConflictDoUpdate({
          target: [campProgress.userId, campProgress.courseId, campProgress.day],
          set: {
            position: sql`greatest(${campProgress.position}, excluded.position)`,
            completedAt: sql`coalesce(${campProgress.completedAt}, excluded.completed_at)`,
            updatedAt: at
          }
        })
        .returning()
      return row
    },
    async completedDays(userId: number, courseId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(campProgress)
        .where(
          and(
            eq(campProgress.userId, userId),
            eq(campProgress.courseId, courseId),
            gte(campProgress.completedAt, new Date(0))
          )
        )
      return row.n
    }
  }
}

export type TicketsRepo = ReturnType<typeof ticketsRepo>
