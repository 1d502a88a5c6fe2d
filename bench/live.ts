/**
 * `npm run bench:live`: 500 simulated chat clients in one live room. The API server runs in this process on a
 * fresh PGlite dir (or, with DATABASE_URL, a scratch database on that server, dropped afterwards, with the
 * LISTEN/NOTIFY bus); 500 users join `/ws/live` with signed joins, then 40 of them post one message each, 50 ms
 * apart. Every client notes when each message reaches it: the fan-out latency is receive time − send time, over
 * every (message, client) pair. Prints p50/p95/p99/max; exits 1 when p99 is over 200 ms or a delivery is missing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import WebSocket from 'ws'
import { signNonce, signSocketInit, signTimestamp } from '../src/protocol'
import { buildApp } from '../server/src/app'
import { openDatabase } from '../server/src/db/client'
import { migrateDatabase } from '../server/src/db/migrate'
import { seedDatabase } from '../server/src/db/seed'
import { users } from '../server/src/db/schema'
import { tokensRepo } from '../server/src/db/repos/tokens'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500)
const SENDERS = 40
const GAP_MS = 50
const P99_GOAL_MS = 200
const ROOM = 8 // the seeded live course that is on now

async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg')
  const name = `jingxin_bench_live_${process.pid}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const u = new URL(url)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    async drop() {
      const c = new Client({ connectionString: url })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null
  const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'jingxin-bench-live-'))
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { pgliteDir: dir! })
  const engine = scratch ? 'PostgreSQL' : 'PGlite'
  try {
    await migrateDatabase(database)
    await seedDatabase(database.db)
    const app = await buildApp({
      db: database.db,
      logger: false,
      staticDir: null,
      sharedState: !!scratch,
      live: { dir: join(tmpdir(), `jingxin-bench-live-hls-${process.pid}`) }
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/ws/live`

    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({ nickname: `bench ${i}`, email: `bench-${i}@bench.invalid` }))
      )
      .returning({ id: users.id })
    const tokens = tokensRepo(database.db)
    const people = await Promise.all(rows.map(async (r) => ({ id: r.id, token: await tokens.issue(r.id, Date.now()) })))

    // per message id: when it was sent (by its text) and when each client got it
    const latencies: number[] = []
    let delivered = 0
    const joinStart = performance.now()
    const sockets = await Promise.all(
      people.map(
        (p) =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(url)
            ws.on('error', reject)
            ws.on('message', (raw) => {
              const m = JSON.parse(raw.toString())
              if (m.type === 'joined') resolve(ws)
              else if (m.type === 'message') {
                const sentAt = Number(String(m.message.text).split(' ')[1])
                latencies.push(performance.now() + performance.timeOrigin - sentAt)
                delivered++
              } else if (m.type === 'error') reject(new Error(m.msg))
            })
            ws.on('open', () => {
              const fields = {
                type: 'join',
                id: ROOM,
                userId: p.id,
                token: p.token,
                timestamp: signTimestamp(),
                nonce: signNonce()
              }
              ws.send(JSON.stringify({ ...fields, sign: signSocketInit(fields) }))
            })
          })
      )
    )
    const joinMs = performance.now() - joinStart
    console.log(`${engine}: ${sockets.length} clients joined room ${ROOM} in ${Math.round(joinMs)} ms`)

    for (let i = 0; i < SENDERS; i++) {
      const now = performance.now() + performance.timeOrigin
      sockets[i].send(JSON.stringify({ type: 'send', kind: 1, text: `m${i} ${now}` }))
      await new Promise((r) => setTimeout(r, GAP_MS))
    }
    const expected = SENDERS * CLIENTS
    const until = Date.now() + 30_000
    while (delivered < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 20))

    const sorted = [...latencies].sort((a, b) => a - b)
    const fmt = (n: number) => `${n.toFixed(1)} ms`
    console.log(
      `fan-out of ${SENDERS} messages to ${CLIENTS} clients: ${delivered}/${expected} deliveries; ` +
        `p50 ${fmt(pct(sorted, 50))}, p95 ${fmt(pct(sorted, 95))}, p99 ${fmt(pct(sorted, 99))}, max ${fmt(sorted.at(-1) ?? 0)} (goal p99 ≤ ${P99_GOAL_MS} ms)`
    )
    for (const ws of sockets) ws.terminate()
    await app.close()
    const ok = delivered === expected && pct(sorted, 99) <= P99_GOAL_MS
    if (!ok) process.exitCode = 1
  } finally {
    await database.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
    await scratch?.drop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
