/**
 * Idempotent demo seed. Catalogue rows are upserted by their fixed ids; link tables (floor contents, plan days,
 * collection items) are replaced. A row an operator has written in the console (stamped `console_edited_at`,
 * migration 0073) is never overwritten, and the link rows of a stamped album, plan or collection are kept as they
 * are. A hash of the rows is kept in `meta`, so a boot with an unchanged catalogue costs one query. Everything runs
 * in one transaction: a crash mid-seed leaves the old catalogue.
 *
 * The demo accounts (published password, member to 2099, a live teacher, an enterprise admin) are part of the
 * seed only on request (`accounts`, SEED_DEMO=all, the default outside production). seedForStart is what the
 * server runs: production seeds at most the catalogue and refuses a database that still holds demo accounts.
 */
import { createHash } from 'node:crypto'
import { eq, getTableColumns, getTableName, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../client'
import { seedDemoProblem, type ServerConfig } from '../../config'
import { hashPassword } from '../../lib/crypto'
import * as s from '../schema'
import { DEMO_USERS } from './commerce'
import { placeholderMedia, type MediaLookupFn } from './media'
import { buildSeedRows } from './rows'
import { mayaArticleRows } from './maya'
import { collectionRows } from './collections'
import { KZERO_DEMO, researchRows } from './research'
import { applyEnterpriseRows, enterpriseRows } from './enterprise'
import { LESSON_HOMEWORK } from './learningNotes'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The tables whose rows carry the console's `console_edited_at` stamp (migration 0073). */
async function stampedTables(tx: Tx): Promise<Set<string>> {
  const res = await tx.execute(
    sql`SELECT table_name AS t FROM information_schema.columns
        WHERE column_name = 'console_edited_at' AND table_schema = current_schema()`
  )
  return new Set((res as unknown as { rows: { t: string }[] }).rows.map((r) => r.t))
}

/** The ids of the rows of `table` an operator has written in the console. */
async function consoleEdited(tx: Tx, table: PgTable): Promise<number[]> {
  const res = await tx.execute(sql`SELECT id FROM ${table} WHERE console_edited_at IS NOT NULL ORDER BY id`)
  return (res as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id))
}

/**
 * INSERT ... ON CONFLICT (target) DO UPDATE SET every other column = excluded, except on a row an operator has
 * edited in the console (`stamped`: its table has the stamp column), which stays as the operator left it.
 */
async function upsertRows(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  target: string[],
  stamped: Set<string>
) {
  if (!rows.length) return
  const cols = getTableColumns(table)
  const set: Record<string, SQL> = {}
  for (const key of Object.keys(rows[0])) {
    if (!target.includes(key)) set[key] = sql.raw(`excluded."${cols[key].name}"`)
  }
  const targetCols = target.map((k) => cols[k])
  const name = getTableName(table)
  if (!stamped.has(name)) {
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target: targetCols as never, set })
    return
  }
  // Rows the console deleted stay deleted (their keys in console_deleted_rows, migration 0073).
  const res = await tx.execute(sql`SELECT "row" FROM console_deleted_rows WHERE table_name = ${name}`)
  const keyOf = (r: Record<string, unknown>, column: (k: string) => string) =>
    JSON.stringify(target.map((k) => String(r[column(k)])))
  const deleted = new Set(
    (res as unknown as { rows: { row: Record<string, unknown> }[] }).rows.map((r) => keyOf(r.row, (k) => cols[k].name))
  )
  const kept = rows.filter((r) => !deleted.has(keyOf(r, (k) => k)))
  if (!kept.length) return
  await tx
    .insert(table)
    .values(kept as never)
    .onConflictDoUpdate({
      target: targetCols as never,
      set,
      setWhere: sql.raw(`"${name}"."console_edited_at" IS NULL`)
    })
}

/** INSERT of `rows` (none: nothing). */
async function insertRows(tx: Tx, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length) await tx.insert(table).values(rows as never)
}

export interface SeedOptions {
  force?: boolean
  now?: number
  /** Create the demo accounts too (default true: development and tests). */
  accounts?: boolean
}

/** The demo accounts' e-mail addresses. */
export const DEMO_EMAILS: readonly string[] = DEMO_USERS.map((u) => u.email)

