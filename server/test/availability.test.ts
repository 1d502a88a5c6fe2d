/**
 * Availability: the real server process while PostgreSQL restarts under load, and requests that arrive while the
 * server boots.
 *
 * - Restart (PostgreSQL run only, on a PostgreSQL server of the test's own so the restart disturbs nothing else):
 *   reads, transactional writes and catalogue reads run in parallel while PostgreSQL stops (every connection
 *   terminated), stays down a moment and starts again. The process stays up; every answer meanwhile is 2xx/4xx or a translated 503 with retry-after
 *   (never a 500); service comes back by itself; the LISTEN connection re-subscribes (a catalogue row changed
 *   after the restart reaches the cached catalogue answer).
 * - A pooled connection that drops while a transaction holds it between two statements (PostgreSQL run): the
 *   process does not die of the unhandled 'error' event; the transaction's next statement fails as
 *   "database unavailable" (503), and the pool serves the next query on a new connection.
 * - Boot (both engines): requests sent from the moment the port accepts until the server says it is running are
 *   answered 503 with retry-after or served; the process never dies.
 */
import assert from 'node:assert/strict'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { sql } from 'drizzle-orm'
import type { Client as PgClient, Pool } from 'pg'
import { openDatabase } from '../src/db/client'
import { freePort } from '../src/lib/freePort'
import { databaseUnavailable } from '../src/plugins/errors'
import { t } from '../src/i18n'
import { pgliteTemplate } from './helpers'
import { postgresBin, tempPostgres, type TempPostgres } from './pgServer'
import { call, killAll, signFor, spawnServer, startServer, until } from './serverProcess'

const DATABASE_URL = process.env.DATABASE_URL
const BIN = postgresBin()
const cleanup: (() => void)[] = []
after(() => {
  killAll()
  for (const c of cleanup.reverse()) c()
})

type Tally = Map<string, number>
const count = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1)

/** One request; a 503 must carry retry-after and the translated message, anything else is tallied as it came. */
async function probe(base: string, method: string, path: string, token?: string, body?: unknown, lang = 'zh-Hant') {
  const s = signFor(method, path, body)
  const headers: Record<string, string> = { 'x-timestamp': s.timestamp, 'x-nonce': s.nonce, 'x-sign': s.sign }
  headers['x-lang'] = lang
  if (token) headers['x-token'] = token
  if (body) headers['content-type'] = 'application/json'
  const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined })
  const json = (await res.json()) as { code: number; msg: string; data: any }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...json }
}

test(
  'PostgreSQL restart under load: the process stays up, answers 503 meanwhile, recovers and listens again',
  {
    timeout: 180_000,
    skip: !DATABASE_URL ? 'runs in the PostgreSQL run' : !BIN ? 'no PostgreSQL binaries installed' : false
  },
  async () => {
    const pg: TempPostgres = await tempPostgres(BIN!)
    cleanup.push(() => pg.dispose())
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const child = await startServer({ PORT: String(port), DATABASE_URL: pg.url })

    const login = await call(base, 'POST', '/v3/user/password/login', {
      account: 'user@demo.jingxin',
      password: 'jingxin-demo'
    })
    const token = login.data.token as string
    assert.ok(token)

    const tally: Tally = new Map()
    const bad: string[] = []
    let stop = false
    let lastOk = 0
    const requests = [
      () => probe(base, 'GET', '/v2/user_coupons', token), // signed read: a nonce row, then the user's coupons
      () => probe(base, 'POST', '/v3/meditation/addPreset', token, { title: 'x', minutes: 5 }, 'en'), // a transaction
      () => probe(base, 'GET', '/v2/faqs') // catalogue read (cache)
    ]
    const worker = async (i: number) => {
      for (let n = 0; !stop; n++) {
        try {
          const r = await requests[(i + n) % requests.length]()
          count(tally, String(r.status))
          if (r.status < 300) lastOk = Date.now()
          if (r.status === 503) {
            const expected = [t('zh-Hant', 'databaseUnavailable'), t('en', 'databaseUnavailable')]
            if (!r.retryAfter || !expected.includes(r.msg)) bad.push(`503 ${r.retryAfter} ${r.msg}`)
          } else if (r.status >= 500) bad.push(`${r.status} ${r.msg}`)
        } catch (err) {
          bad.push(`no answer: ${(err as Error).message}`) // the process died or reset the connection
        }
      }
    }
    const workers = Array.from({ length: 6 }, (_, i) => worker(i))
    await until(async () => (tally.get('200') ?? 0) >= 60, 30_000)

    // A restart in two steps, so the outage lasts long enough to be seen: fast shutdown (every connection
    // terminated, transactions included), requests answered while it is down, then the server is back.
    pg.stop()
    await until(async () => (tally.get('503') ?? 0) >= 10 || bad.length > 0, 15_000)
    pg.start()
    const restarted = Date.now()
    await until(async () => lastOk > restarted, 15_000) // served again by itself
    const before = tally.get('200') ?? 0
    await until(async () => (tally.get('200') ?? 0) >= before + 30, 15_000)
    stop = true
    await Promise.all(workers)

    assert.equal(child.exitCode, null, 'the server process is still running')
    assert.deepEqual(bad, [], `answers: ${JSON.stringify([...tally])}`)

    // The listening connection is back: a catalogue change made after the restart drops the cached answer.
    const faqs = await call(base, 'GET', '/v2/faqs')
    assert.equal(faqs.code, 0)
    const { Client } = await import('pg')
    const direct = new Client({ connectionString: pg.url })
    await direct.connect()
    const marker = `restart-${Date.now()}`
    await direct.query(`update faqs set question_zh = $1 where id = (select min(id) from faqs)`, [marker])
    await direct.end()
    await until(async () => JSON.stringify((await call(base, 'GET', '/v2/faqs')).data).includes(marker), 10_000)
  }
)

