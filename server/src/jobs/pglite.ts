/**
 * pg-boss on PGlite (the embedded default), in-process through pg-boss's `db` option (console-and-jobs-notes §3.4,
 * measured here): parameterised single statements go to `query`, parameterless text (pg-boss's migrations and its
 * BEGIN … COMMIT plans, several statements) to `exec`, whose last result is the answer.
 */
import type { PGlite } from '@electric-sql/pglite'

export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>
}

export function pgliteBossDb(q: Pick<PGlite, 'query' | 'exec'>): BossDb {
  return {
    async executeSql(text, values) {
      if (values?.length) return q.query(text, values)
      const res = await q.exec(text)
      return res[res.length - 1] ?? { rows: [] }
    }
  }
}

/** The app's own node-postgres pool (server/src/db/client.ts) as pg-boss's connection. */
export function poolBossDb(pool: { query(text: string, values?: unknown[]): Promise<{ rows: any[] }> }): BossDb {
  return { executeSql: (text, values) => pool.query(text, values) }
}
