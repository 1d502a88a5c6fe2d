/**
 * Activity tickets in the console (issue 31): an activity (its session's times, venue, seats, price) is drafted,
 * published into the app (GET /v2/commodity/:id, sign-up), its seats changed at once, and its sign-ups read
 * (support too). Seats may not drop below the people signed up: 409 seats_below_signups, nothing changed. Every
 * write is audited with before/after.
 */
import type { Db } from '../../db/client'
import { adminTicketRepo, type TicketFields, type TicketRow } from '../../db/repos/adminTickets'
import type { Actor } from './audit'
import { createDraft, draftStep } from './drafts'
import { AdminError, AdminErrors } from './messages'

export function ticketDto(r: TicketRow, taken = 0) {
  return {
    id: r.id,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    subtitleZh: r.subtitleZh,
    subtitleEn: r.subtitleEn,
    teacherZh: r.teacherZh,
    teacherEn: r.teacherEn,
    introZh: r.introZh,
    introEn: r.introEn,
    cover: r.cover,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    venueZh: r.venueZh,
    venueEn: r.venueEn,
    addressZh: r.addressZh,
    addressEn: r.addressEn,
    seats: r.seats,
    needsMobile: r.needsMobile,
    priceCents: r.priceCents,
    signedUp: taken,
    status: r.status,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.getTime() ? r.updatedAt.toISOString() : null
  }
}

/** A row with the seats taken now (read in the same transaction). */
interface Counted {
  row: TicketRow
  taken: number
}
const TICKET = { name: 'ticket', dto: (c: Counted) => ticketDto(c.row, c.taken) }
const counted = async (tx: Db, row: TicketRow | undefined): Promise<Counted | undefined> =>
  row && { row, taken: (await adminTicketRepo(tx).taken(row.id)).get(row.id) ?? 0 }

/** A session ends after it starts. */
function checkTimes(f: Partial<TicketFields>) {
  if (f.startAt && f.endAt && f.endAt.getTime() <= f.startAt.getTime())
    throw AdminErrors.badRequest('bad_field', 'endAt')
}

export async function createTicket(db: Db, f: TicketFields, actor: Actor, nowMs: number) {
  checkTimes(f)
  if (f.startAt && f.startAt.getTime() <= nowMs) throw AdminErrors.badRequest('start_past')
  return createDraft(db, TICKET, actor, nowMs, async (tx, now) => ({
    row: await adminTicketRepo(tx).create(f, now),
    taken: 0
  }))
}

export async function updateTicket(db: Db, id: number, f: Partial<TicketFields>, actor: Actor, nowMs: number) {
  return draftStep(db, TICKET, id, actor, nowMs, {
    verb: 'update',
    load: async (tx, now) => counted(tx, await adminTicketRepo(tx).adopt(id, now)),
    apply: async (tx, before, now) => {
      checkTimes({ startAt: before.row.startAt, endAt: before.row.endAt, ...f })
      return counted(tx, await adminTicketRepo(tx).update(id, f, now))
    }
  })
}

/**
 * New seats for the session, in the app at once when published. Under the sign-ups' lock: fewer seats than the
 * people signed up now is refused (409, nothing written); 0 means no limit.
 */
export async function setTicketSeats(db: Db, id: number, seats: number, actor: Actor, nowMs: number) {
  return draftStep(db, TICKET, id, actor, nowMs, {
    verb: 'seats',
    load: async (tx, now) => counted(tx, await adminTicketRepo(tx).adopt(id, now)),
    apply: async (tx, _before, now) => {
      const repo = adminTicketRepo(tx)
      const taken = await repo.lockTaken(id)
      if (seats > 0 && seats < taken) throw new AdminError(409, 'seats_below_signups', { taken })
      return { row: await repo.setSeats(id, seats, now), taken }
    }
  })
}

export async function publishTicket(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, TICKET, id, actor, nowMs, {
    verb: 'publish',
    load: async (tx, now) => counted(tx, await adminTicketRepo(tx).adopt(id, now)),
    apply: async (tx, before, now) => {
      const repo = adminTicketRepo(tx)
      // seats are checked again under the lock: people may have signed up since they were set
      const taken = await repo.lockTaken(id)
      if (before.row.seats > 0 && before.row.seats < taken) throw new AdminError(409, 'seats_below_signups', { taken })
      return { row: await repo.publish(before.row, now), taken }
    }
  })
}

export async function deleteTicket(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, TICKET, id, actor, nowMs, {
    verb: 'delete',
    load: async (tx) => counted(tx, await adminTicketRepo(tx).find(id)),
    apply: async (tx) => {
      const repo = adminTicketRepo(tx)
      if (await repo.catalogue(id)) throw AdminErrors.conflict('published')
      await repo.remove(id)
      return undefined
    }
  })
}
