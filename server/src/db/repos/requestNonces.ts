/**
 * The signature nonces seen, in `request_nonces` (plugins/nonces' DbNonces: several processes on one PostgreSQL
 * database). The batching, the bus and the window's rules are the plugin's; the statements are here.
 */
import { lt } from 'drizzle-orm'
import type { Db } from '../client'
import { requestNonces } from '../schema'

/** What a nonce may be (the signature check allows 32 of these; the socket the same). */
export const NONCE = /^[A-Za-z0-9]{1,64}$/

/** The two drivers' multi-statement calls: PGlite's exec, node-postgres' query without parameters. */
type ScriptResults = { rows: { nonce: string }[] }[]
type ScriptClient = { exec(text: string): Promise<ScriptResults> } | { query(text: string): Promise<ScriptResults> }

/**
 * One round trip: `set local` and the upsert go as one simple-protocol query, which PostgreSQL runs as one
 * implicit transaction (an error rolls all of it back and leaves the connection clean). The simple protocol
 * takes no parameters, so the values are written into the text: nonces are checked against the signature's
 * alphabet here again and times are integers, so nothing else can reach the statement.
 */
export async function rememberNonces(
  db: Db,
  batch: { nonce: string; expiresAt: Date }[],
  nowMs: number
): Promise<string[]> {
  for (const b of batch) if (!NONCE.test(b.nonce)) throw new Error('nonce outside the signature alphabet')
  const nonces = batch.map((b) => b.nonce).join(',')
  const expiries = batch.map((b) => String(Math.trunc(b.expiresAt.getTime()))).join(',')
  const text =
    `set local synchronous_commit = off; ` +
    `insert into request_nonces (nonce, expires_at) ` +
    `select n, to_timestamp(e / 1000.0) from unnest('{${nonces}}'::text[], '{${expiries}}'::bigint[]) as t(n, e) ` +
    `on conflict (nonce) do update set expires_at = excluded.expires_at ` +
    `where request_nonces.expires_at < to_timestamp(${Math.trunc(nowMs)} / 1000.0) returning nonce`
  const client = (db as unknown as { $client: ScriptClient }).$client
  const results = 'exec' in client ? await client.exec(text) : await client.query(text)
  return results[results.length - 1].rows.map((r) => r.nonce)
}

/** Forgets the nonces whose window has passed; answers how many. */
export async function sweepNonces(db: Db, nowMs: number): Promise<number> {
  const gone = await db
    .delete(requestNonces)
    .where(lt(requestNonces.expiresAt, new Date(nowMs)))
    .returning({ n: requestNonces.nonce })
  return gone.length
}
