/**
 * Readiness, apart from liveness: `/health` says the process answers; `/ready` says this process can serve,
 * i.e. the database answers and every migration this build ships is applied. A load balancer routes to a process
 * only while /ready is 200 (a database outage, or a new build started against a database that an older one still
 * migrates, turns it 503 without killing the process).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '@app/protocol'
import type { Db } from '../../db/client'
import { MIGRATIONS_DIR } from '../../db/migrate'
import { t } from '../../i18n'
import { ok } from '../../plugins/errors'

/** The newest migration of this build: drizzle records each applied one with its journal time (`created_at`). */
export function latestMigration(dir = MIGRATIONS_DIR): { count: number; when: number } {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return { count: journal.entries.length, when: Math.max(0, ...journal.entries.map((e) => e.when)) }
}

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations' }

/** Whether the database answers within `timeoutMs` and holds this build's newest migration. */
export async function readiness(db: Db, expected: { when: number }, timeoutMs = 2000): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs)
  })
  try {
    const query = db
      .execute(sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`)
      .then((r) => Number((r as unknown as { rows: { latest: string }[] }).rows[0]?.latest ?? 0))
    const latest = await Promise.race([query, timeout])
    if (latest === 'timeout') return { ready: false, reason: 'database' }
    return latest >= expected.when ? { ready: true } : { ready: false, reason: 'migrations' }
  } catch {
    // no migrations table (a database never migrated) or no database at all
    return { ready: false, reason: 'database' }
  } finally {
    clearTimeout(timer)
  }
}

export default async function readyRoutes(app: FastifyInstance) {
  const expected = latestMigration()
  app.get('/ready', async (req, reply) => {
    void reply.header('cache-control', 'no-store')
    const state = await readiness(app.ctx.db, expected)
    if (state.ready) return ok({ status: 'ready', migrations: expected.count })
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({
        code: ErrorCode.INTERNAL,
        msg: t(req.lang, 'notReady'),
        data: { status: 'not ready', reason: state.reason }
      })
  })
}
