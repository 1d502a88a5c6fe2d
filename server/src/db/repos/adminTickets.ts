/**
 * The console's activity tickets (issue 31), in the shape of adminLives: catalogue activities (`courses` type 2)
 * never edited are listed as published; an edit copies the activity and its `course_events` row into
 * `admin_tickets` ("adopts" it); publishing writes both back. Seats change at once, under the lock every sign-up
 * takes (`course_events … FOR UPDATE`, repos/tickets.ts), so a change and a sign-up for the last seat queue.
 */
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../client'
import { actTickets, courseEvents, courses, userCourses, users } from '../schema'
import { adminTickets } from '../schema/adminEvents'
import { allocateCourseId } from './adminLives'
import type { CourseRow } from './course'
import { paginate } from './paginate'

export type TicketRow = typeof adminTickets.$inferSelect
export type TicketFields = Omit<TicketRow, 'id' | 'status' | 'publishedAt' | 'updatedAt'>
type EventRow = typeof courseEvents.$inferSelect

const ACTIVITY = 2

const fromCatalogue = (c: CourseRow, e: EventRow | undefined): TicketRow => ({
  id: c.id,
  titleZh: c.titleZh,
  titleEn: c.titleEn,
  subtitleZh: c.subtitleZh,
  subtitleEn: c.subtitleEn,
  teacherZh: c.teacherZh,
  teacherEn: c.teacherEn,
  introZh: c.introZh,
  introEn: c.introEn,
  cover: c.cover,
  startAt: c.liveStartAt,
  endAt: c.liveEndAt,
  venueZh: e?.venueZh ?? '',
  venueEn: e?.venueEn ?? '',
  addressZh: e?.addressZh ?? '',
  addressEn: e?.addressEn ?? '',
  seats: e?.seats ?? 0,
  needsMobile: e?.needsMobile ?? false,
  priceCents: c.priceCents,
  status: 'published',
  publishedAt: null,
  updatedAt: new Date(0)
})

export interface SignUp {
  ticketId: number
  courseId: number
  titleZh: string
  titleEn: string
  startAt: Date | null
  userId: number
  nickname: string
  email: string | null
  mobile: string | null
  status: string
  paid: boolean
  createdAt: Date
  cancelledAt: Date | null
}

