/**
 * Online camps and their days in the console (issue 31): a camp is drafted, its days written (one task or lesson
 * each: audio, video or text), and publishing puts both into the app (GET /v2/commodity/:id lists the days with the
 * date each opens). Day n opens at the midnight of the start's date + n − 1 in the user's zone; the console shows it
 * in Asia/Taipei. Every write is audited with before/after; any change makes the camp a draft until published.
 */
import type { Db } from '../../db/client'
import { adminCampRepo, type CampDayFields, type CampFields, type CampWithDays } from '../../db/repos/adminCamps'
import { DEFAULT_ZONE, zonedDayNumber, zonedMidnight } from '../../lib/zonedDay'
import type { Actor } from './audit'
import { createDraft, draftStep } from './drafts'
import { AdminError, AdminErrors } from './messages'

/** When day `day` of a camp starting at `start` opens in Asia/Taipei (the app's rule, routes/course/campDays). */
export function dayOpensAt(start: Date | null, day: number): string | null {
  if (!start) return null
  return new Date(zonedMidnight(DEFAULT_ZONE, zonedDayNumber(DEFAULT_ZONE, start.getTime()) + day - 1)).toISOString()
}

export function campDto({ camp: r, days }: CampWithDays) {
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
    priceCents: r.priceCents,
    cardLevel: r.cardLevel,
    status: r.status,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.getTime() ? r.updatedAt.toISOString() : null,
    dayCount: days.length,
    days: days.map((d) => ({
      day: d.day,
      kind: d.kind,
      titleZh: d.titleZh,
      titleEn: d.titleEn,
      bodyZh: d.bodyZh,
      bodyEn: d.bodyEn,
      mediaPath: d.mediaPath,
      duration: d.duration,
      opensAt: dayOpensAt(r.startAt, d.day)
    }))
  }
}

const CAMP = { name: 'camp', dto: campDto }

export async function createCamp(db: Db, f: CampFields, actor: Actor, nowMs: number) {
  return createDraft(db, CAMP, actor, nowMs, (tx, now) => adminCampRepo(tx).create(f, now))
}

export async function updateCamp(db: Db, id: number, f: Partial<CampFields>, actor: Actor, nowMs: number) {
  return draftStep(db, CAMP, id, actor, nowMs, {
    verb: 'update',
    load: (tx, now) => adminCampRepo(tx).adopt(id, now),
    apply: (tx, _before, now) => adminCampRepo(tx).update(id, f, now)
  })
}

/** Writes a day; `create` refuses a day number the camp already has (409 day_taken), an edit one it lacks (404). */
export async function putCampDay(
  db: Db,
  id: number,
  day: number,
  f: CampDayFields,
  create: boolean,
  actor: Actor,
  nowMs: number
) {
  return draftStep(db, CAMP, id, actor, nowMs, {
    verb: create ? 'day_create' : 'day_update',
    load: (tx, now) => adminCampRepo(tx).adopt(id, now),
    apply: (tx, before, now) => {
      const has = before.days.some((d) => d.day === day)
      if (create && has) throw new AdminError(409, 'day_taken', { day })
      if (!create && !has) throw AdminErrors.notFound()
      return adminCampRepo(tx).putDay(id, day, f, now)
    }
  })
}

export async function deleteCampDay(db: Db, id: number, day: number, actor: Actor, nowMs: number) {
  return draftStep(db, CAMP, id, actor, nowMs, {
    verb: 'day_delete',
    load: (tx, now) => adminCampRepo(tx).adopt(id, now),
    apply: (tx, before, now) => {
      if (!before.days.some((d) => d.day === day)) throw AdminErrors.notFound()
      return adminCampRepo(tx).removeDay(id, day, now)
    }
  })
}

export async function publishCamp(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, CAMP, id, actor, nowMs, {
    verb: 'publish',
    load: (tx, now) => adminCampRepo(tx).adopt(id, now),
    apply: (tx, before, now) => {
      if (!before.days.length) throw AdminErrors.conflict('no_days')
      return adminCampRepo(tx).publish(before, now)
    }
  })
}

export async function deleteCamp(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, CAMP, id, actor, nowMs, {
    verb: 'delete',
    load: (tx) => adminCampRepo(tx).find(id),
    apply: async (tx) => {
      const repo = adminCampRepo(tx)
      if (await repo.catalogue(id)) throw AdminErrors.conflict('published')
      await repo.remove(id)
      return undefined
    }
  })
}