test(
  'a connection dropped while a transaction holds it fails that transaction, not the process',
  { timeout: 60_000, skip: !DATABASE_URL ? 'runs in the PostgreSQL run' : false },
  async () => {
    const { Client } = await import('pg')
    const database = await openDatabase({ databaseUrl: DATABASE_URL })
    cleanup.push(() => void database.close())
    const killer = new Client({ connectionString: DATABASE_URL })
    await killer.connect()
    cleanup.push(() => void killer.end())
    let failure: unknown
    await database.db
      .transaction(async (tx) => {
        const r = await tx.execute(sql`select pg_backend_pid() as pid`)
        const pid = (r as unknown as { rows: { pid: number }[] }).rows[0].pid
        // the held connection hears its end while no statement runs on it (old code: an unhandled 'error')
        const pool = (database.db as unknown as { $client: Pool & { _clients: (PgClient & { processID: number })[] } })
          .$client
        const held = pool._clients.find((c) => c.processID === pid)!
        const ended = new Promise((resolve) => held.once('end', resolve))
        await killer.query('select pg_terminate_backend($1)', [pid])
        await ended
        await tx.execute(sql`select 1`)
      })
      .catch((err: unknown) => (failure = err))
    assert.ok(failure, 'the transaction failed')
    assert.ok(databaseUnavailable(failure), `a database-unavailable error: ${String(failure)}`)
    const again = await database.db.execute(sql`select 1 as one`)
    assert.equal((again as unknown as { rows: { one: number }[] }).rows[0].one, 1)
  }
)

test(
  'requests during boot are answered 503 with retry-after until the app is ready; the process never dies',
  {
    timeout: 180_000
  },
  async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    let env: Record<string, string>
    if (DATABASE_URL) {
      // a database of its own, so the server migrates and seeds it while the requests arrive (the longest boot)
      const { Client } = await import('pg')
      const name = `jx_boot_${port}`
      const admin = new Client({ connectionString: DATABASE_URL })
      await admin.connect()
      await admin.query(`create database ${name}`)
      await admin.end()
      cleanup.push(() => {
        const c = new Client({ connectionString: DATABASE_URL })
        void c
          .connect()
          .then(() => c.query(`drop database if exists ${name} with (force)`))
          .finally(() => c.end())
      })
      const u = new URL(DATABASE_URL)
      u.pathname = `/${name}`
      env = { PORT: String(port), DATABASE_URL: u.toString() }
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'jingxin-boot-'))
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
      cpSync(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true })
      env = { PORT: String(port), DATABASE_URL: '', PGLITE_DIR: join(dir, 'pglite') }
    }
    const { child, running } = spawnServer(env)
    let up = false
    void running.then(() => (up = true))
    const tally: Tally = new Map()
    const bad: string[] = []
    const worker = async () => {
      while (!up && child.exitCode === null) {
        try {
          const r = await probe(base, 'GET', '/v2/faqs')
          count(tally, String(r.status))
          if (r.status === 503 && !r.retryAfter) bad.push('503 without retry-after')
          else if (r.status !== 503 && r.status !== 200) bad.push(`${r.status} ${r.msg}`)
        } catch {
          count(tally, 'refused') // not listening yet
          await new Promise((r) => setImmediate(r))
        }
      }
    }
    await Promise.all([worker(), worker(), worker(), running])
    assert.equal(child.exitCode, null, 'the server process is still running')
    assert.deepEqual(bad, [])
    assert.ok((tally.get('503') ?? 0) > 0, `some requests arrived during the boot: ${JSON.stringify([...tally])}`)
    const r = await probe(base, 'GET', '/v2/faqs')
    assert.equal(r.status, 200)
  }
)