/** The demo accounts this database holds (their e-mail addresses). */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: s.users.email })
    .from(s.users)
    .where(inArray(s.users.email, [...DEMO_EMAILS]))
  return rows.map((r) => r.email ?? '').sort()
}

export class DemoAccountsError extends Error {}

/** What the start's seed reads of the server's configuration. */
export type SeedConfig = Pick<ServerConfig, 'production' | 'seedDemo' | 'seedDemoInvalid'>

/**
 * The seed of a server start (SEED_DEMO, config.ts): `all` catalogue and accounts, `catalogue` the catalogue
 * only, `none` nothing. In production SEED_DEMO=all is refused (resolveRuntime already says so) and a database
 * that still holds any demo account stops the start, naming them: their password is in this repository.
 * `now` (default the clock) is the moment whose Taipei day dates the demo rows; the running server applies it
 * again after each Taipei midnight (rollover.ts).
 */
export async function seedForStart(
  db: Db,
  media: MediaLookupFn,
  cfg: SeedConfig,
  opts: Pick<SeedOptions, 'now'> = {}
): Promise<string | null> {
  const problem = seedDemoProblem(cfg)
  if (problem) throw new DemoAccountsError(problem)
  // checked before seeding: a refused start changes nothing
  if (cfg.production) {
    const present = await demoAccountsIn(db)
    if (present.length) {
      const list = present.map((e) => `'${e}'`).join(', ')
      throw new DemoAccountsError(
        `Refusing to start in production: the database holds the demo accounts ${present.join(', ')}, whose ` +
          `password is published. Delete them first (DELETE FROM users WHERE email IN (${list}); their ` +
          'sessions, memberships and roles go with them).'
      )
    }
  }
  return cfg.seedDemo === 'none' ? null : seedDatabase(db, media, { accounts: cfg.seedDemo === 'all', now: opts.now })
}

