/**
 * Banners and floors of the app's two home tabs (meditation, course) in the console (issue 31): drafts, publish
 * into the app's home (the change feed drops every process's cached home), reorder, delete a never-published
 * draft. Every write is audited with before/after (drafts.ts).
 */
import type { Db } from '../../db/client'
import {
  adminHomeBannerRepo,
  courseNavExists,
  type Home,
  type HomeBannerFields,
  type HomeBannerRow
} from '../../db/repos/adminHome'
import { adminHomeFloorRepo, type HomeFloorFields, type HomeFloorRow } from '../../db/repos/adminHomeFloors'
import { audited, type Actor } from './audit'
import { createDraft, draftStep, type DraftKind } from './drafts'
import { AdminErrors } from './messages'

const iso = (d: Date | null) => (d && d.getTime() ? d.toISOString() : null)

export function homeBannerDto(r: HomeBannerRow) {
  return {
    id: r.id,
    home: r.home as Home,
    navId: r.navId,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    image: r.image,
    jumpType: r.jumpType,
    jumpValue: r.jumpValue,
    sort: r.sort,
    status: r.status,
    publishedAt: iso(r.publishedAt),
    updatedAt: iso(r.updatedAt)
  }
}

export function homeFloorDto(r: HomeFloorRow) {
  return {
    id: r.id,
    home: r.home as Home,
    navId: r.navId,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    style: r.style,
    sort: r.sort,
    status: r.status,
    publishedAt: iso(r.publishedAt),
    updatedAt: iso(r.updatedAt)
  }
}

const BANNER: DraftKind<HomeBannerRow, ReturnType<typeof homeBannerDto>> = { name: 'banner', dto: homeBannerDto }
const FLOOR: DraftKind<HomeFloorRow, ReturnType<typeof homeFloorDto>> = { name: 'floor', dto: homeFloorDto }

/** A course banner may name a nav (null: every nav); a course floor must; meditation has no navs. */
async function checkNav(db: Db, home: Home, navId: number | null | undefined, required: boolean) {
  if (navId === undefined) return
  if (home === 'meditation' ? navId != null : required && navId == null)
    throw AdminErrors.badRequest('bad_field', 'navId')
  if (navId != null && !(await courseNavExists(db, navId))) throw AdminErrors.badRequest('bad_field', 'navId')
}

export async function createHomeBanner(db: Db, home: Home, f: HomeBannerFields, actor: Actor, nowMs: number) {
  await checkNav(db, home, f.navId, false)
  return createDraft(db, BANNER, actor, nowMs, (tx, now) => adminHomeBannerRepo(tx, home).create(f, now))
}

export async function updateHomeBanner(
  db: Db,
  home: Home,
  id: number,
  f: Partial<HomeBannerFields>,
  actor: Actor,
  nowMs: number
) {
  await checkNav(db, home, f.navId, false)
  return draftStep(db, BANNER, id, actor, nowMs, {
    verb: 'update',
    load: (tx, now) => adminHomeBannerRepo(tx, home).adopt(id, now),
    apply: (tx, _before, now) => adminHomeBannerRepo(tx, home).update(id, f, now)
  })
}

export async function publishHomeBanner(db: Db, home: Home, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, BANNER, id, actor, nowMs, {
    verb: 'publish',
    load: (tx, now) => adminHomeBannerRepo(tx, home).adopt(id, now),
    apply: (tx, before, now) => adminHomeBannerRepo(tx, home).publish(before, now)
  })
}

export async function deleteHomeBanner(db: Db, home: Home, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, BANNER, id, actor, nowMs, {
    verb: 'delete',
    load: (tx) => adminHomeBannerRepo(tx, home).find(id),
    apply: async (tx) => {
      const repo = adminHomeBannerRepo(tx, home)
      if (await repo.isInCatalogue(id)) throw AdminErrors.conflict('published')
      await repo.remove(id)
      return undefined
    }
  })
}

export async function createHomeFloor(db: Db, home: Home, f: HomeFloorFields, actor: Actor, nowMs: number) {
  await checkNav(db, home, f.navId, true)
  return createDraft(db, FLOOR, actor, nowMs, (tx, now) => adminHomeFloorRepo(tx, home).create(f, now))
}

export async function updateHomeFloor(
  db: Db,
  home: Home,
  id: number,
  f: Partial<HomeFloorFields>,
  actor: Actor,
  nowMs: number
) {
  await checkNav(db, home, f.navId, true)
  return draftStep(db, FLOOR, id, actor, nowMs, {
    verb: 'update',
    load: (tx, now) => adminHomeFloorRepo(tx, home).adopt(id, now),
    apply: (tx, _before, now) => adminHomeFloorRepo(tx, home).update(id, f, now)
  })
}

export async function publishHomeFloor(db: Db, home: Home, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, FLOOR, id, actor, nowMs, {
    verb: 'publish',
    load: (tx, now) => adminHomeFloorRepo(tx, home).adopt(id, now),
    apply: (tx, before, now) => adminHomeFloorRepo(tx, home).publish(before, now)
  })
}

export async function deleteHomeFloor(db: Db, home: Home, id: number, actor: Actor, nowMs: number) {
  return draftStep(db, FLOOR, id, actor, nowMs, {
    verb: 'delete',
    load: (tx) => adminHomeFloorRepo(tx, home).find(id),
    apply: async (tx) => {
      const repo = adminHomeFloorRepo(tx, home)
      if (await repo.isInCatalogue(id)) throw AdminErrors.conflict('published')
      await repo.remove(id)
      return undefined
    }
  })
}

/**
 * A new order of a home's banners or floors: `ids` first to last (each must be of that home), the rest keep their
 * place after them. Published items take the order in the app at once; one audit row with the orders before/after.
 */
export async function reorderHome(
  db: Db,
  kind: 'banner' | 'floor',
  home: Home,
  ids: number[],
  actor: Actor,
  nowMs: number
) {
  const now = new Date(nowMs)
  return audited(db, actor, now, async (tx) => {
    const repo = kind === 'banner' ? adminHomeBannerRepo(tx, home) : adminHomeFloorRepo(tx, home)
    const list = await repo.list()
    const known = new Set(list.map((r) => r.id))
    if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw AdminErrors.badRequest('bad_field', 'ids')
    const order = [...ids, ...list.map((r) => r.id).filter((id) => !ids.includes(id))]
    const before = list.map((r) => ({ id: r.id, sort: r.sort }))
    for (const [i, id] of order.entries()) {
      const row = (await repo.adopt(id, now))!
      if (row.sort !== i + 1) await repo.setSort(row as never, i + 1, now)
    }
    const after = order.map((id, i) => ({ id, sort: i + 1 }))
    return {
      result: after,
      audit: { action: `${kind}.reorder`, targetType: kind, targetId: home, before, after }
    }
  })
}