export function adminTicketRepo(db: Db) {
  return {
    async list(): Promise<TicketRow[]> {
      const [own, cat, events] = await Promise.all([
        db.select().from(adminTickets),
        db.select().from(courses).where(eq(courses.type, ACTIVITY)),
        db.select().from(courseEvents)
      ])
      const ev = new Map(events.map((e) => [e.courseId, e]))
      const byId = new Map(cat.map((c) => [c.id, fromCatalogue(c, ev.get(c.id))]))
      for (const r of own) byId.set(r.id, r)
      const at = (r: TicketRow) => r.startAt?.getTime() ?? 0
      return [...byId.values()].sort((a, b) => at(b) - at(a) || b.id - a.id)
    },
    /** Seats taken of each activity: its owners (user_courses), the count the app's sign-up checks. */
    async taken(id?: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: userCourses.courseId, n: count() })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(id === undefined ? eq(courses.type, ACTIVITY) : eq(courses.id, id))
        .groupBy(userCourses.courseId)
      return new Map(rows.map((r) => [r.id, r.n]))
    },
    async find(id: number): Promise<TicketRow | undefined> {
      const [own] = await db.select().from(adminTickets).where(eq(adminTickets.id, id))
      if (own) return own
      const c = await this.catalogue(id)
      if (!c) return undefined
      const [e] = await db.select().from(courseEvents).where(eq(courseEvents.courseId, id))
      return fromCatalogue(c, e)
    },
    async catalogue(id: number): Promise<CourseRow | undefined> {
      const [c] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.id, id), eq(courses.type, ACTIVITY)))
      return c
    },
    async adopt(id: number, now: Date): Promise<TicketRow | undefined> {
      const [own] = await db.select().from(adminTickets).where(eq(adminTickets.id, id)).for('update')
      if (own) return own
      const found = await this.find(id)
      if (!found) return undefined
      const [row] = await db
        .insert(adminTickets)
        .values({ ...found, updatedAt: now })
        .returning()
      return row
    },
    async create(fields: TicketFields, now: Date): Promise<TicketRow> {
      const id = await allocateCourseId(db)
      const [row] = await db
        .insert(adminTickets)
        .values({ ...fields, id, status: 'draft', updatedAt: now })
        .returning()
      return row
    },
    async update(id: number, fields: Partial<TicketFields>, now: Date): Promise<TicketRow> {
      const [row] = await db
        .update(adminTickets)
        .set({ ...fields, status: 'draft', updatedAt: now })
        .where(eq(adminTickets.id, id))
        .returning()
      return row
    },
    /**
     * Locks the published activity's seats row (the lock sign-ups take) and answers its seats taken now; 0 for a
     * ticket not in the app.
     */
    async lockTaken(id: number): Promise<number> {
      await db.select().from(courseEvents).where(eq(courseEvents.courseId, id)).for('update')
      const [row] = await db.select({ n: count() }).from(userCourses).where(eq(userCourses.courseId, id))
      return row.n
    },
    /** New seats on the console's row (status kept) and, when published, in the app at once. */
    async setSeats(id: number, seats: number, now: Date): Promise<TicketRow> {
      await db.update(courseEvents).set({ seats }).where(eq(courseEvents.courseId, id))
      const [row] = await db
        .update(adminTickets)
        .set({ seats, updatedAt: now })
        .where(eq(adminTickets.id, id))
        .returning()
      return row
    },
    async publish(r: TicketRow, now: Date): Promise<TicketRow> {
      const values = {
        titleZh: r.titleZh,
        titleEn: r.titleEn,
        subtitleZh: r.subtitleZh,
        subtitleEn: r.subtitleEn,
        teacherZh: r.teacherZh,
        teacherEn: r.teacherEn,
        introZh: r.introZh,
        introEn: r.introEn,
        cover: r.cover,
        liveStartAt: r.startAt,
        liveEndAt: r.endAt,
        priceCents: r.priceCents
      }
      await db
        .insert(courses)
        .values({ id: r.id, sku: `act-${r.id}`, type: ACTIVITY, originalPriceCents: r.priceCents, ...values })
        .onConflictDoUpdate({ target: courses.id, set: values })
      const event = {
        venueZh: r.venueZh,
        venueEn: r.venueEn,
        addressZh: r.addressZh,
        addressEn: r.addressEn,
        seats: r.seats,
        needsMobile: r.needsMobile
      }
      await db
        .insert(courseEvents)
        .values({ courseId: r.id, ...event })
        .onConflictDoUpdate({ target: courseEvents.courseId, set: event })
      const [row] = await db
        .update(adminTickets)
        .set({ status: 'published', publishedAt: now, updatedAt: now })
        .where(eq(adminTickets.id, r.id))
        .returning()
      return row
    },
    async remove(id: number): Promise<void> {
      await db.delete(adminTickets).where(eq(adminTickets.id, id))
    },
    /**
     * Who signed up (active and cancelled tickets), newest first: of one activity (`ticketId`) or all, `q` in the
     * user's e-mail, mobile or nickname.
     */
    async signUps(
      f: { ticketId?: number; q?: string },
      offset: number,
      limit: number
    ): Promise<{ rows: SignUp[]; total: number }> {
      const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
      const where = and(
        f.ticketId === undefined ? undefined : eq(actTickets.courseId, f.ticketId),
        like ? or(ilike(users.email, like), ilike(users.mobile, like), ilike(users.nickname, like)) : undefined
      )
      const query = db
        .select({
          ticketId: actTickets.id,
          courseId: actTickets.courseId,
          titleZh: courses.titleZh,
          titleEn: courses.titleEn,
          startAt: courses.liveStartAt,
          userId: actTickets.userId,
          nickname: users.nickname,
          email: users.email,
          mobile: users.mobile,
          status: actTickets.status,
          orderId: actTickets.orderId,
          createdAt: actTickets.createdAt,
          cancelledAt: actTickets.cancelledAt
        })
        .from(actTickets)
        .innerJoin(users, eq(users.id, actTickets.userId))
        .innerJoin(courses, eq(courses.id, actTickets.courseId))
        .where(where)
        .orderBy(desc(actTickets.createdAt), desc(actTickets.id))
      const { rows, total } = await paginate(db, query, undefined, offset, limit)
      return { rows: rows.map(({ orderId, ...r }) => ({ ...r, paid: orderId !== null })), total }
    }
  }
}