/** Applies the seed if its hash changed; returns a short description, or null when nothing had to be done. */
export async function seedDatabase(
  db: Db,
  media: MediaLookupFn = placeholderMedia,
  opts: SeedOptions = {}
): Promise<string | null> {
  // one moment for every dated row (two reads of the clock could fall on both sides of a midnight)
  const now = opts.now ?? Date.now()
  const rows = {
    ...buildSeedRows(media, now),
    mayaArticles: mayaArticleRows(),
    ...collectionRows(media),
    ...researchRows(),
    enterprise: enterpriseRows(media, now),
    lessonHomework: LESSON_HOMEWORK
  }
  const accounts = opts.accounts ?? true
  const hash = createHash('sha256')
    .update(JSON.stringify({ rows, users: accounts ? DEMO_USERS : [] }))
    .digest('hex')
    .slice(0, 16)
  const [current] = await db.select().from(s.meta).where(eq(s.meta.key, 'seed_hash'))
  if (current?.value === hash && !opts.force) return null

  // Hash passwords before the transaction: on PGlite an open transaction blocks every other query.
  const demoUsers = await Promise.all(
    (accounts ? DEMO_USERS : []).map(async (u) => ({
      email: u.email,
      nickname: u.nickname,
      passwordHash: await hashPassword(u.password),
      vipExpireAt: u.vipUntil ? new Date(u.vipUntil) : null,
      annualCardLevel: u.card,
      annualCardExpireAt: u.card ? new Date('2099-12-31T00:00:00Z') : null
    }))
  )

  await db.transaction(async (tx) => {
    const stamped = await stampedTables(tx)
    const upsert = (table: PgTable, r: Record<string, unknown>[], target: string[]) =>
      upsertRows(tx, table, r, target, stamped)
    // Link rows of an album, plan or collection an operator has written stay as they are (the seed's are not added).
    const editedGoods = await consoleEdited(tx, s.medGoods)
    const editedPlans = await consoleEdited(tx, s.studyPlans)
    const editedCollections = await consoleEdited(tx, s.collections)
    await tx.delete(s.medFloorGoods).where(notInArray(s.medFloorGoods.goodsId, [...editedGoods, 0]))
    await tx.delete(s.studyPlanDays).where(notInArray(s.studyPlanDays.planId, [...editedPlans, 0]))
    await tx.delete(s.courseFloorItems)
    await upsert(s.medGoods, rows.medGoods, ['id'])
    await upsert(s.medResources, rows.medResources, ['id'])
    await upsert(s.medFloors, rows.medFloors, ['id'])
    await insertRows(
      tx,
      s.medFloorGoods,
      rows.medFloorGoods.filter((r) => !editedGoods.includes(r.goodsId))
    )
    await upsert(s.medDayRecommend, rows.medDayRecommend, ['id'])
    await upsert(s.studyPlans, rows.studyPlans, ['id'])
    await insertRows(
      tx,
      s.studyPlanDays,
      rows.studyPlanDays.filter((r) => !editedPlans.includes(r.planId))
    )
    await upsert(s.scenes, rows.scenes, ['id'])
    await upsert(s.settings, rows.settings, ['scope', 'sKey'])
    await upsert(s.courseNavs, rows.courseNavs, ['id'])
    await upsert(s.courses, rows.courses, ['id'])
    await upsert(s.courseEvents, rows.courseEvents, ['courseId'])
    await upsert(s.campDays, rows.campDays, ['courseId', 'day'])
    await upsert(s.marketingPages, rows.marketingPages, ['id'])
    await upsert(s.courseLessons, rows.courseLessons, ['id'])
    // a seeded lesson the console deleted took its homework with it (cascade): none for it again
    const lessons = new Set((await tx.select({ id: s.courseLessons.id }).from(s.courseLessons)).map((l) => l.id))
    await upsert(
      s.lessonHomework,
      rows.lessonHomework.filter((h) => lessons.has(h.lessonId)),
      ['lessonId']
    )
    await upsert(s.courseFloors, rows.courseFloors, ['id'])
    await tx.insert(s.courseFloorItems).values(rows.courseFloorItems)
    await upsert(s.ads, rows.ads, ['id'])
    await upsert(s.products, rows.products, ['id'])
    // Exchange codes keep their redemption state: insert missing ones only.
    await tx.insert(s.exchangeCodes).values(rows.exchangeCodes).onConflictDoNothing()
    await tx.insert(s.courseCodes).values(rows.courseCodes).onConflictDoNothing()
    await upsert(s.coupons, rows.coupons, ['id'])
    await upsert(s.courseSystemPages, rows.courseSystemPages, ['id'])
    await upsert(s.faqs, rows.faqs, ['id'])
    await upsert(s.mayaArticles, rows.mayaArticles, ['id'])
    await tx.delete(s.collectionItems).where(notInArray(s.collectionItems.collectionId, [...editedCollections, 0]))
    await upsert(s.collections, rows.collections, ['id'])
    await insertRows(
      tx,
      s.collectionItems,
      rows.collectionItems.filter((r) => !editedCollections.includes(r.collectionId))
    )
    // Demo accounts are created once; later changes made through the app are kept. Without `accounts` nothing
    // below gives a role or data to an account of these addresses, should one exist.
    if (demoUsers.length) await tx.insert(s.users).values(demoUsers).onConflictDoNothing()
    const teacherEmails = DEMO_USERS.filter((u) => 'teacher' in u && u.teacher).map((u) => u.email)
    const teachers = accounts
      ? await tx.select({ id: s.users.id }).from(s.users).where(inArray(s.users.email, teacherEmails))
      : []
    if (teachers.length)
      await tx
        .insert(s.liveTeachers)
        .values(teachers.map((u) => ({ userId: u.id })))
        .onConflictDoNothing()
    await upsert(s.researchForms, rows.researchForms, ['id'])
    const [kzeroUser] = accounts
      ? await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, KZERO_DEMO.email))
      : []
    if (kzeroUser)
      await tx
        .insert(s.kzeroAssessments)
        .values({ userId: kzeroUser.id, openId: KZERO_DEMO.openId, result: KZERO_DEMO.result })
        .onConflictDoUpdate({
          target: s.kzeroAssessments.userId,
          set: { openId: KZERO_DEMO.openId, result: KZERO_DEMO.result }
        })
    await applyEnterpriseRows(tx, rows.enterprise, upsert, accounts)
    await tx
      .insert(s.meta)
      .values({ key: 'seed_hash', value: hash })
      .onConflictDoUpdate({ target: s.meta.key, set: { value: hash } })
  })
  return `${rows.medGoods.length} meditation goods, ${rows.medResources.length} tracks, ${rows.courses.length} courses, seed ${hash}`
}
