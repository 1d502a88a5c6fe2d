/**
 * What a server start seeds (SEED_DEMO, seedForStart): production never creates the demo accounts, seeds the
 * demo catalogue only on request, and refuses a database that still holds a demo account, naming each one.
 */
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { eq, inArray, sql } from 'drizzle-orm'
import { loadConfig } from '../src/config'
import * as s from '../src/db/schema'
import { DEMO_EMAILS, demoAccountsIn, DemoAccountsError, seedForStart } from '../src/db/seed'
import { placeholderMedia } from '../src/db/seed/media'
import { freshDatabase } from './helpers'

let database: Awaited<ReturnType<typeof freshDatabase>>
before(async () => {
  database = await freshDatabase()
})
after(() => database.dispose())

const production = (seed?: string) =>
  loadConfig({ NODE_ENV: 'production', ...(seed ? { SEED_DEMO: seed } : {}) } as unknown as NodeJS.ProcessEnv)
const development = (seed?: string) => loadConfig((seed ? { SEED_DEMO: seed } : {}) as unknown as NodeJS.ProcessEnv)

async function seedHash(): Promise<string | undefined> {
  const [row] = await database.db.select().from(s.meta).where(eq(s.meta.key, 'seed_hash'))
  return row?.value
}

async function deleteDemoAccounts() {
  await database.db.delete(s.users).where(inArray(s.users.email, [...DEMO_EMAILS]))
}

test('SEED_DEMO defaults: everything in development, nothing in production', () => {
  assert.equal(development().seedDemo, 'all')
  assert.equal(production().seedDemo, 'none')
  assert.equal(production('catalogue').seedDemo, 'catalogue')
  assert.equal(development('none').seedDemo, 'none')
})

test('production refuses to start while the database holds demo accounts, naming each one', async () => {
  // the test database is seeded as development is: with the demo accounts
  assert.deepEqual(await demoAccountsIn(database.db), [...DEMO_EMAILS].sort())
  const before = await seedHash()
  await assert.rejects(seedForStart(database.db, placeholderMedia, production()), (err: Error) => {
    assert.ok(err instanceof DemoAccountsError)
    for (const email of DEMO_EMAILS) assert.match(err.message, new RegExp(email.replace('.', '\\.')))
    assert.match(err.message, /DELETE FROM users/)
    return true
  })
  assert.equal(await seedHash(), before, 'SEED_DEMO unset: nothing was seeded')
  // one demo account left is enough to refuse
  await database.db.delete(s.users).where(inArray(s.users.email, DEMO_EMAILS.slice(1)))
  await assert.rejects(seedForStart(database.db, placeholderMedia, production('catalogue')), /vip@demo\.jingxin/)
  assert.equal(await seedHash(), before, 'a refused start seeds nothing')
})

test('production with SEED_DEMO=catalogue seeds the catalogue and never an account', async () => {
  await deleteDemoAccounts()
  const before = await seedHash()
  await database.db.delete(s.products)
  const seeded = await seedForStart(database.db, placeholderMedia, production('catalogue'))
  assert.ok(seeded, 'the catalogue was seeded again')
  assert.notEqual(await seedHash(), before)
  assert.ok((await database.db.select().from(s.products)).length > 0, 'the demo products are back')
  assert.deepEqual(await demoAccountsIn(database.db), [])
  const admins = await database.db.execute(sql`select count(*)::int as n from enterprise_members where via = 'seed'`)
  assert.equal((admins as unknown as { rows: { n: number }[] }).rows[0].n, 0, 'no seeded enterprise admin')
  // a second start changes nothing and starts
  assert.equal(await seedForStart(database.db, placeholderMedia, production('catalogue')), null)
  // SEED_DEMO unset: no seed at all
  await database.db.delete(s.faqs)
  assert.equal(await seedForStart(database.db, placeholderMedia, production()), null)
  assert.equal((await database.db.select().from(s.faqs)).length, 0)
})

test('SEED_DEMO=all is refused in production and an unknown value everywhere; development seeds the accounts', async () => {
  await assert.rejects(seedForStart(database.db, placeholderMedia, production('all')), /SEED_DEMO=all/)
  await assert.rejects(seedForStart(database.db, placeholderMedia, development('yes')), /SEED_DEMO=yes/)
  assert.deepEqual(await demoAccountsIn(database.db), [])
  assert.ok(await seedForStart(database.db, placeholderMedia, development()))
  assert.deepEqual(await demoAccountsIn(database.db), [...DEMO_EMAILS].sort())
})
