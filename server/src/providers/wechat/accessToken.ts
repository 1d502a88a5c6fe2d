/**
 * The WeChat server access token (stable_token), cached and shared by every process of the deployment. WeChat
 * rate-limits token requests and a forced refresh ends the previous token within minutes, so N processes must
 * not each fetch their own: on PostgreSQL one process fetches under an advisory lock and stores the token in
 * `meta`, the others read it there; on PGlite (one process) it stays in memory. Either way one refresh at a
 * time per process, and a token WeChat refused (`rejected`) is never handed out again.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { meta } from '../../db/schema'

export interface FetchedToken {
  value: string
  expiresInSec: number
}

/** Fetches a token from WeChat; `rejected` is a token WeChat just refused (ask for a fresh one). */
export type TokenFetcher = (rejected?: string) => Promise<FetchedToken>

export interface AccessTokenStore {
  /** A valid token: the cached one, else one fetched once for every waiting caller (and process). */
  get(fetch: TokenFetcher, rejected?: string): Promise<string>
}

interface Held {
  value: string
  /** ms: 5 minutes before WeChat's expiry, so that a token is never used in its last minutes */
  until: number
}

const MARGIN_SEC = 300

function hold(t: FetchedToken, now: number): Held {
  return { value: t.value, until: now + Math.max(60, t.expiresInSec - MARGIN_SEC) * 1000 }
}

/** Single-process store (PGlite, tests, the process-level validation at start). */
export function memoryTokenStore(now: () => number = Date.now): AccessTokenStore {
  let held: Held | null = null
  let pending: Promise<string> | null = null
  return {
    get(fetch, rejected) {
      if (held && held.until > now() && held.value !== rejected) return Promise.resolve(held.value)
      pending ??= fetch(rejected)
        .then((t) => {
          held = hold(t, now())
          return t.value
        })
        .finally(() => (pending = null))
      return pending
    }
  }
}

/**
 * Store shared through the database (PostgreSQL with several processes): the row `meta[key]` holds the token;
 * the process that finds it missing, expired or rejected fetches under `pg_advisory_xact_lock(hashtext(key))`
 * while the others wait for the lock and then read the new row. Each process keeps the token in memory too.
 */
export function dbTokenStore(db: Db, key: string, now: () => number = Date.now): AccessTokenStore {
  let held: Held | null = null
  let pending: Promise<string> | null = null
  const usable = (h: Held | null, rejected?: string): h is Held => !!h && h.until > now() && h.value !== rejected
  return {
    get(fetch, rejected) {
      if (usable(held, rejected)) return Promise.resolve(held.value)
      pending ??= db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
          const [row] = await tx.select().from(meta).where(eq(meta.key, key))
          const stored = row ? (JSON.parse(row.value) as Held) : null
          if (usable(stored, rejected)) return stored
          const next = hold(await fetch(rejected), now())
          const value = JSON.stringify(next)
          await tx.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } })
          return next
        })
        .then((h) => {
          held = h
          return h.value
        })
        .finally(() => (pending = null))
      return pending
    }
  }
}
