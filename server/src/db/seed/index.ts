/**
 * Idempotent demo seed. Catalogue rows are upserted by their fixed ids; link tables that only the seed owns
 * (floor contents, plan days) are replaced. A hash of the rows is kept in `meta`, so a boot with an unchanged
 * catalogue costs one query. Everything runs in one transaction: a crash mid-seed leaves the old catalogue.
 *
 * The demo accounts (published password, member to 2099, a live teacher, an enterprise admin) are part of the
 * seed only on request (`accounts`, SEED_DEMO=all, the default outside production). seedForStart is what the
 * server runs: production seeds at most the catalogue and refuses a database that still holds demo accounts.
 */
import { createHash } from 'node:crypto'
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
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

/** INSERT ... ON CONFLICT (target) DO UPDATE SET every other column = excluded. */
async function upsert(tx: Tx, table: PgTable, rows: Record<string, unknown>[], target: string[]) {
  if (!rows.length) return
  const cols = getTableColumns(table)
  const set: Record<string, SQL> = {}
  for (const key of Object.keys(rows[0])) {
    if (!target.includes(key)) set[key] = sql.raw(`excluded."${cols[key].name}"`)
  }
  const targetCols = target.map((k) => cols[k])
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: targetCols as never, set })
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

/**
 * The seed of a server start (SEED_DEMO, config.ts): `all` catalogue and accounts, `catalogue` the catalogue
 * only, `none` nothing. In production SEED_DEMO=all is refused (resolveRuntime already says so) and a database
 * that still holds any demo account stops the start, naming them: their password is in this repository.
 */
export async function seedForStart(
  db: Db,
  media: MediaLookupFn,
  cfg: Pick<ServerConfig, 'production' | 'seedDemo' | 'seedDemoInvalid'>
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
  return cfg.seedDemo === 'none' ? null : seedDatabase(db, media, { accounts: cfg.seedDemo === 'all' })
}

/** Applies the seed if its hash changed; returns a short description, or null when nothing had to be done. */
export async function seedDatabase(
  db: Db,
  media: MediaLookupFn = placeholderMedia,
  opts: SeedOptions = {}
): Promise<string | null> {
  const rows = {
    ...buildSeedRows(media, opts.now ?? Date.now()),
    mayaArticles: mayaArticleRows(),
    ...collectionRows(media),
    ...researchRows(),
    enterprise: enterpriseRows(media, opts.now ?? Date.now()),
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
    await tx.delete(s.medFloorGoods)
    await tx.delete(s.studyPlanDays)
    await tx.delete(s.courseFloorItems)
    await upsert(tx, s.medGoods, rows.medGoods, ['id'])
    await upsert(tx, s.medResources, rows.medResources, ['id'])
    await upsert(tx, s.medFloors, rows.medFloors, ['id'])
    await tx.insert(s.medFloorGoods).values(rows.medFloorGoods)
    await upsert(tx, s.medDayRecommend, rows.medDayRecommend, ['id'])
    await upsert(tx, s.studyPlans, rows.studyPlans, ['id'])
    await tx.insert(s.studyPlanDays).values(rows.studyPlanDays)
    await upsert(tx, s.scenes, rows.scenes, ['id'])
    await upsert(tx, s.settings, rows.settings, ['scope', 'sKey'])
    await upsert(tx, s.courseNavs, rows.courseNavs, ['id'])
    await upsert(tx, s.courses, rows.courses, ['id'])
    await upsert(tx, s.courseEvents, rows.courseEvents, ['courseId'])
    await upsert(tx, s.campDays, rows.campDays, ['courseId', 'day'])
    await upsert(tx, s.marketingPages, rows.marketingPages, ['id'])
    await upsert(tx, s.courseLessons, rows.courseLessons, ['id'])
    await upsert(tx, s.lessonHomework, rows.lessonHomework, ['lessonId'])
    await upsert(tx, s.courseFloors, rows.courseFloors, ['id'])
    await tx.insert(s.courseFloorItems).values(rows.courseFloorItems)
    await upsert(tx, s.ads, rows.ads, ['id'])
    await upsert(tx, s.products, rows.products, ['id'])
    // Exchange codes keep their redemption state: insert missing ones only.
    await tx.insert(s.exchangeCodes).values(rows.exchangeCodes).onConflictDoNothing()
    await tx.insert(s.courseCodes).values(rows.courseCodes).onConflictDoNothing()
    await upsert(tx, s.coupons, rows.coupons, ['id'])
    await upsert(tx, s.courseSystemPages, rows.courseSystemPages, ['id'])
    await upsert(tx, s.faqs, rows.faqs, ['id'])
    await upsert(tx, s.mayaArticles, rows.mayaArticles, ['id'])
    await tx.delete(s.collectionItems)
    await upsert(tx, s.collections, rows.collections, ['id'])
    await tx.insert(s.collectionItems).values(rows.collectionItems)
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
    await upsert(tx, s.researchForms, rows.researchForms, ['id'])
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
    await applyEnterpriseRows(tx, rows.enterprise, (table, r, target) => upsert(tx, table, r, target), accounts)
    await tx
      .insert(s.meta)
      .values({ key: 'seed_hash', value: hash })
      .onConflictDoUpdate({ target: s.meta.key, set: { value: hash } })
  })
  return `${rows.medGoods.length} meditation goods, ${rows.medResources.length} tracks, ${rows.courses.length} courses, seed ${hash}`
}
