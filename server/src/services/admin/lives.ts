/**
 * Live courses in the console (issue 31): create a live as a draft, edit it, publish it into the app's live lists
 * (GET /v2/livecourses, the room /v3/live/status), reschedule it, delete one never published. A live that has
 * started or ended (by its times, or its channel opened by the teacher) cannot be rescheduled. Every write is
 * audited with before/after.
 */
import type { Db } from '../../db/client'
import { adminLiveRepo, type LiveFields, type LiveRow, type Schedule } from '../../db/repos/adminLives'
import { liveRepo } from '../../db/repos/live'
import { liveStatusAt } from '../../lib/liveStatus'
import { eq } from 'drizzle-orm'
import { liveCourseProviders } from '../../db/schema'
import { audited, type Actor } from './audit'
import { createDraft, draftStep } from './drafts'
import { AdminErrors } from './messages'

export function liveDto(r: LiveRow) {
  return {
    id: r.id,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    teacherZh: r.teacherZh,
    teacherEn: r.teacherEn,
    introZh: r.introZh,
    introEn: r.introEn,
    cover: r.cover,
    startAt: r.liveStartAt?.toISOString() ?? null,
    endAt: r.liveEndAt?.toISOString() ?? null,
    priceCents: r.priceCents,
    cardLevel: r.cardLevel,
    status: r.status,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.getTime() ? r.updatedAt.toISOString() : null
  }
}

const LIVE = { name: 'live', dto: liveDto }

/** A schedule must end after it starts and start in the future. */
function checkSchedule(s: Schedule, now: Date) {
  if (s.liveEndAt.getTime() <= s.liveStartAt.getTime()) throw AdminErrors.badRequest('bad_field', 'endAt')
  if (s.liveStartAt.getTime() <= now.getTime()) throw AdminErrors.badRequest('start_past')
}

/** Refuses a change of times once the app's live has started or ended (its channel opened, or its start passed). */
async function refuseIfStarted(tx: Db, id: number, now: Date) {
  const c = await adminLiveRepo(tx).catalogue(id)
  if (!c) return
  const ch = await liveRepo(tx).channel(id)
  const started = (ch && ch.status !== 1) || liveStatusAt(c, now.getTime()) !== 1
  if (started) throw AdminErrors.conflict('live_started')
}

export async function createLive(db: Db, f: LiveFields, actor: Actor, nowMs: number) {
  checkSchedule({ liveStartAt: f.liveStartAt!, liveEndAt: f.liveEndAt! }, new Date(nowMs))
  return createDraft(db, LIVE, actor, nowMs, (tx, now) => adminLiveRepo(tx).create(f, now))
}

export async function updateLive(db: Db, id: number, f: Partial<LiveFields>, actor: Actor, nowMs: number) {
  return draftStep(db, LIVE, id, actor, nowMs, {
    verb: 'update',
    load: (tx, now) => adminLiveRepo(tx).adopt(id, now),
    apply: (tx, _before, now) => adminLiveRepo(tx).update(id, f, now)
  })
}

export async function rescheduleLive(db: Db, id: number, s: Schedule, actor: Actor, nowMs: number) {
  return draftStep(db, LIVE, id, actor, nowMs, {
    verb: 'reschedule',
    load: (tx, now) => adminLiveRepo(tx).adopt(id, now),
    apply: async (tx, _before, now) => {
      await refuseIfStarted(tx, id, now)
      checkSchedule(s, now)
      return adminLiveRepo(tx).reschedule(id, s, now)
    }
  })
}

export async function publishLive(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, LIVE, id, actor, nowMs, {
    verb: 'publish',
    load: (tx, now) => adminLiveRepo(tx).adopt(id, now),
    apply: (tx, before, now) => adminLiveRepo(tx).publish(before, now)
  })
}

export async function deleteLive(db: Db, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, LIVE, id, actor, nowMs, {
    verb: 'delete',
    load: (tx) => adminLiveRepo(tx).find(id),
    apply: async (tx) => {
      const repo = adminLiveRepo(tx)
      if (await repo.catalogue(id)) throw AdminErrors.conflict('published')
      await repo.remove(id)
      return undefined
    }
  })
}

/** The streaming service of a live (issue 33): 'own' unless a row says Polyv. */
export async function liveProviderOf(db: Db, id: number) {
  const [row] = await db.select().from(liveCourseProviders).where(eq(liveCourseProviders.courseId, id))
  return row?.provider === 'polyv'
    ? { provider: 'polyv' as const, polyvChannelId: row.polyvChannelId }
    : { provider: 'own' as const, polyvChannelId: '' }
}

/** Sets it (in effect at once: it is how the live is streamed, not catalogue content), audited with before/after. */
export async function setLiveProvider(
  db: Db,
  id: number,
  provider: 'own' | 'polyv',
  polyvChannelId: string,
  actor: Actor,
  nowMs: number
) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const before = await liveProviderOf(tx, id)
    const values = { provider, polyvChannelId: provider === 'polyv' ? polyvChannelId : '', updatedAt: now }
    await tx
      .insert(liveCourseProviders)
      .values({ courseId: id, ...values })
      .onConflictDoUpdate({ target: liveCourseProviders.courseId, set: values })
    const after = await liveProviderOf(tx, id)
    return { result: after, audit: { action: 'live.provider', targetType: 'live', targetId: id, before, after } }
  })
}
