/**
 * `npm run bench:api`: starts the real server (fresh temp PGlite dir, placeholder media) in a child process and
 * runs autocannon from this process, then does the same on PostgreSQL when DATABASE_URL is set:
 * - throughput: 50 connections against /health (constant JSON) and the hot catalogue reads
 *   /v3/meditation/indexFloor and /v3/course/indexFloor (signed), 5 s each, in 3 rounds that take turns
 *   (BENCH_SECONDS, BENCH_ROUNDS); goal: the median of each read's ratios ≥ 40 % of /health's req/s in its round;
 * - latency at a fixed 500 req/s for 10 s on /v3/meditation/indexFloor; goal: p99 ≤ 50 ms.
 * Exits 1 when a goal is missed. Ratios, not absolute figures, are what carry from machine to machine.
 *
 * Signed requests under load: a fixed signed header set would be rejected from the second request on (nonce
 * replay), so every request carries its own nonce and signature. For the throughput runs they are made before the
 * run (as many as /health served in the same time), so this process's HMACs do not take CPU from the server
 * during the measurement; the fixed-rate run signs as it goes. The server needs no bench-only flag.
 * Set DATABASE_URL to bench PostgreSQL too.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { ROOT, startServer } from './support/server'
import { percentile } from './support/stats'
import { canonicalString, DEV_SIGN_KEY } from '../src/protocol/signature'

const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<any>

const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
/** /health and the reads take turns, so a slow spell of a shared machine lands on both sides of a ratio. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 50

const RATIO_GOAL = 0.4
const FIXED_RATE = 500
const P99_GOAL_MS = 50

function signedHeaders(path: string) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonce = randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 32)
  const sign = createHmac('sha256', process.env.SIGN_KEY ?? DEV_SIGN_KEY)
    .update(canonicalString({ method: 'GET', path, timestamp, nonce }))
    .digest('hex')
  return { 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-sign': sign, 'x-lang': 'zh-Hant' }
}

/**
 * A GET with a fresh signature per request. With `presign`, that many signatures are made before the run and
 * used one per request (then signed as it goes): autocannon shares the 2 cores with the server, and what is
 * measured is the server, not this process's HMACs. Every request still carries its own nonce and signature.
 */
export function signedRequest(path: string, presign = 0) {
  const ready = Array.from({ length: presign }, () => signedHeaders(path))
  let next = 0
  return {
    method: 'GET',
    path,
    setupRequest: (req: { headers?: Record<string, string> }) => {
      const headers = next < ready.length ? ready[next++] : signedHeaders(path)
      req.headers = { ...req.headers, ...headers }
      return req
    }
  }
}

interface Row {
  route: string
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function run(
  url: string,
  route: string,
  opts: { signed?: boolean; seconds?: number; rate?: number; presign?: number } = {}
): Promise<Row> {
  const r = await autocannon({
    url: url + route,
    connections: CONNECTIONS,
    duration: opts.seconds ?? DURATION,
    requests: opts.signed ? [signedRequest(route, opts.presign)] : undefined,
    overallRate: opts.rate
  })
  return { route, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

const fmt = (r: Row) =>
  `${r.route.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`

/** One engine: returns the goals it missed. */
async function benchEngine(databaseUrl: string | undefined): Promise<string[]> {
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite'
  const server = await startServer({
    DATABASE_URL: databaseUrl ?? '',
    MEDIA_PLACEHOLDERS: '1',
    STATIC_DIR: join(ROOT, 'no-static')
  })
  const { url, readyMs } = server
  console.log(`\n== ${engine}: server ready in ${readyMs} ms`)
  const missed: string[] = []
  try {
    const floors = ['/v3/meditation/indexFloor', '/v3/course/indexFloor']
    await run(url, '/health', { seconds: 2 }) // warm-up
    for (const f of floors) await run(url, f, { signed: true, seconds: 2 })
    console.log(
      `autocannon, ${CONNECTIONS} connections, ${DURATION} s each; ${ROUNDS} rounds of /health then each read`
    )
    const ratios = new Map<string, number[]>(floors.map((f) => [f, []]))
    for (let round = 1; round <= ROUNDS; round++) {
      const health = await run(url, '/health')
      console.log(`round ${round}  ${fmt(health)}`)
      for (const f of floors) {
        // as many signatures as /health's requests in the same time; a read faster than that signs the rest as it goes
        const row = await run(url, f, { signed: true, presign: Math.ceil(health.rps * DURATION) })
        const ratio = row.rps / health.rps
        ratios.get(f)!.push(ratio)
        console.log(`round ${round}  ${fmt(row)}   ratio ${(ratio * 100).toFixed(0)} %`)
        if (row.non2xx || row.errors) missed.push(`${engine} ${f}: ${row.non2xx} non-2xx, ${row.errors} errors`)
      }
    }
    for (const f of floors) {
      const all = ratios.get(f)!
      const mid = percentile(all, 50)
      console.log(
        `${f.padEnd(28)} median ratio ${(mid * 100).toFixed(0)} % of /health (rounds: ${all.map((r) => (r * 100).toFixed(0)).join(' / ')} %; goal ≥ ${RATIO_GOAL * 100} %)`
      )
      if (mid < RATIO_GOAL) missed.push(`${engine} ${f}: ${(mid * 100).toFixed(0)} % of /health`)
    }
    const fixed = await run(url, floors[0], { signed: true, rate: FIXED_RATE, seconds: 10 })
    console.log(`fixed ${FIXED_RATE} req/s: ${fmt(fixed)}   (goal p99 ≤ ${P99_GOAL_MS} ms)`)
    if (fixed.p99 > P99_GOAL_MS) missed.push(`${engine} p99 at ${FIXED_RATE} req/s: ${fixed.p99} ms`)
  } finally {
    await server.stop()
  }
  return missed
}

async function main() {
  const missed = await benchEngine(undefined)
  if (process.env.DATABASE_URL) missed.push(...(await benchEngine(process.env.DATABASE_URL)))
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL to bench it too)')
  if (missed.length) {
    console.log(`\nMISSED: ${missed.join('; ')}`)
    process.exit(1)
  }
  console.log('\nall goals met')
}

if (require.main === module)
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
