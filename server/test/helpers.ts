/**
 * Test harness: the real app (buildApp) on a fresh, migrated and seeded database, called through app.inject.
 *
 * PGlite: initdb costs 4–8 s, so one template data dir is built per migration+seed version (cached under the
 * OS temp dir) and copied for each test file (~0.4 s of CPU to copy, open and remove). PostgreSQL (DATABASE_URL
 * set): each test file gets its own database, copied from a template database built the same way
 * (postgresTemplate), dropped at the end.
 */
import { randomBytes } from 'node:crypto'
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { pathOf, signNonce, signRequest, signTimestamp } from '@app/protocol'
import { sql } from 'drizzle-orm'
import { buildApp, type BuildOptions } from '../src/app'
import { openDatabase, type Database } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { seedDatabase } from '../src/db/seed'
import { pgliteTemplate, templateKey } from './pgliteTemplate'

export { pgliteTemplate }

/**
 * PostgreSQL: a migrated + seeded template database per migration+seed version, built once under an advisory
 * lock (test files running in parallel wait for the first to build it) and copied by `CREATE DATABASE … TEMPLATE`
 * for each test file (a file copy: ~0.3 s instead of migrating and seeding each time). Older templates are dropped.
 */
async function postgresTemplate(url: string): Promise<string> {
  const { Client } = await import('pg')
  const name = `jx_tpl_${templateKey()}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock(7461001)')
    const found = await admin.query('select datname from pg_database where datname like $1', ['jx_tpl_%'])
    for (const { datname } of found.rows as { datname: string }[])
      if (datname !== name) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    if (!found.rows.some((r: { datname: string }) => r.datname === name)) {
      const build = `${name}_b${randomBytes(3).toString('hex')}`
      await admin.query(`CREATE DATABASE ${build}`)
      const u = new URL(url)
      u.pathname = `/${build}`
      const db = await openDatabase({ databaseUrl: u.toString() })
      await migrateDatabase(db)
      await seedDatabase(db.db)
      await db.close()
      await admin.query(`ALTER DATABASE ${build} RENAME TO ${name}`)
    }
  } finally {
    await admin.query('select pg_advisory_unlock(7461001)').catch(() => {})
    await admin.end()
  }
  return name
}

/** A fresh database for one test file. */
export async function freshDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (url) {
    const { Client } = await import('pg')
    const name = `jx_test_${randomBytes(6).toString('hex')}`
    const template = await postgresTemplate(url)
    const admin = new Client({ connectionString: url })
    await admin.connect()
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
          break
        } catch (err) {
          // 55006: another session is connected to the template at this instant (it is being built or renamed)
          if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err
          await new Promise((r) => setTimeout(r, 100))
        }
      }
    } finally {
      await admin.end()
    }
    const u = new URL(url)
    u.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: u.toString() })
    return {
      ...database,
      async dispose() {
        await database.close()
        const c = new Client({ connectionString: url })
        await c.connect()
        await c
          .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          .catch(() => c.query(`DROP DATABASE IF EXISTS ${name}`))
        await c.end()
      }
    }
  }
  const template = await pgliteTemplate()
  const dir = mkdtempSync(join(tmpdir(), 'jingxin-test-db-'))
  cpSync(template, dir, { recursive: true })
  // 32 MB of shared buffers for a test's copy instead of initdb's 128 MB: opening a copy cost ~0.47 s of CPU with
  // 128 MB and ~0.25 s with 32, 16 or 4 MB (measured 2026-11-29, 8 opens of each, PGlite 0.5.16), ~140 files a run.
  // 32 MB still holds the whole seeded database (29 MB under base/).
  appendFileSync(join(dir, 'postgresql.auto.conf'), 'shared_buffers = 32MB\n')
  const database = await openDatabase({ pgliteDir: dir })
  return {
    ...database,
    async dispose() {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

export interface CallOptions {
  body?: unknown
  query?: Record<string, string | number>
  token?: string
  lang?: 'zh-Hant' | 'en'
  headers?: Record<string, string>
  /** false: send no signature headers. */
  sign?: boolean
  /** Override parts of the signature (tests of the checker). */
  timestamp?: string
  nonce?: string
  rawBody?: string
  contentType?: string
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  clock: { now: number }
  call(
    method: string,
    path: string,
    opts?: CallOptions
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>
  close(): Promise<void>
}

export async function createTestApp(opts: Partial<BuildOptions> = {}): Promise<TestApp> {
  const database = await freshDatabase()
  const clock = { now: Date.now() }
  const app = await buildApp({
    db: database.db,
    now: () => clock.now,
    logger: false,
    devRoutes: true,
    staticDir: null,
    sharedState: database.kind === 'postgres',
    ...opts
  })
  await app.ready()
  return {
    app,
    database,
    clock,
    async call(method, path, o = {}) {
      const qs = o.query
        ? '?' +
          new URLSearchParams(Object.entries(o.query).map(([k, v]): [string, string] => [k, String(v)])).toString()
        : ''
      const headers: Record<string, string> = { 'x-lang': o.lang ?? 'zh-Hant', 'x-device': 'WECHAT', ...o.headers }
      if (o.token) headers['x-token'] = o.token
      if (o.sign !== false) {
        const timestamp = o.timestamp ?? signTimestamp(clock.now)
        const nonce = o.nonce ?? signNonce()
        headers['x-timestamp'] = timestamp
        headers['x-nonce'] = nonce
        headers['x-sign'] = signRequest({
          method,
          path: pathOf(path),
          timestamp,
          nonce,
          payload: method === 'GET' || method === 'DELETE' ? o.query : o.body
        })
      }
      let payload: string | undefined
      if (o.rawBody !== undefined) payload = o.rawBody
      else if (o.body !== undefined) payload = JSON.stringify(o.body)
      if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json'
      const res = await app.inject({ method: method as 'GET', url: path + qs, headers, payload })
      let body: unknown = res.body
      try {
        body = res.json()
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body, headers: res.headers }
    },
    async close() {
      await app.close()
      await database.dispose()
    }
  }
}

/** Registers (or logs in) an email user through the dev outbox and returns its token and id. */
export async function loginWithEmail(
  t: TestApp,
  email: string,
  password?: string
): Promise<{ token: string; id: number }> {
  const sent = await t.call('POST', '/v3/abroad/email/send', { body: { email, action: 'REGISTER' } })
  if (sent.body.code !== 0) throw new Error(`email/send failed: ${JSON.stringify(sent.body)}`)
  const code = (await t.call('GET', '/dev/outbox', { sign: false, query: { to: email } })).body.data[0].code
  const res = await t.call('POST', '/v3/abroad/email/login', {
    body: { email, code, ...(password ? { password } : {}) }
  })
  if (res.body.code !== 0) throw new Error(`email/login failed: ${JSON.stringify(res.body)}`)
  return { token: res.body.data.token, id: res.body.data.user.id }
}

export async function loginDemo(t: TestApp, which: 'vip' | 'user'): Promise<string> {
  const res = await t.call('POST', '/v3/user/password/login', {
    body: { account: `${which}@demo.jingxin`, password: 'jingxin-demo' }
  })
  if (res.body.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(res.body)}`)
  return res.body.data.token
}

/**
 * Row counts of every data table: the fuzz test compares them before and after. The request bookkeeping of the
 * shared-state tables (nonces of correctly signed requests, rate-limit counters) is left out: every checked
 * request writes it, rejected or not.
 */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const rows = async <T>(q: ReturnType<typeof sql.raw>) =>
    ((await database.db.execute(q)) as unknown as { rows: T[] }).rows
  const tables = await rows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('request_nonces', 'rate_counters') order by tablename`
  )
  const out: Record<string, number> = {}
  for (const { tablename } of tables) {
    const r = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from "${tablename}"`))
    out[tablename] = r[0].n
  }
  return out
}
